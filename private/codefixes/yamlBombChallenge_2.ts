  if (data.toString().split('\n').length > 50) throw deprecated(` (${name})`);
  const outcome = await parseInSandbox('yaml', data.toString());
  if (exploded(outcome)) {
    throw unavailable();
  }
  if (outcome.kind === 'parsed') throw deprecated(`: ${truncate(outcome.text, 400)} (${name})`);
  throw deprecated(`: ${outcome.kind === 'failed' ? outcome.message : outcome.kind} (${name})`);

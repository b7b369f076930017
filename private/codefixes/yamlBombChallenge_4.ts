  const outcome = await parseInSandbox('yaml', data.toString());
  if (exploded(outcome)) {
    throw deprecated(` (${name})`);
  }
  if (outcome.kind === 'parsed') throw deprecated(`: ${truncate(outcome.text, 400)} (${name})`);
  throw deprecated(`: ${outcome.kind === 'failed' ? outcome.message : outcome.kind} (${name})`);

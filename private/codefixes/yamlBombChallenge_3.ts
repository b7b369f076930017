  const outcome = await parseInSandbox('yaml', data.toString().slice(0, 2000));
  if (exploded(outcome)) {
    throw unavailable();
  }
  if (outcome.kind === 'parsed') throw deprecated(`: ${truncate(outcome.text, 400)} (${name})`);
  throw deprecated(`: ${outcome.kind === 'failed' ? outcome.message : outcome.kind} (${name})`);

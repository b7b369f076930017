  const outcome = await parseInSandbox('xml', data.toString());
  if (outcome.kind === 'parsed') {
    throw deprecated(`: ${truncate(outcome.text, 100)} (${name})`);
  }
  if (outcome.kind === 'failed') throw deprecated(`: ${outcome.message} (${name})`);
  throw unavailable();

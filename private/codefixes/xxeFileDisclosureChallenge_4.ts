  if (data.length > 10_000) throw deprecated(` (${name})`);
  const outcome = await parseInSandbox('xml', data.toString());
  if (outcome.kind === 'parsed') {
    throw deprecated(`: ${truncate(outcome.text, 400)} (${name})`);
  }
  if (outcome.kind === 'failed') throw deprecated(`: ${outcome.message} (${name})`);
  throw unavailable();

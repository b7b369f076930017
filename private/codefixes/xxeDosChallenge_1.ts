  const outcome = await parseInSandbox('xml', data.toString().slice(0, 1000));
  if (outcome.kind === 'parsed') {
    throw deprecated(`: ${truncate(outcome.text, 400)} (${name})`);
  }
  if (outcome.kind === 'failed') throw deprecated(`: ${outcome.message} (${name})`);
  throw unavailable();

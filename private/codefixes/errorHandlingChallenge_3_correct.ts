  if (error instanceof HttpError && error.body !== undefined) return c.json(error.body as object, status as 400);
  // unexpected errors are logged on the server; the client only learns that something went wrong
  const details = { message: status < 500 ? view.message : 'Unexpected error, please try again later.' };

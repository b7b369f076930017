  if (error instanceof HttpError && error.body !== undefined) return c.json(error.body as object, status as 400);
  const details = { message: view.message, ...view.fields };

/**
 * An error that carries the HTTP status it should answer with. A file of its own: every layer
 * throws it, while the handler that answers it (errors.ts) needs the shop.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

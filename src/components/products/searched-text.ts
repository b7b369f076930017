/** The searched text of a query string (`q`, trimmed; empty for all products). */
export const searchedText = (query: string) => (new URLSearchParams(query).get('q') ?? '').trim();

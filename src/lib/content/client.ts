import 'server-only';
import { GraphQLClient } from 'graphql-request';
import type { Shop } from '../../server/context';

/**
 * The content graph client for server components, reading `shop`. By default its fetch is the
 * shop's own GraphQL handler (no socket, no port, no HTTP middleware), on its trusted path: pages
 * render whatever is stored, however large, while public requests are capped. CONTENT_API_URL
 * points it at another server instead.
 */
export function contentClient(shop: Shop): GraphQLClient {
  const remote = process.env.CONTENT_API_URL;
  if (remote) return new GraphQLClient(remote);
  return new GraphQLClient('http://content.internal/graphql', {
    fetch: async (input, init) => {
      const { contentFetch } = await import('../../server/routes/graphql');
      return contentFetch(shop)(new Request(input as string, init as RequestInit));
    },
  });
}

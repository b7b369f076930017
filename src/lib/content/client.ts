import { GraphQLClient } from 'graphql-request';
import { createApp } from '../../server/app';
import { getShop } from '../../server/runtime';

let client: GraphQLClient | undefined;

/**
 * The content graph client for server components. By default its fetch is the shop app's own
 * handler (no socket, no port); CONTENT_API_URL points it at another server instead.
 */
export function contentClient(): GraphQLClient {
  if (!client) {
    const remote = process.env.CONTENT_API_URL;
    if (remote) {
      client = new GraphQLClient(remote);
    } else {
      const app = createApp(getShop());
      client = new GraphQLClient('http://content.internal/graphql', {
        fetch: async (input, init) => app.fetch(new Request(input as string, init as RequestInit)),
      });
    }
  }
  return client;
}

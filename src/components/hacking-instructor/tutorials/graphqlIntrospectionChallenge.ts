import * as texts from '../../../lib/i18n/messages/tutorials/graphqlIntrospectionChallenge';
import { defineTutorial } from '../tutorial';

/** Graph Introspection: to be written. */
export const graphqlIntrospectionChallenge = defineTutorial({
  challenge: 'graphqlIntrospectionChallenge',
  texts,
  steps: [],
});

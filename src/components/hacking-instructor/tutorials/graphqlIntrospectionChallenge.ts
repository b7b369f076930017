import * as texts from '../../../lib/i18n/messages/tutorials/graphqlIntrospectionChallenge';
import { challengeSolved, delay, requestAnswered } from '../conditions';
import { defineTutorial } from '../tutorial';

/**
 * Graph Introspection (Modern Stack): the server components read their content from /graphql,
 * whose introspection was left on. The player asks it for the query type's fields and their
 * descriptions from the DevTools console (or curl), spots the one field without a description,
 * learns its type from GraphQL's own error message and asks for it. Every step works on any
 * page of the shop: the console's requests come from the page that is open.
 */
export const graphqlIntrospectionChallenge = defineTutorial({
  challenge: 'graphqlIntrospectionChallenge',
  texts,
  steps: [
    { text: 'WELCOME', target: '#homeButton', resolved: delay(10000) },
    { text: 'CONSOLE', target: '#homeButton', resolved: delay(10000) },
    {
      text: 'INTROSPECT',
      code: "fetch('/graphql?query={__schema{queryType{fields{name,description}}}}').then(r => r.json()).then(console.log)",
      target: '#homeButton',
      resolved: requestAnswered('/graphql', 200),
    },
    { text: 'SPOT', target: '#homeButton', resolved: delay(12000) },
    { text: 'SUBFIELDS', code: '{__type(name:"TheType"){fields{name}}}', target: '#homeButton', resolved: delay(12000) },
    { text: 'ASK', target: '#homeButton', skippable: false, resolved: challengeSolved('graphqlIntrospectionChallenge') },
    { text: 'DONE', target: '#homeButton', resolved: delay(10000) },
  ],
});

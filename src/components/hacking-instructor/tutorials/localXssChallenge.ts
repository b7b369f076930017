import * as texts from '../../../lib/i18n/messages/tutorials/localXssChallenge';
import { challengeSolved, delay, inputHasValue, until } from '../conditions';
import { defineTutorial } from '../tutorial';

const SEARCH_INPUT = '#searchQuery input';
const HEADING = '#search-result-heading';
const RESULTS = ['/search'] as const;

/** The search screen shows `html` as the searched text's markup (what the page made of the search). */
const searchShows = (html: string) =>
  until(() => location.pathname === '/search' && document.querySelector('#searchValue')?.innerHTML === html);

/**
 * DOM XSS (tutorialOrder 2): the search field's text lands in the results heading as markup. The
 * player searches for a word, sees it echoed, tries an h1 (it renders), a script tag (inserted,
 * never run) and then the iframe payload the challenge asks for, whose solve ends the lesson.
 */
export const localXssChallenge = defineTutorial({
  challenge: 'localXssChallenge',
  texts,
  steps: [
    { text: 'INTRO', target: '#searchQuery', resolved: delay(9000) },
    { text: 'TYPE_OWASP', target: '#searchQuery', resolved: inputHasValue(SEARCH_INPUT, 'owasp') },
    { text: 'ENTER_OWASP', target: '#searchQuery', resolved: searchShows('owasp') },
    { text: 'ECHOED', target: HEADING, page: RESULTS, resolved: delay(9000) },
    { text: 'XSS_IDEA', target: HEADING, page: RESULTS, resolved: delay(12000) },
    { text: 'TYPE_H1', target: '#searchQuery', resolved: inputHasValue(SEARCH_INPUT, '<h1>owasp') },
    // the browser closes the open tag itself
    { text: 'ENTER_H1', target: '#searchQuery', resolved: searchShows('<h1>owasp</h1>') },
    { text: 'HTML_WORKS', target: HEADING, page: RESULTS, resolved: delay(10000) },
    { text: 'INSPECT', target: HEADING, page: RESULTS, resolved: delay(12000) },
    { text: 'TYPE_SCRIPT', target: '#searchQuery', resolved: inputHasValue(SEARCH_INPUT, '<script>alert(xss)</script>') },
    { text: 'ENTER_SCRIPT', target: '#searchQuery', resolved: searchShows('<script>alert(xss)</script>') },
    { text: 'SCRIPT_SILENT', target: HEADING, page: RESULTS, resolved: delay(12000) },
    { text: 'TYPE_IFRAME', target: '#searchQuery', resolved: inputHasValue(SEARCH_INPUT, '<iframe src="javascript:alert(`xss`)">') },
    { text: 'ENTER_IFRAME', target: '#searchQuery', skippable: false, resolved: challengeSolved('localXssChallenge') },
    { text: 'DONE', target: HEADING, page: RESULTS, resolved: delay(12000) },
  ],
});

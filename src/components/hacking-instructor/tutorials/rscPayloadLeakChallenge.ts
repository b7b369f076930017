import * as texts from '../../../lib/i18n/messages/tutorials/rscPayloadLeakChallenge';
import { challengeSolved, delay, loggedIn, requestAnswered, routeVisited } from '../conditions';
import { defineTutorial, SEARCH_SCREEN } from '../tutorial';

const PAYMENT = ['/payment/shop'];

/**
 * Streamed Staff Secret (Modern Stack): the product grid is a server component that hands each
 * product to a client component together with the staff coupon of the month. The player reads
 * the grid's RSC payload in the Network tab (the request to /RSC/R/search.txt when the grid is
 * navigated to), finds the coupon and redeems it at the payment step of the checkout.
 */
export const rscPayloadLeakChallenge = defineTutorial({
  challenge: 'rscPayloadLeakChallenge',
  texts,
  steps: [
    { text: 'WELCOME', target: '#product-search-results', page: SEARCH_SCREEN, resolved: delay(10000) },
    { text: 'DEVTOOLS', target: '#homeButton', resolved: delay(10000) },
    { text: 'NAVIGATE', target: '#homeButton', resolved: requestAnswered(/^\/RSC\/R\/search\.txt/) },
    { text: 'READ', target: '#product-search-results', page: SEARCH_SCREEN, resolved: delay(12000) },
    { text: 'LOGIN', target: '#navbarAccount', resolved: loggedIn() },
    { text: 'CHECKOUT', target: 'a[href="/basket"]', resolved: routeVisited('/payment/shop') },
    {
      text: 'REDEEM',
      target: '#collapseCouponElement',
      page: PAYMENT,
      skippable: false,
      resolved: challengeSolved('rscPayloadLeakChallenge'),
    },
    { text: 'DONE', target: '#collapseCouponElement', page: PAYMENT, resolved: delay(10000) },
  ],
});

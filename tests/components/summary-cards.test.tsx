// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { SummaryCards } from '../../src/components/score-board/SummaryCards';
import { ShellProviders } from '../../src/components/shell/I18n';
import { clientConfig } from '../../src/lib/client-config';
import { en } from '../../src/lib/i18n/en';
import type { ChallengeData } from '../../src/lib/score-board/model';
import { loadConfig } from '../../src/server/config';
import { numberSymbols } from '../../src/lib/i18n/number-symbols';

// outside Waku's router: links are plain anchors
vi.mock('waku', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const challenge = {
  key: 'scoreBoardChallenge',
  name: 'Score Board',
  difficulty: 1,
  solved: true,
  hasCodingChallenge: true,
  codingChallengeStatus: 1,
};
const cards = (tutorials?: readonly string[]) =>
  render(
    <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={clientConfig(loadConfig('test'))}>
      <SummaryCards challenges={[challenge as unknown as ChallengeData]} tutorials={tutorials} />
    </ShellProviders>,
  );

test("the coding summary card offers the coding challenges' tutorial when the instructor has it", () => {
  cards(['Score Board', 'Coding Challenges']);
  const button = document.querySelector('#coding-progress .tutorial-button');
  expect(button?.getAttribute('href')).toBe('/hacking-instructor?challenge=Coding%20Challenges');
  expect(button?.getAttribute('aria-label')).toBe("Start the hacking instructor's tutorial for Coding Challenges");
  // only there: the other summary cards have none
  expect(document.querySelectorAll('.tutorial-button')).toHaveLength(1);
});

test('without that tutorial (instructor off, or not offered) the coding card has no tutorial button', () => {
  cards(['Score Board']);
  expect(document.querySelector('.tutorial-button')).toBeNull();
  cleanup();
  cards();
  expect(document.querySelector('.tutorial-button')).toBeNull();
});

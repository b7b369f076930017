// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { print } from 'graphql';
import { Profiler } from 'react';
import { Provider, createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { ChallengeCard, type BoardSettings } from '../../src/components/score-board/ChallengeCard';
import { ScoreBoard } from '../../src/components/score-board/ScoreBoard';
import { ShellProviders } from '../../src/components/shell/I18n';
import { Notifications } from '../../src/components/shell/Notifications';
import { SystemWideNotification } from '../../src/components/shell/SystemWideNotification';
import { clientConfig } from '../../src/lib/client-config';
import { ScoreBoardQuery } from '../../src/lib/content/queries';
import { de } from '../../src/lib/i18n/de';
import { en } from '../../src/lib/i18n/en';
import { withHints, type ChallengeData, type HintData } from '../../src/lib/score-board/model';
import { notificationsAtom } from '../../src/lib/state';
import { loadConfig } from '../../src/server/config';
import { eventually, startShop, type TestServer } from '../helpers';
import { numberSymbols } from '../../src/lib/i18n/number-symbols';

let shop: TestServer;
let board: { challenges: ChallengeData[]; hints: HintData[] };
const config = clientConfig(loadConfig('test'));
const SETTINGS: BoardSettings = {
  showHints: true,
  showMitigations: true,
  codingChallengesEnabled: 'solved',
  showFlags: false,
  restrictToTutorialsFirst: false,
};

beforeAll(async () => {
  // a real shop: the board's socket and REST calls go to it, its content graph feeds the board
  shop = await startShop();
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${shop.url}/score-board`);
  const res = await shop.get('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(ScoreBoardQuery) }),
  });
  board = (await res.json()).data;
});
afterAll(() => shop.close());
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/score-board');
});

const renderBoard = (settings: Partial<BoardSettings> = {}, query = '', locale: 'en' | 'de_DE' = 'en') =>
  render(
    <Provider store={createStore()}>
      <ShellProviders locale={locale} numbers={numberSymbols(locale)} dict={locale === 'en' ? en : de} config={config}>
        <ScoreBoard initialChallenges={board.challenges} initialHints={board.hints} query={query} settings={{ ...SETTINGS, ...settings }} />
      </ShellProviders>
    </Provider>,
  );
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

test('the content graph hands the board every challenge with its hints', () => {
  expect(board.challenges.length).toBeGreaterThan(100);
  expect(board.hints.length).toBeGreaterThan(100);
  const scoreBoard = board.challenges.find((c) => c.key === 'scoreBoardChallenge')!;
  expect(scoreBoard).toMatchObject({ name: 'Score Board', difficulty: 1, solved: false, tags: ['Tutorial', 'Code Analysis'] });
  expect(board.hints.some((h) => h.ChallengeId === scoreBoard.id && !h.unlocked)).toBe(true);
});

test('every card renders, with summary cards counting what is solved', () => {
  renderBoard();
  expect(document.querySelectorAll('#challenge-cards article')).toHaveLength(board.challenges.length);
  expect(screen.getByText(`0 of ${board.challenges.length} solved`)).toBeTruthy();
  expect(document.getElementById('Score Board.notSolved')).toBeTruthy();
  expect(within(document.getElementById('difficulty-overview')!).getAllByRole('listitem')).toHaveLength(6);
});

test('a solve on the server flips its card live, and the summary follows', async () => {
  renderBoard();
  await eventually(() => document.getElementById('score-board')?.dataset.live === 'true', 5000);
  await act(async () => {
    shop.shop.challenges.solve('scoreBoardChallenge');
  });
  await eventually(() => document.getElementById('Score Board.solved') !== null, 5000);
  expect(screen.getByText(`1 of ${board.challenges.length} solved`)).toBeTruthy();
  // the Score Board has a coding challenge of its own, still open: solved, but only partially
  expect(within(cardOf('Score Board')).getByText('Partially solved')).toBeTruthy();
});

test('typing a search filters the cards and writes it to the address; nothing found says so', () => {
  renderBoard();
  fireEvent.change(screen.getByLabelText('Search challenges'), { target: { value: 'score board' } });
  expect(window.location.search).toBe('?searchQuery=score+board');
  expect(document.querySelectorAll('#challenge-cards article')).toHaveLength(1);
  fireEvent.change(screen.getByLabelText('Search challenges'), { target: { value: 'no such challenge at all' } });
  expect(screen.getByText('No challenges found')).toBeTruthy();
  fireEvent.click(document.getElementById('reset-filters')!);
  expect(window.location.search).toBe('');
  expect(document.querySelectorAll('#challenge-cards article')).toHaveLength(board.challenges.length);
});

test('the filter comes from the address: category pill pressed, difficulties as integers', () => {
  renderBoard({}, 'categories=XSS&difficulties=1,zwei');
  const cards = [...document.querySelectorAll('#challenge-cards article')];
  const expected = board.challenges.filter((c) => c.category === 'XSS' && c.difficulty === 1);
  expect(cards).toHaveLength(expected.length);
  expect(screen.getByRole('button', { name: 'XSS', pressed: true })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'All', pressed: false }));
  expect(window.location.search).toBe('?difficulties=1');
});

test('tutorial restriction: no filter bar, a warning, and only the easiest unsolved tutorial tier', () => {
  renderBoard({ restrictToTutorialsFirst: true });
  expect(screen.queryByLabelText('Search challenges')).toBeNull();
  expect(document.getElementById('tutorial-mode-warning')).toBeTruthy();
  const shown = [...document.querySelectorAll('#challenge-cards article')].map((a) => a.getAttribute('data-key'));
  const tutorials = board.challenges.filter((c) => c.tutorialOrder !== null);
  const tier = Math.min(...tutorials.filter((c) => !c.solved).map((c) => c.difficulty));
  expect(shown.sort()).toEqual(
    tutorials
      .filter((c) => c.difficulty <= tier)
      .map((c) => c.key)
      .sort(),
  );
});

const renderCard = (challenge: Partial<ChallengeData>, settings: Partial<BoardSettings> = {}, hints: HintData[] = []) => {
  const base = board.challenges.find((c) => c.key === 'loginAdminChallenge')!;
  const [enriched] = withHints([{ ...base, ...challenge }], hints);
  return render(
    <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={config}>
      <ChallengeCard challenge={enriched} settings={{ ...SETTINGS, ...settings }} onUnlockHint={() => {}} onRepeatNotification={() => {}} />
    </ShellProviders>,
  );
};

test('card badges follow the configuration and the challenge state', () => {
  renderCard(
    { solved: false, mitigationUrl: 'https://example.org/fix', hasCodingChallenge: true, codingChallengeStatus: 0 },
    { showFlags: true },
  );
  expect(screen.queryByRole('link', { name: 'Learn how to mitigate this vulnerability' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Show the flag notification again' })).toBeNull();
  expect((screen.getByRole('button', { name: 'Coding challenge: solve the hacking challenge first' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  cleanup();

  renderCard(
    { solved: true, mitigationUrl: 'https://example.org/fix', hasCodingChallenge: true, codingChallengeStatus: 1 },
    { showFlags: true },
  );
  expect(screen.getByRole('link', { name: 'Learn how to mitigate this vulnerability' }).getAttribute('href')).toBe(
    'https://example.org/fix',
  );
  expect(screen.getByRole('button', { name: 'Show the flag notification again' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Coding challenge: 1 of 2 steps done' }).textContent).toContain('1/2');
  expect(screen.getByText('Partially solved')).toBeTruthy();
  cleanup();

  renderCard(
    { solved: true, mitigationUrl: 'https://example.org/fix', hasCodingChallenge: true },
    { showMitigations: false, codingChallengesEnabled: 'never' },
  );
  expect(screen.queryByRole('link', { name: 'Learn how to mitigate this vulnerability' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Show the flag notification again' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Coding challenge/ })).toBeNull();
  cleanup();

  renderCard({ solved: false, hasCodingChallenge: true }, { codingChallengesEnabled: 'always' });
  const open: string[] = [];
  cleanup();
  render(
    <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={config}>
      <ChallengeCard
        challenge={withHints([{ ...board.challenges[0]!, solved: false, hasCodingChallenge: true }], [])[0]!}
        settings={{ ...SETTINGS, codingChallengesEnabled: 'always' }}
        onUnlockHint={() => {}}
        onRepeatNotification={() => {}}
        onOpenCoding={(key) => open.push(key)}
      />
    </ShellProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Coding challenge: 0 of 2 steps done' }));
  expect(open).toEqual([board.challenges[0]!.key]);
});

test('hints: the badge counts them, opens the unlocked texts and offers the next one; off when hints are off', () => {
  const id = board.challenges.find((c) => c.key === 'loginAdminChallenge')!.id;
  const hints: HintData[] = [
    { id: 1, ChallengeId: id, order: 1, text: 'Look at the login form.', unlocked: true },
    { id: 2, ChallengeId: id, order: 2, text: 'Think about quotes.', unlocked: false },
  ];
  renderCard({}, {}, hints);
  fireEvent.click(screen.getByRole('button', { name: 'Hints: 1 of 2 unlocked' }));
  expect(screen.getByText('Look at the login form.')).toBeTruthy();
  expect(screen.queryByText('Think about quotes.')).toBeNull();
  expect(screen.getByRole('button', { name: 'Unlock hint 2 of 2' })).toBeTruthy();
  cleanup();
  renderCard({}, { showHints: false }, hints);
  expect(screen.queryByRole('button', { name: /Hints:/ })).toBeNull();
});

test('with flags shown, a notification carries the flag, the country as configured and a copy button', async () => {
  const store = createStore();
  store.set(notificationsAtom, [
    { key: 'scoreBoardChallenge', name: 'Score Board', flag: 'abc123', country: { code: 'CA', name: 'Canada' }, isRestore: false },
  ]);
  render(
    <Provider store={store}>
      <ShellProviders
        locale="de_DE"
        numbers={numberSymbols('de_DE')}
        dict={de}
        config={{ ...config, ctf: { showFlags: true, countryDetails: 'both' } }}
      >
        <Notifications />
      </ShellProviders>
    </Provider>,
  );
  expect(await screen.findByText('Flagge kopieren')).toBeTruthy();
  expect(screen.getByLabelText('Flagge: abc123')).toBeTruthy();
  expect(screen.getByLabelText('Land: Canada').textContent).toContain('🇨🇦');
});

test('an announcement from the configured URL shows, and stays away once dismissed until it changes', async () => {
  let notice = { message: 'Scoring freezes at 17:00.', enabled: true, updatedAt: '1' };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(notice));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`;
  // every poll answer is a new object, so the banner renders (commits) again after each poll: the
  // commits after the dismissal show that the polls answering the dismissed message were applied
  let commits = 0;
  try {
    render(
      <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={config}>
        <Profiler id="banner" onRender={() => commits++}>
          <SystemWideNotification url={url} pollFrequencySeconds={0.1} />
        </Profiler>
      </ShellProviders>,
    );
    expect(await screen.findByText('Scoring freezes at 17:00.', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByText('Scoring freezes at 17:00.')).toBeNull();
    const dismissed = commits;
    await eventually(() => commits >= dismissed + 2, 3000);
    expect(screen.queryByText('Scoring freezes at 17:00.')).toBeNull();
    notice = { message: 'Scoring is frozen.', enabled: true, updatedAt: '2' };
    expect(await screen.findByText('Scoring is frozen.', {}, { timeout: 3000 })).toBeTruthy();
    notice = { ...notice, enabled: false };
    await eventually(() => screen.queryByText('Scoring is frozen.') === null, 3000);
  } finally {
    server.close();
  }
});

test('without a URL no announcement is polled', () => {
  const { container } = render(
    <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={config}>
      <SystemWideNotification url={null} pollFrequencySeconds={15} />
    </ShellProviders>,
  );
  expect(container.innerHTML).toBe('');
});

'use client';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { fetchChallenges, repeatNotification, unlockHint } from '../../lib/api/score-board';
import { errorText, useSend } from '../../lib/api/use-api';
import { getSocket } from '../../lib/realtime-client';
import { filterChallenges, parseFilter, serializeFilter, type FilterSetting } from '../../lib/score-board/filters';
import {
  allCategories,
  allTags,
  sortChallenges,
  tutorialModeActive,
  withHints,
  type ChallengeData,
  type HintData,
} from '../../lib/score-board/model';
import { snacksAtom, useSnack } from '../../lib/state';
import { useI18n } from '../shell/I18n';
import { unavailableReason } from './unavailable-reason';
import { ChallengeCard, type BoardSettings } from './ChallengeCard';
import { CategoryPills, FilterBar } from './FilterBar';
import { WarningIcon } from './icons';
import { Spinner } from './Spinner';
import { SummaryCards } from './SummaryCards';

// the settings dialog (backup and restore) loads when first opened
const SettingsDialog = lazy(() => import('./SettingsDialog'));
// so does the coding challenge dialog, with its highlighter and diff
const CodingChallengeDialog = lazy(() => import('../coding-challenge/CodingChallengeDialog'));

const panel = css({
  bg: 'surface',
  borderRadius: 'card',
  p: { base: '3', md: '4' },
  boxShadow: 'md',
  display: 'flex',
  flexDir: 'column',
  gap: '4',
});
const warning = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  bg: 'rgba(255,183,77,0.12)',
  border: '1px solid',
  borderColor: '#ffb74d',
  borderRadius: 'md',
  px: '4',
  py: '3',
  fontSize: 'sm',
  '& svg': { w: '5', h: '5', color: '#ffb74d', flexShrink: 0 },
});

/** 4 columns, 3 under 1500 px, 2 under 900 px, 1 under 600 px. */
const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: '1fr',
  '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (min-width: 900px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@media (min-width: 1500px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

type SolvedEvent = { key?: string };
type CodeSolvedEvent = { key?: string; codingChallengeStatus?: number };

/**
 * The score board: summary cards, filters (kept in the address), warnings and the challenge
 * cards. Rendered on the server with the challenges of the moment, then kept live by socket.io.
 */
export function ScoreBoard({
  initialChallenges,
  initialHints,
  query,
  settings,
}: {
  initialChallenges: ChallengeData[];
  initialHints: HintData[];
  query: string | undefined;
  settings: BoardSettings;
}) {
  const { t } = useI18n();
  const setSnacks = useSetAtom(snacksAtom);
  const snack = useSnack();
  const [challenges, setChallenges] = useState(initialChallenges);
  const [hints, setHints] = useState(initialHints);
  const [filter, setFilterState] = useState<FilterSetting>(() => parseFilter(query));
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [codingKey, setCodingKey] = useState<string>();
  const [refreshing, setRefreshing] = useState(false);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const update = (key: string | undefined, patch: Partial<ChallengeData>) =>
      key && setChallenges((all) => all.map((c) => (c.key === key ? { ...c, ...patch } : c)));
    const onSolved = (e: SolvedEvent) => update(e?.key, { solved: true });
    const onCodeSolved = (e: CodeSolvedEvent) =>
      typeof e?.codingChallengeStatus === 'number' && update(e.key, { codingChallengeStatus: e.codingChallengeStatus });
    let cancelled = false;
    getSocket()
      .then((s) => {
        if (cancelled) return;
        s.on('challenge solved', onSolved);
        s.on('code challenge solved', onCodeSolved);
        // solves between the server render and now (the padding image, for one) came before we listened
        return fetchChallenges().then((data) => {
          const fresh = new Map(data.map((c) => [c.key, c]));
          if (cancelled) return;
          setChallenges((all) =>
            all.map((c) => {
              const now = fresh.get(c.key);
              return now ? { ...c, solved: now.solved, codingChallengeStatus: now.codingChallengeStatus } : c;
            }),
          );
        });
      })
      .catch((e: unknown) => !cancelled && snack(errorText(e), 'error'))
      .finally(() => !cancelled && setHydrated(true));
    return () => {
      cancelled = true;
      getSocket().then((s) => {
        s.off('challenge solved', onSolved);
        s.off('code challenge solved', onCodeSolved);
      });
    };
  }, [snack]);

  /** The filter lives in the address: replaced in place, so a reload shows the same selection. */
  const setFilter = useCallback((next: FilterSetting) => {
    setFilterState(next);
    const params = serializeFilter(next).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${params ? `?${params}` : ''}`);
  }, []);

  const unlock = useSend(unlockHint).send;
  const unlockHintOf = useCallback(
    async (hintId: number) => {
      setRefreshing(true);
      // the answer is the unlocked hint: no need to fetch them all again; its text stays the one
      // the board has, in the reader's language (the API answers upstream's English)
      const unlocked = await unlock(hintId);
      if (unlocked) setHints((all) => all.map((h) => (h.id === unlocked.id ? { ...unlocked, text: h.text } : h)));
      setRefreshing(false);
    },
    [unlock],
  );

  const repeat = useSend(repeatNotification).send;
  const repeatNotificationOf = useCallback((name: string) => void repeat(name), [repeat]);

  const enriched = useMemo(() => withHints(challenges, hints), [challenges, hints]);
  const shown = useMemo(
    () => sortChallenges(filterChallenges(enriched, filter, settings.restrictToTutorialsFirst)),
    [enriched, filter, settings.restrictToTutorialsFirst],
  );
  const tags = useMemo(() => allTags(challenges), [challenges]);
  const categories = useMemo(() => allCategories(challenges), [challenges]);
  const disabled = challenges.filter((c) => c.disabledEnv !== null);
  const disabledEnv = disabled[0]?.disabledEnv;
  const codingChallenge = codingKey ? challenges.find((c) => c.key === codingKey) : undefined;
  const tutorialMode = tutorialModeActive(challenges, settings.restrictToTutorialsFirst);

  return (
    <div id="score-board" data-live={hydrated || undefined} className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'accent' })}>{t.TITLE_SCORE_BOARD()}</h1>
      <SummaryCards challenges={challenges} tutorials={settings.tutorials} />
      {!settings.restrictToTutorialsFirst && (
        <div className={panel}>
          <FilterBar filter={filter} onChange={setFilter} tags={tags} onOpenSettings={() => setSettingsOpen(true)} />
          <CategoryPills categories={categories} selected={filter.categories} onChange={(c) => setFilter({ ...filter, categories: c })} />
        </div>
      )}
      {tutorialMode && (
        <p className={warning} id="tutorial-mode-warning">
          <WarningIcon />
          <span>{t.WARNING_TUTORIAL_MODE()}</span>
        </p>
      )}
      {disabledEnv && (
        <p className={warning} id="unavailable-warning">
          <WarningIcon />
          <span className={css({ flex: 1 })}>
            {t.WARNING_UNAVAILABLE({ count: disabled.length, env: unavailableReason(t, disabledEnv) })}
          </span>
          <button
            type="button"
            onClick={() => setFilter({ ...filter, showDisabledChallenges: !filter.showDisabledChallenges })}
            className={css({
              color: 'accent',
              bg: 'transparent',
              border: 'none',
              cursor: 'pointer',
              fontWeight: 'semibold',
              textTransform: 'uppercase',
              fontSize: 'xs',
            })}
          >
            {filter.showDisabledChallenges ? t.HIDE_UNAVAILABLE() : t.SHOW_UNAVAILABLE()}
          </button>
        </p>
      )}
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'muted' })}>
        {t.CHALLENGES_SHOWN({ shown: shown.length, total: challenges.length })}
      </p>
      {refreshing && <Spinner label={t.LOADING_CHALLENGES()} />}
      {shown.length === 0 ? (
        <div className={`${panel} ${css({ alignItems: 'center', textAlign: 'center', py: '12' })}`}>
          <img src="/assets/public/images/no-results.svg" alt="" width={120} height={120} className={css({ w: '30', h: '30' })} />
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t.NO_CHALLENGES_FOUND()}</h2>
          <p className={css({ color: 'muted' })}>{t.NO_CHALLENGES_FOUND_HINT()}</p>
        </div>
      ) : (
        <div id="challenge-cards" className={grid}>
          {shown.map((c) => (
            <ChallengeCard
              key={c.key}
              challenge={c}
              settings={settings}
              onUnlockHint={unlockHintOf}
              onRepeatNotification={repeatNotificationOf}
              onOpenCoding={setCodingKey}
            />
          ))}
        </div>
      )}
      {codingChallenge && (
        <Suspense fallback={null}>
          <CodingChallengeDialog
            challenge={codingChallenge}
            showFeedbackButtons={settings.showFeedbackButtons ?? false}
            onClose={({ findIt, fixIt }) => {
              // the socket brings the same news; the dialog's flags keep the card right without it
              const status = fixIt ? 2 : findIt ? 1 : 0;
              setChallenges((all) =>
                all.map((c) =>
                  c.key === codingChallenge.key ? { ...c, codingChallengeStatus: Math.max(c.codingChallengeStatus, status) } : c,
                ),
              );
              setCodingKey(undefined);
            }}
          />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog
            onClose={() => setSettingsOpen(false)}
            notify={(snack) => setSnacks((s) => [...s, { id: Date.now(), ...snack }])}
          />
        </Suspense>
      )}
    </div>
  );
}

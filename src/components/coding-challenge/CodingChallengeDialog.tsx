'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { createListCollection, Select } from '@ark-ui/react/select';
import { Tabs } from '@ark-ui/react/tabs';
import { diffLines } from 'diff';
import { useMemo, useState } from 'react';
import { highlight } from 'sugar-high';
import { css, cx } from 'styled-system/css';
import { ApiError } from '../../lib/api/client';
import { checkFix, checkVulnerableLines, fetchFixes, fetchSnippet } from '../../lib/api/coding';
import { useLoad, useSend } from '../../lib/api/use-api';
import { COOKIES, readCookie, writeCookie } from '../../lib/storage';
import { useI18n } from '../shell/I18n';
import { CloseIcon } from '../ui/Icons';
import { dialogBackdrop, dialogContent, dialogPositioner, iconButton, menuItem, primaryButton } from '../ui/styles';
import { fieldControl } from '../score-board/MultiSelect';
import { CheckIcon, ChevronIcon, WarningIcon } from '../score-board/icons';

export type CodingResult = { findIt: boolean; fixIt: boolean };
type Tab = 'findIt' | 'fixIt';
type Outcome = 'right' | 'wrong' | undefined;
type DiffFormat = 'LineByLine' | 'SideBySide';

const shootConfetti = () =>
  import('canvas-confetti').then(({ default: confetti }) =>
    confetti({ particleCount: 140, spread: 80, origin: { y: 0.35 }, disableForReducedMotion: true, zIndex: 70 }),
  );

/** A random order of 0..n-1, new for each view (the spec shuffles the fixes). */
const shuffled = (n: number) => {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
};

/** What the snippet pane shows when the snippet failed to load: the error's body, as the spec says. */
const failedSnippet = (e: unknown) => (e instanceof ApiError ? (typeof e.body === 'string' ? e.body : JSON.stringify(e.body)) : String(e));

/** The snippet, highlighted, one HTML string per line (sugar-high escapes the code). */
function highlightedLines(code: string) {
  const lines = highlight(code, { lang: 'typescript' }).split('\n');
  return lines.length === code.split('\n').length ? lines : null;
}

const codeBox = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  lineHeight: '1.6',
  bg: '#1e1e1e',
  color: '#e0e0e0',
  borderRadius: 'md',
  overflow: 'auto',
  maxH: '55vh',
  py: '2',
  '--sh-keyword': '#f47067',
  '--sh-string': '#96d0ff',
  '--sh-class': '#6cb6ff',
  '--sh-identifier': '#e0e0e0',
  '--sh-property': '#8ddb8c',
  '--sh-comment': '#8b949e',
  '--sh-sign': '#adbac7',
  '--sh-entity': '#dcbdfb',
  '--sh-jsxliterals': '#e0e0e0',
});
const lineRow = css({ display: 'flex', alignItems: 'flex-start', minW: 'max-content', pe: '4', _hover: { bg: 'rgba(255,255,255,0.05)' } });
const lineMarker = css({
  flexShrink: 0,
  w: '12',
  textAlign: 'right',
  pe: '3',
  color: '#8b949e',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  fontFamily: 'mono',
  fontSize: 'xs',
  lineHeight: '1.6',
  '&[aria-pressed=true]': { color: '#2b1d00', bg: '#ffb300', fontWeight: 'bold' },
  _disabled: { cursor: 'default' },
});
const card = css({ bg: 'raised', borderRadius: 'md', p: '3', fontSize: 'sm', lineHeight: '1.55' });
const tabTrigger = css({
  px: '4',
  py: '2',
  bg: 'transparent',
  border: 'none',
  borderBottom: '2px solid transparent',
  color: 'muted',
  cursor: 'pointer',
  fontWeight: 'semibold',
  '&[data-selected]': { color: 'accent', borderColor: 'accent' },
  _disabled: { opacity: 0.45, cursor: 'not-allowed' },
});

/** Find it: the snippet with a marker per line to select the vulnerable ones. */
function FindIt({
  code,
  selected,
  onToggle,
  locked,
}: {
  code: string;
  selected: number[];
  onToggle: (line: number) => void;
  locked: boolean;
}) {
  const { t } = useI18n();
  const html = useMemo(() => highlightedLines(code), [code]);
  // #code-area is upstream's id of the find-it code, which public e2e suites select; #code-snippet is ours
  return (
    <div id="code-area" dir="ltr">
      <div id="code-snippet" className={codeBox}>
        {code.split('\n').map((text, i) => {
          const line = i + 1;
          return (
            <div key={line} className={lineRow}>
              <button
                type="button"
                className={lineMarker}
                aria-pressed={selected.includes(line)}
                aria-label={t.CODING_LINE_MARKER({ line })}
                disabled={locked}
                onClick={() => onToggle(line)}
                data-line={line}
              >
                {line}
              </button>
              {html ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sugar-high's highlighted line: it escapes the code and adds only its own spans
                <code className={css({ whiteSpace: 'pre' })} dangerouslySetInnerHTML={{ __html: html[i]! }} />
              ) : (
                <code className={css({ whiteSpace: 'pre' })}>{text}</code>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

type DiffRow = { kind: 'same' | 'added' | 'removed'; text: string };
const ROW_LOOK = {
  same: { sign: ' ', bg: undefined },
  added: { sign: '+', bg: 'rgba(46,160,67,0.25)' },
  removed: { sign: '-', bg: 'rgba(248,81,73,0.25)' },
} as const;

function diffRows(from: string, to: string): DiffRow[] {
  return diffLines(`${from.trimEnd()}\n`, `${to.trimEnd()}\n`).flatMap((change) =>
    change.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text }) as DiffRow),
  );
}

/** Side by side: unchanged lines on both sides, a removed block facing the block that replaced it. */
function sideBySide(rows: DiffRow[]) {
  const pairs: Array<[DiffRow | undefined, DiffRow | undefined]> = [];
  for (let i = 0; i < rows.length; ) {
    if (rows[i]!.kind === 'same') {
      pairs.push([rows[i], rows[i]]);
      i++;
      continue;
    }
    const removed: DiffRow[] = [];
    const added: DiffRow[] = [];
    while (i < rows.length && rows[i]!.kind !== 'same') (rows[i]!.kind === 'removed' ? removed : added).push(rows[i++]!);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) pairs.push([removed[k], added[k]]);
  }
  return pairs;
}

/**
 * One line of a diff: its sign, then the code. Line by line, a long line stays on one line and the
 * box scrolls sideways; side by side, it wraps inside its half, so both halves (the fix on the
 * right) stay in view at any width.
 */
function DiffLine({ row, wrap = false }: { row: DiffRow | undefined; wrap?: boolean }) {
  const look = row ? ROW_LOOK[row.kind] : undefined;
  return (
    <div
      className={cx(
        css({ display: 'flex', px: '2', minH: '1.6em', minW: 0 }),
        wrap ? css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }) : css({ whiteSpace: 'pre' }),
      )}
      style={{ background: look?.bg }}
      data-kind={row?.kind}
    >
      {row && (
        <>
          <span aria-hidden="true" className={css({ flexShrink: 0, w: '2ch' })}>
            {look!.sign}
          </span>
          <span className={css({ minW: 0 })}>{row.text}</span>
        </>
      )}
    </div>
  );
}

function FixDiff({ code, fix, format }: { code: string; fix: string; format: DiffFormat }) {
  const rows = useMemo(() => diffRows(code, fix), [code, fix]);
  if (format === 'SideBySide') {
    return (
      // two halves that share the box's width (minmax(0, 1fr): a long line wraps rather than widening its half)
      <div
        id="code-fix-diff"
        data-format={format}
        className={cx(codeBox, css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: '1' }))}
      >
        {sideBySide(rows).map(([left, right], i) => [
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff line is its place in a diff recomputed as a whole; lines hold no state
          <DiffLine key={`l${i}`} row={left} wrap />,
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff line is its place in a diff recomputed as a whole; lines hold no state
          <DiffLine key={`r${i}`} row={right} wrap />,
        ])}
      </div>
    );
  }
  return (
    <div id="code-fix-diff" dir="ltr" data-format={format} className={codeBox}>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a diff line is its place in a diff recomputed as a whole; lines hold no state
        <DiffLine key={i} row={row} />
      ))}
    </div>
  );
}

function OutcomeIcon({ outcome }: { outcome: Outcome }) {
  const { t } = useI18n();
  if (!outcome) return null;
  const right = outcome === 'right';
  return (
    <span
      role="status"
      data-outcome={outcome}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'semibold', '& svg': { w: '5', h: '5' } })}
      style={{ color: right ? '#66bb6a' : '#ef5350' }}
    >
      {right ? <CheckIcon /> : <WarningIcon />}
      {right ? t.CODING_RIGHT() : t.CODING_WRONG()}
    </span>
  );
}

/**
 * The coding challenge of one challenge: Find it (select the vulnerable lines of the snippet)
 * and Fix it (choose the fix, shown as a diff against the snippet). Closed only by its buttons or
 * Escape; closing hands back which phases are solved.
 */
export default function CodingChallengeDialog({
  challenge,
  showFeedbackButtons,
  onClose,
}: {
  challenge: { key: string; name: string; codingChallengeStatus: number };
  showFeedbackButtons: boolean;
  onClose: (result: CodingResult) => void;
}) {
  const { t, dir } = useI18n();
  const { key } = challenge;
  const [solved, setSolved] = useState<CodingResult>({
    findIt: challenge.codingChallengeStatus >= 1,
    fixIt: challenge.codingChallengeStatus >= 2,
  });
  const [tab, setTab] = useState<Tab>(solved.findIt ? 'fixIt' : 'findIt');
  const [outcome, setOutcome] = useState<Outcome>();
  // both show a failure in place: the snippet pane shows the error body, a challenge without fixes keeps Fix It locked
  const snippet = useLoad(() => fetchSnippet(key), [key], { quiet: true });
  const code = snippet.error ? failedSnippet(snippet.error) : snippet.data;
  const loadedFixes = useLoad(() => fetchFixes(key), [key], { quiet: true });
  const fixes = loadedFixes.error ? null : loadedFixes.data;
  const order = useMemo(() => shuffled(fixes?.length ?? 0), [fixes]);
  const [selectedLines, setSelectedLines] = useState<number[]>([]);
  const [fixChoice, setFixChoice] = useState(0);
  const [hint, setHint] = useState<string>();
  const [explanation, setExplanation] = useState<string>();
  const [format, setFormat] = useState<DiffFormat>(() =>
    readCookie(COOKIES.codeFixesFormat.name) === 'SideBySide' ? 'SideBySide' : 'LineByLine',
  );

  const fixLocked = !solved.findIt || !fixes?.length;
  const solvedHere = solved[tab];
  const close = () => onClose(solved);

  const switchTab = (next: Tab) => {
    setTab(next);
    setOutcome(solved[next] ? 'right' : undefined);
  };

  const win = (phase: Tab) => {
    setSolved((s) => ({ ...s, [phase]: true }));
    setOutcome('right');
    void shootConfetti();
  };

  const submitFindIt = async () => {
    const { verdict, hint: next } = await checkVulnerableLines(key, selectedLines);
    if (verdict) {
      win('findIt');
      if (fixes?.length) switchToFixIt();
    } else {
      setOutcome('wrong');
      if (next) setHint(next);
    }
  };
  const switchToFixIt = () => {
    setTab('fixIt');
    setOutcome(undefined);
  };

  const submitFixIt = async () => {
    const { verdict, explanation: why } = await checkFix(key, order[fixChoice]);
    setExplanation(why);
    if (verdict) win('fixIt');
    else setOutcome('wrong');
  };

  const { send: submit } = useSend(() => (tab === 'findIt' ? submitFindIt() : submitFixIt()));

  const chooseFormat = (next: DiffFormat) => {
    setFormat(next);
    writeCookie(COOKIES.codeFixesFormat, next);
  };

  const fixItems = useMemo(
    () => createListCollection({ items: order.map((_, i) => ({ value: String(i), label: t.CODING_FIX_OPTION({ n: i + 1 }) })) }),
    [order, t],
  );

  return (
    <Dialog.Root open closeOnInteractOutside={false} onOpenChange={({ open }) => !open && close()}>
      <Portal>
        <Dialog.Backdrop className={dialogBackdrop} />
        <Dialog.Positioner className={dialogPositioner}>
          <Dialog.Content
            id="coding-challenge-dialog"
            data-key={key}
            className={cx(dialogContent, css({ w: 'min(960px, 96vw)', maxH: '94vh', overflowY: 'auto' }))}
          >
            <Dialog.CloseTrigger
              aria-label={t.BTN_CLOSE()}
              className={cx(iconButton, css({ position: 'absolute', top: '2', insetEnd: '2' }))}
            >
              <CloseIcon />
            </Dialog.CloseTrigger>
            <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', pe: '10' })}>
              {t.CODING_DIALOG_TITLE({ name: challenge.name })}
            </Dialog.Title>
            <Tabs.Root dir={dir} value={tab} onValueChange={(d) => switchTab(d.value as Tab)} lazyMount className={css({ mt: '3' })}>
              <Tabs.List className={css({ display: 'flex', borderBottom: '1px solid', borderColor: 'raised', mb: '3' })}>
                <Tabs.Trigger value="findIt" id="tab-find-it" className={tabTrigger}>
                  {t.CODING_TAB_FIND_IT()} {solved.findIt && '✓'}
                </Tabs.Trigger>
                <Tabs.Trigger
                  value="fixIt"
                  id="tab-fix-it"
                  disabled={fixLocked}
                  title={fixLocked ? t.CODING_FIX_LOCKED() : undefined}
                  className={tabTrigger}
                >
                  {t.CODING_TAB_FIX_IT()} {solved.fixIt && '✓'}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="findIt" className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
                <p className={css({ fontSize: 'sm', color: 'muted' })}>{t.CODING_FIND_IT_TASK()}</p>
                {code === undefined ? (
                  <p>{t.CODING_LOADING()}</p>
                ) : (
                  <FindIt
                    code={code}
                    selected={selectedLines}
                    locked={solved.findIt}
                    onToggle={(line) =>
                      setSelectedLines((s) => (s.includes(line) ? s.filter((l) => l !== line) : [...s, line].sort((a, b) => a - b)))
                    }
                  />
                )}
                <div id="find-it-hint" className={card}>
                  <strong>{t.CODING_HINT_TITLE()}: </strong>
                  {hint ?? t.CODING_HINT_DEFAULT()}
                </div>
              </Tabs.Content>
              <Tabs.Content value="fixIt" className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
                <p className={css({ fontSize: 'sm', color: 'muted' })}>{t.CODING_FIX_IT_TASK()}</p>
                <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'flex-end' })}>
                  <Select.Root
                    dir={dir}
                    collection={fixItems}
                    value={[String(fixChoice)]}
                    onValueChange={(d) => {
                      setFixChoice(Number(d.value[0] ?? 0));
                      setExplanation(undefined);
                      if (!solved.fixIt) setOutcome(undefined);
                    }}
                    positioning={{ sameWidth: true }}
                    className={css({ w: '40' })}
                  >
                    <Select.Label className={css({ display: 'block', fontSize: 'xs', color: 'muted', mb: '1' })}>
                      {t.CODING_FIX_SELECT()}
                    </Select.Label>
                    <Select.Control>
                      <Select.Trigger id="fix-select" className={fieldControl}>
                        <Select.ValueText />
                        <ChevronIcon />
                      </Select.Trigger>
                    </Select.Control>
                    <Portal>
                      <Select.Positioner style={{ zIndex: 60 }}>
                        <Select.Content
                          className={css({ bg: 'surface', color: 'text', borderRadius: 'md', boxShadow: 'xl', py: '1', outline: 'none' })}
                        >
                          {fixItems.items.map((item) => (
                            <Select.Item key={item.value} item={item} className={menuItem}>
                              <Select.ItemText>{item.label}</Select.ItemText>
                            </Select.Item>
                          ))}
                        </Select.Content>
                      </Select.Positioner>
                    </Portal>
                  </Select.Root>
                  <div role="radiogroup" aria-label={t.CODING_DIFF_FORMAT()} className={css({ display: 'flex', gap: '1' })}>
                    {(['LineByLine', 'SideBySide'] as const).map((f) => (
                      // biome-ignore lint/a11y/useSemanticElements: two styled toggle buttons acting as a radio group (found by role radio); native radio inputs would change the markup
                      <button
                        key={f}
                        type="button"
                        role="radio"
                        aria-checked={format === f}
                        onClick={() => chooseFormat(f)}
                        className={css({
                          px: '3',
                          py: '1.5',
                          fontSize: 'xs',
                          borderRadius: 'md',
                          border: '1px solid',
                          borderColor: 'raised',
                          bg: 'transparent',
                          color: 'muted',
                          cursor: 'pointer',
                          '&[aria-checked=true]': { bg: 'raised', color: 'text' },
                        })}
                      >
                        {f === 'LineByLine' ? t.CODING_DIFF_LINE_BY_LINE() : t.CODING_DIFF_SIDE_BY_SIDE()}
                      </button>
                    ))}
                  </div>
                </div>
                {code !== undefined && fixes?.length ? <FixDiff code={code} fix={fixes[order[fixChoice]!]!} format={format} /> : null}
                {explanation && (
                  <div id="fix-explanation" className={card}>
                    <strong>{t.CODING_EXPLANATION_TITLE()}: </strong>
                    {explanation}
                  </div>
                )}
                {showFeedbackButtons && solved.fixIt && (
                  <p className={css({ display: 'flex', gap: '3', alignItems: 'center', fontSize: 'sm' })}>
                    {t.CODING_FEEDBACK()}
                    <a href="/contact" aria-label={t.CODING_FEEDBACK_UP()} title={t.CODING_FEEDBACK_UP()}>
                      👍
                    </a>
                    <a href="/contact" aria-label={t.CODING_FEEDBACK_DOWN()} title={t.CODING_FEEDBACK_DOWN()}>
                      👎
                    </a>
                  </p>
                )}
              </Tabs.Content>
            </Tabs.Root>
            <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', mt: '4' })}>
              <OutcomeIcon outcome={outcome} />
              <div className={css({ display: 'flex', gap: '2', ms: 'auto' })}>
                <button
                  type="button"
                  onClick={close}
                  className={css({
                    bg: 'raised',
                    color: 'text',
                    fontWeight: 'semibold',
                    px: '4',
                    py: '2',
                    borderRadius: 'md',
                    cursor: 'pointer',
                    border: 'none',
                  })}
                >
                  {t.CODING_CLOSE()}
                </button>
                <button
                  type="button"
                  id="code-submit"
                  className={primaryButton}
                  disabled={solvedHere || (tab === 'fixIt' && fixLocked)}
                  onClick={() => void submit()}
                >
                  {t.CODING_SUBMIT()}
                </button>
              </div>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

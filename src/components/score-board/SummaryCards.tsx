'use client';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  codingProgress,
  difficultySummaries,
  hackingProgress,
  totalProgress,
  type ChallengeData,
  type Progress,
} from '../../lib/score-board/model';
import { useI18n } from '../shell/I18n';
import { StarIcon } from './icons';
import { TutorialButton } from './ChallengeCard';

const cardStyle = css({
  bg: 'surface',
  borderRadius: 'card',
  p: { base: '3', md: '4' },
  boxShadow: 'md',
  display: 'flex',
  flexDir: 'column',
  gap: '2',
});
const heading = css({ fontSize: 'sm', color: 'muted', fontWeight: 'semibold' });

function ProgressCard({
  id,
  title,
  progress,
  detail,
  action,
}: {
  id: string;
  title: string;
  progress: Progress;
  detail: string;
  /** a button beside the title (the coding challenges' tutorial) */
  action?: ReactNode;
}) {
  const { format } = useI18n();
  return (
    <section id={id} aria-label={title} className={cardStyle}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h2 className={heading}>{title}</h2>
        {action}
      </div>
      <p className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'accent', lineHeight: '1' })}>
        {format.percent(progress.percent)}
      </p>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className={css({ h: '1.5', bg: 'raised', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div className={css({ h: 'full', bg: 'accent', transition: 'width 300ms' })} style={{ width: `${progress.percent}%` }} />
      </div>
      <p className={css({ fontSize: 'xs', color: 'muted' })}>{detail}</p>
    </section>
  );
}

/** The hacking instructor's tutorial on the coding challenges, as the cards' tutorial buttons start theirs. */
const CODING_TUTORIAL = 'Coding Challenges';

/**
 * The three summary cards: hacking and coding progress in whole percent, and solved/available per
 * difficulty. The coding card offers the coding challenges' tutorial when `tutorials` has it.
 */
export function SummaryCards({ challenges, tutorials }: { challenges: ChallengeData[]; tutorials?: readonly string[] }) {
  const { t, format } = useI18n();
  const hacking = hackingProgress(challenges);
  const coding = codingProgress(challenges);
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr 1fr', xl: '1fr 1fr 2fr' } })}>
      <ProgressCard id="hacking-progress" title={t.TITLE_HACKING_CHALLENGES()} progress={hacking} detail={t.PROGRESS_SOLVED(hacking)} />
      <ProgressCard
        id="coding-progress"
        title={t.TITLE_CODING_CHALLENGES()}
        progress={coding}
        detail={t.PROGRESS_STEPS(coding)}
        action={tutorials?.includes(CODING_TUTORIAL) && <TutorialButton name={CODING_TUTORIAL} />}
      />
      <section
        id="difficulty-overview"
        aria-label={t.TITLE_DIFFICULTY_OVERVIEW()}
        className={`${cardStyle} ${css({ gridColumn: { base: 'span 2', xl: 'auto' } })}`}
      >
        <h2 className={heading}>
          {t.TITLE_DIFFICULTY_OVERVIEW()} · {t.PROGRESS_TOTAL({ percent: totalProgress(challenges).percent })}
        </h2>
        <ul className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' }, gap: '2' })}>
          {difficultySummaries(challenges).map((s) => (
            <li
              key={s.difficulty}
              aria-label={t.DIFFICULTY_SOLVED_OF(s)}
              className={css({
                display: 'flex',
                flexDir: 'column',
                alignItems: 'center',
                gap: '1',
                bg: 'raised',
                borderRadius: 'md',
                py: '2',
              })}
            >
              <span
                aria-hidden="true"
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '0.5',
                  color: '#ffca28',
                  fontWeight: 'bold',
                  '& svg': { w: '4', h: '4' },
                })}
              >
                {format.number(s.difficulty)}
                <StarIcon />
              </span>
              <span
                aria-hidden="true"
                className={css({ fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })}
                style={{ color: s.available > 0 && s.solved === s.available ? 'var(--colors-accent)' : undefined }}
              >
                {format.number(s.solved)}/{format.number(s.available)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

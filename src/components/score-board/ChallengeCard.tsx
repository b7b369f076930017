'use client';
import { useId, useState } from 'react';
import { Link } from 'waku';
import { css } from 'styled-system/css';
import { challengeStatus, DIFFICULTIES, type EnrichedChallenge } from '../../lib/score-board/model';
import { useI18n } from '../shell/I18n';
import { unavailableReason } from './unavailable-reason';
import { BulbIcon, CheckIcon, CodeIcon, FlagIcon, SchoolIcon, ShieldIcon, StarIcon, WarningIcon } from './icons';

export type BoardSettings = {
  showHints: boolean;
  showMitigations: boolean;
  codingChallengesEnabled: 'never' | 'solved' | 'always';
  showFlags: boolean;
  restrictToTutorialsFirst: boolean;
  /** thumbs up and down in the coding challenge dialog once its fix is found */
  showFeedbackButtons?: boolean;
  /** the names of the challenges whose card offers the hacking instructor's tutorial (none when it is off) */
  tutorials?: readonly string[];
};

const badgeStyle = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '8',
  minW: '8',
  px: '2',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  bg: 'raised',
  color: 'text',
  border: '1px solid transparent',
  cursor: 'pointer',
  textDecoration: 'none',
  '& svg': { w: '4.5', h: '4.5' },
  _hover: { borderColor: 'accent' },
  _disabled: { opacity: 0.45, cursor: 'not-allowed', _hover: { borderColor: 'transparent' } },
});
const doneStyle = css.raw({ bg: 'accent', color: 'accentText' });
const partialStyle = css.raw({ bg: '#ffb300', color: '#2b1d00' });
const badge = css(badgeStyle);

/** Starts the hacking instructor's tutorial `name`: on a card, and on the coding summary card for the coding challenges'. */
export function TutorialButton({ name }: { name: string }) {
  const { t } = useI18n();
  return (
    <Link
      to={`/hacking-instructor?challenge=${encodeURIComponent(name)}` as never}
      className={`tutorial-button ${badge}`}
      aria-label={t.HI_START_TUTORIAL({ name })}
      title={t.HI_START_TUTORIAL({ name })}
    >
      <SchoolIcon />
    </Link>
  );
}

const chipStyle = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  bg: 'raised',
  color: 'muted',
  '& svg': { w: '3.5', h: '3.5' },
});
const articleStyle = css.raw({
  display: 'flex',
  flexDir: 'column',
  gap: '2',
  bg: 'surface',
  borderRadius: 'card',
  p: '4',
  boxShadow: 'md',
  borderTopWidth: '3px',
  borderTopStyle: 'solid',
  borderTopColor: 'raised',
});
const dotStyle = css.raw({ w: '2.5', h: '2.5', borderRadius: 'full', border: '2px solid', borderColor: 'muted', flexShrink: 0 });
const STATUS_LOOK = {
  solved: {
    article: css(articleStyle, { borderTopColor: 'accent' }),
    dot: css(dotStyle, { bg: 'accent', borderColor: 'accent' }),
    chip: css(chipStyle, doneStyle),
  },
  'partially-solved': {
    article: css(articleStyle, { borderTopColor: '#ffb300' }),
    dot: css(dotStyle, { bg: '#ffb300', borderColor: '#ffb300' }),
    chip: css(chipStyle, partialStyle),
  },
  unsolved: { article: css(articleStyle), dot: css(dotStyle), chip: css(chipStyle) },
} as const;

export function DifficultyStars({ difficulty }: { difficulty: number }) {
  const { t } = useI18n();
  return (
    <span
      role="img"
      aria-label={t.DIFFICULTY_LEVEL({ difficulty })}
      className={css({ display: 'inline-flex', color: '#ffca28', '& svg': { w: '3.5', h: '3.5' } })}
    >
      {Array.from({ length: Math.min(difficulty, DIFFICULTIES.length) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars, nothing but their count
        <StarIcon key={i} />
      ))}
    </span>
  );
}

/**
 * One challenge: category, name, stars, description (HTML from the catalogue), tags, status and
 * the badges the configuration allows (coding progress, mitigation link, flag, hints).
 */
export function ChallengeCard({
  challenge: c,
  settings,
  onUnlockHint,
  onRepeatNotification,
  onOpenCoding,
}: {
  challenge: EnrichedChallenge;
  settings: BoardSettings;
  onUnlockHint: (hintId: number) => void;
  onRepeatNotification: (name: string) => void;
  onOpenCoding?: (key: string) => void;
}) {
  const { t } = useI18n();
  const [hintsOpen, setHintsOpen] = useState(false);
  const titleId = useId();
  const hintsId = useId();
  const status = challengeStatus(c);
  const look = STATUS_LOOK[status];
  const codingLocked = !c.solved && settings.codingChallengesEnabled !== 'always';
  const statusText = {
    solved: t.CARD_STATUS_SOLVED(),
    'partially-solved': t.CARD_STATUS_PARTIALLY_SOLVED(),
    unsolved: t.CARD_STATUS_UNSOLVED(),
  }[status];

  return (
    <article
      aria-labelledby={titleId}
      data-status={status}
      data-key={c.key}
      className={look.article}
      style={c.disabledEnv ? { opacity: 0.75 } : undefined}
    >
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <span className={css({ fontSize: 'xs', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' })}>{c.category}</span>
        <span id={status === 'unsolved' ? `${c.name}.notSolved` : `${c.name}.solved`} className={look.chip}>
          {status !== 'unsolved' && <CheckIcon />}
          {statusText}
        </span>
      </div>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <span aria-hidden="true" className={look.dot} />
        <h3 id={titleId} className={css({ fontWeight: 'bold', fontSize: 'md' })}>
          {c.name}
        </h3>
        <DifficultyStars difficulty={c.difficulty} />
      </div>
      <div
        className={css({
          fontSize: 'sm',
          lineHeight: '1.55',
          color: 'text',
          wordBreak: 'break-word',
          '& code': { fontFamily: 'mono', bg: 'raised', px: '1', borderRadius: 'sm', fontSize: 'xs' },
          '& a': { textDecoration: 'underline' },
        })}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the description is HTML from the shop's own challenge catalogue, not from users
        dangerouslySetInnerHTML={{ __html: c.description }}
      />
      {c.disabledEnv && (
        <p
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '1.5',
            fontSize: 'xs',
            color: '#ffb74d',
            '& svg': { w: '4', h: '4', flexShrink: 0 },
          })}
        >
          <WarningIcon />
          {c.disabledEnv === 'Safety Mode'
            ? t.CARD_UNAVAILABLE_SAFETY_MODE()
            : t.CARD_UNAVAILABLE({ env: unavailableReason(t, c.disabledEnv) })}
        </p>
      )}
      <div
        className={css({
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: '2',
          flexWrap: 'wrap',
          mt: 'auto',
          pt: '1',
        })}
      >
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
          {c.tags.map((tag) => (
            <li
              key={tag}
              className={css({
                fontSize: '2xs',
                px: '2',
                py: '0.5',
                borderRadius: 'full',
                border: '1px solid',
                borderColor: 'primary',
                color: 'muted',
              })}
            >
              {tag}
            </li>
          ))}
        </ul>
        <div className={css({ display: 'flex', gap: '1.5', flexWrap: 'wrap', justifyContent: 'flex-end' })}>
          {settings.tutorials?.includes(c.name) && <TutorialButton name={c.name} />}
          {settings.codingChallengesEnabled !== 'never' && c.hasCodingChallenge && (
            <button
              type="button"
              id={`${c.key}.codingChallengeButton`}
              disabled={codingLocked}
              onClick={() => onOpenCoding?.(c.key)}
              aria-label={codingLocked ? t.CODING_LOCKED() : t.CODING_STATUS({ done: c.codingChallengeStatus })}
              title={codingLocked ? t.CODING_LOCKED() : t.CODING_STATUS({ done: c.codingChallengeStatus })}
              className={css(badgeStyle, c.codingChallengeStatus === 2 && doneStyle, c.codingChallengeStatus === 1 && partialStyle)}
            >
              <CodeIcon />
              {c.codingChallengeStatus > 0 && `${c.codingChallengeStatus}/2`}
            </button>
          )}
          {settings.showMitigations && c.solved && c.mitigationUrl && (
            <a
              href={c.mitigationUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.MITIGATION_LINK()}
              title={t.MITIGATION_LINK()}
              className={badge}
            >
              <ShieldIcon />
            </a>
          )}
          {settings.showFlags && c.solved && (
            <button
              type="button"
              aria-label={t.REPEAT_NOTIFICATION()}
              title={t.REPEAT_NOTIFICATION()}
              className={css(badgeStyle, doneStyle)}
              onClick={() => onRepeatNotification(c.name)}
            >
              <FlagIcon />
            </button>
          )}
          {settings.showHints && c.hintsAvailable > 0 && (
            <button
              type="button"
              aria-expanded={hintsOpen}
              aria-controls={hintsId}
              aria-label={t.HINTS_BADGE({ unlocked: c.hintsUnlocked, available: c.hintsAvailable })}
              className={badge}
              onClick={() => setHintsOpen(!hintsOpen)}
            >
              <BulbIcon />
              {c.hintsUnlocked}/{c.hintsAvailable}
            </button>
          )}
        </div>
      </div>
      {settings.showHints && hintsOpen && (
        <div id={hintsId} className={css({ bg: 'raised', borderRadius: 'md', p: '3', fontSize: 'sm' })}>
          {c.hintText.length === 0 ? (
            <p className={css({ color: 'muted' })}>{t.NO_HINT_UNLOCKED()}</p>
          ) : (
            <ol className={css({ listStyle: 'decimal', ps: '5', display: 'flex', flexDir: 'column', gap: '1' })}>
              {c.hintText.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a challenge's hints are a fixed, ordered list whose texts may repeat
                <li key={i}>{text}</li>
              ))}
            </ol>
          )}
          {c.nextHint !== null ? (
            <button
              type="button"
              onClick={() => onUnlockHint(c.nextHint!)}
              className={css({
                mt: '2',
                color: 'accent',
                bg: 'transparent',
                border: 'none',
                cursor: 'pointer',
                textDecoration: 'underline',
                fontSize: 'sm',
                p: 0,
              })}
            >
              {t.UNLOCK_HINT({ next: c.hintsUnlocked + 1, total: c.hintsAvailable })}
            </button>
          ) : (
            <p className={css({ mt: '2', color: 'muted', fontSize: 'xs' })}>{t.ALL_HINTS_UNLOCKED()}</p>
          )}
        </div>
      )}
    </article>
  );
}

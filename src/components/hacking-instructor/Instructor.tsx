'use client';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'waku';
import { css } from 'styled-system/css';
import { typesafeI18nObject } from 'typesafe-i18n';
import { languageTag, type Locale } from '../../lib/i18n';
import type { TutorialTranslation } from '../../lib/i18n/tutorials/types';
import { imageUrl } from '../../lib/images';
import { useI18n } from '../shell/I18n';
import { CloseIcon } from '../ui/Icons';
import { iconButton } from '../ui/styles';
import { clearTutorialRun, saveTutorialRun } from './run-cookie';
import type { Tutorial, TutorialRun } from './tutorial';
import { TUTORIALS } from './tutorials';

// one chunk per language, fetched only for the reader's language when a tutorial starts
const TRANSLATIONS = import.meta.glob<{ tutorials: TutorialTranslation }>(['../../lib/i18n/tutorials/*.ts', '!**/types.ts']);

const GAP = 12; // between the element and the bubble, room for the arrow
const MARGIN = 8; // from the viewport's edges

/**
 * The hacking instructor: an avatar and a speech bubble next to the element a step is about. It
 * only guides; the player's own actions resolve the steps. The bubble is fixed and re-placed from
 * the element's box on every animation frame while it shows, so it follows scrolling, resizing
 * and layout changes alike; only the bubble takes pointer events, the page stays usable.
 *
 * The shell renders it, on the server's word, only while the run cookie is set (a tutorial was
 * started on this browser), so its code reaches no other page load. It keeps its place in that
 * cookie and clears it at the end.
 */
export function Instructor({ run, avatar }: { run: TutorialRun; avatar: string }) {
  const { t, locale } = useI18n();
  const [tutorial, setTutorial] = useState<Tutorial | null>(null);
  const [translated, setTranslated] = useState<TutorialTranslation | null>(null);
  const [step, setStep] = useState(run.step);
  const [ended, setEnded] = useState(false);
  const [anchored, setAnchored] = useState(false);
  const [offPage, setOffPage] = useState(false);
  const [refused, setRefused] = useState(false); // a double-click on a step that cannot be skipped
  const bubble = useRef<HTMLElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);

  const end = useCallback(() => {
    clearTutorialRun();
    setEnded(true);
  }, []);

  useEffect(() => {
    const load = TUTORIALS[run.challenge];
    if (!load) return end(); // no tutorial for that challenge: nothing to show
    // the reader's language's texts of all tutorials, when it has its own file (English otherwise)
    const language = TRANSLATIONS[`../../lib/i18n/tutorials/${locale}.ts`];
    void Promise.all([load(), language?.().then((m) => m.tutorials)]).then(([t, own]) => {
      setTranslated(own ?? null);
      setTutorial(t);
    });
  }, [run.challenge, end, locale]);

  const current = ended ? undefined : tutorial?.steps[step];
  const texts = useMemo(
    () =>
      tutorial &&
      typesafeI18nObject(languageTag(locale), {
        ...tutorial.texts.en,
        ...tutorial.texts[locale as Exclude<Locale, 'en'>],
        ...translated?.[tutorial.challenge],
      }),
    [tutorial, locale, translated],
  );
  const next = useCallback(() => {
    if (!tutorial) return;
    if (step + 1 >= tutorial.steps.length) return end();
    setStep(step + 1);
  }, [tutorial, step, end]);

  // the step's condition; aborted when the step ends another way (skipped, closed)
  useEffect(() => {
    if (!current) return;
    setRefused(false);
    saveTutorialRun({ ...run, step });
    const controller = new AbortController();
    void current.resolved(controller.signal).then(() => !controller.signal.aborted && next());
    return () => controller.abort();
  }, [current, run, step, next]);

  useEffect(() => {
    // Escape ends the tutorial, unless it is meant for an open dialog (and focus is not on the bubble)
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const inBubble = !!bubble.current?.contains(document.activeElement);
      if (inBubble || !document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]')) end();
    };
    addEventListener('keydown', onKey, { capture: true });
    return () => removeEventListener('keydown', onKey, { capture: true });
  }, [end]);

  // placement: below the element when there is room, else above; waits (docked) while it is missing
  useLayoutEffect(() => {
    if (!current) return;
    let frame = 0;
    const place = () => {
      frame = requestAnimationFrame(place);
      const box = bubble.current;
      if (!box) return;
      const away = !!current.page && !current.page.includes(location.pathname);
      setOffPage(away);
      const el = away ? null : document.querySelector(current.after ?? current.target);
      const rect = el?.getBoundingClientRect();
      const visible = !!rect && (rect.width > 0 || rect.height > 0);
      // pointing into a dialog, it rises above that dialog (50-53), still below snackbars and popups (60)
      box.style.zIndex = el?.closest('dialog, [role="dialog"], [role="alertdialog"]') ? '55' : '';
      setAnchored(visible);
      const vw = document.documentElement.clientWidth;
      const vh = innerHeight;
      const w = box.offsetWidth;
      const h = box.offsetHeight;
      if (!visible || !rect) {
        box.style.left = `${vw - w - MARGIN * 2}px`;
        box.style.top = `${vh - h - MARGIN * 2}px`;
        return;
      }
      const below = rect.bottom + GAP + h <= vh - MARGIN || rect.top - GAP - h < MARGIN;
      const top = below ? Math.min(rect.bottom + GAP, vh - h - MARGIN) : rect.top - GAP - h;
      const left = Math.min(Math.max(rect.left + rect.width / 2 - w / 2, MARGIN), vw - w - MARGIN);
      box.style.left = `${left}px`;
      box.style.top = `${Math.max(top, MARGIN)}px`;
      if (arrow.current) {
        const x = Math.min(Math.max(rect.left + rect.width / 2 - left, 20), w - 20);
        arrow.current.style.left = `${x - 7}px`;
        arrow.current.style.top = below ? '-7px' : `${h - 7}px`;
      }
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [current]);

  if (!tutorial || !current || !texts) return null;
  const skippable = current.skippable !== false;
  return (
    <section
      id="hacking-instructor"
      ref={bubble}
      aria-label={t.HI_LABEL()}
      data-step={step + 1}
      data-skippable={skippable}
      data-anchored={anchored}
      onDoubleClick={() => (skippable ? next() : setRefused(true))}
      className={css({
        position: 'fixed',
        zIndex: 28, // below the side menu, dialogs and snackbars: the page stays usable (see place)
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        w: 'min(360px, calc(100vw - 16px))',
        p: '3',
        bg: 'surface',
        color: 'text',
        border: '2px solid',
        borderColor: 'accent',
        borderRadius: 'xl',
        boxShadow: '2xl',
        pointerEvents: 'auto',
        userSelect: 'none',
        _focusVisible: { outline: '2px solid token(colors.accent)', outlineOffset: '3px' },
      })}
    >
      <span
        ref={arrow}
        aria-hidden="true"
        className={css({
          position: 'absolute',
          w: '3',
          h: '3',
          bg: 'accent',
          transform: 'rotate(45deg)',
        })}
        style={{ display: anchored ? undefined : 'none' }}
      />
      <img src={imageUrl(avatar, '')} alt="" width={48} height={48} className={css({ flexShrink: 0, w: '12', h: '12' })} />
      <div className={css({ flex: 1, minW: 0 })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <span
            className={css({
              flex: 1,
              fontSize: 'xs',
              fontWeight: 'semibold',
              color: 'accent',
              textTransform: 'uppercase',
              letterSpacing: 'wide',
            })}
          >
            {t.HI_STEP_OF({ step: step + 1, total: tutorial.steps.length })}
          </span>
          <button type="button" aria-label={t.HI_CLOSE()} onClick={end} className={iconButton} style={{ minWidth: 32, height: 32 }}>
            <CloseIcon />
          </button>
        </div>
        <p id="hacking-instructor-text" aria-live="polite" className={css({ fontSize: 'sm', lineHeight: '1.5', mt: '1' })}>
          {offPage && current.page ? (
            <>
              {t.HI_GO_BACK()}{' '}
              <Link to={current.page[0] as never} className={css({ color: 'accent', textDecoration: 'underline', fontWeight: 'semibold' })}>
                {current.page[0]}
              </Link>
            </>
          ) : (
            texts[current.text]()
          )}
        </p>
        {current.code && !offPage && (
          <code
            className={css({
              display: 'block',
              mt: '2',
              p: '2',
              fontFamily: 'mono',
              fontSize: 'xs',
              bg: 'raised',
              borderRadius: 'md',
              wordBreak: 'break-all',
              userSelect: 'all',
              cursor: 'text',
            })}
          >
            {current.code}
          </code>
        )}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', mt: '2' })}>
          <p className={css({ flex: 1, fontSize: 'xs', color: 'muted' })}>
            {offPage ? '' : !anchored ? t.HI_WAITING() : skippable ? t.HI_SKIP_HINT() : refused ? t.HI_CANNOT_SKIP() : ''}
          </p>
          {/* the keyboard's way to skip (a double-click is the mouse's) */}
          {skippable && (
            <button
              type="button"
              onClick={next}
              className={css({
                fontSize: 'xs',
                fontWeight: 'semibold',
                color: 'accent',
                px: '2',
                py: '1',
                borderRadius: 'md',
                cursor: 'pointer',
                _hover: { bg: 'raised' },
                _focusVisible: { outline: '2px solid token(colors.accent)' },
              })}
            >
              {t.HI_NEXT()}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

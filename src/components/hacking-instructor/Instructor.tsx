'use client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { imageUrl } from '../../lib/images';
import { useI18n } from '../shell/I18n';
import { CloseIcon } from '../ui/Icons';
import { iconButton } from '../ui/styles';
import { TUTORIAL_STORAGE_KEY, type Tutorial, type TutorialRun } from './tutorial';
import { TUTORIALS } from './tutorials';

const GAP = 12; // between the element and the bubble, room for the arrow
const MARGIN = 8; // from the viewport's edges

/**
 * The hacking instructor: an avatar and a speech bubble next to the element a step is about. It
 * only guides; the player's own actions resolve the steps. The bubble is fixed and re-placed from
 * the element's box on every animation frame while it shows, so it follows scrolling, resizing
 * and layout changes alike; only the bubble takes pointer events, the page stays usable.
 */
export default function Instructor({ run, avatar, onEnd }: { run: TutorialRun; avatar: string; onEnd: () => void }) {
  const { t } = useI18n();
  const [tutorial, setTutorial] = useState<Tutorial | null>(null);
  const [step, setStep] = useState(run.step);
  const [anchored, setAnchored] = useState(false);
  const bubble = useRef<HTMLElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);

  const end = useCallback(() => {
    sessionStorage.removeItem(TUTORIAL_STORAGE_KEY);
    onEnd();
  }, [onEnd]);

  useEffect(() => {
    const load = TUTORIALS[run.challenge];
    if (!load) return end(); // no tutorial for that challenge: nothing to show
    void load().then(setTutorial);
  }, [run.challenge, end]);

  const current = tutorial?.steps[step];
  const next = useCallback(() => {
    if (!tutorial) return;
    if (step + 1 >= tutorial.steps.length) return end();
    setStep(step + 1);
  }, [tutorial, step, end]);

  // the step's condition; aborted when the step ends another way (skipped, closed)
  useEffect(() => {
    if (!current) return;
    sessionStorage.setItem(TUTORIAL_STORAGE_KEY, JSON.stringify({ ...run, step }));
    const controller = new AbortController();
    void current.resolved(controller.signal).then(() => !controller.signal.aborted && next());
    return () => controller.abort();
  }, [current, run, step, next]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && end();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [end]);

  // placement: below the element when there is room, else above; waits (docked) while it is missing
  useLayoutEffect(() => {
    if (!current) return;
    let frame = 0;
    const place = () => {
      frame = requestAnimationFrame(place);
      const box = bubble.current;
      if (!box) return;
      const el = document.querySelector(current.after ?? current.target);
      const rect = el?.getBoundingClientRect();
      const visible = !!rect && (rect.width > 0 || rect.height > 0);
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

  if (!tutorial || !current) return null;
  const skippable = current.skippable !== false;
  return (
    <section
      id="hacking-instructor"
      ref={bubble}
      aria-label={t.HI_LABEL()}
      data-step={step + 1}
      data-skippable={skippable}
      onDoubleClick={() => skippable && next()}
      className={css({
        position: 'fixed',
        zIndex: 28,
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
          {t[current.text]()}
        </p>
        <p className={css({ fontSize: 'xs', color: 'muted', mt: '2' })}>
          {anchored ? (skippable ? t.HI_SKIP_HINT() : '') : t.HI_WAITING()}
        </p>
      </div>
    </section>
  );
}

'use client';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useI18n } from '../shell/I18n';
import { iconButton } from '../ui/styles';

type Slide = { image: string; html: string; rating: number };

const AUTOPLAY_MS = 6000;

/** Customer feedback over the seven slideshow pictures, cycling on its own unless paused. */
export function FeedbackCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, slides.length]);
  if (slides.length === 0) return <p className={css({ color: 'muted' })}>{t.NO_FEEDBACK()}</p>;
  const slide = slides[index];
  const step = (d: number) => setIndex((i) => (i + d + slides.length) % slides.length);
  return (
    <div
      id="feedback-gallery"
      role="group"
      aria-roledescription="carousel"
      aria-label={t.SLIDE_OF({ index: index + 1, total: slides.length })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={css({ position: 'relative', borderRadius: 'card', overflow: 'hidden', bg: 'raised' })}
    >
      <img src={slide.image} alt="" width={1600} height={900} className={css({ w: 'full', aspectRatio: '16/9', objectFit: 'cover' })} />
      <div className={css({ position: 'absolute', left: 0, right: 0, bottom: 0, bg: 'rgba(0,0,0,0.62)', color: 'white', p: '4' })}>
        <p dangerouslySetInnerHTML={{ __html: slide.html }} />
        <p aria-label={t.RATING_STARS({ rating: slide.rating })} className={css({ color: '#ffca28', mt: '1' })}>
          {'★'.repeat(slide.rating)}
          {'☆'.repeat(5 - slide.rating)}
        </p>
      </div>
      <button
        type="button"
        aria-label={t.PREVIOUS_SLIDE()}
        onClick={() => step(-1)}
        className={`${iconButton} ${css({ position: 'absolute', top: '45%', left: '2', bg: 'rgba(0,0,0,0.45)', color: 'white' })}`}
      >
        ‹
      </button>
      <button
        type="button"
        aria-label={t.NEXT_SLIDE()}
        onClick={() => step(1)}
        className={`${iconButton} ${css({ position: 'absolute', top: '45%', right: '2', bg: 'rgba(0,0,0,0.45)', color: 'white' })}`}
      >
        ›
      </button>
    </div>
  );
}

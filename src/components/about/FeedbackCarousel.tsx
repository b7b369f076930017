'use client';
import { Carousel } from '@ark-ui/react/carousel';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useI18n } from '../shell/I18n';

type Slide = { image: string; html: string; rating: number };

const AUTOPLAY_MS = 6000;

/**
 * The arrows sit on the pictures, light and dark alike: a dark disc with a white ring and shadow
 * keeps them visible on either (one style of its own, so no transparent button style competes).
 */
const trigger = css({
  position: 'absolute',
  top: '45%',
  transform: 'translateY(-50%)',
  // Ark gives the arrows dir="ltr" of their own, so neither logical insets nor the glyphs' mirroring
  // follow the page: in right-to-left the sides swap and the arrows turn here
  _rtl: { transform: 'translateY(-50%) scaleX(-1)' },
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  borderRadius: 'full',
  bg: 'rgba(0,0,0,0.72)',
  color: 'white',
  border: '2px solid rgba(255,255,255,0.85)',
  boxShadow: '0 2px 8px rgba(0,0,0,0.5)',
  fontSize: '2xl',
  lineHeight: 1,
  cursor: 'pointer',
  _hover: { bg: 'rgba(0,0,0,0.88)' },
  _focusVisible: { outline: '3px solid', outlineColor: 'accent', outlineOffset: '2px' },
});

/** Customer feedback over the seven slideshow pictures, cycling on its own unless paused (pointer or focus on it). */
export function FeedbackCarousel({ slides }: { slides: Slide[] }) {
  const { t, dir } = useI18n();
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  if (slides.length === 0) return <p className={css({ color: 'muted' })}>{t.NO_FEEDBACK()}</p>;
  return (
    <Carousel.Root
      dir={dir}
      ids={{ root: 'feedback-gallery' }}
      slideCount={slides.length}
      page={page}
      onPageChange={(details) => setPage(details.page)}
      loop
      allowMouseDrag
      autoplay={!paused && slides.length > 1 ? { delay: AUTOPLAY_MS } : false}
      translations={{ prevTrigger: t.PREVIOUS_SLIDE(), nextTrigger: t.NEXT_SLIDE() }}
      aria-label={t.SLIDE_OF({ index: page + 1, total: slides.length })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={css({ position: 'relative', borderRadius: 'card', overflow: 'hidden', bg: 'raised' })}
    >
      <Carousel.ItemGroup>
        {slides.map((slide, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place in the fixed list (pictures repeat after the seventh)
          <Carousel.Item key={index} index={index} className={css({ position: 'relative', aspectRatio: '16/9' })}>
            {/* only the slide on show carries its picture and words: the gallery reads as the one feedback it shows */}
            {index === page && (
              <>
                <img
                  src={slide.image}
                  alt=""
                  width={1600}
                  height={900}
                  className={css({ w: 'full', aspectRatio: '16/9', objectFit: 'cover' })}
                />
                <div
                  className={css({ position: 'absolute', left: 0, right: 0, bottom: 0, bg: 'rgba(0,0,0,0.62)', color: 'white', p: '4' })}
                >
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: slide.html comes from simpleFormatting (pages/about.tsx), which escapes everything but a few attribute-less formatting tags */}
                  <p dangerouslySetInnerHTML={{ __html: slide.html }} />
                  {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label reads the stars as "n out of 5 stars"; kept on the paragraph as the page has always rendered it */}
                  <p aria-label={t.RATING_STARS({ rating: slide.rating })} className={css({ color: '#ffca28', mt: '1' })}>
                    {'★'.repeat(slide.rating)}
                    {'☆'.repeat(5 - slide.rating)}
                  </p>
                </div>
              </>
            )}
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.PrevTrigger aria-label={t.PREVIOUS_SLIDE()} className={cx(trigger, css({ left: '2', _rtl: { left: 'auto', right: '2' } }))}>
        ‹
      </Carousel.PrevTrigger>
      <Carousel.NextTrigger aria-label={t.NEXT_SLIDE()} className={cx(trigger, css({ right: '2', _rtl: { right: 'auto', left: '2' } }))}>
        ›
      </Carousel.NextTrigger>
    </Carousel.Root>
  );
}

import { Link } from 'waku';
import { css } from 'styled-system/css';
import { FeedbackCarousel } from '../components/about/FeedbackCarousel';
import { NewsPreview } from '../components/about/NewsPreview';
import { getAppConfig, getFeedbacks } from '../lib/content';
import { serverT } from '../lib/content/session';
import type { TranslationKey } from '../lib/i18n/en';
import { simpleFormatting } from '../lib/sanitize';
import { THIRD_PARTY_LICENSES_PATH } from '../lib/third-party-licenses';

/** The slideshow pictures, as upstream's: the fifth is a PNG (its low bits hold the steganography challenge's picture). */
const SLIDESHOW_IMAGES = ['1.svg', '2.svg', '3.svg', '4.svg', '5.png', '6.svg', '7.svg'].map(
  (file) => `/assets/public/images/carousel/${file}`,
);

const SOCIAL: Array<{ key: string; label: TranslationKey }> = [
  { key: 'blueSkyUrl', label: 'SOCIAL_BLUESKY' },
  { key: 'mastodonUrl', label: 'SOCIAL_MASTODON' },
  { key: 'twitterUrl', label: 'SOCIAL_TWITTER' },
  { key: 'facebookUrl', label: 'SOCIAL_FACEBOOK' },
  { key: 'slackUrl', label: 'SOCIAL_SLACK' },
  { key: 'redditUrl', label: 'SOCIAL_REDDIT' },
  { key: 'pressKitUrl', label: 'SOCIAL_PRESS_KIT' },
  { key: 'nftUrl', label: 'SOCIAL_NFT' },
];

const panel = css({ bg: 'surface', borderRadius: 'card', p: { base: '4', md: '6' }, boxShadow: 'lg' });

export default async function AboutPage({ query }: { query: string }) {
  const [config, feedbacks] = await Promise.all([getAppConfig(), getFeedbacks()]);
  const t = serverT();
  const name = config.application.name;
  const social = config.application.social as Record<string, string | null | undefined>;
  const slides = feedbacks.map((f, i) => ({
    image: SLIDESHOW_IMAGES[i % SLIDESHOW_IMAGES.length],
    html: simpleFormatting(f.comment),
    rating: Math.min(5, Math.max(1, f.rating)),
  }));
  return (
    <div className={css({ display: 'grid', gap: '6', maxW: '5xl', mx: 'auto' })}>
      <title>{`${t.TITLE_ABOUT()} – ${name}`}</title>
      <section id="corporate-history" className={panel}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3', color: 'accent' })}>{t.TITLE_ABOUT()}</h1>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>{t.TITLE_CORPORATE_HISTORY()}</h2>
        <p className={css({ lineHeight: '1.7', mb: '3' })}>{t.ABOUT_HISTORY({ name })}</p>
        <p className={css({ lineHeight: '1.7', mb: '3' })}>
          {t.ABOUT_POLICY({ name })}{' '}
          {/* a plain link to the file, so that its folder is one step away (the Confidential Document's trail) */}
          <a id="terms-of-use" href="/ftp/legal.md" target="_blank" rel="noopener noreferrer">
            {t.ABOUT_TERMS_OF_USE()}
          </a>
        </p>
        <Link to="/privacy-security/privacy-policy">{t.READ_PRIVACY_POLICY()}</Link>
      </section>
      <NewsPreview query={query} />
      <section id="customer-feedback" className={panel}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>{t.TITLE_CUSTOMER_FEEDBACK()}</h2>
        <FeedbackCarousel slides={slides} />
      </section>
      <section id="social-media" className={panel}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>{t.TITLE_SOCIAL_MEDIA()}</h2>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {SOCIAL.filter((s) => social[s.key]).map((s) => (
            <li key={s.key}>
              <a
                href={social[s.key]!}
                target="_blank"
                rel="noopener noreferrer"
                className={css({
                  display: 'inline-block',
                  px: '4',
                  py: '2',
                  bg: 'raised',
                  borderRadius: 'full',
                  color: 'text',
                  textDecoration: 'none',
                  _hover: { bg: 'primary' },
                })}
              >
                {t[s.label]({} as never)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <footer className={css({ fontSize: 'sm', color: 'muted', textAlign: 'center' })}>
        <a id="third-party-licenses" href={THIRD_PARTY_LICENSES_PATH} className={css({ color: 'muted' })}>
          {t.THIRD_PARTY_LICENSES()}
        </a>
      </footer>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

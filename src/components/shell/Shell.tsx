import type { ReactNode } from 'react';
import { Link } from 'waku';
import { css, cx } from 'styled-system/css';
import type { Language } from '../../lib/content/queries';
import { clientConfig } from '../../lib/client-config';
import type { AppConfig } from '../../lib/config-schema';
import { HASH_ROUTE_SCRIPT } from '../../lib/hash-routes';
import type { Dictionary } from '../../lib/i18n/en';
import { translator, type Locale } from '../../lib/i18n';
import { numberSymbols } from '../../lib/i18n/number-symbols';
import { imageUrl } from '../../lib/images';
import { GithubIcon, InfoIcon, StarIcon } from '../ui/Icons';
import { ChatbotIcon, ComplaintIcon, FeedbackIcon, PhotoIcon } from './NavIcons';
import { AccountMenu } from './AccountMenu';
import { BasketButton } from './BasketButton';
import { CookieConsent } from './CookieConsent';
import { HashRoutes } from './HashRoutes';
import { ShellProviders } from './I18n';
import { LanguageMenu } from './LanguageMenu';
import { LoggedInLink } from './LoggedInLink';
import { Notifications } from './Notifications';
import { SearchBar } from './SearchBar';
import { Sidenav, SidenavToggle } from './Sidenav';
import { Snackbars } from '../ui/Snackbars';
import { SystemWideNotification } from './SystemWideNotification';
import { WelcomeBanner } from './WelcomeBanner';
import { ScoreBoardNavLink } from '../score-board/ScoreBoardNavLink';
import { GettingStartedNavLink } from '../hacking-instructor/GettingStartedNavLink';
import { InstructorSlot } from '../hacking-instructor/InstructorSlot';
import { parseTutorialRun, TUTORIAL_COOKIE } from '../hacking-instructor/tutorial';
import { requestCookies } from '../../lib/content/session';

/** Through the shop's redirect, as upstream links it (the redirect's allow-list starts with this address). */
const GITHUB_URL = '/redirect?to=https://github.com/juice-shop/juice-shop';

/**
 * The configured logo may be tall, wide or square, or an SVG without an intrinsic size: it keeps
 * the navbar's height, takes the width its aspect ratio asks for up to a cap, and is scaled down
 * inside that box rather than stretched or cropped.
 */
const logoBox = css({
  display: 'block',
  flexShrink: 0,
  h: '10',
  w: 'auto',
  minW: '10',
  maxW: { base: '24', sm: '40' },
  objectFit: 'contain',
});

const navLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  px: '5',
  py: '3',
  color: 'text',
  textDecoration: 'none',
  _hover: { bg: 'raised' },
  '& svg': { w: '5', h: '5', color: 'muted' },
});

/**
 * The page frame, rendered on the server: navbar, side menu, and the client islands for search,
 * menus, banners and live notifications.
 */
export function Shell(props: {
  config: AppConfig;
  version: string;
  languages: Language[];
  locale: Locale;
  dict: Dictionary;
  children: ReactNode;
}) {
  const { config, version, languages, locale, dict, children } = props;
  const numbers = numberSymbols(locale);
  const t = translator(locale, dict, numbers);
  const app = config.application;
  // a tutorial runs on this browser: only then does the instructor's code reach the page
  const tutorialRun = config.hackingInstructor.isEnabled ? parseTutorialRun(requestCookies()[TUTORIAL_COOKIE]) : null;
  return (
    <ShellProviders locale={locale} dict={dict} numbers={numbers} config={clientConfig(config)}>
      <HashRoutes />
      <a
        href="#main"
        className={css({
          position: 'absolute',
          insetStart: '-9999px',
          _focus: { insetStart: '2', top: '2', zIndex: 100, bg: 'accent', color: 'accentText', p: '2' },
        })}
      >
        {t.SKIP_TO_CONTENT()}
      </a>
      <header className={css({ position: 'sticky', top: 0, zIndex: 20, bg: 'primary', color: 'text', boxShadow: 'md' })}>
        {/* upstream's toolbar element, which public e2e suites select the navbar by */}
        <mat-toolbar
          className={cx(
            'mat-toolbar mat-primary navbar-toolbar',
            css({ display: 'flex', alignItems: 'center', gap: '1', h: '16', px: { base: '1', md: '3' } }),
          )}
        >
          <SidenavToggle />
          <Link
            to="/search"
            id="homeButton"
            aria-label={t.BACK_TO_HOME()}
            className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'text', textDecoration: 'none', minW: 0 })}
          >
            <img src={imageUrl(app.logo, '')} alt="" className={logoBox} />
            <span
              className={css({
                fontSize: 'lg',
                fontWeight: 'semibold',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                display: { base: 'none', sm: 'inline' },
              })}
            >
              {app.name}
            </span>
          </Link>
          <span className={css({ flex: 1 })} />
          <SearchBar />
          <AccountMenu />
          <BasketButton />
          <LanguageMenu languages={languages} />
        </mat-toolbar>
      </header>
      {/* The first paint: a chance for the header to be painted before the page below is parsed.
          When the stylesheet has already arrived, Chromium parses the rest of the page in one go
          and its first frame lays out the whole page (about 140 ms after the first product at 4x
          CPU throttling). Before an external script, even an empty one from a data: address, the
          parser often pauses for a task, and a frame that is due can run in that pause with just
          the header: on loopback it does in about 7 loads of 10, against 5 without it. Nothing in
          HTML forces that frame; this raises the odds and costs no request. */}
      <script src="data:text/javascript," />
      {/* Redirects old hash addresses before the page below is parsed. Placed after the header, not
          in <head>: an inline script waits for the stylesheet, and waiting here lets the header be
          parsed meanwhile and painted as soon as the stylesheet arrives. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HASH_ROUTE_SCRIPT is a constant of ours (lib/hash-routes), no outside input */}
      <script dangerouslySetInnerHTML={{ __html: HASH_ROUTE_SCRIPT }} />
      <Sidenav
        title={
          <div className={css({ px: '5', py: '4', fontWeight: 'bold', color: 'accent', borderBottom: '1px solid', borderColor: 'raised' })}>
            {app.name}
          </div>
        }
      >
        <Link to="/contact" className={navLink}>
          <FeedbackIcon />
          {t.NAV_CONTACT()}
        </Link>
        <LoggedInLink to="/complain" className={navLink}>
          <ComplaintIcon />
          {t.NAV_COMPLAIN()}
        </LoggedInLink>
        <LoggedInLink to="/chatbot" className={navLink}>
          <ChatbotIcon />
          {t.NAV_CHATBOT()}
        </LoggedInLink>
        <Link to="/about" className={navLink}>
          <InfoIcon />
          {t.TITLE_ABOUT()}
        </Link>
        <Link to="/photo-wall" className={navLink}>
          <PhotoIcon />
          {t.NAV_PHOTO_WALL()}
        </Link>
        <Link to="/privacy-security/privacy-policy" className={navLink}>
          <InfoIcon />
          {t.TITLE_PRIVACY_POLICY()}
        </Link>
        <LoggedInLink to="/deluxe-membership" className={navLink}>
          <StarIcon />
          {t.TITLE_DELUXE_MEMBERSHIP()}
        </LoggedInLink>
        <ScoreBoardNavLink className={navLink} />
        <GettingStartedNavLink enabled={config.hackingInstructor.isEnabled} className={navLink} />
        {app.showGitHubLinks && (
          <a href={GITHUB_URL} target="_blank" rel="noopener noreferrer" className={navLink}>
            <GithubIcon />
            {t.TITLE_GITHUB()}
          </a>
        )}
        <span className={css({ flex: 1 })} />
        {app.showVersionNumber && (
          <p className={css({ px: '5', py: '3', fontSize: 'xs', color: 'muted' })}>{t.VERSION_INFO({ name: app.name, version })}</p>
        )}
      </Sidenav>
      <main id="main" className={css({ maxW: '2600px', mx: 'auto', px: { base: '2', md: '6' }, py: '6' })}>
        {children}
      </main>
      <Notifications />
      <SystemWideNotification {...config.ctf.systemWideNotifications} />
      <Snackbars />
      <WelcomeBanner />
      <CookieConsent />
      {/* last in the page: the skip link stays the first stop of the keyboard, the bubble the last */}
      {tutorialRun && (
        <InstructorSlot key={tutorialRun.started} run={tutorialRun} avatar={config.hackingInstructor.avatarImage ?? 'JuicyBot.svg'} />
      )}
    </ShellProviders>
  );
}

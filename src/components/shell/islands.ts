'use client';
/**
 * The frame's client islands, handed to the server-rendered Shell through this one module. Each
 * client module a server component imports adds an entry to the reference map that every page's
 * JavaScript carries; imported one by one, the frame's islands cost every page a dozen entries.
 */
export { AccountMenu } from './AccountMenu';
export { BasketButton } from './BasketButton';
export { CookieConsent } from './CookieConsent';
export { HashRoutes } from './HashRoutes';
export { ShellProviders } from './I18n';
export { LanguageMenu } from './LanguageMenu';
export { LoggedInLink } from './LoggedInLink';
export { Notifications } from './Notifications';
export { SearchBar } from './SearchBar';
export { ScoreBoardLink, Sidenav, SidenavToggle } from './Sidenav';
export { Snackbars } from '../ui/Snackbars';
export { SystemWideNotification } from './SystemWideNotification';
export { WelcomeBanner } from './WelcomeBanner';

import type { AppConfig } from './config-schema';

/** The part of the configuration the browser needs to render the shell (kept small on purpose). */
export function clientConfig(config: AppConfig) {
  const a = config.application;
  return {
    name: a.name,
    logo: a.logo,
    showGitHubLinks: a.showGitHubLinks,
    showVersionNumber: a.showVersionNumber,
    welcomeBanner: a.welcomeBanner,
    cookieConsent: a.cookieConsent,
    restrictToTutorialsFirst: config.challenges.restrictToTutorialsFirst,
    ctf: { showFlags: config.ctf.showFlagsInNotifications, countryDetails: config.ctf.showCountryDetailsInNotifications },
  };
}
export type ClientConfig = ReturnType<typeof clientConfig>;

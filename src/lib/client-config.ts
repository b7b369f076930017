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
    /** the welcome banner offers the Score Board tutorial */
    gettingStarted: config.hackingInstructor.isEnabled,
    /**
     * tutorial mode holds the player at the banner until they take its tutorial (upstream's rule:
     * only while the instructor offers that way out, else nobody could ever get past it)
     */
    welcomeBannerLocked: config.challenges.restrictToTutorialsFirst && config.hackingInstructor.isEnabled,
    ctf: { showFlags: config.ctf.showFlagsInNotifications, countryDetails: config.ctf.showCountryDetailsInNotifications },
  };
}
export type ClientConfig = ReturnType<typeof clientConfig>;

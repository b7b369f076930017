import { type } from './ark';

/**
 * The application configuration as the front end and the server read it. Every key an event
 * organiser may rebrand or switch is declared here; undeclared extra keys (upstream has many
 * more) pass through untouched so that a mounted upstream-style config still loads.
 */
const review = type({ text: 'string', author: 'string' });

export const productConfig = type({
  name: 'string > 0',
  price: 'number >= 0',
  'deluxePrice?': 'number >= 0',
  'quantity?': 'number.integer',
  'limitPerUser?': 'number.integer > 0',
  'description?': 'string',
  image: 'string > 0',
  'reviews?': review.array(),
  'deletedDate?': 'string | Date',
  'urlForProductTamperingChallenge?': 'string',
  'useForChristmasSpecialChallenge?': 'boolean',
  'keywordsForPastebinDataLeakChallenge?': 'string[]',
  'fileForRetrieveBlueprintChallenge?': 'string',
  'exifForBlueprintChallenge?': 'string[]',
});

const redirect = type({ uri: 'string', 'proxy?': 'string' });

export const appConfig = type({
  server: { port: 'number.integer', 'basePath?': 'string', 'baseUrl?': 'string' },
  application: {
    domain: 'string > 0',
    name: 'string > 0',
    logo: 'string > 0',
    favicon: 'string > 0',
    theme:
      "'bluegrey-lightgreen' | 'blue-lightblue' | 'deeppurple-amber' | 'indigo-pink' | 'pink-bluegrey' | 'purple-green' | 'deeporange-indigo'",
    showVersionNumber: 'boolean',
    showGitHubLinks: 'boolean',
    'localBackupEnabled?': 'boolean',
    altcoinName: 'string',
    privacyContactEmail: 'string',
    'customMetricsPrefix?': 'string',
    chatBot: {
      name: 'string',
      'greeting?': 'string',
      'defaultResponse?': 'string',
      /** a file name in private/chatbot */
      'trainingData?': 'string',
      /** an image of the product images, or a URL */
      'avatar?': 'string',
      /** the OpenAI-compatible endpoint and model of the AI assistant and the LLM challenges */
      'llmApiUrl?': 'string',
      'model?': 'string',
      'llmMaxRetries?': 'number.integer >= 0',
      /** i18n keys of the questions the chat screen offers */
      'sampleQuestions?': 'string[]',
      // upstream's own keys of this section are tolerated, so that its configuration files load
      '+': 'ignore',
    },
    'promotion?': { 'video?': 'string | null', 'subtitles?': 'string | null' },
    social: {
      'blueSkyUrl?': 'string | null',
      'mastodonUrl?': 'string | null',
      'twitterUrl?': 'string | null',
      'facebookUrl?': 'string | null',
      'slackUrl?': 'string | null',
      'redditUrl?': 'string | null',
      'pressKitUrl?': 'string | null',
      'nftUrl?': 'string | null',
      'questionnaireUrl?': 'string | null',
    },
    recyclePage: { topProductImage: 'string', bottomProductImage: 'string' },
    welcomeBanner: { showOnFirstStart: 'boolean', title: 'string', message: 'string' },
    cookieConsent: { message: 'string', dismissText: 'string', linkText: 'string', linkUrl: 'string' },
    'securityTxt?': { contact: 'string', 'encryption?': 'string', acknowledgements: 'string', hiring: 'string', 'csaf?': 'string' },
    googleOauth: { clientId: 'string', authorizedRedirects: redirect.array(), 'authorizeUrl?': 'string', 'userInfoUrl?': 'string' },
  },
  challenges: {
    showSolvedNotifications: 'boolean',
    showHints: 'boolean',
    showMitigations: 'boolean',
    codingChallengesEnabled: "'never' | 'solved' | 'always'",
    restrictToTutorialsFirst: 'boolean',
    xssBonusPayload: 'string',
    safetyMode: "'enabled' | 'disabled' | 'auto'",
    'overwriteUrlForProductTamperingChallenge?': 'string',
    'overwriteUrlForCsrfChallenge?': 'string',
    'showFeedbackButtons?': 'boolean',
    'csafHashValue?': 'string',
    // the challenges tagged `Modern Stack` (ids 114 on): off, they are neither listed nor solvable
    showModernStack: 'boolean',
  },
  // avatarImage: a file under the public images folder or a URL (default: our JuicyBot.svg)
  hackingInstructor: { isEnabled: 'boolean', 'avatarImage?': 'string', '+': 'ignore' },
  products: productConfig.array().atLeastLength(1),
  // `user` is a seeded user's key; memories without one belong to the geo-stalking users (as upstream seeds them)
  'memories?': type({ image: 'string', caption: 'string', 'user?': 'string', '+': 'ignore' }).array(),
  ctf: {
    showFlagsInNotifications: 'boolean',
    showCountryDetailsInNotifications: "'none' | 'name' | 'flag' | 'both'",
    'countryMapping?': 'Record<string, unknown> | null',
    // MultiJuicer's announcements: polled by every browser when both are set
    'systemWideNotifications?': { 'url?': 'string | null', 'pollFrequencySeconds?': 'number > 0 | null' },
  },
});

export type AppConfig = typeof appConfig.infer;
export type ProductConfig = typeof productConfig.infer;

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { EXPORTED_CHALLENGES_FILE, exportCatalogue, renderUpstreamYaml, type UpstreamChallenge } from '../../scripts/challenges-export';
import { buildIsStale } from '../../src/server/start.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const privateDir = path.join(root, 'private');

/** The keys of upstream's data/static/challenges.yml (OWASP Juice Shop v20.1.1), in its order. */
const UPSTREAM_KEYS = [
  'passwordHashLeakChallenge',
  'restfulXssChallenge',
  'accessLogDisclosureChallenge',
  'registerAdminChallenge',
  'adminSectionChallenge',
  'fileWriteChallenge',
  'resetPasswordBjoernOwaspChallenge',
  'tokenSaleChallenge',
  'nftUnlockChallenge',
  'nftMintChallenge',
  'web3WalletChallenge',
  'web3SandboxChallenge',
  'rceChallenge',
  'captchaBypassChallenge',
  'changePasswordBenderChallenge',
  'christmasSpecialChallenge',
  'usernameXssChallenge',
  'persistedXssUserChallenge',
  'directoryListingChallenge',
  'localXssChallenge',
  'dbSchemaChallenge',
  'deprecatedInterfaceChallenge',
  'easterEggLevelOneChallenge',
  'emailLeakChallenge',
  'emptyUserRegistration',
  'ephemeralAccountantChallenge',
  'errorHandlingChallenge',
  'manipulateClockChallenge',
  'extraLanguageChallenge',
  'feedbackChallenge',
  'forgedCouponChallenge',
  'forgedFeedbackChallenge',
  'forgedReviewChallenge',
  'jwtForgedChallenge',
  'forgottenDevBackupChallenge',
  'forgottenBackupChallenge',
  'typosquattingAngularChallenge',
  'ghostLoginChallenge',
  'dataExportChallenge',
  'httpHeaderXssChallenge',
  'continueCodeChallenge',
  'dlpPasswordSprayingChallenge',
  'dlpPastebinDataLeakChallenge',
  'typosquattingNpmChallenge',
  'loginAdminChallenge',
  'loginAmyChallenge',
  'loginBenderChallenge',
  'oauthUserPasswordChallenge',
  'loginJimChallenge',
  'loginRapperChallenge',
  'loginSupportChallenge',
  'basketManipulateChallenge',
  'misplacedSignatureFileChallenge',
  'timingAttackChallenge',
  'easterEggLevelTwoChallenge',
  'noSqlCommandChallenge',
  'noSqlOrdersChallenge',
  'noSqlReviewsChallenge',
  'redirectCryptoCurrencyChallenge',
  'weakPasswordChallenge',
  'negativeOrderChallenge',
  'premiumPaywallChallenge',
  'privacyPolicyChallenge',
  'privacyPolicyProofChallenge',
  'changeProductChallenge',
  'reflectedXssChallenge',
  'passwordRepeatChallenge',
  'resetPasswordBenderChallenge',
  'resetPasswordBjoernChallenge',
  'resetPasswordJimChallenge',
  'resetPasswordMortyChallenge',
  'retrieveBlueprintChallenge',
  'ssrfChallenge',
  'sstiChallenge',
  'scoreBoardChallenge',
  'securityPolicyChallenge',
  'persistedXssFeedbackChallenge',
  'hiddenImageChallenge',
  'rceOccupyChallenge',
  'supplyChainAttackChallenge',
  'twoFactorAuthUnsafeSecretStorageChallenge',
  'jwtUnsignedChallenge',
  'uploadSizeChallenge',
  'uploadTypeChallenge',
  'unionSqlInjectionChallenge',
  'videoXssChallenge',
  'basketAccessChallenge',
  'knownVulnerableComponentChallenge',
  'weirdCryptoChallenge',
  'redirectChallenge',
  'xxeFileDisclosureChallenge',
  'xxeDosChallenge',
  'yamlBombChallenge',
  'zeroStarsChallenge',
  'missingEncodingChallenge',
  'svgInjectionChallenge',
  'exposedMetricsChallenge',
  'freeDeluxeChallenge',
  'csrfChallenge',
  'xssBonusChallenge',
  'resetPasswordUvoginChallenge',
  'geoStalkingMetaChallenge',
  'geoStalkingVisualChallenge',
  'nullByteChallenge',
  'lfrChallenge',
  'closeNotificationsChallenge',
  'csafChallenge',
  'exposedCredentialsChallenge',
  'leakedApiKeyChallenge',
  'chatbotPromptInjectionChallenge',
  'chatbotGreedyInjectionChallenge',
  'aiDebuggingChallenge',
  'systemPromptExtractionChallenge',
];

/** The catalogue as the file says, read without the generator's code. */
type CatalogueEntry = {
  key: string;
  name: string;
  category: string;
  tags?: string[];
  description: string;
  difficulty: number;
  hints?: string[];
  hintUrl?: string | null;
  mitigationUrl?: string | null;
  disabledEnv?: string[];
  tutorialOrder?: number;
};
const catalogue = load(readFileSync(path.join(privateDir, 'challenges.yml'), 'utf8')) as CatalogueEntry[];

const { entries, yaml } = exportCatalogue(privateDir);
const parsed = load(yaml) as Record<string, unknown>[];

const isStringList = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');

/**
 * The fields MultiJuicer unmarshals each entry into (its bundle.JuiceShopChallenge, from the JSON
 * yq makes of the file), with the types a Go json.Unmarshal accepts for them; a wrong type there
 * stops MultiJuicer at start. Absent or null reads as empty.
 */
const MULTIJUICER_FIELDS: Record<string, (v: unknown) => boolean> = {
  key: (v) => typeof v === 'string' && v.length > 0,
  name: (v) => typeof v === 'string' && v.length > 0,
  category: (v) => typeof v === 'string' && v.length > 0,
  description: (v) => typeof v === 'string',
  difficulty: (v) => Number.isInteger(v),
  tags: (v) => v === undefined || isStringList(v),
  hint: (v) => v === undefined || v === null || typeof v === 'string',
  hintUrl: (v) => v === undefined || v === null || typeof v === 'string',
  mitigationUrl: (v) => v === null || typeof v === 'string',
  disabledEnv: (v) => v === undefined || isStringList(v),
};

describe('the catalogue in upstream format (data/static/challenges.yml)', () => {
  test('holds all 123 challenges, upstream’s 113 first in upstream’s order, then ours', () => {
    expect(UPSTREAM_KEYS).toHaveLength(113);
    expect(parsed).toHaveLength(123);
    expect(parsed.slice(0, 113).map((c) => c.key)).toEqual(UPSTREAM_KEYS);
    expect(parsed.map((c) => c.key)).toEqual(catalogue.map((c) => c.key));
    expect(new Set(parsed.map((c) => c.key)).size).toBe(123);
    for (const c of parsed.slice(113)) expect(c.tags, String(c.key)).toContain('Modern Stack');
  });

  test('a key’s position is its challenge id, as MultiJuicer maps keys for continue codes', () => {
    // MultiJuicer's progress watchdog: id of challenges[i].key = i + 1
    const ids = new Map(parsed.map((c, i) => [c.key, i + 1]));
    for (const [i, c] of catalogue.entries()) expect(ids.get(c.key), c.key).toBe(i + 1);
  });

  test('says what the catalogue says, in upstream’s field names', () => {
    catalogue.forEach((c, i) => {
      const e = parsed[i];
      expect({ key: e.key, name: e.name, category: e.category, difficulty: e.difficulty, description: e.description }).toEqual({
        key: c.key,
        name: c.name,
        category: c.category,
        difficulty: c.difficulty,
        description: c.description,
      });
      expect(e.tags ?? [], c.key).toEqual(c.tags ?? []);
      expect(e.hints ?? [], c.key).toEqual(c.hints ?? []);
      expect(e.mitigationUrl, c.key).toBe(c.mitigationUrl ?? null);
      expect(e.disabledEnv ?? [], c.key).toEqual(c.disabledEnv ?? []);
      expect(e.tutorial, c.key).toEqual(c.tutorialOrder === undefined ? undefined : { order: c.tutorialOrder });
      expect(e.tutorialOrder, c.key).toBeUndefined();
    });
  });

  test('every entry has the fields MultiJuicer reads, typed as upstream writes them', () => {
    for (const c of parsed) {
      for (const [field, ok] of Object.entries(MULTIJUICER_FIELDS))
        expect(ok(c[field]), `${c.key}.${field}: ${JSON.stringify(c[field])}`).toBe(true);
      // hints as upstream writes them: a list of strings under `hints`, never `hint`
      expect(c.hint, String(c.key)).toBeUndefined();
      expect(c.hints === undefined || isStringList(c.hints), String(c.key)).toBe(true);
      expect(
        Object.keys(c).every((k) => k in MULTIJUICER_FIELDS || k === 'hints' || k === 'tutorial'),
        String(c.key),
      ).toBe(true);
    }
  });

  test('reads back as the generator’s entries, also where the text needs quoting', () => {
    expect(parsed).toEqual(JSON.parse(JSON.stringify(entries)));
    const awkward: UpstreamChallenge = {
      name: "Bjoern's 'quoted' #name: yes",
      category: 'No',
      tags: ['on', 'Good for Demos', 'a: b', ' lead'],
      description: 'two\nlines\tand a "quote" and \\ backslash, unicode ✓',
      difficulty: 6,
      hints: ['- a list marker', '* star', '&anchor', '!tag', '%directive', '@at', '`tick`', '', '123', 'null'],
      mitigationUrl: null,
      key: 'true',
      disabledEnv: ['Docker', 'y'],
      tutorial: { order: 3 },
    };
    expect(load(renderUpstreamYaml([awkward]))).toEqual([awkward]);
  });

  test.skipIf(buildIsStale())('the production build holds it at dist/data/static/challenges.yml', () => {
    const file = path.join(root, EXPORTED_CHALLENGES_FILE);
    expect(EXPORTED_CHALLENGES_FILE).toBe(path.join('dist', 'data', 'static', 'challenges.yml'));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(yaml);
  });
});

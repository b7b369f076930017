import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { detectEnvironment, loadCatalogue, offeredChallenges, type ChallengeDefinition } from './challenges/catalogue';
import { ShopMetrics } from './challenges/metrics';
import { ChallengeService } from './challenges/service';
import { loadConfig, presetName, PRIVATE_DIR } from './config';
import { codeSnippets } from './coding/snippets';
import { leakedIngredients } from './challenges/lazy';
import { loadBot } from './chatbot/bot';
import { LlmAvailability } from './chatbot/llm';
import type { Lazy, Shop, Slot } from './context';
import { createShopData } from './db/seed';
import { LOGS_DIR } from './http/access-log';
import { newPicturesFolder } from './profile/images';
import { newFaucetLimits } from './routes/web3-chain';
import { AuthenticatedUsers } from './security/sessions';
import { staffCoupons } from './services/staff-offer';
import { ChainHolder } from './web3/chain';

export type { Shop };

export type ShopOptions = {
  env?: string;
  /** deep-merged over the loaded configuration (tests switch safety mode, flags, ...) */
  configOverrides?: Record<string, unknown>;
  privateDir?: string;
  /** the access logs' folder: `logs/` in the working directory, as upstream's; the tests give their run one of its own */
  logsDir?: string;
};

/** The CTF key: env CTF_KEY, else the key file, as upstream (flags must match juice-shop-ctf). */
export function readCtfKey(privateDir = PRIVATE_DIR) {
  if (process.env.CTF_KEY) return process.env.CTF_KEY;
  const file = path.join(privateDir, 'ctf.key');
  return existsSync(file) ? readFileSync(file, 'utf8') : 'TRwzkRJnHOTckssAeyJbysWgP!Qc2T';
}

const readVersion = () => {
  try {
    return (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
};

export function createShop(options: ShopOptions = {}): Shop {
  const privateDir = options.privateDir ?? PRIVATE_DIR;
  const config = loadConfig(options.env ?? presetName(), options.configOverrides);
  // switched off, the Modern Stack challenges have no row: not listed, and a solve finds nothing to mark
  const catalogue = offeredChallenges(loadCatalogue(privateDir), config.challenges.showModernStack);
  const environment = detectEnvironment();
  const safetyMode = config.challenges.safetyMode;
  const safetyOn = safetyMode === 'enabled' || (safetyMode === 'auto' && environment !== null && environment !== 'Windows');
  const disabledEnvFor = (c: ChallengeDefinition) => {
    if (environment === 'Windows' && c.disabledEnv?.includes('Windows')) return 'Windows';
    if (!safetyOn || !c.disabledEnv?.length) return null;
    if (safetyMode === 'enabled') return 'Safety Mode';
    return environment && c.disabledEnv.includes(environment) ? environment : null;
  };
  const data = createShopData(config, privateDir, catalogue, disabledEnvFor);
  // a challenge has a coding challenge when our source holds its marked snippet
  for (const key of codeSnippets().keys()) data.tables.challenges.markCoding(key);
  const startedAt = Date.now();
  const version = readVersion();
  const challenges = new ChallengeService(data.tables, config, readCtfKey(privateDir), { version, startedAt });
  const metrics = new ShopMetrics({
    prefix: config.application.customMetricsPrefix ?? 'juiceshop',
    appName: config.application.name,
    version,
    startupSeconds: (startedAt - performance.timeOrigin) / 1000,
    tables: data.tables,
    challenges: () => challenges.all(),
    cheatScore: () => challenges.antiCheat.total(),
    codingAccuracy: (phase) => challenges.codingAccuracy.total(phase),
    reviews: () => data.reviews.count(),
    orders: () => data.orders.count(),
  });
  const shop: Shop = {
    ...data,
    config,
    challenges,
    metrics,
    version,
    privateDir,
    logsDir: options.logsDir ?? LOGS_DIR,
    startedAt,
    authenticatedUsers: new AuthenticatedUsers(),
    seededUserIds: new Map(),
    awaitingSecurityAnswer: new Map(),
    captchaIds: { next: 0 },
    captchaPasses: [],
    complaintUploads: { sizes: new Map(), folders: new Set(), bytes: 0 },
    staffCoupon: staffCoupons(),
    picturesFolder: lazy(newPicturesFolder),
    uploadsUsage: { bytes: 0 },
    leakedIngredients: leakedIngredients(config),
    interactionWatch: { changed: true, lastFeedbackId: 0, lastComplaintId: 0 },
    // the EVM is tens of megabytes: an idle shop never loads it
    chain: lazy(() => new ChainHolder(shop)),
    chainWatch: { minted: new Set(), exploitWatchlist: new Set(), mintListener: null, exploitListener: null },
    faucetLimits: newFaucetLimits(),
    llmAvailability: lazy(() => new LlmAvailability(shop)),
    supportBot: lazy(() => loadBot(shop)),
    graphql: slot(),
  };
  return shop;
}

function lazy<T>(make: () => T): Lazy<T> {
  const holder = slot<T>();
  return { get: () => holder.get(make) };
}

function slot<T>(): Slot<T> {
  let made: { value: T } | undefined;
  return {
    get(make) {
      made ??= { value: make() };
      return made.value;
    },
  };
}

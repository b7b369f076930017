/**
 * What every part of the server is handed: the shop, as types only. This module imports nothing
 * but types from below it (lib, db, challenges, security), so that routes, services and the rest
 * can name the shop without importing shop.ts, which builds it from all of them (no import circles).
 */
import type Database from 'better-sqlite3';
import type { BotAnswer } from '../lib/chatbot';
import type { AppConfig } from '../lib/config-schema';
import type { ShopMetrics } from './challenges/metrics';
import type { ChallengeService } from './challenges/service';
import type { OrderDoc, ReviewDoc } from './db/collections';
import type { DocumentCollection } from './db/documents';
import type { ShopTables } from './db/tables';
import type { fixedWindowLimiter } from './security/rate-limit';
import type { AuthenticatedUsers } from './security/sessions';
import type { Chain } from './web3/types';

/** The data of one shop: its database, its tables' statements and its document collections. */
export type ShopData = {
  db: Database.Database;
  /** the statements of every table, prepared once for this database (db/tables.ts) */
  tables: ShopTables;
  /** the database's file: the sandbox that runs the injectable SQL opens it read-only (sandbox/sql.ts) */
  dbFile: string;
  reviews: DocumentCollection<ReviewDoc>;
  orders: DocumentCollection<OrderDoc>;
  /** upstream user key -> seeded email, for seed references (reviews, memories, baskets) */
  userEmails: Map<string, string>;
};

/** A piece made on first use, by the maker createShop gives it: making it eagerly would cost start-up time or memory. */
export type Lazy<T> = { get(): T };

/**
 * A piece made on first use by a module that itself loads on first use (GraphQL): createShop
 * cannot name the maker without loading that module, so the first user hands it over.
 */
export type Slot<T> = { get(make: () => T): T };

/** The shop's blockchain (web3/chain.ts), started on first use. */
export type ChainHolder = { get(): Promise<Chain>; ifStarted(): Promise<Chain | undefined> };

/** Whether the configured LLM endpoint answers (chatbot/llm.ts); `recheck` asks an unavailable one again at once (a chat request). */
export type LlmAvailability = { check(): Promise<boolean>; recheck(): Promise<boolean>; lost(): void };

/** The intent-based support chat bot (chatbot/bot.ts). */
export type SupportBot = {
  readonly name: string;
  greet(customerName: string): string;
  respond(query: string, customerName: string): BotAnswer;
};

/** Requests handled in process, as fetch handlers are (the GraphQL endpoint). */
export type FetchHandler = { fetch(request: Request, env?: unknown): Response | Promise<Response> };

type FixedWindowLimiter = ReturnType<typeof fixedWindowLimiter>;

/**
 * The state a shop keeps beside its data, every piece created in createShop (shop.ts): tests run
 * several shops in one process, so nothing of this may live in a module of its own.
 */
export type ShopState = {
  /** the verified tokens the shop has seen and their sessions (security/auth.ts) */
  authenticatedUsers: AuthenticatedUsers;
  /** seeded user key -> id, deleted users included, once looked up (services/users.ts) */
  seededUserIds: Map<string, number | undefined>;
  /** accounts registered through the API that may still set their security answer: id -> registration time (services/users.ts) */
  awaitingSecurityAnswer: Map<number, number>;
  /** the next captcha id: counted from 0 at every start, as upstream's (services/captcha.ts) */
  captchaIds: { next: number };
  /** when the latest captcha-passing feedbacks came in (routes/feedback.ts) */
  captchaPasses: number[];
  /** what this shop unpacked into uploads/complaints, file by file and folder by folder (services/complaint-files.ts) */
  complaintUploads: { sizes: Map<string, number>; folders: Set<string>; bytes: number };
  /** this month's staff coupon, made once per month (services/staff-offer.ts) */
  staffCoupon: (now: Date) => string;
  /** the folder of this shop's uploaded pictures, created on the first upload or read (profile/images.ts) */
  picturesFolder: Lazy<string>;
  /** bytes the shop's uploads take (profile/images.ts) */
  uploadsUsage: { bytes: number };
  /** every keyword of the products whose ingredients leaked, lower case (challenges/lazy.ts) */
  leakedIngredients: string[];
  /** whether customer texts changed since the lazy challenge checks last looked, and how far they read (challenges/lazy.ts) */
  interactionWatch: { changed: boolean; lastFeedbackId: number; lastComplaintId: number };
  chain: Lazy<ChainHolder>;
  /** what the chain listeners have seen and been asked to look for, addresses in lower case (routes/web3-chain.ts) */
  chainWatch: {
    /** addresses that minted a Honey Pot since GET /rest/web3/nftMintListen */
    minted: Set<string>;
    /** addresses registered by POST /rest/web3/walletExploitAddress, waiting for ContractExploited */
    exploitWatchlist: Set<string>;
    mintListener: Promise<void> | null;
    exploitListener: Promise<void> | null;
  };
  /** the test-ETH faucet's limits (routes/web3-chain.ts) */
  faucetLimits: { perAddress: FixedWindowLimiter; perClient: FixedWindowLimiter };
  llmAvailability: Lazy<LlmAvailability>;
  /** null when its training data is missing or malformed (the bot is "not ready") */
  supportBot: Lazy<SupportBot | null>;
  /** the GraphQL endpoint: schema and document cache, shared by HTTP and the content client (routes/graphql.ts) */
  graphql: Slot<FetchHandler>;
};

export type Shop = ShopData &
  ShopState & {
    config: AppConfig;
    challenges: ChallengeService;
    metrics: ShopMetrics;
    version: string;
    privateDir: string;
    /** where the access logs are written and served from (/support/logs) */
    logsDir: string;
    startedAt: number;
  };

/**
 * What every part of the server is handed: the shop, as types only. This module imports nothing
 * but types from below it (lib, db, challenges), so that routes, services and the rest can name
 * the shop without importing shop.ts, which builds it from all of them (no import circles).
 */
import type Database from 'better-sqlite3';
import type { AppConfig } from '../lib/config-schema';
import type { ShopMetrics } from './challenges/metrics';
import type { ChallengeService } from './challenges/service';
import type { OrderDoc, ReviewDoc } from './db/collections';
import type { DocumentCollection } from './db/documents';

/** The data of one shop: its database and its document collections. */
export type ShopData = {
  db: Database.Database;
  /** the database's file: the sandbox that runs the injectable SQL opens it read-only (sandbox/sql.ts) */
  dbFile: string;
  reviews: DocumentCollection<ReviewDoc>;
  orders: DocumentCollection<OrderDoc>;
  /** upstream user key -> seeded email, for seed references (reviews, memories, baskets) */
  userEmails: Map<string, string>;
};

export type Shop = ShopData & {
  config: AppConfig;
  challenges: ChallengeService;
  metrics: ShopMetrics;
  version: string;
  privateDir: string;
  /** where the access logs are written and served from (/support/logs) */
  logsDir: string;
  startedAt: number;
};

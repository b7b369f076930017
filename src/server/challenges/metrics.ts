import type { ShopTables } from '../db/tables';
import type { MiddlewareHandler } from 'hono';
import type { Counter, Gauge, Registry } from 'prom-client';

/**
 * User agents of metrics scrapers (upstream's list): their requests to /metrics are expected, any
 * other client reading them has found the exposed endpoint.
 */
export const METRICS_SCRAPERS = ['Prometheus', 'Alloy', 'promscrape', 'otelcol'];

export type MetricsChallenge = {
  difficulty: number;
  category: string;
  solved: 0 | 1;
  codingChallengeStatus: number;
  hasCodingChallenge: 0 | 1;
};

/** What the metrics read, at scrape time, from the shop they describe. */
export type MetricsSource = {
  prefix: string;
  appName: string;
  version: string;
  /** seconds from process start until this shop's data was ready */
  startupSeconds: number;
  tables: Pick<ShopTables, 'users' | 'wallets' | 'feedbacks' | 'complaints'>;
  challenges: () => readonly MetricsChallenge[];
  cheatScore: () => number;
  /** first-try accuracy of the coding challenges solved so far, by phase */
  codingAccuracy?: (phase: 'find it' | 'fix it') => number;
  /** collections that live outside SQLite; orders once the shop keeps any */
  reviews: () => number;
  orders?: () => number;
};

type Tally = Map<string, number>;
const bump = (t: Tally, key: string) => t.set(key, (t.get(key) ?? 0) + 1);

/**
 * Prometheus metrics of one shop, under upstream's names. Values are read when scraped, so every
 * solve, registration or review shows at the next scrape. prom-client and its registry load with
 * the first scrape; until then only the request and upload tallies are kept. Each shop has its own
 * registry: tests run several shops in one process.
 */
export class ShopMetrics {
  private readonly requests: Tally = new Map();
  private readonly uploads: Tally = new Map();
  private readonly uploadErrors: Tally = new Map();
  private registry?: Promise<Registry>;

  constructor(private readonly source: MetricsSource) {}

  /** Counts every answered request by status class (2XX, 4XX, ...), as upstream's counter does. */
  readonly countRequests: MiddlewareHandler = async (c, next) => {
    await next();
    bump(this.requests, `${Math.floor(c.res.status / 100)}XX`);
  };

  /** For upload routes: one upload of this MIME type, accepted or not. */
  countUpload(mimeType: string, accepted: boolean) {
    bump(accepted ? this.uploads : this.uploadErrors, mimeType);
  }

  async render(): Promise<{ contentType: string; text: string }> {
    this.registry ??= this.createRegistry();
    const registry = await this.registry;
    return { contentType: registry.contentType, text: await registry.metrics() };
  }

  private async createRegistry(): Promise<Registry> {
    const prom = await import('prom-client');
    const registry = new prom.Registry();
    const { prefix, tables, reviews, orders } = this.source;
    registry.setDefaultLabels({ app: prefix });
    prom.collectDefaultMetrics({ register: registry });

    const gauge = (name: string, help: string, labelNames: string[], collect: (g: Gauge) => void) =>
      new prom.Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        collect() {
          this.reset();
          collect(this);
        },
      });
    const tallied = (name: string, help: string, label: string, tally: Tally) =>
      new prom.Counter({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        collect(this: Counter) {
          this.reset();
          for (const [value, n] of tally) this.inc({ [label]: value }, n);
        },
      });

    const startup = new prom.Gauge({
      name: `${prefix}_startup_duration_seconds`,
      help: `Seconds ${prefix} needed for a step of its start`,
      labelNames: ['task'],
      registers: [registry],
    });
    startup.set({ task: 'ready' }, this.source.startupSeconds);

    const { version } = this.source;
    const [major = '0', minor = '0', patch = '0'] = /(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1) ?? [];
    gauge(`${prefix}_version_info`, `Version of ${this.source.appName} that is running.`, ['version', 'major', 'minor', 'patch'], (g) =>
      g.set({ version, major, minor, patch }, 1),
    );

    const byGroup = (pick: (c: MetricsChallenge) => number) => {
      const groups = new Map<string, { difficulty: string; category: string; n: number }>();
      for (const c of this.source.challenges()) {
        const k = `${c.difficulty}:${c.category}`;
        const g = groups.get(k) ?? { difficulty: String(c.difficulty), category: c.category, n: 0 };
        g.n += pick(c);
        groups.set(k, g);
      }
      return [...groups.values()];
    };
    gauge(`${prefix}_challenges_solved`, 'Solved challenges by difficulty and category.', ['difficulty', 'category'], (g) => {
      for (const { difficulty, category, n } of byGroup((c) => c.solved)) g.set({ difficulty, category }, n);
    });
    gauge(`${prefix}_challenges_total`, 'All challenges by difficulty and category.', ['difficulty', 'category'], (g) => {
      for (const { difficulty, category, n } of byGroup(() => 1)) g.set({ difficulty, category }, n);
    });
    gauge(`${prefix}_coding_challenges_progress`, 'Coding challenges by the phase they reached.', ['phase'], (g) => {
      const coding = this.source.challenges().filter((c) => c.hasCodingChallenge);
      const at = (status: number) => coding.filter((c) => c.codingChallengeStatus === status).length;
      g.set({ phase: 'find it' }, at(1));
      g.set({ phase: 'fix it' }, at(2));
      g.set({ phase: 'unsolved' }, at(0));
    });
    gauge(`${prefix}_coding_challenges_total`, 'All coding challenges.', [], (g) =>
      g.set(this.source.challenges().filter((c) => c.hasCodingChallenge).length),
    );
    gauge(`${prefix}_coding_challenges_accuracy`, 'First-try accuracy while solving coding challenges, by phase.', ['phase'], (g) => {
      for (const phase of ['find it', 'fix it'] as const) g.set({ phase }, this.source.codingAccuracy?.(phase) ?? 0);
    });
    gauge(`${prefix}_cheat_score`, 'How likely it is, overall, that challenges were solved by cheating.', [], (g) =>
      g.set(this.source.cheatScore()),
    );
    gauge(`${prefix}_orders_placed_total`, `Orders placed in ${this.source.appName}.`, [], (g) => g.set(orders?.() ?? 0));
    gauge(`${prefix}_users_registered`, 'Registered users by customer type.', ['type'], (g) => {
      g.set({ type: 'standard' }, tables.users.countWithRole('customer'));
      g.set({ type: 'deluxe' }, tables.users.countWithRole('deluxe'));
    });
    gauge(`${prefix}_users_registered_total`, 'Registered users.', [], (g) => g.set(tables.users.count()));
    gauge(`${prefix}_wallet_balance_total`, 'Balance of all digital wallets together.', [], (g) => g.set(tables.wallets.total()));
    gauge(`${prefix}_user_social_interactions`, 'Interactions of users by type.', ['type'], (g) => {
      g.set({ type: 'review' }, reviews());
      g.set({ type: 'feedback' }, tables.feedbacks.count());
      g.set({ type: 'complaint' }, tables.complaints.count());
    });

    tallied('http_requests_count', 'HTTP requests by status class.', 'status_code', this.requests);
    tallied('file_uploads_count', 'Accepted file uploads by file type.', 'file_type', this.uploads);
    tallied('file_upload_errors', 'Rejected file uploads by file type.', 'file_type', this.uploadErrors);
    return registry;
  }
}

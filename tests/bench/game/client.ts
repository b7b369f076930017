import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LlmRequest, Reply } from '../../fake-llm.ts';

/** What a request answered: status, headers and the body as text (and as JSON when it parses). */
export type Answer = { status: number; headers: Headers; text: string; json: any };

export type CallOptions = {
  method?: string;
  /** an object or array is sent as JSON; a string or FormData as is */
  body?: unknown;
  /** sent as `Authorization: Bearer <token>` */
  token?: string;
  headers?: Record<string, string>;
};

/**
 * One player's view of a running shop: HTTP calls, logins, the score board and a browser. The
 * whole-game script's steps (tests/bench/game/<area>.ts) only talk to the shop through this,
 * over HTTP or in Chromium, as a player does: never through its database or its process.
 */
export class Game {
  /** the fake LLM's script: each step that chats sets what it answers next */
  llmScript: (request: LlmRequest) => Reply = () => ({ text: 'Hello! How can I help you today?' });

  readonly url: string;
  private readonly launchBrowser: () => Promise<Browser>;

  constructor(url: string, launchBrowser: () => Promise<Browser>) {
    this.url = url;
    this.launchBrowser = launchBrowser;
  }

  /** A raw request (redirects not followed), for steps that need the Response itself. */
  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(new URL(path, this.url), { redirect: 'manual', ...init });
  }

  /** A request; the answer is read to its end. Never throws for a status. */
  async call(path: string, { method, body, token, headers = {} }: CallOptions = {}): Promise<Answer> {
    const h: Record<string, string> = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body === undefined || typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array) {
      payload = body as BodyInit | undefined;
    } else {
      payload = JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await this.fetch(path, { method: method ?? (payload === undefined ? 'GET' : 'POST'), body: payload, headers: h });
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  /** A call that must answer 2xx; throws with the status and body otherwise. */
  async ok(path: string, options: CallOptions = {}): Promise<Answer> {
    const answer = await this.call(path, options);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(
        `${options.method ?? (options.body === undefined ? 'GET' : 'POST')} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`,
      );
    return answer;
  }

  /** Logs in through POST /rest/user/login; the token and basket id. */
  async login(email: string, password: string): Promise<{ token: string; bid: number; umail: string }> {
    const { json } = await this.ok('/rest/user/login', { body: { email, password } });
    return json.authentication;
  }

  /** The solved challenges' keys, as MultiJuicer reads them (GET /api/challenges). */
  async solvedKeys(): Promise<Set<string>> {
    const { json } = await this.ok('/api/challenges');
    return new Set((json.data as Array<{ key: string; solved: boolean }>).filter((c) => c.solved).map((c) => c.key));
  }

  /** A fresh browser visitor (banners dismissed, as a returning player has them). Close `context` when done. */
  async page({ width = 1280, height = 900 } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const browser = await this.launchBrowser();
    const context = await browser.newContext({ viewport: { width, height } });
    const host = new URL(this.url).hostname;
    await context.addCookies(
      ['welcomebanner_status', 'cookieconsent_status'].map((name) => ({ name, value: 'dismiss', domain: host, path: '/' })),
    );
    return { context, page: await context.newPage() };
  }
}

/**
 * One step of the whole game: what a player does to solve `solves` (one challenge, or a few that
 * the same attack solves together). Steps run in their area's order, areas in play.ts's order, on
 * one shop; a step may rely on what earlier steps of its own area did, never on other areas.
 */
export type Step = { solves: string[]; run: (game: Game) => Promise<void> };

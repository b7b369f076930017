// The whole game: every challenge solved by its attack, over HTTP and in Chromium, on one shop.
// `npm run bench:image` plays it against the image's shop in a memory-limited cgroup; run alone,
//   node tests/bench/game/play.ts [--area <name>,...] [--key <key>,...]
// plays it against a fresh shop of this checkout's build (`npm run build` first), laid out as in
// the image (a working folder of its own, NODE_ENV=multi-juicer and a mounted config file).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../../../e2e/browser.ts';
import { startShop, stopShop } from '../../../e2e/shop-process.ts';
import { type FakeLlm, startFakeLlm } from '../../fake-llm.ts';
import { Game, type Step } from './client.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The areas in the order they are played (each module's `steps` in its own order). */
export const AREAS = ['browse', 'game', 'shopping', 'interaction', 'files-and-ops', 'web3', 'modern-stack', 'accounts'] as const;

/** How long a step's challenges may take to count as solved after the step ends. */
const SOLVE_WAIT_MS = 15_000;

export type StepResult = { area: string; solves: string[]; ok: boolean; ms: number; error?: string };

/** The config file MultiJuicer would mount, with what a whole game needs: every challenge on, an LLM to talk to. */
export function gameConfig(llmUrl: string) {
  return [
    'challenges:',
    '  safetyMode: disabled',
    'application:',
    '  chatBot:',
    `    llmApiUrl: '${llmUrl}'`,
    "    model: 'fake-model'",
    '',
  ].join('\n');
}

/** Chromium as the e2e suite starts it (CHROMIUM_PATH for another one), once, on first use. */
export function browserLauncher() {
  let browser: Promise<Browser> | undefined;
  return {
    launch: () => (browser ??= chromium.launch(CHROMIUM)),
    close: async () => (await browser)?.close(),
  };
}

/** A fake LLM whose answers follow the game's current script. */
export const gameLlm = (game: () => Game | undefined) => startFakeLlm((request) => game()?.llmScript(request) ?? { text: 'Hello!' });

async function waitForSolves(game: Game, keys: string[]) {
  const until = Date.now() + SOLVE_WAIT_MS;
  for (;;) {
    const solved = await game.solvedKeys();
    const missing = keys.filter((k) => !solved.has(k));
    if (missing.length === 0) return;
    if (Date.now() > until) throw new Error(`not solved: ${missing.join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Plays the areas' steps in order, each followed by a wait for its challenges to count as solved.
 * A failed step is recorded and the game goes on. `onStep` hears of every step as it ends.
 */
export async function playGame(
  game: Game,
  { areas = [...AREAS], keys, onStep }: { areas?: readonly string[]; keys?: string[]; onStep?: (r: StepResult) => void } = {},
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const area of areas) {
    const { steps } = (await import(`./${area}.ts`)) as { steps: Step[] };
    for (const step of steps) {
      if (keys && !step.solves.some((k) => keys.includes(k))) continue;
      const started = Date.now();
      let error: string | undefined;
      try {
        await step.run(game);
        await waitForSolves(game, step.solves);
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const result = { area, solves: step.solves, ok: !error, ms: Date.now() - started, ...(error ? { error } : {}) };
      results.push(result);
      onStep?.(result);
    }
  }
  return results;
}

/** The enabled challenges that are not solved at the end, by key. */
export async function unsolved(game: Game): Promise<string[]> {
  const { json } = await game.ok('/api/challenges');
  return (json.data as Array<{ key: string; solved: boolean; disabledEnv: string | null }>)
    .filter((c) => !c.solved && !c.disabledEnv)
    .map((c) => c.key);
}

export const printStep = (r: StepResult) =>
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.area.padEnd(13)} ${r.solves.join(', ')} (${r.ms} ms)${r.error ? `\n       ${r.error}` : ''}`);

/** This checkout's build in a working folder of its own, as the image lays it out; resolves once it listens. */
export async function startBuiltShop(config: string, nodeFlags: string[] = []) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'juice-game-'));
  for (const entry of ['dist', 'private', 'node_modules', 'package.json']) symlinkSync(path.join(root, entry), path.join(dir, entry));
  mkdirSync(path.join(dir, 'config'));
  writeFileSync(path.join(dir, 'config', 'multi-juicer.yaml'), config);
  const shop = await startShop({ nodeEnv: 'multi-juicer', cwd: dir, env: { CTF_KEY: 'whole-game' }, nodeFlags });
  return {
    url: shop.url,
    dir,
    child: shop.child,
    stop: async () => {
      await stopShop(shop);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1]?.split(',') : undefined;
  };
  let game: Game | undefined;
  const llm: FakeLlm = await gameLlm(() => game);
  const shop = await startBuiltShop(gameConfig(llm.url));
  const browser = browserLauncher();
  game = new Game(shop.url, browser.launch);
  let failed = false;
  try {
    const areas = arg('area');
    const results = await playGame(game, { areas, keys: arg('key'), onStep: printStep });
    failed = results.some((r) => !r.ok);
    if (!areas && !arg('key')) {
      const left = await unsolved(game);
      console.log(left.length ? `unsolved at the end: ${left.join(', ')}` : 'every enabled challenge is solved');
      failed ||= left.length > 0;
    }
  } finally {
    await browser.close();
    await shop.stop();
    await llm.close();
  }
  process.exit(failed ? 1 : 0);
}

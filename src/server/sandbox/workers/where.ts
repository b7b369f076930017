/**
 * The `$where` evaluator: runs a NoSQL condition over a collection's documents, as the document
 * store upstream uses does (`this` and `obj` are the document; the condition is the body of
 * `return <condition>`), in a fresh bare context per query (see context.ts), strict.
 * `sleep(ms)`, the blocking pause Mongo's shell offers and upstream plants as a global, is built
 * inside the context from its own objects before they are removed: it waits on an atomic (no busy
 * loop eating a core), and the time limit interrupts that wait like any other code.
 */
import { randomBytes } from 'node:crypto';
import vm from 'node:vm';
import { bareContext, describeThrown, thrownOf } from './context.ts';
import { serveTasks } from './serve.ts';

export type WhereTask = { documentsJson: string; condition: string; timeLimitMs: number; sleepCapMs: number };
/** The matching documents' indexes, or the condition's error; and how long the condition ran. */
export type WhereResult = { hits: number[]; ms: number } | { error: string; ms: number };

const sleepPrelude = (capMs: number) => `
  const sleep = ((wait, cell) => function sleep(ms) {
    wait(cell, 0, 0, Math.max(0, Math.min(Number(ms) || 0, ${capMs})));
  })(Atomics.wait, new Int32Array(new SharedArrayBuffer(4)));
  Object.defineProperty(globalThis, 'sleep', { value: sleep, writable: true, configurable: true });`;

function evaluate({ documentsJson, condition, timeLimitMs, sleepCapMs }: WhereTask): WhereResult {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let marker: string;
  do marker = `\u0000${randomBytes(8).toString('hex')}:`;
  while (condition.includes(marker));
  try {
    const context = bareContext(sleepPrelude(Math.trunc(Number(sleepCapMs)) || 0));
    // compiled as a function body in the context, as `new Function('obj', ...)` would, but not through eval
    const matches = vm.compileFunction(`'use strict';\nreturn ${condition}\n`, ['obj'], { parsingContext: context });
    // handed over under names the condition cannot know, taken off the global before it runs
    const [matchesName, documentsName] = [`${marker}m`, `${marker}d`];
    Object.assign(context, { [matchesName]: matches, [documentsName]: documentsJson });
    const value = vm.runInContext(
      `'use strict'; (() => {
        const matches = globalThis[${JSON.stringify(matchesName)}];
        const json = globalThis[${JSON.stringify(documentsName)}];
        delete globalThis[${JSON.stringify(matchesName)}];
        delete globalThis[${JSON.stringify(documentsName)}];
        try {
          const docs = JSON.parse(json);
          const hits = [];
          for (let i = 0; i < docs.length; i++) if (matches.call(docs[i], docs[i])) hits.push(i);
          return hits.join(',');
        } catch (thrown) { ${describeThrown(marker, 'return ')} }
      })()`,
      context,
      { timeout: timeLimitMs },
    );
    const thrown = thrownOf(value, marker);
    if (thrown) return { error: thrown.message, ms: ms() };
    if (typeof value !== 'string' || !/^(\d+(,\d+)*)?$/.test(value)) return { hits: [], ms: ms() };
    return { hits: value ? value.split(',').map(Number) : [], ms: ms() };
  } catch (e) {
    // the time limit's error is not this realm's; its message is known without touching it
    const message =
      e instanceof Error
        ? e.message
        : ms() >= timeLimitMs
          ? `Script execution timed out after ${timeLimitMs}ms`
          : 'The condition could not be evaluated.';
    return { error: message, ms: ms() };
  }
}

await serveTasks(() => evaluate);

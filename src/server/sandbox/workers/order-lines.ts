/**
 * The B2B order lines evaluator: runs customer-sent order lines as code, as upstream does (the
 * planted flaw), bounded as upstream bounds it: an iteration cap on loops (the shop's timer is the
 * time limit). Per evaluation: acorn parses the lines (strict), every loop body gets a call of an
 * iteration guard under a random name the code cannot know in advance (so it cannot shadow it),
 * then the code runs in a fresh bare context (see context.ts), strict, and whatever it throws is
 * turned into a name and a message inside that context.
 */
import { randomBytes } from 'node:crypto';
import vm from 'node:vm';
import * as acorn from 'acorn';
import { bareContext, describeThrown, thrownOf } from './context.ts';
import { childSettings, serveTasks } from './serve.ts';

export type OrderLinesSettings = { maxIterations: number; capMessage: string };
/** `done` (its value is not needed, as upstream ignores it) or what the lines threw. */
export type OrderLinesResult = { done: true } | { failed: { name: string; message: string } };

const { maxIterations, capMessage } = childSettings<OrderLinesSettings>();
const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);
const STRICT = "'use strict';\n";

type Node = { type: string; start: number; end: number; body?: Node };

/** The lines with a guard call at the start of every loop body. */
function guarded(source: string, guard: string) {
  const text = STRICT + source;
  const ast = acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'script' }) as unknown as Node;
  const edits: Array<{ at: number; text: string; order: number }> = [];
  const pending: Node[] = [ast];
  while (pending.length) {
    const node = pending.pop()!;
    if (LOOPS.has(node.type) && node.body)
      edits.push({ at: node.body.start, text: `{${guard}();`, order: 1 }, { at: node.body.end, text: '}', order: 0 });
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') pending.push(child);
    }
  }
  edits.sort((a, b) => a.at - b.at || a.order - b.order);
  let out = '';
  let from = 0;
  for (const edit of edits) {
    out += text.slice(from, edit.at) + edit.text;
    from = edit.at;
  }
  return (out + text.slice(from)).slice(STRICT.length);
}

function evaluate(source: string): OrderLinesResult {
  let guard: string;
  do guard = `__iterationGuard${randomBytes(8).toString('hex')}`;
  while (source.includes(guard));
  const marker = `\u0000${guard}:`;
  let code: string;
  try {
    code = guarded(String(source), guard);
  } catch (e) {
    // acorn names the place as (line:column); the lines start on the line after the strict prologue
    const message =
      e instanceof Error
        ? e.message.replace(/\((\d+):(\d+)\)$/, (_, line: string, column: string) => `(${Number(line) - 1}:${column})`)
        : 'The order lines cannot be read.';
    return { failed: { name: 'SyntaxError', message } };
  }
  const context = bareContext(`
    const cap = ${JSON.stringify(capMessage)};
    const Failure = Error;
    let count = 0;
    Object.defineProperty(globalThis, ${JSON.stringify(guard)}, { value: () => { if (++count > ${Number(maxIterations)}) throw new Failure(cap); } });`);
  const value = vm.runInContext(`${STRICT}try {\n${code}\n} catch (thrown) { ${describeThrown(marker)} }`, context);
  const thrown = thrownOf(value, marker);
  return thrown ? { failed: thrown } : { done: true };
}

await serveTasks(() => evaluate);

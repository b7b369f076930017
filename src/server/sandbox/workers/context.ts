/**
 * A vm context that holds nothing of the shop or of this child: an ordinary global object
 * (DONT_CONTEXTIFY: no host object behind it whose constructor leads out), no code generation
 * from strings, its promise jobs run inside the evaluation (so the time limit covers them), and
 * none of the globals whose memory lies outside the heap limit or that a challenge does not need
 * (typed arrays, shared memory, WebAssembly, Intl).
 */
import vm from 'node:vm';

const REMOVED = [
  'ArrayBuffer',
  'SharedArrayBuffer',
  'DataView',
  'Atomics',
  'WebAssembly',
  'Intl',
  'FinalizationRegistry',
  'WeakRef',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
];

/**
 * A fresh context; `prelude` runs in it first (strict, before the removals), for globals a
 * challenge needs, built from the context's own objects.
 */
export function bareContext(prelude = '') {
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY, {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  });
  vm.runInContext(`'use strict'; ${prelude}\n;for (const name of ${JSON.stringify(REMOVED)}) delete globalThis[name];`, context);
  return context;
}

/**
 * Source of a catch clause's body that turns the thrown value `thrown` into one string, inside the
 * context: a getter or `toString` that never returns is then bounded by the evaluation's time
 * limit, and nothing of the context's reaches this child's own code but a string. `marker` starts
 * it, so that the caller tells it apart from any value the code itself could produce; `lead`
 * is `return ` inside a function, empty where the script's completion value is read.
 */
export const describeThrown = (marker: string, lead: 'return ' | '' = '') => `
  let name = 'Error';
  let message = 'The code threw something that cannot be read.';
  try {
    if (thrown !== null && (typeof thrown === 'object' || typeof thrown === 'function')) {
      name = String(thrown.name).slice(0, 4096);
      message = String(thrown.message).slice(0, 4096);
    } else message = String(thrown).slice(0, 4096);
  } catch {}
  ${lead}${JSON.stringify(marker)} + name.length + ':' + name + message;`;

/** Reads what describeThrown produced; undefined when `value` is not such a text (the code ran to its end). */
export function thrownOf(value: unknown, marker: string): { name: string; message: string } | undefined {
  if (typeof value !== 'string' || !value.startsWith(marker)) return undefined;
  const rest = value.slice(marker.length);
  const colon = rest.indexOf(':');
  const length = Number(rest.slice(0, colon));
  if (colon < 0 || !Number.isInteger(length)) return { name: 'Error', message: 'The code threw something that cannot be read.' };
  return { name: rest.slice(colon + 1, colon + 1 + length), message: rest.slice(colon + 1 + length) };
}

/**
 * The child's side of the sandbox protocol: load once, then answer tasks one at a time.
 * Runs in a Node process started by pool.ts with the permission model on (no child processes,
 * workers, file writes or native addons unless the pool allows them) and no code generation from
 * strings in its own realm, so even code that left a vm context finds nothing to run with.
 */
import { ERROR_TEXT_CHARS, type ChildMessage, type TaskMessage } from '../protocol.ts';

/** The child's settings, as the pool passes them: the last argument, as JSON. */
export const childSettings = <T>(): T => JSON.parse(process.argv.at(-1) ?? '{}') as T;

/** A caught value as two plain strings; only ever called on values of this realm (the child's own errors). */
function describe(error: unknown) {
  const cut = (text: unknown) => String(text).slice(0, ERROR_TEXT_CHARS);
  if (error instanceof Error) return { name: cut(error.name), message: cut(error.message) };
  return { name: 'Error', message: cut(typeof error === 'string' ? error : 'The sandbox failed.') };
}

const send = (message: ChildMessage) => process.send?.(message);

/**
 * Serves tasks with `handler` once `load` has finished. The handler must hand back plain data
 * (strings, numbers, plain objects of them) that it built itself: values from a vm context are
 * turned into strings inside that context first.
 */
export async function serveTasks<Task, Value>(load: () => Promise<(task: Task) => Value> | ((task: Task) => Value)) {
  // a promise rejected inside a context with nobody listening must not end the child
  process.on('unhandledRejection', () => {});
  // the shop went away: so does its sandbox
  process.on('disconnect', () => process.exit(0));
  const handler = await load();
  process.on('message', (message: TaskMessage) => {
    try {
      send({ id: message.id, value: handler(message.task as Task) });
    } catch (error) {
      send({ id: message.id, error: describe(error) });
    }
  });
  send({ ready: true });
}

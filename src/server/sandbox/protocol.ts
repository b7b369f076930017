/**
 * The messages between the shop and a sandbox child (see pool.ts). Erasable types only: the
 * children run their TypeScript through Node's own type stripping.
 */

/** The shop asks a child to run one task. */
export type TaskMessage = { id: number; task: unknown };

/**
 * A child's answers: `ready` once its parser or engine is loaded, then one reply per task, with
 * the handler's value or what it threw, reduced to two strings inside the child.
 */
export type ChildMessage = { ready: true } | { id: number; value: unknown } | { id: number; error: { name: string; message: string } };

/** How much of an error's name and message a child sends back: more than any real error has. */
export const ERROR_TEXT_CHARS = 4096;

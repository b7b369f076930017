/**
 * Last line of defence: a request must never take the shop down for everyone. A promise that
 * rejects with nobody listening, or an exception thrown outside any request's handler, is logged
 * and the process keeps serving (Node would otherwise end it). Bugs found this way get fixed where
 * they start; this only keeps one player's request from ending every player's game.
 */
let installed = false;

export function keepServingOnStrayErrors() {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => console.error('Unhandled promise rejection (the shop keeps serving):', reason));
  process.on('uncaughtException', (error) => console.error('Uncaught exception (the shop keeps serving):', error));
}

/**
 * Stops on SIGTERM and SIGINT by exiting, as a signal's default would, but through Node's exit:
 * the exit handlers run (they remove the shop's temporary database and picture folders), and a
 * container's first process, which gets no default action for SIGTERM, stops on `docker stop` or a
 * pod's deletion instead of waiting out the grace period for its kill. Exit codes as a shell
 * reports a death by that signal (143, 130).
 */
export function exitOnStopSignals() {
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const) {
    process.once(signal, () => process.exit(code));
  }
}

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

import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Whether a process runs (one of another user counts as running). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the run-time folders under `base` that shops of ended processes left (killed, crashed):
 * folders named `<prefix><pid>` or `<prefix><pid>-...` whose process no longer runs. Folders of
 * this very process are left alone (a test runner's threads share one pid).
 */
export function removeFoldersOfEndedProcesses(base: string, prefix: string) {
  let names: string[];
  try {
    names = readdirSync(base);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)(-|$)/.exec(name.slice(prefix.length))?.[1]);
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || isRunning(pid)) continue;
    try {
      rmSync(path.join(base, name), { recursive: true, force: true });
    } catch {
      /* another process removed it first, or it is not ours to remove */
    }
  }
}

import { vi } from 'vitest';

/** Whether a tutorial step's condition has resolved after the fake clock ran `ms`. */
export async function resolvedAfter(condition: Promise<void>, ms: number) {
  let done = false;
  void condition.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

/**
 * A fixed-window request counter per key (upstream uses express-rate-limit the same way):
 * `hit(key)` counts a request and says whether it is still within `max` for the current window.
 */
export function fixedWindowLimiter({ windowMs, max }: { windowMs: number; max: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const forgetExpired = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };
  return {
    hit(key: string, now = Date.now()) {
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (windows.size > 10_000) forgetExpired(now);
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { allowed: w.count <= max, resetAt: w.resetAt };
    },
  };
}

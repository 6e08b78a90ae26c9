/**
 * An in-process fixed-window rate limiter for the Node server (Workers use the Rate Limiting
 * binding instead). Bounded memory: old windows are dropped as time moves on.
 */
import type { Clock } from '../primitives/clock.js';
import type { RateLimiter } from '../graphql/context.js';

export function inProcessLimiter(options: { limit: number; windowMs: number; clock: Clock }): RateLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    async limit(key) {
      const now = options.clock.now().getTime();
      const start = now - (now % options.windowMs);
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return used <= options.limit;
    },
    // Fixed windows: a refused key may try again when the current window ends.
    retryAfter() {
      const now = options.clock.now().getTime();
      return (options.windowMs - (now % options.windowMs)) / 1000;
    },
  };
}

import type { Clock } from '../clock.js';
import type { LiveHub } from '../live/hub.js';
import type { Db } from '../db/client.js';
import type { RollKeyring } from '../db/roll-keys.js';
import type { Rng } from '../rules/dice.js';
import type { Loaders } from './loaders.js';
import type { RollQueue } from '../db/roll-queue.js';

/** The signed-in user, read with the key (one statement): the whole user row, so `me` reads nothing more. */
export interface Caller {
  userId: string;
  name: string;
  createdAt: Date;
  /** The API key this request presented (its row id): `ApiKey.current`, and what revoking it ends. */
  keyId: string;
}

/** Answers whether a key (an IP, a user) may make one more request now. */
export interface RateLimiter {
  limit(key: string): Promise<boolean>;
  /** Seconds until `key` may try again after a refusal (the `Retry-After` of a 429). */
  retryAfter(key: string): number;
}

export interface Context {
  db: Db;
  rng: Rng;
  /** The source of the fair dice's secret server seeds (the crypto source in production). */
  seeds: Rng;
  clock: Clock;
  caller: Caller | null;
  signUpLimiter: RateLimiter;
  /** Who is asking, for rate limiting: the client address as the platform reports it. */
  clientKey: string;
  loaders: Loaders;
  /** Live subscriptions' hub (src/live); null where the runtime serves none. */
  live: LiveHub | null;
  /** Signs the roll log (ROLL_LOG_KEYS; docs/fairness.md). */
  rollKeys: RollKeyring;
  /** This process's queue of roll writes per character (src/db/roll-queue.ts); null on Workers. */
  rollQueue?: RollQueue | null;
  /**
   * Tests only: faces to use instead of the fair derivation, so rules tests can script exact
   * rolls. Such rolls fail the fairness audit, as they should. Never set by the entries.
   */
  diceOverride?: Rng;
}

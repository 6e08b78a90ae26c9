import type { Clock } from '../primitives/clock.js';
import type { LiveHub } from '../live/hub.js';
import type { Db } from '../db/client.js';
import type { RollKeyring } from '../db/roll-keys.js';
import type { Rng } from '../rules/dice.js';
import type { Loaders } from './loaders.js';
import type { Authentication } from './authentication.js';
import type { RollQueue } from '../db/roll-queue.js';
import type { Caller, Credential } from './caller.js';

// Who is calling lives in its own leaf (./caller.ts): the loaders and the credential's check
// use it without importing the context, which imports them (no circle: test/architecture.test.ts).
export type { Caller, Credential };

/** Answers whether a key (an IP, a user) may make one more request now. */
export interface RateLimiter {
  limit(key: string): Promise<boolean>;
  /** Seconds until `key` may try again after a refusal (the `Retry-After` of a 429). */
  retryAfter(key: string): number;
}

/** Where passkeys belong (WebAuthn's relying party), for this request. */
export interface RelyingParty {
  rpId: string;
  /** The origins a passkey's answer may come from (the page's origin). */
  origins: string[];
  name: string;
}

export interface Context {
  /** The request's database handle: its statements wait for the credential's check (src/graphql/authentication.ts). */
  db: Db;
  /** The same database without that wait: for the read combiner, which carries the check itself. */
  baseDb: Db;
  /**
   * The handle for the operation's one read (src/db/combined-reads.ts `readingHandle`): its
   * selects and `execute` go through the read combiner, so the credential's check rides on them.
   */
  reader: Db;
  /** Where the credential's check stands. */
  auth: Authentication;
  rng: Rng;
  /** The source of the fair dice's secret server seeds (the crypto source in production). */
  seeds: Rng;
  clock: Clock;
  caller: Caller | null;
  /** How the caller signed in; null when anonymous. */
  credential: Credential | null;
  /** A session cookie came with the request but its session had ended (expired, signed out elsewhere). */
  sessionEnded: boolean;
  /** Set-Cookie values for the answer (a session opened or ended): src/app.ts writes them. */
  responseCookies: string[];
  /** The request (Yoga's own): the cookie's attributes and the relying party follow it. */
  request: Request;
  relyingParty: RelyingParty;
  signUpLimiter: RateLimiter;
  /** Sign-in attempts, keyed per address (`ip:…`) and per account (`user:…`): 429 with Retry-After. */
  signInLimiter: RateLimiter;
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

import type { Clock } from '../primitives/clock.js';
import type { LiveHub } from '../live/hub.js';
import type { Db } from '../db/client.js';
import type { RollKeyring } from '../db/roll-keys.js';
import type { Rng } from '../rules/dice.js';
import type { Loaders } from './loaders.js';
import type { Authentication } from './authentication.js';
import type { RollQueue } from '../db/roll-queue.js';

/**
 * The signed-in user. With a credential of the current form, the user it CLAIMS until the
 * operation's first statement has checked it (src/graphql/authentication.ts): no row reaches a
 * resolver, and no statement runs, before that check passed. `name` and `createdAt` are known
 * once checked (`verifiedCaller`).
 */
export interface Caller {
  userId: string;
  name?: string;
  createdAt?: Date;
  /** The API key this request presented (its row id): `ApiKey.current`; absent for a browser session. */
  keyId?: string;
  /**
   * When this request's check recorded the key's use (it does at most once per
   * LAST_USE_GRANULARITY_MS): the key's `lastUsedAt` as the request's write left it, for a list
   * of keys read in the check's own statement, which sees the rows as they were before it.
   */
  keyUsedAt?: Date;
}

/** Answers whether a key (an IP, a user) may make one more request now. */
export interface RateLimiter {
  limit(key: string): Promise<boolean>;
  /** Seconds until `key` may try again after a refusal (the `Retry-After` of a 429). */
  retryAfter(key: string): number;
}

/** What the caller presented: an API key (Bearer) or a browser session (cookie), by its hash. */
export interface Credential {
  kind: 'API_KEY' | 'SESSION';
  /** SHA-256 of the key or session token: live streams check it is still valid (src/live/visibility.ts). */
  hash: string;
  /** The session's id (SESSION only): "this device" in the session list. */
  sessionId?: string;
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

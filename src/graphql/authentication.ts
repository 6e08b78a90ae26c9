/**
 * Authentication inside the operation's one read (issue 26 item 1).
 *
 * A key or session token carries its holder's user id beside the secret (src/primitives/secrets.ts
 * `withClaim`). The request starts with that CLAIMED user, so resolvers build their reads for
 * it at once; the check of the secret (its hash, not revoked, not expired, and that it belongs
 * to the claimed user) rides on the request's first statement as one more column of the read
 * combiner (src/db/combined-reads.ts). No row of that statement reaches a resolver before the
 * check has passed, and nothing else may touch the database first: the request's handle waits
 * for the check before any statement of its own (`gatedDb`). A query thus costs one statement
 * and a mutation two (its read, then its write), authentication included.
 *
 * A refused key refuses the whole operation (401, as before); an ended session makes the
 * operation run again as anonymous (src/graphql/auth-plugin.ts), so `signInStatus` still says ENDED.
 * Nothing is cached between requests: a revoked key or ended session fails on the very next one.
 */
import { sql } from 'drizzle-orm';
import type { AuthCheck } from '../db/combined-reads.js';
import { prepareStatement } from '../db/drizzle-select.js';
import { fromJson } from '../db/json-rows.js';
import { LAST_USE_GRANULARITY_MS } from '../db/access.js';
import type { UserRow } from '../db/accounts.js';
import { users } from '../db/schema.js';
import type { Caller, Credential } from './caller.js';
import { badCredential } from './failures.js';

/**
 * The request's credential and where its check stands:
 * NONE (nothing presented, or a legacy credential already looked up), CLAIMED (presented, not yet
 * checked), CHECKING (its statement is in flight), VERIFIED, REFUSED (a key that matches nobody),
 * ENDED (a session that has ended).
 */
export class Authentication {
  state: 'NONE' | 'CLAIMED' | 'CHECKING' | 'VERIFIED' | 'REFUSED' | 'ENDED';
  /** The verified user row, primed into the request's user loader. */
  user: UserRow | null = null;
  /** Told the verified user row (the request's user loader is primed with it). */
  onVerified: ((user: UserRow) => void) | null = null;
  private settled: Promise<void> | null = null;
  private settle: (() => void) | null = null;

  constructor(
    readonly credential: (Credential & { claimedUserId: string }) | null,
    private readonly now: Date,
    private readonly caller: Caller | null,
  ) {
    this.state = credential ? 'CLAIMED' : 'NONE';
  }

  /** The check to add to the next statement, or null when there is nothing to check (marks it in flight). */
  takeCheck(): AuthCheck | null {
    if (this.state !== 'CLAIMED' || !this.credential) return null;
    this.state = 'CHECKING';
    this.settled = new Promise((resolve) => {
      this.settle = resolve;
    });
    return checkFor(this.credential, this.now);
  }

  unsettled(): boolean {
    return this.state === 'CLAIMED' || this.state === 'CHECKING';
  }

  /** While the check's statement is in flight: the promise of its outcome (another statement waits for it). */
  inFlight(): Promise<void> | null {
    return this.state === 'CHECKING' ? this.settled : null;
  }

  /** The check's column as the statement returned it (null: refused or ended). */
  answer(value: unknown): void {
    const row = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
    if (row && this.caller && this.credential) {
      this.state = 'VERIFIED';
      this.user = fromJson(users, row);
      this.caller.name = this.user.name;
      this.caller.createdAt = this.user.createdAt;
      if (typeof row.key_id === 'string') this.caller.keyId = row.key_id;
      if (row.key_touched === true) this.caller.keyUsedAt = this.now;
      if (typeof row.session_id === 'string') this.credential.sessionId = row.session_id;
      this.onVerified?.(this.user);
    } else {
      this.state = this.credential?.kind === 'SESSION' ? 'ENDED' : 'REFUSED';
    }
    this.settle?.();
  }

  /** The check's statement failed (the database): the claim is still unchecked. */
  unanswered(): void {
    if (this.state === 'CHECKING') this.state = 'CLAIMED';
    this.settle?.();
  }

  /** The error every read of a refused or ended credential gets: none of its rows may be used. */
  refusal(): Error | null {
    if (this.state === 'REFUSED') return refusedKey();
    if (this.state === 'ENDED') return endedSession();
    return null;
  }
}

export const refusedKey = () => badCredential('This API key is not valid (mistyped or revoked).');
export const endedSession = () => badCredential('This session has ended: sign in again.');

type CheckValues = { now: string; stale: string; hash: string; user: string };

/**
 * The check of each kind of credential, compiled once, on first use (src/db/drizzle-select.ts
 * `prepareStatement`): every request carries one, so Drizzle does not build it every time.
 */
function compileChecks() {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const stale = sql`${sql.placeholder('stale')}::timestamptz`;
  const hash = sql`${sql.placeholder('hash')}::text`;
  const user = sql`${sql.placeholder('user')}::uuid`;
  const liveKey = sql`k.key_hash = ${hash} and k.revoked_at is null and k.user_id = ${user}`;
  const liveSession = sql`s.token_hash = ${hash} and s.expires_at > ${now} and s.user_id = ${user}`;
  return {
    API_KEY: {
      // The key's last use, written only when older than the granularity (src/db/access.ts).
      cte: prepareStatement<CheckValues>(sql`update api_keys k set last_used_at = ${now} where ${liveKey} and (k.last_used_at is null or k.last_used_at < ${stale}) returning k.id`),
      // `key_touched`: whether the CTE above recorded this use (the statement's reads see the row as it was).
      column: prepareStatement<CheckValues>(
        sql`(select to_jsonb(u) || jsonb_build_object('key_id', k.id, 'key_touched', exists (select 1 from touched_credential)) from api_keys k join users u on u.id = k.user_id where ${liveKey} limit 1)`,
      ),
      touchMs: LAST_USE_GRANULARITY_MS,
    },
    SESSION: {
      cte: prepareStatement<CheckValues>(sql`update sessions s set last_used_at = ${now} where ${liveSession} and s.last_used_at < ${stale} returning s.id`),
      column: prepareStatement<CheckValues>(sql`(select to_jsonb(u) || jsonb_build_object('session_id', s.id) from sessions s join users u on u.id = s.user_id where ${liveSession} limit 1)`),
      // A session's last use is written at most once a minute (as src/db/accounts.ts `userForSession`).
      touchMs: 60_000,
    },
  } as const;
}
let checks: ReturnType<typeof compileChecks> | null = null;

function checkFor(c: Credential & { claimedUserId: string }, at: Date): AuthCheck {
  checks ??= compileChecks();
  const check = checks[c.kind];
  const values: CheckValues = { now: at.toISOString(), stale: new Date(at.getTime() - check.touchMs).toISOString(), hash: c.hash, user: c.claimedUserId };
  return { cte: check.cte.fill(values), column: check.column.fill(values) };
}

/**
 * The credential check that rides on a request's first statement (src/graphql/authentication.ts
 * decides with it; src/db/combined-reads.ts carries it): a data-modifying CTE that records the
 * credential's last use, and a column that answers the holder's user row when the credential is
 * live and belongs to the claimed user (null otherwise). Its SQL lives here with every other
 * statement (DESIGN.md §Layout); the request side only says what was presented and reads the answer.
 */
import { sql } from 'drizzle-orm';
import { LAST_USE_GRANULARITY_MS } from './access.js';
import { SESSION_LAST_USE_GRANULARITY_MS, type UserRow } from './accounts.js';
import type { AuthCheck } from './combined-reads.js';
import { prepareStatement } from './drizzle-select.js';
import { fromJson } from './json-rows.js';
import { users } from './schema.js';

/** What was presented: the secret's hash and the user id the credential claims (src/primitives/secrets.ts `withClaim`). */
export interface PresentedCredential {
  kind: 'API_KEY' | 'SESSION';
  hash: string;
  claimedUserId: string;
}

/** The check's column as read back: the holder's row, and what the statement did with the credential. */
export interface CheckAnswer {
  user: UserRow;
  /** API_KEY: the key's id. */
  keyId: string | null;
  /** API_KEY: whether this statement recorded the key's use (its `last_used_at` was older than the granularity). */
  keyTouched: boolean;
  /** SESSION: the session's id. */
  sessionId: string | null;
}

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
      // As src/db/accounts.ts `userForSession` writes it.
      touchMs: SESSION_LAST_USE_GRANULARITY_MS,
    },
  } as const;
}
let checks: ReturnType<typeof compileChecks> | null = null;

/** The check of `credential` at `at`, to ride on the request's next statement. */
export function credentialCheck(credential: PresentedCredential, at: Date): AuthCheck {
  checks ??= compileChecks();
  const check = checks[credential.kind];
  const values: CheckValues = { now: at.toISOString(), stale: new Date(at.getTime() - check.touchMs).toISOString(), hash: credential.hash, user: credential.claimedUserId };
  return { cte: check.cte.fill(values), column: check.column.fill(values) };
}

/** The check's column as the statement returned it (some drivers hand jsonb back as text); null: refused or ended. */
export function checkAnswer(value: unknown): CheckAnswer | null {
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
  if (!row) return null;
  return {
    user: fromJson(users, row),
    keyId: typeof row.key_id === 'string' ? row.key_id : null,
    keyTouched: row.key_touched === true,
    sessionId: typeof row.session_id === 'string' ? row.session_id : null,
  };
}

/**
 * People's accounts (docs/accounts.md): passkeys, browser sessions, WebAuthn challenges,
 * one-time device links and recovery codes. Every operation is one statement (a
 * data-modifying CTE where several rows change together): a sign-in reads what it needs in one
 * round trip and writes in one more (DESIGN.md §Conventions 9). Secrets arrive here hashed.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from './client.js';
import type { CredentialGuard, GuardedStatement } from './combined-reads.js';
import { rawRows, tableRow } from './rows.js';
import { passkeys, users } from './schema.js';

export type UserRow = typeof users.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'SIGN_UP' | 'SIGN_IN' | 'ADD_PASSKEY';
export type SessionVia = 'PASSKEY' | 'RECOVERY_CODE' | 'DEVICE_LINK';

/** A session to open: the token's hash (the cookie holds the token), the device, its end. */
export interface NewSession {
  /** Now: sessions past their end are swept in the same statement. */
  now: Date;
  tokenHash: string;
  device: string;
  via: SessionVia;
  expiresAt: Date;
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  label: string;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

/**
 * Insert a session for the person `from.user_id` (`from`: a CTE's name with a user_id column),
 * as the last CTE of a statement; the sessions past their end are deleted beside it (a
 * preceding `swept_sessions` CTE), so an expired session's row does not outlive the next sign-in.
 */
function sessionInsert(from: string, s: NewSession) {
  return sql`insert into sessions (user_id, token_hash, device, via, expires_at)
    select ${sql.raw(from)}.user_id, ${s.tokenHash}::text, ${s.device}::text, ${s.via}::text, ${ts(s.expiresAt)} from ${sql.raw(from)}
    returning id, user_id`;
}

/**
 * Store a challenge (single use, expiring at `expiresAt`) and sweep the expired ones in the same
 * statement. For ADD_PASSKEY, the person's credential ids come back, so the browser does not
 * register the same authenticator twice.
 */
export async function insertChallenge(
  db: Queryable,
  c: { challenge: string; purpose: ChallengePurpose; userId: string | null; name: string | null; expiresAt: Date; now: Date },
): Promise<{ id: string; credentialIds: string[] }> {
  const result = await db.execute(sql`with swept as (
      delete from webauthn_challenges where expires_at < ${ts(c.now)}
    ), c as (
      insert into webauthn_challenges (challenge, purpose, user_id, name, expires_at)
      values (${c.challenge}::text, ${c.purpose}::text, ${c.userId}::uuid, ${c.name}::text, ${ts(c.expiresAt)}) returning id
    )
    select c.id, coalesce((select json_agg(p.credential_id) from passkeys p where p.user_id = ${c.userId}::uuid), '[]'::json) as credential_ids from c`);
  const row = rawRows(result)[0]!;
  const ids = typeof row.credential_ids === 'string' ? JSON.parse(row.credential_ids) : row.credential_ids;
  return { id: String(row.id), credentialIds: ids as string[] };
}

export interface TakenChallenge {
  challenge: string;
  userId: string | null;
  name: string | null;
  expiresAt: Date;
}

function takenChallenge(row: Record<string, unknown> | undefined): TakenChallenge | null {
  if (!row || row.challenge == null) return null;
  return {
    challenge: String(row.challenge),
    userId: row.challenge_user_id == null ? null : String(row.challenge_user_id),
    name: row.challenge_name == null ? null : String(row.challenge_name),
    expiresAt: new Date(row.challenge_expires_at as string | Date),
  };
}

const takeChallengeSql = (id: string, purpose: ChallengePurpose, guard: CredentialGuard | null) =>
  sql`delete from webauthn_challenges where id = ${id}::uuid and purpose = ${purpose}::text${guard ? sql` and ${guard.passes}` : sql``}
      returning challenge, user_id as challenge_user_id, name as challenge_name, expires_at as challenge_expires_at`;

/**
 * Take (delete) a challenge: whatever the answer, it cannot be answered twice. Null: none such.
 * The request's first statement, so it carries the credential's check (`guarded`, src/db/
 * combined-reads.ts): a refused key or ended session takes nothing.
 */
export async function takeChallenge(statement: GuardedStatement, id: string, purpose: ChallengePurpose): Promise<TakenChallenge | null> {
  const result = await statement(
    (guard) => sql`with ${guard ? sql`${guard.cte}, ` : sql``}c as (${takeChallengeSql(id, purpose, guard)})
      select c.*${guard ? sql`, ${guard.column}` : sql``} from (select 1) one left join c on true`,
  );
  return takenChallenge(result.rows[0]);
}

/** Take a sign-in challenge and read the passkey it is answered with (and its person), in one statement (guarded as `takeChallenge`). */
export async function takeSignInChallenge(
  statement: GuardedStatement,
  id: string,
  credentialId: string,
): Promise<{ challenge: TakenChallenge | null; passkey: PasskeyRow | null; user: UserRow | null }> {
  const result = await statement(
    (guard) => sql`with ${guard ? sql`${guard.cte}, ` : sql``}c as (${takeChallengeSql(id, 'SIGN_IN', guard)}),
    p as (select * from passkeys where credential_id = ${credentialId}::text)
    select c.*, to_json(p) as passkey, to_json(u) as person${guard ? sql`, ${guard.column}` : sql``}
    from (select 1) one left join c on true left join p on true left join users u on u.id = p.user_id`,
  );
  const row = result.rows[0];
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown> | null;
  const p = parse(row?.passkey);
  const u = parse(row?.person);
  return { challenge: takenChallenge(row), passkey: p ? tableRow(passkeys, p) : null, user: u ? tableRow(users, u) : null };
}

/** A new person with their first passkey, their first session and their recovery codes: all or nothing. */
export async function createPasskeyAccount(
  db: Queryable,
  a: { userId: string; name: string; passkey: NewPasskey; session: NewSession; codeHashes: string[] },
): Promise<UserRow> {
  const result = await db.execute(sql`with ${sweptSessions(a.session)}, u as (
      insert into users (id, name) values (${a.userId}::uuid, ${a.name}::text) returning *
    ), p as (
      insert into passkeys (user_id, credential_id, public_key, counter, transports, label)
      select u.id, ${a.passkey.credentialId}::text, ${a.passkey.publicKey}::text, ${a.passkey.counter}::bigint, ${json(a.passkey.transports)}, ${a.passkey.label}::text from u
    ), uid as (select id as user_id from u
    ), s as (
      ${sessionInsert('uid', a.session)}
    ), r as (
      insert into recovery_codes (user_id, code_hash) select uid.user_id, h from uid, jsonb_array_elements_text(${json(a.codeHashes)}) h
    )
    select * from u`);
  return tableRow(users, rawRows(result)[0]!);
}

const sweptSessions = (s: NewSession) => sql`swept_sessions as (delete from sessions where expires_at < ${ts(s.now)})`;

/** A passkey answered a sign-in: its counter and last use updated, a session opened. */
export async function openSessionWithPasskey(db: Queryable, a: { passkeyId: string; counter: number; now: Date; session: NewSession }): Promise<void> {
  await db.execute(sql`with ${sweptSessions(a.session)}, p as (
      update passkeys set counter = ${a.counter}::bigint, last_used_at = ${ts(a.now)} where id = ${a.passkeyId}::uuid returning user_id
    )
    ${sessionInsert('p', a.session)}`);
}

/**
 * Spend a recovery code (its row deleted: each works once) and open a session, in one
 * statement. Null: no such code. `left`: the codes the person still has.
 */
export async function openSessionWithRecoveryCode(db: Queryable, codeHash: string, session: NewSession): Promise<{ user: UserRow; left: number } | null> {
  const result = await db.execute(sql`with ${sweptSessions(session)}, r as (
      delete from recovery_codes where code_hash = ${codeHash}::text returning user_id
    ), s as (
      ${sessionInsert('r', session)}
    )
    select u.*, (select count(*)::int from recovery_codes c where c.user_id = u.id) - 1 as codes_left
    from s join users u on u.id = s.user_id`);
  const row = rawRows(result)[0];
  return row ? { user: tableRow(users, row), left: Number(row.codes_left) } : null;
}

/**
 * Spend a one-time device link and open a session with it, in one statement. The link is
 * deleted even when expired (never usable twice); the session opens only before `now` passes
 * its end. Null: no such link (mistyped, or used already).
 */
export async function openSessionWithDeviceLink(db: Queryable, tokenHash: string, now: Date, session: NewSession): Promise<{ user: UserRow | null; expired: boolean } | null> {
  const result = await db.execute(sql`with ${sweptSessions(session)}, l as (
      delete from device_links where token_hash = ${tokenHash}::text returning user_id, expires_at
    ), live as (select user_id from l where expires_at > ${ts(now)}
    ), s as (
      ${sessionInsert('live', session)}
    )
    select l.expires_at as link_expires_at, u.* from l left join s on true left join users u on u.id = s.user_id`);
  const row = rawRows(result)[0];
  if (!row) return null;
  return { user: row.id == null ? null : tableRow(users, row), expired: row.id == null };
}

/**
 * A one-time link for `userId`. Issued by the person themselves (`campaignId` null), or by the
 * GM of a campaign the person is a member of: the insert happens only when that holds, in the
 * same statement. False: refused (not the GM, or not a member).
 */
export async function insertDeviceLink(
  db: Queryable,
  l: { userId: string; issuedBy: string; campaignId: string | null; tokenHash: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const guard =
    l.campaignId === null
      ? sql`${l.userId}::uuid = ${l.issuedBy}::uuid`
      : sql`exists (select 1 from memberships g where g.campaign_id = ${l.campaignId}::uuid and g.user_id = ${l.issuedBy}::uuid and g.role = 'GM')
         and exists (select 1 from memberships m where m.campaign_id = ${l.campaignId}::uuid and m.user_id = ${l.userId}::uuid)`;
  const result = await db.execute(sql`with swept as (
      delete from device_links where expires_at < ${ts(l.now)}
    )
    insert into device_links (user_id, token_hash, issued_by, expires_at)
    select ${l.userId}::uuid, ${l.tokenHash}::text, ${l.issuedBy}::uuid, ${ts(l.expiresAt)} where ${guard}
    returning id`);
  return rawRows(result).length === 1;
}

/** A session's last use is written at most this often (here and in src/db/credentials.ts): reading a page does not write a row per request. */
export const SESSION_LAST_USE_GRANULARITY_MS = 60_000;

/**
 * The person behind a session cookie, or null (no such session, or past its end). The last use
 * is written at most once a minute (`SESSION_LAST_USE_GRANULARITY_MS`), in the same statement.
 */
export async function userForSession(db: Queryable, tokenHash: string, now: Date): Promise<{ user: UserRow; sessionId: string } | null> {
  const result = await db.execute(sql`with s as (
      select id, user_id, last_used_at from sessions where token_hash = ${tokenHash}::text and expires_at > ${ts(now)}
    ), touched as (
      update sessions set last_used_at = ${ts(now)} where id = (select id from s) and last_used_at < ${ts(new Date(now.getTime() - SESSION_LAST_USE_GRANULARITY_MS))}
    )
    select s.id as session_id, u.* from s join users u on u.id = s.user_id`);
  const row = rawRows(result)[0];
  return row ? { user: tableRow(users, row), sessionId: String(row.session_id) } : null;
}

export interface AccountView {
  passkeys: { id: string; label: string; createdAt: Date; lastUsedAt: Date | null }[];
  sessions: { id: string; device: string; via: string; createdAt: Date; lastUsedAt: Date; expiresAt: Date }[];
  recoveryCodesLeft: number;
  recoveryCodesSavedAt: Date | null;
  /** The Discord user linked to the account (docs/discord.md), if any. */
  discord: { discordUserId: string; discordName: string; linkedAt: Date } | null;
}

const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const date = (v: unknown) => new Date(v as string);

/** Everything the account page shows, in one statement. */
export async function accountView(db: Queryable, userId: string, now: Date): Promise<AccountView> {
  const result = await db.execute(sql`select
      coalesce((select json_agg(json_build_object('id', p.id, 'label', p.label, 'createdAt', p.created_at, 'lastUsedAt', p.last_used_at) order by p.created_at) from passkeys p where p.user_id = u.id), '[]'::json) as passkeys,
      coalesce((select json_agg(json_build_object('id', s.id, 'device', s.device, 'via', s.via, 'createdAt', s.created_at, 'lastUsedAt', s.last_used_at, 'expiresAt', s.expires_at) order by s.last_used_at desc)
        from sessions s where s.user_id = u.id and s.expires_at > ${ts(now)}), '[]'::json) as sessions,
      (select count(*)::int from recovery_codes r where r.user_id = u.id) as codes_left,
      u.recovery_codes_saved_at,
      (select json_build_object('discordUserId', d.discord_user_id, 'discordName', d.discord_name, 'linkedAt', d.created_at) from discord_accounts d where d.user_id = u.id) as discord
    from users u where u.id = ${userId}::uuid`);
  const row = rawRows(result)[0];
  if (!row) return { passkeys: [], sessions: [], recoveryCodesLeft: 0, recoveryCodesSavedAt: null, discord: null };
  type P = { id: string; label: string; createdAt: string; lastUsedAt: string | null };
  type S = { id: string; device: string; via: string; createdAt: string; lastUsedAt: string; expiresAt: string };
  return {
    passkeys: parseJson<P[]>(row.passkeys).map((p) => ({ ...p, createdAt: date(p.createdAt), lastUsedAt: p.lastUsedAt ? date(p.lastUsedAt) : null })),
    sessions: parseJson<S[]>(row.sessions).map((s) => ({ ...s, createdAt: date(s.createdAt), lastUsedAt: date(s.lastUsedAt), expiresAt: date(s.expiresAt) })),
    recoveryCodesLeft: Number(row.codes_left),
    recoveryCodesSavedAt: row.recovery_codes_saved_at == null ? null : date(row.recovery_codes_saved_at),
    discord: discordOf(row.discord),
  };
}

/** The linked Discord user (docs/discord.md), read in the account's statement. */
function discordOf(value: unknown): AccountView['discord'] {
  if (value == null) return null;
  const d = parseJson<{ discordUserId: string; discordName: string; linkedAt: string }>(value);
  return { discordUserId: d.discordUserId, discordName: d.discordName, linkedAt: date(d.linkedAt) };
}

/** Another passkey for a signed-in person. False: that credential is registered already. */
export async function insertPasskey(db: Queryable, userId: string, p: NewPasskey): Promise<PasskeyRow | null> {
  const rows = await db
    .insert(passkeys)
    .values({ userId, credentialId: p.credentialId, publicKey: p.publicKey, counter: p.counter, transports: p.transports, label: p.label })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/**
 * Remove one of the person's passkeys. The last one goes only with `evenIfLast` (the person
 * was warned): one statement decides and removes. `found`: the passkey is theirs.
 */
export async function deletePasskey(db: Queryable, userId: string, passkeyId: string, evenIfLast: boolean): Promise<{ removed: boolean; found: boolean }> {
  const result = await db.execute(sql`with d as (
      delete from passkeys where id = ${passkeyId}::uuid and user_id = ${userId}::uuid
        and (${evenIfLast}::boolean or exists (select 1 from passkeys o where o.user_id = ${userId}::uuid and o.id <> ${passkeyId}::uuid))
      returning id
    )
    select (select count(*)::int from d) as removed, (select count(*)::int from passkeys where id = ${passkeyId}::uuid and user_id = ${userId}::uuid) as found`);
  const row = rawRows(result)[0]!;
  return { removed: Number(row.removed) === 1, found: Number(row.found) === 1 };
}

/** End one of the person's sessions (its row deleted): false when it was not theirs or is gone. */
export async function deleteSession(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.execute(sql`delete from sessions where id = ${sessionId}::uuid and user_id = ${userId}::uuid returning id`);
  return rawRows(result).length === 1;
}

/** New recovery codes replace the old ones, which stop working; "saved" is asked again. */
export async function replaceRecoveryCodes(db: Queryable, userId: string, codeHashes: string[]): Promise<void> {
  await db.execute(sql`with gone as (
      delete from recovery_codes where user_id = ${userId}::uuid
    ), unsaved as (
      update users set recovery_codes_saved_at = null where id = ${userId}::uuid
    )
    insert into recovery_codes (user_id, code_hash) select ${userId}::uuid, h from jsonb_array_elements_text(${json(codeHashes)}) h`);
}

export async function markRecoveryCodesSaved(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.execute(sql`update users set recovery_codes_saved_at = ${ts(now)} where id = ${userId}::uuid`);
}

/**
 * Who is calling, found once for every door (issue 41 item 1). The only module of src/ that reads
 * a credential from a request (test/architecture.test.ts holds it):
 *
 * - an API key, `Authorization: Bearer <key>` (scripts, bots, tooling);
 * - else the browser's session cookie (src/http/session-cookie.ts), which must also pass the one
 *   CSRF rule (`csrfRefusal`): a script's key always wins over a cookie;
 * - a signed integration (an inbound webhook's signature, Discord's Ed25519 one) is not a user:
 *   its door checks the signature over the body it has read (src/webhooks/inbound.ts), and what
 *   the signature's secret belongs to (a campaign) is the caller. The route table
 *   (src/http/routes.ts) says which doors take which kind of caller.
 *
 * `presentedCredential` costs no statement: a credential of the current form carries its user id
 * beside the secret, and GraphQL checks it on the operation's first statement
 * (src/graphql/authentication.ts). Doors without that combiner (the archive) look the user up at
 * once with `lookUpCaller`: one statement.
 */
import { userForApiKey } from '../db/access.js';
import { userForSession } from '../db/accounts.js';
import type { Db } from '../db/client.js';
import type { Caller, Credential } from '../graphql/caller.js';
import { hashApiKey, splitClaim } from '../primitives/secrets.js';
import type { HttpPolicy } from './policy.js';
import { csrfRefusal, sessionTokenOf } from './session-cookie.js';

export type { Caller, Credential };

/** What a request presents, before any statement. */
export type Presented =
  /** No credential: anonymous. */
  | { kind: 'NONE' }
  /** An `Authorization` header that is no Bearer key (`Basic …`, `Bearer` with nothing, two tokens): refused, never anonymous. */
  | { kind: 'MALFORMED' }
  /** A session cookie from a page that may not use it (CSRF): the reason, in words. */
  | { kind: 'CSRF_REFUSED'; reason: string }
  | {
      kind: Credential['kind'];
      /** The key or token as presented (claim included). */
      token: string;
      /** SHA-256 of its secret: what the database stores. */
      hash: string;
      /** The user id it carries beside the secret; null for a credential of the older form. */
      claimedUserId: string | null;
    };

/** What a cookie-carrying request must satisfy besides the policy's origins (csrfRefusal's arguments). */
export interface CsrfRule {
  policy: HttpPolicy;
  /** More page origins allowed to use the session (WebAuthn's ORIGIN, for GraphQL). */
  extraOrigins?: readonly string[];
  /** The body types a cookie-carrying POST may declare (default: JSON). */
  body?: { types: RegExp; said: string };
}

/** RFC 6750's b64token: what a Bearer credential may be made of. */
const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * The API key a request presents: null when it presents none (no `Authorization` header, or an
 * empty one, as clients send when signed out), the key, or MALFORMED for any other header.
 */
function bearer(request: Request): string | null | 'MALFORMED' {
  const header = request.headers.get('authorization')?.trim();
  if (!header) return null;
  return header.match(BEARER)?.[1] ?? 'MALFORMED';
}

/**
 * The machine's own admin token (POST /admin/backup, src/http/backups.ts) as a Node request
 * presents it: whatever follows `Bearer `, compared in constant time by the backup door. Not a
 * user: the token in the data folder, from this machine only.
 */
export function adminTokenOf(headers: { authorization?: string }): string {
  return (headers.authorization ?? '').replace(/^Bearer /, '');
}

/** The credential a request presents, and whether its cookie may be used (no statement). */
export async function presentedCredential(request: Request, csrf: CsrfRule): Promise<Presented> {
  const key = bearer(request);
  if (key === 'MALFORMED') return { kind: 'MALFORMED' };
  const token = key ?? sessionTokenOf(request);
  if (!token) return { kind: 'NONE' };
  if (!key) {
    const reason = csrfRefusal(request, csrf.policy, csrf.extraOrigins, csrf.body);
    if (reason) return { kind: 'CSRF_REFUSED', reason };
  }
  const { secret, claimedUserId } = splitClaim(token);
  return { kind: key ? 'API_KEY' : 'SESSION', token, hash: await hashApiKey(secret), claimedUserId };
}

/** The user behind a presented key or session, looked up now, or why there is none. */
export type LookedUp = { caller: Caller; credential: Credential } | { refused: 'BAD_KEY' | 'SESSION_ENDED' };

/**
 * One statement: the key's or session's user (recording its use), checked against the user id
 * it claims. A key that matches nobody is BAD_KEY; a session ended, expired or not the claimed
 * user's is SESSION_ENDED.
 */
export async function lookUpCaller(db: Db, presented: Extract<Presented, { token: string }>, now: Date): Promise<LookedUp> {
  if (presented.kind === 'API_KEY') {
    // userForApiKey checks the claim itself (src/db/access.ts).
    const found = await userForApiKey(db, presented.token, now);
    return found ? { caller: found, credential: { kind: 'API_KEY', hash: presented.hash } } : { refused: 'BAD_KEY' };
  }
  const found = await userForSession(db, presented.hash, now);
  if (!found || (presented.claimedUserId && found.user.id !== presented.claimedUserId)) return { refused: 'SESSION_ENDED' };
  return {
    caller: { userId: found.user.id, name: found.user.name, createdAt: found.user.createdAt },
    credential: { kind: 'SESSION', hash: presented.hash, sessionId: found.sessionId },
  };
}

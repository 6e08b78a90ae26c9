/**
 * Authentication inside the operation's one read (issue 26 item 1).
 *
 * A key or session token carries its holder's user id beside the secret (src/primitives/secrets.ts
 * `withClaim`). The request starts with that CLAIMED user, so resolvers build their reads for
 * it at once; the check of the secret (its hash, not revoked, not expired, and that it belongs
 * to the claimed user) rides on the request's first statement as one more column of the read
 * combiner (src/db/combined-reads.ts; the check's SQL: src/db/credentials.ts). No row of that
 * statement reaches a resolver before the check has passed, and nothing else may touch the
 * database first: the request's handle waits for the check before any statement of its own
 * (`gatedDb`). A query thus costs one statement and a mutation two (its read, then its write),
 * authentication included.
 *
 * A refused key refuses the whole operation (401, as before); an ended session makes the
 * operation run again as anonymous (src/graphql/auth-plugin.ts), so `signInStatus` still says ENDED.
 * Nothing is cached between requests: a revoked key or ended session fails on the very next one.
 */
import type { AuthCheck } from '../db/combined-reads.js';
import type { UserRow } from '../db/accounts.js';
import { checkAnswer, credentialCheck } from '../db/credentials.js';
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
    return credentialCheck(this.credential, this.now);
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
    const found = checkAnswer(value);
    if (found && this.caller && this.credential) {
      this.state = 'VERIFIED';
      this.user = found.user;
      this.caller.name = this.user.name;
      this.caller.createdAt = this.user.createdAt;
      if (found.keyId) this.caller.keyId = found.keyId;
      if (found.keyTouched) this.caller.keyUsedAt = this.now;
      if (found.sessionId) this.credential.sessionId = found.sessionId;
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

/**
 * Every rate and attempt limit of the engine, its number and its reason, in one place
 * (docs/configuration.md §Rate limits). The doors only apply them: the Node entry counts in
 * process (src/http/rate-limit.ts), the Worker asks its Rate Limiting bindings (wrangler.toml,
 * whose `limit` and `period` must say the same: test/http/rate-limits.test.ts), GraphQL charges
 * an operation's tries before it runs (src/graphql/address-limits.ts) and the accounts' own
 * counts once a field knows the person (src/graphql/accounts/session.ts). Webhook deliveries
 * are retried on the schedule below (src/jobs/deliveries.ts).
 *
 * Not here: the query's shape limits (depth, cost, aliases: src/http/query-limits.ts), the
 * live streams' caps (src/live/hub.ts), the body cap (src/http/policy.ts) and Discord's own
 * limits on its API (src/integrations/discord/rest.ts): they bound what one request may ask,
 * not how often.
 */

/** Every count runs over fixed windows of one minute. */
export const RATE_WINDOW_MS = 60_000;

/**
 * Sign-ups a minute per client address (Node: `SIGNUP_LIMIT`; Workers: the `SIGNUP_LIMITER`
 * binding). An account costs rows and a key: a script must not mint thousands.
 */
export const SIGN_UP_PER_MINUTE = 20;

/**
 * Sign-in attempts a minute (Node: `SIGNIN_LIMIT`; Workers: the `SIGNIN_LIMITER` binding),
 * each on its own count: per client address, per account a passkey's answer names, and per
 * account claiming a placeholder. A recovery code, a device link or a claim code is a secret
 * typed by hand: guessing one must stay slower than any use of it (docs/accounts.md).
 */
export const SIGN_IN_PER_MINUTE = 10;

/** The two counts: which Mutation fields are charged on which, per address, before they run. */
export type RateLimitName = 'SIGN_UP' | 'SIGN_IN';

/** The Mutation fields a stranger may try again and again, and the count each try is charged on (per address). */
export const ADDRESS_LIMITED_FIELDS: Readonly<Record<string, RateLimitName>> = {
  signUp: 'SIGN_UP',
  startPasskeySignUp: 'SIGN_UP',
  startPasskeySignIn: 'SIGN_IN',
  finishPasskeySignIn: 'SIGN_IN',
  signInWithRecoveryCode: 'SIGN_IN',
  redeemDeviceLink: 'SIGN_IN',
  claimPlaceholder: 'SIGN_IN',
};

/**
 * The keys the sign-in count is kept on, apart so that one never holds back another: a player's
 * claims do not slow their sign-ins, nor an address's the account's.
 */
export const SIGN_IN_KEYS = {
  /** Per client address (sign-ups count on the bare address, their own limiter). */
  address: (clientKey: string) => `ip:${clientKey}`,
  /** Per account, from any address, once a passkey's answer names it. */
  account: (userId: string) => `user:${userId}`,
  /** Per account claiming a placeholder with a code. */
  claim: (userId: string) => `claim:${userId}`,
} as const;

/**
 * Outbound webhook deliveries (docs/webhooks.md): a failed attempt is tried again after 30 s,
 * 1 min, 2 min, … doubling up to 6 h between two attempts, so a receiver back up is served
 * soon; 3 days after the first attempt the delivery is given up (DEAD).
 */
export const DELIVERY_BACKOFF_BASE_MS = 30_000;
export const DELIVERY_BACKOFF_CAP_MS = 6 * 3600_000;
export const DELIVERY_GIVE_UP_AFTER_MS = 3 * 24 * 3600_000;

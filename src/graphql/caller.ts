/**
 * Who is calling, as the hallway (src/http/caller.ts) finds it and the GraphQL core reads it.
 * A leaf: it imports nothing, so everything at the bottom of the core (the context, the loaders,
 * the credential's check) can name these types without a circle.
 */

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

/** What the caller presented: an API key (Bearer) or a browser session (cookie), by its hash. */
export interface Credential {
  kind: 'API_KEY' | 'SESSION';
  /** SHA-256 of the key or session token: live streams check it is still valid (src/live/visibility.ts). */
  hash: string;
  /** The session's id (SESSION only): "this device" in the session list. */
  sessionId?: string;
}

/**
 * The user an integration's door acts for (src/http/handler.ts puts it in the SERVER context of an
 * in-process operation, never from a request): the door verified its caller (Discord's signature)
 * and mapped them to this user; the resolvers then check roles and rules as for anyone.
 */
export interface IntegrationCaller {
  userId: string;
  name: string;
  createdAt: Date;
}

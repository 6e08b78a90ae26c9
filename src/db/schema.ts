/**
 * The Postgres schema (Drizzle). camelCase in TypeScript, snake_case in SQL, explicit index
 * names (DESIGN.md §Conventions 6). Migrations are generated into `drizzle/` by drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  /** When the person said they kept their recovery codes (null: never, or codes regenerated since). */
  recoveryCodesSavedAt: timestamp('recovery_codes_saved_at', { withTimezone: true, mode: 'date' }),
});

/**
 * A person's passkeys (WebAuthn credentials; docs/accounts.md). The public key only: the
 * private key never leaves the authenticator. Ids and keys as base64url text, the same on
 * every driver (PGlite, node-postgres, Neon).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for synced passkeys, which do not count). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What the person sees in their list: the device it was made on, by default. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_uq').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * Browser sessions: the cookie holds a 256-bit token, stored here as its SHA-256 (like API
 * keys). Ending a session deletes its row: the next request with its cookie is anonymous.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** A summary of the user agent ("Chrome on Android"), never the whole header. */
    device: text('device').notNull(),
    /** How it was opened: PASSKEY, RECOVERY_CODE, DEVICE_LINK. */
    via: text('via').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** WebAuthn challenges: single use (deleted when answered) and short-lived. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challenge: text('challenge').notNull(),
    /** SIGN_UP, SIGN_IN or ADD_PASSKEY. */
    purpose: text('purpose').notNull(),
    /** ADD_PASSKEY: the signed-in person; SIGN_UP: the id the new person will have. */
    userId: uuid('user_id'),
    /** SIGN_UP: the name given. */
    name: text('name'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/** One-time links that sign another device in (the person's own, or issued by their GM). */
export const deviceLinks = pgTable(
  'device_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Who made it: the person, or the GM of a campaign they play in. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('device_links_token_hash_uq').on(t.tokenHash), index('device_links_user_idx').on(t.userId)],
);

/** Recovery codes, stored as SHA-256; a used code's row is deleted. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_code_hash_uq').on(t.codeHash), index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * API keys are stored as SHA-256 of the key: the key itself is shown once, when it is made (at
 * sign-up, or by `createApiKey`). A revoked key keeps its row (its name, prefix and dates stay
 * listable for the record) but no longer matches: every lookup asks `revoked_at is null`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** The first characters of the key, so a user can tell keys apart without the secret. */
    prefix: text('prefix').notNull(),
    /** What its owner calls it ("Sign-up key", "Discord bot"). */
    name: text('name').notNull().default('Sign-up key'),
    /** When a request last presented it, to within LAST_USE_GRANULARITY (src/db/access.ts); null: never since it was made. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_uq').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

export type CampaignSettings = {
  creationBudget: number;
  maxModuleRank: number;
};

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ruleset: text('ruleset', { enum: ['SMS', 'YLNIES'] }).notNull(),
    magicSystem: text('magic_system', { enum: ['LOREVAL', 'ALMERA'] }),
    settings: jsonb('settings').$type<CampaignSettings>().notNull(),
    inviteCode: text('invite_code').notNull(),
    /** Signs inbound webhooks (HMAC needs it in clear); shown to the GM once. */
    inboundSecret: text('inbound_secret'),
    /**
     * How many webhook endpoints the campaign has, kept by the same statement that adds or
     * removes one: the cap is a conditional UPDATE of this row, which holds under concurrency
     * where a `count(*)` in the INSERT does not (READ COMMITTED sees its own snapshot).
     */
    webhookEndpointCount: integer('webhook_endpoint_count').notNull().default(0),
    /**
     * How many creation rolls (Ylnies random characteristics, mixed parentage) the campaign has
     * made: the k-th derives its faces at place k of the campaign's creation log, advanced by
     * a conditional UPDATE in the creating transaction (docs/fairness.md §Creation rolls).
     */
    creationRolls: integer('creation_rolls').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaigns_invite_code_uq').on(t.inviteCode),
    check('campaigns_magic_only_sms_ck', sql`${t.magicSystem} is null or ${t.ruleset} = 'SMS'`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['GM', 'PLAYER'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'memberships_pk', columns: [t.campaignId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/** Keys of `characters.state`; each value is a rules-core state object (plain JSON). */
export type CharacterState = {
  health?: unknown;
  afflictions?: unknown;
  npc?: unknown;
  magic?: unknown;
  ylnies?: unknown;
  archetypes?: unknown;
  [key: string]: unknown;
};

export const characters = pgTable(
  'characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The player who owns a PC; null for the GM's NPCs (`characters_npc_no_owner_ck`). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['PC', 'NPC'] }).notNull(),
    status: text('status', { enum: ['DRAFT', 'ACTIVE'] }).notNull(),
    ruleset: text('ruleset', { enum: ['SMS', 'YLNIES'] }).notNull(),
    /** Race key (SMS: HUMAN, TIFIN …; Ylnies: its own keys). */
    race: text('race'),
    sizeFactor: integer('size_factor').notNull().default(5),
    /** The creation budget this character was built with (SMS §8; the GM may grant more or less). */
    creationBudget: integer('creation_budget').notNull().default(40),
    /**
     * Ruleset state read and written as a whole under the version check (see src/db/state.ts):
     * `health` (SMS wounds and fatigue), `afflictions`, `npc`, `magic`, `ylnies`, `archetypes`.
     */
    state: jsonb('state').$type<CharacterState>().notNull().default({}),
    /** XP from awards after creation (SMS §8 earning); added to atomically. */
    xpAwarded: integer('xp_awarded').notNull().default(0),
    /** XP spent on ranks after creation (SMS §8 spending); added to atomically. */
    xpBought: integer('xp_bought').notNull().default(0),
    /** The creation account frozen at activation (null while DRAFT: computed from the modules). */
    creationEarned: integer('creation_earned'),
    creationSpent: integer('creation_spent'),
    /** Optimistic concurrency: every write checks and bumps it (DESIGN.md §Conventions 7). */
    version: integer('version').notNull().default(1),
    /**
     * The head of the character's roll chain (src/db/rolls.ts): the last entry's seq (0: none
     * yet) and hash. Advanced in the statement that appends the entry, WHERE it is still the
     * head that was read, so rival rolls queue on this row's lock instead of colliding on the
     * log's unique (character, seq) index. Not the sheet: a roll does not bump `version`.
     */
    rollSeq: integer('roll_seq').notNull().default(0),
    rollHash: text('roll_hash').notNull().default('0000000000000000000000000000000000000000000000000000000000000000'),
    createdAt: createdAt(),
  },
  (t) => [
    index('characters_campaign_idx').on(t.campaignId, t.id),
    index('characters_owner_idx').on(t.ownerId),
    // An NPC is the GM's, nobody's to own (docs/architecture.md §Data integrity): held by the store
    // itself, so no import, restore or hand edit can leave a player an NPC the screens hide from them.
    check('characters_npc_no_owner_ck', sql`${t.kind} <> 'NPC' or ${t.ownerId} is null`),
  ],
);

export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * The name under which two modules are "the same module" (`moduleNameKey` of the rules:
     * accents, case, spacing, apostrophe and dash variants ignored), written with the name.
     */
    nameKey: text('name_key').notNull(),
    scope: integer('scope').notNull(),
    polarity: text('polarity', { enum: ['POSITIVE', 'NEGATIVE', 'RESISTIVE'] }).notNull(),
    rank: integer('rank').notNull(),
    source: text('source', { enum: ['RACE', 'PLAYER', 'ARCHETYPE', 'WOUND', 'FATIGUE', 'MAGIC', 'GM'] }).notNull(),
    roleplay: boolean('roleplay').notNull().default(false),
    removable: boolean('removable').notNull().default(false),
    objectName: text('object_name'),
    canProgress: boolean('can_progress').notNull().default(true),
    /** A removable module's object is lost: the module does not count in play until it is found (seed 000, « Modules amovibles »). */
    objectLost: boolean('object_lost').notNull().default(false),
    /** Display order on the sheet. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('modules_character_idx').on(t.characterId, t.position),
    // SMS §8: each module appears once among the modules whose ranks are bought (or the GM
    // wrote); racial rows may share a name with the player's ranks in them, and temporary
    // modules (wounds, fatigue, magic) are not the sheet's own. The database holds this, not
    // only a read-then-write check, so concurrent purchases cannot add the same module twice.
    uniqueIndex('modules_character_name_key_uq').on(t.characterId, t.nameKey).where(sql`${t.source} in ('PLAYER', 'ARCHETYPE', 'GM')`),
    check('modules_scope_ck', sql`${t.scope} between 1 and 5`),
    check('modules_rank_ck', sql`${t.rank} >= 1`),
  ],
);

/**
 * The experience ledger: append-only. Every change of experience or of an ACTIVE character's
 * ranks is an entry with its author (API.md "Character lifecycle").
 */
export const experienceEntries = pgTable(
  'experience_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['AWARD', 'PURCHASE', 'GM_ADJUSTMENT'] }).notNull(),
    /** XP earned (AWARD) or spent (PURCHASE); 0 for a GM adjustment of ranks. */
    xp: integer('xp').notNull(),
    reason: text('reason').notNull(),
    moduleId: uuid('module_id'),
    /** What earned it: SESSION, SCENARIO, SCENARIO_BONUS, or MANUAL (awardExperience). */
    sourceKind: text('source_kind', { enum: ['SESSION', 'SCENARIO', 'SCENARIO_BONUS', 'MANUAL'] }),
    sourceId: uuid('source_id'),
    /** PURCHASE: the scenario end it was bought at (SMS §8: +1 rank per module per scenario end). */
    scenarioId: uuid('scenario_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('experience_entries_character_idx').on(t.characterId, t.createdAt, t.id),
    // No character is ever awarded twice for the same session or scenario.
    uniqueIndex('experience_entries_award_source_uq').on(t.characterId, t.sourceKind, t.sourceId).where(sql`${t.kind} = 'AWARD' and ${t.sourceId} is not null`),
    // At most one rank per module per scenario end.
    uniqueIndex('experience_entries_purchase_uq').on(t.moduleId, t.scenarioId).where(sql`${t.kind} = 'PURCHASE'`),
  ],
);

// ----- Play at the table (SMS and Ylnies) ------------------------------------------------------

/**
 * An action request: the GM sets the difficulty for one character, the player answers with
 * modules (SMS §2.8: only players roll, only the GM sets difficulties). Ylnies uses a threshold.
 */
export const actionRequests = pgTable(
  'action_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** SMS: the difficulty die (points, settled by the die arithmetic). */
    difficulty: integer('difficulty'),
    /** SMS §2.7: an absolute threshold fails on any lower die; a relative one gives lower quality. */
    absolute: boolean('absolute').notNull().default(true),
    /** Ylnies: the GM's threshold for 4d6 + characteristic + skill. */
    threshold: integer('threshold'),
    /** Whatever else the GM fixed: modules ruled out, the Ylnies characteristic and skill … */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    note: text('note'),
    status: text('status', { enum: ['OPEN', 'RESOLVED', 'CANCELLED'] }).notNull().default('OPEN'),
    rollId: uuid('roll_id'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('action_requests_character_idx').on(t.characterId, t.status)],
);

/**
 * The roll log: append-only, one hash chain per character (each entry carries the hash of the
 * previous one). `seq` is unique per character, so two rolls racing for the same place cannot
 * both land: the loser retries on top of the winner.
 */
export const rolls = pgTable(
  'rolls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** What was rolled: ACTION, FALL, THROW, INITIATIVE, SPELL, RITUAL, YLNIES_TEST, CREATION … */
    kind: text('kind').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestId: uuid('request_id'),
    /** Canonical JSON of { kind, inputs, faces, outcome, requestedBy, requestId, at }: what the hash covers. */
    payload: text('payload').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    // ----- Provably fair dice (docs/fairness.md) -----
    /** The fairness epoch whose seed the faces derive from; null for rolls made before it existed. */
    epochId: uuid('epoch_id').references(() => fairnessEpochs.id),
    /** Which server key signed `mac` (ROLL_LOG_KEYS); keys rotate, entries keep their key id. */
    keyId: text('key_id'),
    /** HMAC-SHA-256(server key, hash), hex: someone with the database but not the key cannot forge it. */
    mac: text('mac'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rolls_character_seq_uq').on(t.characterId, t.seq),
    index('rolls_campaign_idx').on(t.campaignId, t.createdAt, t.id),
    // The roll export's pages: a campaign's chains in (character, seq) order, by keyset.
    index('rolls_campaign_chain_idx').on(t.campaignId, t.characterId, t.seq),
  ],
);

// ----- Provably fair dice (docs/fairness.md) -----

/**
 * A fairness epoch: one secret server seed per campaign period. Its commitment (SHA-256 of the
 * seed) is public from the start; the seed itself stays secret until the GM reveals the epoch,
 * which opens the next one in the same statement, so a campaign always has exactly one open epoch.
 */
export const fairnessEpochs = pgTable(
  'fairness_epochs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … within the campaign. */
    number: integer('number').notNull(),
    /** The server seed, 64 hex digits: never shown before `revealedAt`. */
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true, mode: 'date' }),
    revealedBy: uuid('revealed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('fairness_epochs_campaign_number_uq').on(t.campaignId, t.number),
    uniqueIndex('fairness_epochs_open_uq').on(t.campaignId).where(sql`${t.revealedAt} is null`),
  ],
);

/** An action sequence (SMS §5): participants, initiative order, turn, declarations. */
export const encounters = pgTable(
  'encounters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['ACTIVE', 'ENDED'] }).notNull().default('ACTIVE'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('encounters_campaign_idx').on(t.campaignId, t.createdAt)],
);

/** Archetypes a GM defined or edited for a campaign (SMS §8: ≤ 33 XP of modules). */
export const archetypes = pgTable(
  'archetypes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    name: jsonb('name').$type<{ en: string; fr: string }>().notNull(),
    modules: jsonb('modules').$type<Record<string, unknown>[]>().notNull(),
    /** Creature archetypes (vampire) apply to NPCs only. */
    creature: boolean('creature').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('archetypes_campaign_key_uq').on(t.campaignId, t.key)],
);

/** Spells a campaign knows (MAGIC: `defineSpell`). */
export const spells = pgTable(
  'spells',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('spells_campaign_name_uq').on(t.campaignId, t.name)],
);

// ----- Experience over time -------------------------------------------------------------------

export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    playedOn: text('played_on').notNull(),
    status: text('status', { enum: ['PLANNED', 'PLAYED'] }).notNull().default('PLANNED'),
    /** The id an external scheduler gave it (webhook in), for dedupe. */
    externalRef: text('external_ref'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * When the awards job (src/jobs/awards.ts) had awarded every participant: it looks only at
     * PLAYED sessions still without it, never again at the whole history.
     */
    awardedAt: timestamp('awarded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('game_sessions_campaign_idx').on(t.campaignId, t.playedOn),
    uniqueIndex('game_sessions_external_uq').on(t.campaignId, t.externalRef),
    index('game_sessions_awards_due_idx').on(t.id).where(sql`${t.status} = 'PLAYED' and ${t.awardedAt} is null`),
  ],
);

export const sessionParticipants = pgTable(
  'session_participants',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'session_participants_pk', columns: [t.sessionId, t.characterId] }), index('session_participants_character_idx').on(t.characterId)],
);

export const scenarios = pgTable(
  'scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: ['STARTED', 'COMPLETED'] }).notNull().default('STARTED'),
    /** SMS §8: +1 XP bonus when the group did particularly well. */
    bonus: boolean('bonus').notNull().default(false),
    externalRef: text('external_ref'),
    startedAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the awards job had awarded every participant (and the bonus): see game_sessions.awarded_at. */
    awardedAt: timestamp('awarded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('scenarios_campaign_idx').on(t.campaignId, t.status),
    uniqueIndex('scenarios_external_uq').on(t.campaignId, t.externalRef),
    index('scenarios_awards_due_idx').on(t.id).where(sql`${t.status} = 'COMPLETED' and ${t.awardedAt} is null`),
  ],
);

export const scenarioParticipants = pgTable(
  'scenario_participants',
  {
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'scenario_participants_pk', columns: [t.scenarioId, t.characterId] }), index('scenario_participants_character_idx').on(t.characterId)],
);

/** Idempotency keys (Stripe style): a replay returns the first result; other input with the same key is an error. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

// ----- Webhooks and jobs ----------------------------------------------------------------------

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret: needed in clear to sign, shown once to the GM. */
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_campaign_idx').on(t.campaignId)],
);

/** The outbox: events written in the same transaction as the change they describe. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Set once deliveries were created for every matching endpoint. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /**
     * The event's place in the outbox: the cursor of live subscriptions (docs/live.md). Taken at
     * insert, so a later number can commit before an earlier one; readers allow for that.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('outbox_events_campaign_idx').on(t.campaignId, t.createdAt, t.id),
    index('outbox_events_undispatched_idx').on(t.dispatchedAt),
    uniqueIndex('outbox_events_seq_uq').on(t.seq),
    index('outbox_events_campaign_seq_idx').on(t.campaignId, t.seq),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'DELIVERED', 'DEAD'] }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** A delivery being sent is leased so overlapping runs do not send it twice at once. */
    leasedUntil: timestamp('leased_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_deliveries_event_endpoint_uq').on(t.eventId, t.endpointId), index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt)],
);

export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    signature: text('signature').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('delivery_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);

/** Inbound webhooks seen, for replay protection (same signature twice changes nothing). */
export const inboundReceipts = pgTable(
  'inbound_receipts',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'inbound_receipts_pk', columns: [t.campaignId, t.signature] })],
);

/** Job leases: a cron run takes the lease; an overlapping run finds it held and stands down. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// ----- Campaign archives (docs/archive.md) ------------------------------------------------------

/**
 * One row per import a campaign went through, oldest first (`generation` 1, 2 …): the salt its
 * new ids were derived with (src/archive/ids.ts) and where it came from. Roll entries keep the
 * ids they were rolled under (the hash covers them), so `Roll.verified` maps an entry's ids
 * through these salts to the campaign's current ones.
 */
export const campaignImports = pgTable(
  'campaign_imports',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull(),
    salt: text('salt').notNull(),
    sourceInstance: text('source_instance').notNull(),
    sourceCampaignId: uuid('source_campaign_id').notNull(),
    formatVersion: integer('format_version').notNull(),
    /** The key ids that signed the archived roll entries, and whether this instance held each at import. */
    keys: jsonb('keys').$type<{ keyId: string; held: boolean }[]>().notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'campaign_imports_pk', columns: [t.campaignId, t.generation] })],
);

/**
 * A member of an imported campaign is a placeholder user (no key: nobody signs in as it) until
 * a player who joined with the new invite presents its claim code (`claimPlaceholder`): the
 * placeholder's characters become theirs. Only the code's SHA-256 is kept.
 */
export const placeholderClaims = pgTable(
  'placeholder_claims',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    placeholderId: uuid('placeholder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ name: 'placeholder_claims_pk', columns: [t.campaignId, t.placeholderId] }), uniqueIndex('placeholder_claims_code_uq').on(t.codeHash)],
);

/**
 * Discord (docs/discord.md): a Discord user linked to an account of the app. Discord's user id
 * (a snowflake, kept as text) is the caller of a signed interaction; one Discord user per
 * account and one account per Discord user.
 */
export const discordAccounts = pgTable(
  'discord_accounts',
  {
    discordUserId: text('discord_user_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Discord name when linked: what the app's Account screen shows. */
    discordName: text('discord_name').notNull(),
    linkedAt: createdAt(),
  },
  (t) => [uniqueIndex('discord_accounts_user_uq').on(t.userId)],
);

/**
 * A one-time code `/link` gives (only its SHA-256 kept), confirmed by a signed-in user with
 * `linkDiscordAccount`; used once, within its expiry.
 */
export const discordLinkCodes = pgTable(
  'discord_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    discordUserId: text('discord_user_id').notNull(),
    discordName: text('discord_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('discord_link_codes_user_idx').on(t.discordUserId)],
);

/** A Discord channel tied to one campaign (`/campaign link`, GM only): commands there act on it, its feed is posted there. */
export const discordChannels = pgTable(
  'discord_channels',
  {
    channelId: text('channel_id').primaryKey(),
    guildId: text('guild_id'),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    linkedBy: uuid('linked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The language of the feed's messages: the GM's Discord language when they tied it (en | fr). */
    locale: text('locale', { enum: ['en', 'fr'] }).notNull().default('en'),
    linkedAt: createdAt(),
  },
  (t) => [uniqueIndex('discord_channels_campaign_uq').on(t.campaignId)],
);

/**
 * Interaction ids already answered: Discord may send one again, and it must have no second
 * effect. Kept past Discord's 15-minute token life, then swept.
 */
export const discordInteractions = pgTable(
  'discord_interactions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('discord_interactions_expires_idx').on(t.expiresAt)],
);

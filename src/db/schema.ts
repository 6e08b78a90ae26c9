/**
 * The Postgres schema (Drizzle). camelCase in TypeScript, snake_case in SQL, explicit index
 * names (DESIGN.md §Conventions 6). Migrations are generated into `drizzle/` by drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import {
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
});

/** API keys are stored as SHA-256 of the key: the key itself is shown once, at sign-up. */
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_uq').on(t.keyHash)],
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

export const characters = pgTable(
  'characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The player who owns a PC; null for the GM's NPCs. */
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
    /** Ruleset-specific state that is read and written as a whole (Ylnies sheet, SMS extras). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    /** XP from awards after creation (SMS §8 earning); added to atomically. */
    xpAwarded: integer('xp_awarded').notNull().default(0),
    /** XP spent on ranks after creation (SMS §8 spending); added to atomically. */
    xpBought: integer('xp_bought').notNull().default(0),
    /** The creation account frozen at activation (null while DRAFT: computed from the modules). */
    creationEarned: integer('creation_earned'),
    creationSpent: integer('creation_spent'),
    /** Optimistic concurrency: every write checks and bumps it (DESIGN.md §Conventions 7). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('characters_campaign_idx').on(t.campaignId, t.id), index('characters_owner_idx').on(t.ownerId)],
);

export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: integer('scope').notNull(),
    polarity: text('polarity', { enum: ['POSITIVE', 'NEGATIVE', 'RESISTIVE'] }).notNull(),
    rank: integer('rank').notNull(),
    source: text('source', { enum: ['RACE', 'PLAYER', 'ARCHETYPE', 'WOUND', 'FATIGUE', 'MAGIC', 'GM'] }).notNull(),
    roleplay: boolean('roleplay').notNull().default(false),
    removable: boolean('removable').notNull().default(false),
    objectName: text('object_name'),
    canProgress: boolean('can_progress').notNull().default(true),
    /** Wounds: the severity level beside the rank (SMS §3: light 1, serious 2, critical 4). */
    severity: text('severity', { enum: ['LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL', 'ANNIHILATION'] }),
    /** Fatigue modules: which kind, for its recovery rule (SMS §3). */
    fatigueKind: text('fatigue_kind', { enum: ['PASSING', 'LASTING', 'PERSISTENT'] }),
    /** Display order on the sheet. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('modules_character_idx').on(t.characterId, t.position),
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
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('experience_entries_character_idx').on(t.characterId, t.createdAt, t.id)],
);

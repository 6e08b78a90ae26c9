/**
 * Experience over time (SMS §8): the ledger on each character, the GM's awards (idempotent by
 * key, never twice for the same session or scenario), and spending — one rank at a time at the
 * end of a scenario, in one conditional statement so XP never goes negative under concurrency.
 * The scheduled awards are in src/jobs/awards.ts; play history in ./play-history.ts.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod';
import { type CharacterRow, type Role, roleIn } from '../db/access.js';
import { type ModuleRow, retryOnConflict, VersionConflict } from '../db/characters.js';
import type { Db, Queryable } from '../db/client.js';
import { pgErrorCode } from '../db/errors.js';
import { emitEvent } from '../db/outbox.js';
import { canonicalJson } from '../db/rolls.js';
import { type CampaignSettings, characters, experienceEntries, gameSessions, idempotencyKeys, modules, scenarios } from '../db/schema.js';
import { PROGRESSION_RULES, type PurchaseModule, validatePurchase } from '../rules/sms/experience.js';
import { moduleNameKey } from '../rules/sms/races.js';
import { toHex } from '../secrets.js';
import { requireEditableCharacter, requireMember } from './auth.js';
import { builder } from './builder.js';
import type { Context } from './context.js';
import { conflict, MUTATION_ERRORS, notFound, RuleViolation, validate } from './errors.js';
import { decodeId, encodeId, globalId } from './ids.js';
import { Module, moduleInputSchema, ModuleInput } from './module.js';
import { cursorOf, GameSession, type GameSessionRow, keysetPage, playLoaders, Scenario, type ScenarioRow } from './play-history.js';
import { CharacterRef } from './refs.js';
import { User } from './user.js';

export type ExperienceEntryRow = typeof experienceEntries.$inferSelect;
/** An entry as seen by one member (the role decides which participants of its source show). */
type EntryView = ExperienceEntryRow & { viewerRole: Role };

export const EXPERIENCE_RULES = {
  earning: 'SMS §8: +1 XP per session played, +1 per scenario completed, +1 bonus per scenario from the GM',
  once: 'SMS §8: a session or a scenario earns each character its XP once',
  sourcePlayed: 'SMS §8: XP is earned for a session played or a scenario completed',
  bonusScenario: 'SMS §8: the bonus point is given at the end of a scenario',
  ylnies: 'Ylnies §Progression: skills rise at the end of a scenario (GM decision, at random, or by training); there is no experience to earn or spend',
  participants: 'Experience: awards go to characters of the campaign',
  idempotency: 'API: an idempotency key names one request; the same key with other input is refused (keys are kept ≥ 24 h)',
  active: 'SMS §8: experience is spent after creation; a DRAFT character changes its modules within the creation rules',
  duplicate: 'SMS §8: a purchase raises one existing module or adds one new module — a module already on the sheet is raised by its id',
} as const;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
/** A Postgres text array literal of validated uuids. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

// Raw rows (row_to_json / RETURNING *) come back snake_case; map them to Drizzle's shapes.
function mapEntry(r: Record<string, unknown>): ExperienceEntryRow {
  return {
    id: r.id as string,
    characterId: r.character_id as string,
    kind: r.kind as ExperienceEntryRow['kind'],
    xp: Number(r.xp),
    reason: r.reason as string,
    moduleId: (r.module_id as string | null) ?? null,
    sourceKind: (r.source_kind as ExperienceEntryRow['sourceKind']) ?? null,
    sourceId: (r.source_id as string | null) ?? null,
    scenarioId: (r.scenario_id as string | null) ?? null,
    detail: (r.detail as Record<string, unknown> | null) ?? null,
    authorId: (r.author_id as string | null) ?? null,
    createdAt: toDate(r.created_at),
  };
}

function mapCharacter(r: Record<string, unknown>): CharacterRow {
  return {
    id: r.id as string,
    campaignId: r.campaign_id as string,
    ownerId: (r.owner_id as string | null) ?? null,
    name: r.name as string,
    kind: r.kind as CharacterRow['kind'],
    status: r.status as CharacterRow['status'],
    ruleset: r.ruleset as CharacterRow['ruleset'],
    race: (r.race as string | null) ?? null,
    sizeFactor: Number(r.size_factor),
    creationBudget: Number(r.creation_budget),
    state: (r.state as CharacterRow['state']) ?? {},
    xpAwarded: Number(r.xp_awarded),
    xpBought: Number(r.xp_bought),
    creationEarned: r.creation_earned === null || r.creation_earned === undefined ? null : Number(r.creation_earned),
    creationSpent: r.creation_spent === null || r.creation_spent === undefined ? null : Number(r.creation_spent),
    version: Number(r.version),
    createdAt: toDate(r.created_at),
  };
}

function mapModule(r: Record<string, unknown>): ModuleRow {
  return {
    id: r.id as string,
    characterId: r.character_id as string,
    name: r.name as string,
    scope: Number(r.scope),
    polarity: r.polarity as ModuleRow['polarity'],
    rank: Number(r.rank),
    source: r.source as ModuleRow['source'],
    roleplay: Boolean(r.roleplay),
    removable: Boolean(r.removable),
    objectName: (r.object_name as string | null) ?? null,
    canProgress: Boolean(r.can_progress),
    position: Number(r.position),
    createdAt: toDate(r.created_at),
  };
}

// ----- Types ----------------------------------------------------------------------------------

export const ExperienceKind = builder.enumType('ExperienceKind', {
  values: ['AWARD', 'PURCHASE', 'GM_ADJUSTMENT'] as const,
  description: 'AWARD: XP earned. PURCHASE: XP spent on a rank. GM_ADJUSTMENT: the GM changed an active sheet (no XP).',
});

export const ExperienceSourceKind = builder.enumType('ExperienceSourceKind', {
  values: ['SESSION', 'SCENARIO', 'SCENARIO_BONUS', 'MANUAL'] as const,
  description: 'What earned an award: a session played, a scenario completed, the GM’s scenario bonus (SMS §8), or a manual award.',
});

export const ExperienceSource = builder.unionType('ExperienceSource', {
  description: 'The session or scenario an award was earned in.',
  types: [GameSession, Scenario],
  resolveType: (value) => ('playedOn' in value ? 'GameSession' : 'Scenario'),
});

function createEntryLoaders(db: Db) {
  return {
    modules: new DataLoader<string, ModuleRow | null>(async (ids) => {
      const rows = await db.select().from(modules).where(inArray(modules.id, [...ids]));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  };
}
const entryLoaderCache = new WeakMap<object, ReturnType<typeof createEntryLoaders>>();
function entryLoaders(ctx: Context) {
  let found = entryLoaderCache.get(ctx.loaders);
  if (!found) {
    found = createEntryLoaders(ctx.db);
    entryLoaderCache.set(ctx.loaders, found);
  }
  return found;
}

export const ExperienceEntry = builder.objectRef<EntryView>('ExperienceEntry').implement({
  description: 'One line of a character’s experience ledger (append-only), with who made it.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => encodeId('ExperienceEntry', e.id) }),
    kind: t.field({ type: ExperienceKind, resolve: (e) => e.kind }),
    xp: t.exposeInt('xp', { description: 'XP earned (AWARD) or spent (PURCHASE); 0 for a GM adjustment.' }),
    reason: t.exposeString('reason'),
    sourceKind: t.field({ type: ExperienceSourceKind, nullable: true, description: 'AWARD only: what earned it.', resolve: (e) => e.sourceKind }),
    source: t.field({
      type: ExperienceSource,
      nullable: true,
      description: 'AWARD only: the session or scenario it was earned in (null for a manual award).',
      resolve: async (e, _args, ctx) => {
        if (!e.sourceId || !e.sourceKind || e.sourceKind === 'MANUAL') return null;
        const row: GameSessionRow | ScenarioRow | null =
          e.sourceKind === 'SESSION' ? await playLoaders(ctx).sessions.load(e.sourceId) : await playLoaders(ctx).scenarios.load(e.sourceId);
        return row ? { ...row, viewerRole: e.viewerRole } : null;
      },
    }),
    scenario: t.field({
      type: Scenario,
      nullable: true,
      description: 'PURCHASE only: the scenario end the rank was bought at (SMS §8: one rank per module per scenario end).',
      resolve: async (e, _args, ctx) => {
        if (!e.scenarioId) return null;
        const row = await playLoaders(ctx).scenarios.load(e.scenarioId);
        return row ? { ...row, viewerRole: e.viewerRole } : null;
      },
    }),
    module: t.field({
      type: Module,
      nullable: true,
      description: 'PURCHASE and GM_ADJUSTMENT: the module concerned (null once removed).',
      resolve: (e, _args, ctx) => (e.moduleId ? entryLoaders(ctx).modules.load(e.moduleId) : null),
    }),
    author: t.field({
      type: User,
      nullable: true,
      description: 'Who made it: the GM, the player, or null for the scheduled awards job.',
      resolve: (e, _args, ctx) => (e.authorId ? ctx.loaders.users.load(e.authorId) : null),
    }),
    detail: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.detail ?? null }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
  }),
});

builder.objectFields(CharacterRef, (t) => ({
  experienceLedger: t.connection({
    type: ExperienceEntry,
    description: 'Every experience change of this character, newest first: awards, purchases, GM adjustments (SMS §8).',
    resolve: async (character, args, ctx) => {
      const role = ctx.caller ? await roleIn(ctx.db, character.campaignId, ctx.caller.userId) : null;
      return resolveCursorConnection({ args, toCursor: cursorOf }, async (page: ResolveCursorConnectionArgs) => {
        const { conditions, orderBy, cursorKey } = keysetPage(page, experienceEntries.createdAt, experienceEntries.id, 'timestamptz');
        const rows = await ctx.db
          .select({ entry: experienceEntries, cursorKey })
          .from(experienceEntries)
          .where(and(eq(experienceEntries.characterId, character.id), ...conditions))
          .orderBy(...orderBy)
          .limit(page.limit);
        return rows.map((r) => ({ ...r.entry, viewerRole: role ?? 'PLAYER', cursorKey: r.cursorKey }));
      });
    },
  }),
}));

// ----- Idempotency keys (Stripe style) --------------------------------------------------------

async function requestHash(operation: string, request: unknown): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${operation}\n${canonicalJson(request)}`)));
}

/**
 * Claim `key` for this request inside the caller's transaction. Returns null when the key is
 * new (go ahead, then `saveIdempotentResponse`), or the stored response of the first request
 * with this key. The same key with other input is a RuleViolation. On Postgres a concurrent
 * request with the same key waits on the insert until the first commits, then replays it.
 */
async function claimIdempotencyKey(tx: Queryable, userId: string, key: string, operation: string, hash: string, at: Date): Promise<unknown | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, operation, requestHash: hash, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return null;
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!existing || existing.operation !== operation || existing.requestHash !== hash) {
    throw new RuleViolation('IDEMPOTENCY_KEY_REUSED', `The idempotency key "${key}" was already used for another request.`, EXPERIENCE_RULES.idempotency);
  }
  return existing.response ?? {};
}

async function saveIdempotentResponse(tx: Queryable, userId: string, key: string, response: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

// ----- awardExperience --------------------------------------------------------------------------

type AwardSourceKind = 'SESSION' | 'SCENARIO' | 'SCENARIO_BONUS' | 'MANUAL';

export interface AwardResult {
  awards: ExperienceEntryRow[];
  /** Characters that already had this award (nothing written for them). */
  alreadyAwarded: CharacterRow[];
  replayed: boolean;
}

/**
 * Award `xp` to characters of one campaign in one statement: the ledger entries go in with
 * ON CONFLICT DO NOTHING on (character, source kind, source) — a session or scenario never pays
 * twice — and each character's xp_awarded grows by what was actually inserted.
 */
export async function insertAwards(
  tx: Queryable,
  campaignId: string,
  characterIds: readonly string[],
  award: { xp: number; reason: string; sourceKind: AwardSourceKind; sourceId: string | null; authorId: string | null; at: Date },
): Promise<ExperienceEntryRow[]> {
  const result = await tx.execute(sql`
    with ins as (
      insert into experience_entries (character_id, kind, xp, reason, source_kind, source_id, author_id, created_at)
      select c.id, 'AWARD', ${award.xp}::int, ${award.reason}::text, ${award.sourceKind}::text, ${award.sourceId}::uuid, ${award.authorId}::uuid, ${award.at.toISOString()}::timestamptz
      from characters c
      where c.id = any(${uuidArray(characterIds)}::uuid[]) and c.campaign_id = ${campaignId}::uuid and c.ruleset = 'SMS'
      on conflict (character_id, source_kind, source_id) where kind = 'AWARD' and source_id is not null do nothing
      returning *
    ),
    upd as (
      update characters c set xp_awarded = c.xp_awarded + ins.xp, version = c.version + 1
      from ins where c.id = ins.character_id
      returning c.id
    )
    select row_to_json(ins) as entry from ins`);
  return rowsOf<{ entry: Record<string, unknown> }>(result).map((r) => mapEntry(r.entry));
}

const AwardExperienceInput = builder.inputType('AwardExperienceInput', {
  fields: (t) => ({
    campaignId: t.id(),
    characterIds: t.idList({ description: 'SMS characters of the campaign (at most 100).' }),
    reason: t.string({ description: 'Shown in the ledger, e.g. "Session 12: the siege of Loreval".' }),
    sourceId: t.id({
      required: false,
      description: 'The GameSession (played) or Scenario (completed) this award is for: each character earns it once (SMS §8). None: a manual award.',
    }),
    bonus: t.boolean({ required: false, description: 'With a Scenario source: the GM’s bonus point for it (SMS §8) instead of the completion point.' }),
    xp: t.int({ required: false, description: 'Manual awards only: 1–100 XP (default 1). A session or scenario is worth 1 (SMS §8).' }),
    idempotencyKey: t.string({
      required: false,
      description: 'Send the same key to retry safely: a replay returns the first result; the same key with other input is refused (IDEMPOTENCY_KEY_REUSED). Kept ≥ 24 h.',
    }),
  }),
});

const AwardExperiencePayload = builder.objectRef<AwardResult & { viewerRole: Role }>('AwardExperiencePayload').implement({
  fields: (t) => ({
    awards: t.field({ type: [ExperienceEntry], description: 'The ledger entries written, one per character awarded.', resolve: (p) => p.awards.map((e) => ({ ...e, viewerRole: p.viewerRole })) }),
    alreadyAwarded: t.field({ type: [CharacterRef], description: 'Characters who already had this award: nothing was written for them.', resolve: (p) => p.alreadyAwarded }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this answers a retry with the same idempotency key: the first result, nothing new written.' }),
  }),
});

const awardSchema = z
  .object({
    characterIds: z.array(globalId('Character')).min(1, 'at least one character').max(100, 'at most 100 characters'),
    reason: z.string().trim().min(1, 'a reason is needed').max(200),
    sourceId: z
      .string()
      .nullish()
      .transform((value, ctx) => {
        if (value === null || value === undefined) return null;
        const session = decodeId('GameSession', value);
        if (session) return { kind: 'SESSION' as const, id: session };
        const scenario = decodeId('Scenario', value);
        if (scenario) return { kind: 'SCENARIO' as const, id: scenario };
        ctx.addIssue({ code: 'custom', message: 'not a GameSession or Scenario id' });
        return z.NEVER;
      }),
    bonus: z.boolean().nullish(),
    xp: z.number().int().min(1).max(100).nullish(),
    idempotencyKey: z.string().trim().min(1).max(255).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.bonus && v.sourceId?.kind !== 'SCENARIO') ctx.addIssue({ code: 'custom', path: ['bonus'], message: 'the bonus needs a Scenario sourceId' });
  });

async function loadAwardResult(db: Queryable, stored: { entryIds?: string[]; alreadyAwardedIds?: string[] }): Promise<Omit<AwardResult, 'replayed'>> {
  const entryIds = stored.entryIds ?? [];
  const alreadyIds = stored.alreadyAwardedIds ?? [];
  const awards = entryIds.length ? await db.select().from(experienceEntries).where(inArray(experienceEntries.id, entryIds)) : [];
  const already = alreadyIds.length ? await db.select().from(characters).where(inArray(characters.id, alreadyIds)) : [];
  const order = (ids: string[]) => (a: { id: string }, b: { id: string }) => ids.indexOf(a.id) - ids.indexOf(b.id);
  return { awards: awards.sort(order(entryIds)), alreadyAwarded: already.sort(order(alreadyIds)) };
}

builder.mutationField('awardExperience', (t) =>
  t.field({
    type: AwardExperiencePayload,
    description:
      'GM: award experience (SMS §8: +1 per session played, +1 per scenario completed, +1 scenario bonus). With a session or scenario source each character earns it once, whoever awards it (this or the awards job). Idempotent with `idempotencyKey`. Emits experience.awarded.',
    args: { input: t.arg({ type: AwardExperienceInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { caller, campaignId } = await requireMember(ctx, input.campaignId, 'GM');
      const v = validate(awardSchema, input);
      const characterIds = [...new Set(v.characterIds)].sort();
      const sourceKind: AwardSourceKind = !v.sourceId ? 'MANUAL' : v.sourceId.kind === 'SESSION' ? 'SESSION' : v.bonus ? 'SCENARIO_BONUS' : 'SCENARIO';
      if (v.sourceId && v.xp != null && v.xp !== 1) {
        throw new RuleViolation('AWARD_XP_FIXED', `A ${sourceKind === 'SESSION' ? 'session' : 'scenario'} is worth 1 XP, not ${v.xp}.`, EXPERIENCE_RULES.earning);
      }
      const xp = v.xp ?? 1;
      const at = ctx.clock.now();
      const hash = v.idempotencyKey
        ? await requestHash('awardExperience', { campaignId, characterIds, reason: v.reason, sourceKind, sourceId: v.sourceId?.id ?? null, xp })
        : null;

      const outcome = await ctx.db.transaction(async (tx) => {
        if (v.idempotencyKey && hash) {
          const stored = await claimIdempotencyKey(tx, caller.userId, v.idempotencyKey, 'awardExperience', hash, at);
          if (stored !== null) return { ...(await loadAwardResult(tx, stored as never)), replayed: true };
        }
        const found = await tx
          .select()
          .from(characters)
          .where(and(eq(characters.campaignId, campaignId), inArray(characters.id, characterIds)));
        if (found.length !== characterIds.length) {
          const known = new Set(found.map((c) => c.id));
          const missing = characterIds.filter((id) => !known.has(id)).map((id) => encodeId('Character', id));
          throw new RuleViolation('UNKNOWN_CHARACTER', `Not characters of this campaign: ${missing.join(', ')}.`, EXPERIENCE_RULES.participants);
        }
        if (found.some((c) => c.ruleset !== 'SMS')) throw new RuleViolation('NO_EXPERIENCE_IN_YLNIES', 'Ylnies characters have no experience points.', EXPERIENCE_RULES.ylnies);
        if (v.sourceId?.kind === 'SESSION') {
          const [session] = await tx.select().from(gameSessions).where(and(eq(gameSessions.id, v.sourceId.id), eq(gameSessions.campaignId, campaignId)));
          if (!session) throw notFound('session in this campaign');
          if (session.status !== 'PLAYED') throw new RuleViolation('SESSION_NOT_PLAYED', `"${session.title}" has not been played yet.`, EXPERIENCE_RULES.sourcePlayed);
        } else if (v.sourceId?.kind === 'SCENARIO') {
          const [scenario] = await tx.select().from(scenarios).where(and(eq(scenarios.id, v.sourceId.id), eq(scenarios.campaignId, campaignId)));
          if (!scenario) throw notFound('scenario in this campaign');
          if (scenario.status !== 'COMPLETED') {
            throw new RuleViolation('SCENARIO_NOT_COMPLETED', `"${scenario.title}" is not completed yet.`, sourceKind === 'SCENARIO_BONUS' ? EXPERIENCE_RULES.bonusScenario : EXPERIENCE_RULES.sourcePlayed);
          }
        }

        const awards = await insertAwards(tx, campaignId, characterIds, { xp, reason: v.reason, sourceKind, sourceId: v.sourceId?.id ?? null, authorId: caller.userId, at });
        const awarded = new Set(awards.map((a) => a.characterId));
        const alreadyAwarded = found.filter((c) => !awarded.has(c.id)).sort((a, b) => (a.id < b.id ? -1 : 1));
        if (v.idempotencyKey) {
          await saveIdempotentResponse(tx, caller.userId, v.idempotencyKey, { entryIds: awards.map((a) => a.id), alreadyAwardedIds: alreadyAwarded.map((c) => c.id) });
        }
        if (awards.length) {
          await emitEvent(
            tx,
            campaignId,
            'experience.awarded',
            {
              campaignId: encodeId('Campaign', campaignId),
              sourceKind,
              sourceId: v.sourceId ? encodeId(v.sourceId.kind === 'SESSION' ? 'GameSession' : 'Scenario', v.sourceId.id) : null,
              reason: v.reason,
              xpEach: xp,
              characterIds: awards.map((a) => encodeId('Character', a.characterId)),
              awardedBy: encodeId('User', caller.userId),
            },
            at,
          );
        }
        return { awards, alreadyAwarded, replayed: false };
      });
      return { ...outcome, viewerRole: 'GM' as const };
    },
  }),
);

// ----- spendExperience --------------------------------------------------------------------------

const SpendExperienceInput = builder.inputType('SpendExperienceInput', {
  description: 'Give exactly one of moduleId (raise it by one rank) or newModule (add it at rank 1).',
  fields: (t) => ({
    characterId: t.id(),
    moduleId: t.id({ required: false, description: 'A module of the character to raise by one rank, for its scope in XP.' }),
    newModule: t.field({ type: ModuleInput, required: false, description: 'A new module, bought at rank 1 for its scope in XP.' }),
  }),
});

interface SpendResult {
  character: CharacterRow;
  module: ModuleRow;
  entry: ExperienceEntryRow;
  cost: number;
  viewerRole: Role;
}

const SpendExperiencePayload = builder.objectRef<SpendResult>('SpendExperiencePayload').implement({
  description: 'The character after the purchase, the module bought up, and the ledger entry.',
  fields: (t) => ({
    character: t.field({ type: CharacterRef, resolve: (p) => p.character }),
    module: t.field({ type: Module, resolve: (p) => p.module }),
    entry: t.field({ type: ExperienceEntry, resolve: (p) => ({ ...p.entry, viewerRole: p.viewerRole }) }),
    cost: t.exposeInt('cost', { description: 'XP spent: the module’s scope (SMS §8).' }),
  }),
});

const spendSchema = z
  .object({
    characterId: z.string(),
    moduleId: globalId('Module').nullish(),
    newModule: moduleInputSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.moduleId === !v.newModule) ctx.addIssue({ code: 'custom', path: ['moduleId'], message: 'give exactly one of moduleId or newModule' });
  });

interface SpendState {
  campaign_id: string;
  kind: 'PC' | 'NPC';
  status: 'DRAFT' | 'ACTIVE';
  ruleset: 'SMS' | 'YLNIES';
  available: number;
  settings: CampaignSettings | null;
  scenario_id: string | null;
  scenario_title: string | null;
  bought: string[] | null;
  modules: { id: string; name: string; scope: number; polarity: ModuleRow['polarity']; rank: number; source: ModuleRow['source']; removable: boolean; canProgress: boolean }[] | null;
}

/**
 * Everything a purchase decides on, in one statement: the account, the campaign's maxModuleRank,
 * the last scenario the character completed, what was bought at that scenario end, the modules.
 */
async function loadSpendState(db: Queryable, characterId: string): Promise<SpendState | undefined> {
  const result = await db.execute(sql`
    with last as (
      select s.id, s.title from scenarios s
      join scenario_participants sp on sp.scenario_id = s.id
      where sp.character_id = ${characterId}::uuid and s.status = 'COMPLETED'
      order by s.completed_at desc nulls last, s.id desc
      limit 1
    )
    select c.campaign_id, c.kind, c.status, c.ruleset,
      ((coalesce(c.creation_earned, 0) + c.xp_awarded) - (coalesce(c.creation_spent, 0) + c.xp_bought))::int as available,
      (select settings from campaigns where id = c.campaign_id) as settings,
      (select id from last) as scenario_id,
      (select title from last) as scenario_title,
      (select json_agg(e.module_id) from experience_entries e
        where e.kind = 'PURCHASE' and e.character_id = c.id and e.scenario_id = (select id from last)) as bought,
      (select json_agg(json_build_object('id', m.id, 'name', m.name, 'scope', m.scope, 'polarity', m.polarity, 'rank', m.rank,
                                         'source', m.source, 'removable', m.removable, 'canProgress', m.can_progress) order by m.position)
        from modules m where m.character_id = c.id) as modules
    from characters c where c.id = ${characterId}::uuid`);
  return rowsOf<SpendState>(result)[0];
}

/** Which conflict a failed purchase statement hit. */
function purchaseFailure(error: unknown): 'duplicate' | 'changed' | null {
  const code = pgErrorCode(error);
  if (code === '23505') return 'duplicate';
  // The ledger entry's xp is taken from the module write: NULL there means the module changed
  // (or went) since we read it, and the whole statement rolled back.
  if (code === '23502') return 'changed';
  return null;
}

builder.mutationField('spendExperience', (t) =>
  t.field({
    type: SpendExperiencePayload,
    description:
      'Owner or GM: buy one rank (SMS §8) — raise a module by one rank or add a new one at rank 1, for its scope in XP — at the end of the last scenario the character completed, at most one rank per module per scenario end, within the campaign’s maxModuleRank, never below 0 XP. ACTIVE SMS characters only. Emits rank.bought.',
    args: { input: t.arg({ type: SpendExperienceInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await requireEditableCharacter(ctx, input.characterId);
      const v = validate(spendSchema, input);
      let attempt = 0;
      return retryOnConflict(async () => {
        const { caller, character, role } = attempt++ === 0 ? first : await requireEditableCharacter(ctx, input.characterId);
        if (character.ruleset !== 'SMS') throw new RuleViolation('NO_EXPERIENCE_IN_YLNIES', 'Ylnies characters progress by skill increases, not by spending experience.', EXPERIENCE_RULES.ylnies);
        if (character.status !== 'ACTIVE') throw new RuleViolation('CHARACTER_NOT_ACTIVE', 'Activate the character first: a DRAFT changes its modules within the creation rules.', EXPERIENCE_RULES.active);

        const state = await loadSpendState(ctx.db, character.id);
        if (!state) throw notFound('character');
        const sheet = state.modules ?? [];
        let target: PurchaseModule & { id?: string };
        if (v.moduleId) {
          const found = sheet.find((m) => m.id === v.moduleId);
          if (!found) throw notFound('module on this character');
          target = found;
        } else {
          const m = v.newModule!;
          const key = moduleNameKey(m.name.trim());
          const same = sheet.find((existing) => moduleNameKey(existing.name) === key);
          if (same) throw new RuleViolation('MODULE_ALREADY_ON_SHEET', `"${same.name}" is already on the sheet: raise it by its id.`, EXPERIENCE_RULES.duplicate);
          // An unflagged removable module counts as "cannot progress" (docs/rules.md §1.4).
          target = { name: m.name.trim(), scope: m.scope, polarity: m.polarity, rank: m.rank, source: 'PLAYER', removable: m.removable ?? false, ...(m.canProgress !== undefined ? { canProgress: m.canProgress } : {}) };
        }
        const decision = validatePurchase({
          ...(v.moduleId ? { module: target } : { newModule: target }),
          available: state.available,
          alreadyBoughtThisScenario: Boolean(target.id && state.scenario_id && (state.bought ?? []).includes(target.id)),
          hasCompletedScenario: state.scenario_id !== null,
          // The campaign's cap binds PCs; NPCs are the GM's (SMS §9, docs/rules.md §0).
          ...(state.kind === 'PC' ? { maxRank: state.settings?.maxModuleRank ?? 5 } : {}),
        });
        if (!decision.ok) throw RuleViolation.from(decision.violations);
        const { cost, rank } = decision.value;
        const at = ctx.clock.now();
        const moduleId = target.id ?? crypto.randomUUID();
        const entryId = crypto.randomUUID();
        const scenarioId = state.scenario_id!;
        const reason = v.moduleId ? `Rank ${rank} of "${target.name}" (${cost} XP)` : `New module "${target.name}" at rank 1 (${cost} XP)`;
        const event = {
          characterId: encodeId('Character', character.id),
          moduleId: encodeId('Module', moduleId),
          moduleName: target.name,
          scope: target.scope,
          rank,
          cost,
          newModule: !v.moduleId,
          scenarioId: encodeId('Scenario', scenarioId),
          entryId: encodeId('ExperienceEntry', entryId),
          boughtBy: encodeId('User', caller.userId),
        };
        const m = v.newModule;
        const moduleWrite = v.moduleId
          ? sql`update modules set rank = modules.rank + 1 from ch
                where modules.id = ${moduleId}::uuid and modules.character_id = ch.id and modules.rank = ${target.rank}::int
                returning modules.*`
          : sql`insert into modules (id, character_id, name, scope, polarity, rank, source, roleplay, removable, object_name, can_progress, position)
                select ${moduleId}::uuid, ch.id, ${target.name}::text, ${target.scope}::int, ${target.polarity}::text, 1, 'PLAYER', ${m?.roleplay ?? false}::boolean,
                       ${m?.removable ?? false}::boolean, ${m?.objectName ?? null}::text, ${m?.canProgress ?? true}::boolean,
                       coalesce((select max(position) + 1 from modules where character_id = ch.id), 0)
                from ch
                returning *`;
        // One statement, all or nothing: the XP only if still available (never negative, whatever
        // runs at the same time), the rank, the ledger entry (unique per module and scenario end),
        // and the outbox event (DESIGN.md §Conventions 7: data-modifying CTEs).
        let rows: { character: Record<string, unknown>; module: Record<string, unknown> | null; entry: Record<string, unknown> | null }[];
        try {
          rows = rowsOf(
            await ctx.db.execute(sql`
              with ch as (
                update characters set xp_bought = xp_bought + ${cost}::int, version = version + 1
                where id = ${character.id}::uuid and status = 'ACTIVE'
                  and (coalesce(creation_earned, 0) + xp_awarded) - (coalesce(creation_spent, 0) + xp_bought) >= ${cost}::int
                returning *
              ),
              m as (${moduleWrite}),
              e as (
                insert into experience_entries (id, character_id, kind, xp, reason, module_id, scenario_id, detail, author_id, created_at)
                select ${entryId}::uuid, ch.id, 'PURCHASE', (select ${cost}::int from m), ${reason}::text, ${moduleId}::uuid, ${scenarioId}::uuid,
                       ${JSON.stringify({ rank, scope: target.scope, newModule: !v.moduleId })}::jsonb, ${caller.userId}::uuid, ${at.toISOString()}::timestamptz
                from ch
                returning *
              ),
              ev as (
                insert into outbox_events (campaign_id, type, payload, created_at)
                select ch.campaign_id, 'rank.bought',
                       ${JSON.stringify(event)}::jsonb || jsonb_build_object('available', (coalesce(ch.creation_earned, 0) + ch.xp_awarded) - (coalesce(ch.creation_spent, 0) + ch.xp_bought)),
                       ${at.toISOString()}::timestamptz
                from ch join e on true
                returning id
              )
              select row_to_json(ch) as character, (select row_to_json(m) from m) as module, (select row_to_json(e) from e) as entry from ch`),
          );
        } catch (error) {
          const failure = purchaseFailure(error);
          if (failure === 'duplicate') {
            throw new RuleViolation('RANK_ALREADY_RAISED_THIS_SCENARIO', `"${target.name}" already gained a rank at this scenario end.`, PROGRESSION_RULES.oncePerScenario);
          }
          if (failure === 'changed') throw new VersionConflict();
          throw error;
        }
        const row = rows[0];
        if (!row) {
          // Another purchase spent the XP between our read and our write.
          throw new RuleViolation('INSUFFICIENT_EXPERIENCE', `A rank of "${target.name}" costs ${cost} XP; not enough is left.`, PROGRESSION_RULES.available);
        }
        ctx.loaders.modules.clear(character.id);
        return { character: mapCharacter(row.character), module: mapModule(row.module!), entry: mapEntry(row.entry!), cost, viewerRole: role };
      }, conflict);
    },
  }),
);

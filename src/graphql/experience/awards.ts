/**
 * Experience awards (SMS §8): the GM's `awardExperience` and `insertAwards`, the one statement
 * that pays a session or a scenario at most once per character (the awards job in
 * src/jobs/awards.ts relies on the same unique index), and the idempotency keys that make a
 * retried award safe.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { CharacterRow, Role } from '../../db/access.js';
import type { Queryable } from '../../db/client.js';
import { emitEvent } from '../../db/outbox.js';
import { canonicalJson } from '../../db/rolls.js';
import { characters, experienceEntries, gameSessions, idempotencyKeys, scenarios } from '../../db/schema.js';
import { type AwardSourceKind, awardees, awardSource, awardXp } from '../../rules/sms/experience-ledger.js';
import { toHex } from '../../secrets.js';
import { requireMember } from '../auth.js';
import { builder } from '../builder.js';
import { MUTATION_ERRORS, notFound, RuleViolation, validate } from '../errors.js';
import { ExperienceEntry } from './ledger.js';
import { accepted, EXPERIENCE_RULES, type ExperienceEntryRow, mapEntry, rowsOf } from './shared.js';
import { decodeId, encodeId, globalId } from '../../ids.js';
import { CharacterRef } from '../refs.js';

/** A Postgres text array literal of validated uuids. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

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
      const xp = accepted(awardXp(sourceKind, v.xp));
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
        accepted(awardees(characterIds, found, (id) => encodeId('Character', id)));
        if (v.sourceId?.kind === 'SESSION') {
          const [session] = await tx.select().from(gameSessions).where(and(eq(gameSessions.id, v.sourceId.id), eq(gameSessions.campaignId, campaignId)));
          if (!session) throw notFound('session in this campaign');
          accepted(awardSource(sourceKind, session));
        } else if (v.sourceId?.kind === 'SCENARIO') {
          const [scenario] = await tx.select().from(scenarios).where(and(eq(scenarios.id, v.sourceId.id), eq(scenarios.campaignId, campaignId)));
          if (!scenario) throw notFound('scenario in this campaign');
          accepted(awardSource(sourceKind, scenario));
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

/**
 * Experience awards (SMS §8): the GM's `awardExperience` and `insertAwards`, the one statement
 * that pays a session or a scenario at most once per character (the awards job in
 * src/jobs/awards.ts relies on the same unique index), and the idempotency keys that make a
 * retried award safe. An award is one read and one write (src/db/experience.ts).
 */
import * as z from 'zod/mini';
import type { CharacterRow, Role } from '../../db/access.js';
import type { Queryable } from '../../db/client.js';
import { type AwardState, IdempotencyKeyTaken, readAwardState, writeAward } from '../../db/experience.js';
import { canonicalJson } from '../../db/rolls.js';
import { type AwardSourceKind, awardees, awardSource, awardXp } from '../../rules/sms/experience-ledger.js';
import { toHex } from '../../primitives/secrets.js';
import { requireCaller, requireRole } from '../auth.js';
import { builder } from '../builder.js';
import { notFound, validate, accepted, refuse } from '../errors.js';
import { ExperienceEntry } from './ledger.js';
import type { ExperienceEntryRow } from './shared.js';
import { decodeId, encodeId, globalId } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { idempotencyKeyReused } from '../../rules/api-limits.js';
import { inputMutation } from '../mutation.js';
import { field, inputType } from '../input.js';

// ----- Idempotency keys (Stripe style) --------------------------------------------------------

async function requestHash(operation: string, request: unknown): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${operation}\n${canonicalJson(request)}`)));
}

/**
 * What a stored key answers: null when there is none (go ahead), the first request's result
 * when this is its replay; the same key with other input is a RuleViolation.
 */
function replayOf(state: AwardState, key: string, operation: string, hash: string): Omit<AwardResult, 'replayed'> | null {
  if (!state.key) return null;
  if (state.key.operation !== operation || state.key.requestHash !== hash) {
    refuse(idempotencyKeyReused(key));
  }
  return state.replay;
}

// ----- awardExperience --------------------------------------------------------------------------

export interface AwardResult {
  awards: ExperienceEntryRow[];
  /** Characters that already had this award (nothing written for them). */
  alreadyAwarded: CharacterRow[];
  replayed: boolean;
}

/**
 * Award `xp` to characters of one campaign in one statement (no key, no event): the ledger
 * entries go in with ON CONFLICT DO NOTHING on (character, source kind, source) — a session or
 * scenario never pays twice — and each character's xp_awarded grows by what was actually inserted.
 */
export async function insertAwards(
  tx: Queryable,
  campaignId: string,
  characterIds: readonly string[],
  award: { xp: number; reason: string; sourceKind: AwardSourceKind; sourceId: string | null; authorId: string | null; at: Date },
): Promise<ExperienceEntryRow[]> {
  return writeAward(tx, campaignId, characterIds, award);
}

/** A GameSession or a Scenario id, as the kind of source it names; none: a manual award. */
const awardSourceId = z.pipe(
  z.nullish(z.string()),
  z.transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const session = decodeId('GameSession', value);
    if (session) return { kind: 'SESSION' as const, id: session };
    const scenario = decodeId('Scenario', value);
    if (scenario) return { kind: 'SCENARIO' as const, id: scenario };
    ctx.issues.push({ code: 'custom', message: 'not a GameSession or Scenario id', input: value });
    return z.NEVER;
  }),
);

const AwardExperienceInput = inputType('AwardExperienceInput', {
  campaignId: field.id(z.string(), 'The campaign; the caller must be its GM.'),
  characterIds: field.idList(z.array(globalId('Character')).check(z.minLength(1, 'at least one character'), z.maxLength(100, 'at most 100 characters')), 'SMS characters of the campaign (at most 100).'),
  reason: field.string(z.string().check(z.trim(), z.minLength(1, 'a reason is needed'), z.maxLength(200)), 'Shown in the ledger, e.g. "Session 12: the siege of Loreval".'),
  sourceId: field.id(awardSourceId, 'The GameSession (played) or Scenario (completed) this award is for: each character earns it once (SMS §8). None: a manual award.'),
  bonus: field.boolean(z.nullish(z.boolean()), 'With a Scenario source: the GM’s bonus point for it (SMS §8) instead of the completion point.'),
  xp: field.int(z.nullish(z.int().check(z.minimum(1), z.maximum(100))), 'Manual awards only: 1–100 XP (default 1). A session or scenario is worth 1 (SMS §8).'),
  idempotencyKey: field.string(
    z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(255))),
    'Send the same key to retry safely: a replay returns the first result; the same key with other input is refused (IDEMPOTENCY_KEY_REUSED). Kept ≥ 24 h.',
  ),
});

const AwardExperiencePayload = builder.objectRef<AwardResult & { viewerRole: Role }>('AwardExperiencePayload').implement({
  fields: (t) => ({
    awards: t.field({ type: [ExperienceEntry], description: 'The ledger entries written, one per character awarded.', resolve: (p) => p.awards.map((e) => ({ ...e, viewerRole: p.viewerRole })) }),
    alreadyAwarded: t.field({ type: [CharacterRef], description: 'Characters who already had this award: nothing was written for them.', resolve: (p) => p.alreadyAwarded }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this answers a retry with the same idempotency key: the first result, nothing new written.' }),
  }),
});

const awardSchema = AwardExperienceInput.schema.check(z.superRefine((v, ctx) => {
  if (v.bonus && v.sourceId?.kind !== 'SCENARIO') ctx.addIssue({ code: 'custom', path: ['bonus'], message: 'the bonus needs a Scenario sourceId' });
}));

inputMutation('awardExperience', {
  type: AwardExperiencePayload,
  description:
    'GM: award experience (SMS §8: +1 per session played, +1 per scenario completed, +1 scenario bonus). With a session or scenario source each character earns it once, whoever awards it (this or the awards job). Idempotent with `idempotencyKey`. Emits experience.awarded.',
  input: AwardExperienceInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const campaignId = decodeId('Campaign', input.campaignId);
    if (!campaignId) throw notFound('campaign');
    // Authorization comes before input validation (API.md): an invalid request still reads the role.
    const parsed = awardSchema.safeParse(input);
    const asked = parsed.success ? parsed.data : null;
    const characterIds = asked ? [...new Set(asked.characterIds)].sort() : [];
    const key = asked?.idempotencyKey ?? null;
    const read = () => readAwardState(ctx.reader, { campaignId, userId: caller.userId, characterIds, source: asked?.sourceId ?? null, key });
    let state = await read();
    requireRole(state.role, 'GM');
    const v = validate(awardSchema, input);

    const sourceKind: AwardSourceKind = !v.sourceId ? 'MANUAL' : v.sourceId.kind === 'SESSION' ? 'SESSION' : v.bonus ? 'SCENARIO_BONUS' : 'SCENARIO';
    const xp = accepted(awardXp(sourceKind, v.xp));
    const at = ctx.clock.now();
    const hash = key ? await requestHash('awardExperience', { campaignId, characterIds, reason: v.reason, sourceKind, sourceId: v.sourceId?.id ?? null, xp }) : null;
    for (let attempt = 0; ; attempt++) {
      if (key && hash) {
        const replay = replayOf(state, key, 'awardExperience', hash);
        if (replay) return { ...replay, replayed: true, viewerRole: 'GM' as const };
      }
      const found = state.characters;
      accepted(awardees(characterIds, found));
      if (v.sourceId) {
        if (!state.source) throw notFound(v.sourceId.kind === 'SESSION' ? 'session in this campaign' : 'scenario in this campaign');
        accepted(awardSource(sourceKind, state.source));
      }
      try {
        // One statement: the entries, xp_awarded, the key with its response, the event.
        const awards = await writeAward(ctx.db, campaignId, characterIds, {
          xp,
          reason: v.reason,
          sourceKind,
          sourceId: v.sourceId?.id ?? null,
          authorId: caller.userId,
          at,
          key: key && hash ? { userId: caller.userId, key, operation: 'awardExperience', requestHash: hash } : null,
          event: {
            campaignId: encodeId('Campaign', campaignId),
            sourceKind,
            sourceId: v.sourceId ? encodeId(v.sourceId.kind === 'SESSION' ? 'GameSession' : 'Scenario', v.sourceId.id) : null,
            reason: v.reason,
            xpEach: xp,
            awardedBy: encodeId('User', caller.userId),
          },
        });
        const awarded = new Set(awards.map((a) => a.characterId));
        const alreadyAwarded = found.filter((c) => !awarded.has(c.id));
        return { awards, alreadyAwarded, replayed: false, viewerRole: 'GM' as const };
      } catch (error) {
        // A request with the same key wrote first (nothing of ours was): answer as its replay.
        if (!(error instanceof IdempotencyKeyTaken) || attempt > 0) throw error;
        state = await read();
      }
    }
  },
});

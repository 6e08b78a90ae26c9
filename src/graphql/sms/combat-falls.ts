/**
 * Falls and throws (SMS §7): `resolveFall` and `resolveThrow` — the player declares the modules
 * that cushion the impact (the GM may state a score), the roll goes to the roll log, and the
 * resulting wound is inflicted in the same statement (one read, one write: src/db/sheet-roll.ts).
 * A throw downward (`downward`, `fallHeight`) is one resolution of the throw and the fall that
 * follows it, their levels added into one wound (seed 000, « Projections »; docs/rules.md F7).
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { ModuleRow } from '../../db/characters.js';
import type { OutboxEntry } from '../../db/encounter-scene.js';
import { sealRolls } from '../../db/roll-batch.js';
import { readSheetForRoll, writeRollOnSheet } from '../../db/sheet-roll.js';
import { floorScore } from '../../rules/sms/check.js';
import * as falls from '../../rules/sms/falls.js';
import * as health from '../../rules/sms/health.js';
import { impactModules, mayRollImpact } from '../../rules/sms/impact-declaration.js';
import { type DeclaredModule, scoreBreakdown } from '../../rules/sms/resolution.js';
import { refuseUnlessEditable, requireCaller } from '../auth.js';
import { clientSeedSchema } from '../rolls/fairness-shared.js';
import { diceAtHeads, retryLostRace, rollEntry } from '../rolls/fair-roll.js';
import type { Context } from '../context.js';
import { FatigueKind } from '../enums.js';
import { conflict, forbidden, notFound, validate, accepted } from '../errors.js';
import { field, inputType } from '../input.js';
import { inputMutation } from '../mutation.js';
import { characterGlobalId, healthOf, requireSms, STATE_RETRIES, woundEvent } from './health-shared.js';
import { DamageType } from './health-wounds.js';
import { ImpactPayload, type ImpactPayloadView } from './combat-impact.js';
import { decodeId, localIdOn, scopedId } from '../../primitives/ids.js';

const distanceSchema = z.number().check(z.minimum(0), z.maximum(100_000));
const dieSchema = z.nullish(z.int().check(z.minimum(0), z.maximum(100)));

/** What a fall and a throw are both given, after their own distance (same order in both inputs). */
const impactFields = {
  die: field.int(dieSchema, 'The die to roll: at least the strength’s die (default); raise it for a chance at a critical (SMS §7).'),
  damageType: field.of(DamageType, z.nullish(z.enum(['BLUNT', 'LETHAL', 'CRITICAL'])), 'BLUNT (default), or LETHAL on sharp, pointed or very irregular ground.'),
  armourCategory: field.int(z.nullish(z.int()), 'The armour that interposes: 0 none (default), 1 light, 2 medium, 3 heavy; it absorbs that many blunt or lethal levels.'),
  armourEnchantment: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(10))), 'The armour’s magical enchantment, 0–10 (default 0).'),
  moduleIds: field.idList(
    z.nullish(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50))),
    'The sheet modules the player declares to cushion the impact (Module ids): score = positives − negatives, at least 1. (`wound:<id>` and `fatigue:<KIND>` here are deprecated: use woundIds and fatigueKinds.)',
  ),
  woundIds: field.idList(z.nullish(z.array(scopedId('Wound')).check(z.maxLength(50))), 'Wounds that weigh on the roll (their `id`), as in resolveAction: each a negative module of its malus (SMS §3).'),
  fatigueKinds: field.of([FatigueKind], z.nullish(z.array(z.enum(['PASSING', 'LASTING', 'PERSISTENT'])).check(z.maxLength(3))), 'Fatigue that weighs on the roll, as in resolveAction: each level −1 (SMS §3).'),
  score: field.int(z.nullish(z.int().check(z.minimum(-100), z.maximum(100))), 'GM only: the action score, instead of declared modules.'),
  applyWound: field.boolean(z.nullish(z.boolean()), 'Inflict the resulting wound (default true).'),
  nature: field.string(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), 'The wound’s nature (default "Fall (12 m)" / "Thrown against an obstacle (2 m)").'),
  clientSeed: field.string(z.nullish(clientSeedSchema), 'Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters.'),
};

const ResolveFallInput = inputType('ResolveFallInput', {
  characterId: field.id(z.string().check(z.maxLength(200)), 'The SMS character who falls (its player, or the GM).'),
  distance: field.float(distanceSchema, 'The height in metres.'),
  controlled: field.boolean(z.nullish(z.boolean()), 'A deliberate jump: strength −3.'),
  ...impactFields,
});

const ResolveThrowInput = inputType('ResolveThrowInput', {
  characterId: field.id(z.string().check(z.maxLength(200)), 'The SMS character who is thrown (its player, or the GM).'),
  distance: field.float(distanceSchema, 'Metres left to the obstacle (0 if it is right there).'),
  ...impactFields,
  downward: field.boolean(
    z.nullish(z.boolean()),
    'Thrown downward (seed 000, « Projections »): the victim then falls `fallHeight` metres and the fall’s damage adds to the throw’s — one resolution, two cushioning rolls, one wound. Thrown upward, resolve the fall alone.',
  ),
  fallHeight: field.float(z.nullish(distanceSchema), 'With `downward`: the height in metres the victim falls after the throw.'),
  fallDie: field.int(dieSchema, 'With `downward`: the die to cushion the fall (at least its strength’s die, the default); `die` is the throw’s.'),
});

function exactlyOneScoreSource(v: { moduleIds?: unknown[] | null; woundIds?: unknown[] | null; fatigueKinds?: unknown[] | null; score?: number | null }, issue: z.core.$RefinementCtx): void {
  const declared = v.moduleIds != null || v.woundIds != null || v.fatigueKinds != null;
  if (!declared && v.score == null) issue.addIssue({ code: 'custom', path: ['moduleIds'], message: 'declare the modules (moduleIds) or, GM only, give a score' });
  if (declared && v.score != null) issue.addIssue({ code: 'custom', path: ['score'], message: 'declare modules, wounds and fatigue, or give a score, not both' });
}

/** A throw downward names the height fallen after it; a fall's height and die go with `downward` only. */
function downwardNeedsHeight(v: { downward?: boolean | null; fallHeight?: number | null; fallDie?: number | null }, issue: z.core.$RefinementCtx): void {
  if (v.downward && v.fallHeight == null) issue.addIssue({ code: 'custom', path: ['fallHeight'], message: 'a throw downward needs the height fallen after it' });
  if (!v.downward && v.fallHeight != null) issue.addIssue({ code: 'custom', path: ['fallHeight'], message: 'fallHeight goes with downward: true' });
  if (!v.downward && v.fallDie != null) issue.addIssue({ code: 'custom', path: ['fallDie'], message: 'fallDie goes with downward: true' });
}

const fallSchema = ResolveFallInput.schema.check(z.superRefine(exactlyOneScoreSource));
const throwSchema = ResolveThrowInput.schema.check(z.superRefine(exactlyOneScoreSource), z.superRefine(downwardNeedsHeight));
type ImpactInputValue = z.output<typeof throwSchema> & { controlled?: boolean | null };

/** A sheet module by its global id, as declared: the rules core does not read API ids. */
function sheetModule(rows: readonly ModuleRow[], id: string): DeclaredModule | undefined {
  const raw = decodeId('Module', id);
  const row = raw ? rows.find((r) => r.id === raw) : undefined;
  return row ? { id, name: row.name, scope: row.scope, polarity: row.polarity, rank: row.rank, source: row.source, removable: row.removable, objectName: row.objectName, objectLost: row.objectLost } : undefined;
}

async function resolveImpact(ctx: Context, kind: 'FALL' | 'THROW', input: Record<string, unknown>) {
  return retryLostRace(
    kind === 'FALL' ? 'resolveFall' : 'resolveThrow',
    async () => {
      // ONE read: the sheet, the caller's role, the modules, the open epoch (the chain head is on the
      // row), with `requireEditableCharacter`'s checks (the same refusals).
      const caller = requireCaller(ctx);
      const characterId = decodeId('Character', input.characterId);
      if (!characterId) throw notFound('character');
      const found = await readSheetForRoll(ctx.reader, characterId, caller.userId);
      if (!found) throw notFound('character');
      const { character, role, modules: rows, epoch: openEpoch } = found;
      refuseUnlessEditable(character, role, caller.userId);
      // A player's score is what their declared modules make; only the GM may state one.
      if (input.score != null && role !== 'GM') throw forbidden('Only the GM may give a score; declare your modules with `moduleIds`.');
      const v: ImpactInputValue = validate(kind === 'FALL' ? fallSchema : throwSchema, input);
      requireSms(character);
      const state = healthOf(character);
      const damageType = accepted(mayRollImpact(character, state, v.damageType));

      let modules: DeclaredModule[] = [];
      let score: number;
      if (v.score != null) {
        score = floorScore(v.score);
      } else {
        // One way to declare wounds and fatigue, as in resolveAction; the old `wound:` ids still work.
        const ids = [
          ...(v.moduleIds ?? []),
          ...(v.woundIds ?? []).map((w) => health.woundModuleId({ id: localIdOn(w, character.id) })),
          ...(v.fatigueKinds ?? []).map((k) => health.fatigueModuleId(k)),
        ];
        modules = accepted(impactModules(ids, state, (id) => sheetModule(rows, id)));
        score = floorScore(scoreBreakdown({ modules }).rawScore);
      }

      // Fair dice (docs/fairness.md): the faces derive from the committed seed and the log's next place.
      const dice = await diceAtHeads(ctx, openEpoch, [character], v.clientSeed);
      const rng = dice.rng;
      const impactInput = {
        distance: v.distance,
        sizeFactor: character.sizeFactor,
        score,
        ...(v.die != null ? { die: v.die } : {}),
        damageType,
        armourCategory: v.armourCategory ?? 0,
        armourEnchantment: v.armourEnchantment ?? 0,
      };
      const { distance: _d, die: _die, ...common } = impactInput;
      const downward =
        kind === 'THROW' && v.downward && v.fallHeight != null
          ? accepted(falls.resolveDownwardThrow(rng, { ...common, throwDistance: v.distance, fallHeight: v.fallHeight, ...(v.die != null ? { throwDie: v.die } : {}), ...(v.fallDie != null ? { fallDie: v.fallDie } : {}) }))
          : null;
      const result = downward ? downward.throw : accepted(kind === 'FALL' ? falls.resolveFall(rng, { ...impactInput, controlled: v.controlled ?? false }) : falls.resolveThrow(rng, impactInput));
      // The whole resolution: a throw downward adds the fall's levels to the throw's (rules F7).
      const total = downward ? { levels: downward.levels, severity: downward.severity, mortal: downward.mortal } : { levels: result.levels, severity: result.severity, mortal: result.mortal };

      let next = state;
      let wound: health.Wound | null = null;
      if ((v.applyWound ?? true) && total.severity) {
        const metres = `${v.distance} m`;
        const named = downward ? `Thrown downward (${metres}), then fell ${v.fallHeight} m` : kind === 'FALL' ? `Fall (${metres})` : `Thrown against an obstacle (${metres})`;
        const nature = v.nature ?? named;
        const done = accepted(health.inflictWound(state, { nature, severity: total.severity, damageType: result.damageType }));
        next = done.state;
        wound = done.wound;
      }

      const at = ctx.clock.now();
      const entry = rollEntry(character, dice, at, {
        kind,
        inputs: {
          ...impactInput,
          controlled: kind === 'FALL' ? (v.controlled ?? false) : undefined,
          ...(downward ? { downward: true, fallHeight: v.fallHeight, fallDie: v.fallDie ?? undefined } : {}),
          modules: modules.map((m) => ({ id: m.id, name: m.name, polarity: m.polarity, rank: m.rank })),
          scoreGivenByGm: v.score != null,
        },
        // A throw downward logs the throw as the impact with the whole's levels, and the fall beside it.
        outcome: downward ? { ...result, throwLevels: result.levels, ...total, fall: downward.fall } : result,
        requestedBy: caller.userId,
      });
      const [roll] = await sealRolls([{ entry, place: dice.place }], ctx.rollKeys);
      const seq = roll!.place.seq;
      const events: OutboxEntry[] = [
        {
          type: 'roll.resolved',
          payload: { characterId: characterGlobalId(character), kind, seq, roll: result.check.roll, success: result.check.success, levels: total.levels, severity: total.severity, ...(downward ? { downward: true, fallRoll: downward.fall.check.roll } : {}), chainHead: { characterId: characterGlobalId(character), seq, hash: roll!.hash } },
        },
      ];
      if (wound) events.push(woundEvent(character, wound, next, kind));
      // One statement: the chain head (and with a wound the sheet, under its version), the entry, the events.
      const written = await writeRollOnSheet(ctx.db, roll!, wound ? { version: character.version, patch: { health: next } } : null, events);
      const updated: CharacterRow = {
        ...character,
        ...(wound ? { state: { ...character.state, health: next }, version: written.version } : {}),
        rollSeq: seq,
        rollHash: roll!.hash,
      };
      const payload: ImpactPayloadView = {
        character: updated,
        impact: { ...result, distance: v.distance, modules },
        fall: downward && v.fallHeight != null ? { ...downward.fall, distance: v.fallHeight, modules } : null,
        ...total,
        wound: wound ? { ...wound, characterId: character.id } : null,
        rollSeq: seq,
      };
      return payload;
    },
    conflict,
    STATE_RETRIES,
  );
}

inputMutation('resolveFall', {
  type: ImpactPayload,
  description:
    'GM or the PC’s player: roll to cushion a fall (SMS §7). n = whole multiples of the size factor exceeded; levels = 1 + … + n; the fall is an attack of strength 3n (−3 for a jump). A 1 lowers the height by 2 × size, a success by 1 ×, the highest face raises it by 1 ×. The roll goes to the roll log and the wound is inflicted in the same transaction.',
  input: ResolveFallInput.ref,
  resolve: (_root, { input }, ctx) => resolveImpact(ctx, 'FALL', input as Record<string, unknown>),
});

inputMutation('resolveThrow', {
  type: ImpactPayload,
  description:
    'GM or the PC’s player: roll to cushion a throw against an obstacle (SMS §7): an uncontrolled fall over the distance left, whose first level applies from 0 m. Logged and wounded like a fall. Thrown downward (`downward`, `fallHeight`), the fall that follows is rolled too and its levels add to the throw’s: one roll log entry, one wound (docs/rules.md F7).',
  input: ResolveThrowInput.ref,
  resolve: (_root, { input }, ctx) => resolveImpact(ctx, 'THROW', input as Record<string, unknown>),
});

/**
 * Ylnies magic (Ylnies §Magic): `ylniesCast` — attack, beneficial, healing or against a
 * threshold — and its GM shortcut `ylniesMagicAttack`, spending mana whatever the result, with
 * backlash on a lost test; and the GM's `restoreMana`.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { EventType } from '../../db/outbox.js';
import type { WoundApplication } from '../../rules/ylnies/combat.js';
import {
  type Backlash,
  type Caster,
  type Target,
  castAgainstThreshold,
  castAttackSpell,
  castBeneficialSpell,
  castHealingSpell,
  restoreMana,
} from '../../rules/ylnies/magic.js';
import { castAsked, thresholdCast } from '../../rules/ylnies/table.js';
import type { OpposedResult } from '../../rules/ylnies/tests.js';
import { requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { accepted } from '../errors.js';
import { encodeId } from '../../primitives/ids.js';
import { CharacterPayload, CharacterRef } from '../refs.js';
import { clientSeedSchema } from '../rolls/fairness-shared.js';
import { YlniesWoundCategory } from './enums.js';
import { type OpposedView, YlniesOpposedTest } from './opposed.js';
import {
  ensureCanAct,
  location,
  requireYlniesSheet,
  skillOf,
  threshold,
  ylniesMutation,
} from './shared.js';
import { openRequestOf, type Scene, loadScene, rollFor, sheetFor, commitScene, commitSheet } from './scene.js';
import { diceAtHeads } from '../rolls/fair-roll.js';
import { manaRestoredEvent } from './progress-events.js';
import { ylniesDetailsOf } from './test-requests.js';
import { type TestView, YlniesTestResult } from './test-resolution.js';
import { type WoundView, YlniesWoundResult, woundEvents, woundOutcome } from './wounds.js';
import { field, inputType } from '../input.js';
import { payloadType } from '../mutation.js';

const YlniesConsequence = builder.enumType('YlniesConsequence', {
  values: {
    UNFORTUNATE: { description: 'Critical failure (three 1s): unfortunate consequences.' },
    CATASTROPHIC: { description: 'Pitiful failure (four 1s): catastrophic consequences.' },
  } as const,
  description: 'A fumbled spell’s extra consequences, for the GM to narrate: critical failure → unfortunate, pitiful failure → catastrophic.',
});
const YlniesCastKind = builder.enumType('YlniesCastKind', {
  values: {
    ATTACK: { description: 'An attack spell (GM only): opposed to the target’s 4d6 + Willpower; the winner’s strength against WIL gives a wound.' },
    BENEFICIAL: { description: 'A beneficial spell: must beat the target’s Willpower; no roll on oneself.' },
    HEALING: { description: 'A healing spell: like an attack, the gap between strength and resistance gives the wound category healed; no roll on oneself.' },
    THRESHOLD: { description: 'Against a threshold the GM sets (or asked for in a request).' },
  } as const,
  description:
    'ATTACK: opposed to the target’s Willpower, wounds it. BENEFICIAL: must beat the target’s Willpower (no roll on oneself). HEALING: like an attack, the gap heals a wound. THRESHOLD: against a GM threshold.',
});

type BacklashView = { strength: number; resistance: number; wound: WoundView };
const YlniesBacklash = builder.objectRef<BacklashView>('YlniesBacklash').implement({
  description: 'A caster who loses suffers a magical attack of strength = the degree of failure, resisted by their own Willpower.',
  fields: (t) => ({
    strength: t.exposeInt('strength', { description: 'The backlash’s strength: the degree of failure.' }),
    resistance: t.exposeInt('resistance', { description: 'The caster’s own Willpower.' }),
    wound: t.field({ type: YlniesWoundResult, description: 'The wound it gave the caster (possibly UNHARMED).', resolve: (b) => b.wound }),
  }),
});

type CastView = {
  kind: z.output<typeof castSchema>['kind'];
  spell: string;
  power: number;
  manaCost: number;
  manaLeft: number;
  success: boolean;
  test: OpposedView | null;
  thresholdTest: TestView | null;
  multiplier: number;
  strength: number | null;
  resistance: number | null;
  wound: WoundView | null;
  healed: 'LIGHT' | 'GRAVE' | 'CRITICAL' | null;
  backlash: BacklashView | null;
  consequence: 'UNFORTUNATE' | 'CATASTROPHIC' | null;
  caster: CharacterRow;
  target: CharacterRow;
};

const YlniesCastPayload = payloadType<CastView>('YlniesCastPayload', {
  kind: [YlniesCastKind, 'What kind of cast it was.'],
  spell: ['String', 'The spell or power cast (a skill of the caster’s sheet).'],
  power: ['Int', 'The power cast at: 1 up to the skill value.'],
  manaCost: ['Int', 'A spell costs its power, a power half of it (rounded up).'],
  manaLeft: ['Int', 'The caster’s mana points after the cost.'],
  success: ['Boolean', 'The cast succeeded (won the test, or a self-cast).'],
  test: [YlniesOpposedTest, 'Against the target’s Willpower; null for a self-cast or a threshold.', { nullable: true }],
  thresholdTest: [YlniesTestResult, 'THRESHOLD: the test against the GM’s threshold; null otherwise.', { nullable: true }],
  multiplier: ['Int', '2 on a critical or exceptional success: effects double.'],
  strength: ['Int', 'Power + WIL + ⌊degree ÷ 4⌋.', { nullable: true }],
  resistance: ['Int', 'The target’s Willpower.', { nullable: true }],
  wound: [YlniesWoundResult, 'ATTACK: the wound dealt.', { nullable: true }],
  healed: [YlniesWoundCategory, 'HEALING: the wound healed.', { nullable: true }],
  backlash: [YlniesBacklash, 'The magical attack a failed caster suffers; null on success.', { nullable: true }],
  consequence: [YlniesConsequence, 'A fumble’s extra consequence for the GM to narrate; null when the dice did not fumble.', { nullable: true }],
  caster: [CharacterRef, 'The caster after the cast (mana spent, backlash wound).'],
  target: [CharacterRef, 'The target after the cast (the caster itself on a self-cast).'],
}, 'A cast: mana spent, the test, its effect (wound dealt or healed, multiplier ×2 on a critical) or the backlash.');

const YlniesCastInput = inputType('YlniesCastInput', {
  casterId: field.id(z.string(), 'The Ylnies character casting (its owner, or the GM; the GM only for an ATTACK).'),
  targetId: field.id(z.nullish(z.string()), 'Default: the caster (no roll for a beneficial or healing spell on oneself).'),
  spell: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), 'The spell or power, a skill on the caster’s sheet.'),
  power: field.int(z.nullish(z.int().check(z.minimum(-1000), z.maximum(1000))), '1 to the skill value; default the skill value.'),
  kind: field.of(YlniesCastKind, z.enum(['ATTACK', 'BENEFICIAL', 'HEALING', 'THRESHOLD']), 'What kind of cast.'),
  threshold: field.int(z.nullish(threshold), 'THRESHOLD: GM only (players give `requestId`).'),
  requestId: field.id(z.nullish(z.string().check(z.maxLength(200))), 'THRESHOLD: a GM request for this spell.'),
  location: field.string(location, 'Body part the spell hits or heals (a wound dealt there records it).'),
  modifier: field.int(z.nullish(z.int().check(z.minimum(-100), z.maximum(100))), 'GM only.'),
  targetModifier: field.int(z.nullish(z.int().check(z.minimum(-100), z.maximum(100))), 'GM only.'),
  clientSeed: field.string(z.nullish(clientSeedSchema), 'Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters.'),
});
const castSchema = YlniesCastInput.schema;

function backlashView(b: Backlash | null, caster: CharacterRow, con: number): BacklashView | null {
  return b ? { strength: b.strength, resistance: b.resistance, wound: { ...b.wound, character: caster, constitution: con } } : null;
}

/** The caster (the GM for an attack, else its owner or the GM), the target (default: the caster) and a threshold cast's request: one read. */
function castLoad(ctx: Context, input: { casterId: string; targetId?: string | null; kind: string; requestId?: string | null }) {
  return loadScene(ctx, {
    characterId: input.casterId,
    need: input.kind === 'ATTACK' ? 'GM' : undefined,
    otherId: input.targetId || undefined,
    requestId: input.kind === 'THRESHOLD' ? input.requestId : undefined,
  });
}

type CastEffect = Omit<CastView, 'caster' | 'target' | 'wound' | 'backlash' | 'spell' | 'kind'> & { hitWound: WoundApplication | null; backlash: Backlash | null };

async function cast(ctx: Context, scene: Scene, input: z.output<typeof castSchema>): Promise<CastView> {
  const { caller, character, role, epoch } = scene;
  const target = scene.other ?? character;
  const self = target.id === character.id;
  const sheet = requireYlniesSheet(character);
  const targetSheet = self ? sheet : requireYlniesSheet(target);
  accepted(castAsked(role, input, self));
  const spell = skillOf(sheet, input.spell)!;
  let threshold = input.threshold ?? null;
  let casterModifier = input.modifier ?? 0;
  let requestId: string | null = null;
  if (input.kind === 'THRESHOLD') {
    const answered = input.requestId ? openRequestOf(scene) : null;
    const details = answered ? ylniesDetailsOf(answered) : null;
    accepted(thresholdCast(role, spell.name, threshold, details));
    if (answered && details) {
      requestId = answered.id;
      threshold = input.threshold ?? answered.threshold ?? 0;
      casterModifier += details.modifier;
    }
  }
  ensureCanAct(character, sheet.wounds);
  const caster: Caster = {
    characteristics: sheet.characteristics,
    spell,
    ...(input.power != null ? { power: input.power } : {}),
    modifier: casterModifier,
    mana: sheet.mana,
    wounds: sheet.wounds,
  };
  const tgt: Target = { characteristics: targetSheet.characteristics, modifier: input.targetModifier ?? 0, wounds: targetSheet.wounds };
  // The target's log holds the roll when it opposes it (every kind but THRESHOLD, on another).
  const dice = await diceAtHeads(ctx, epoch, !self && input.kind !== 'THRESHOLD' ? [character, target] : [character], input.clientSeed);
  const rng = dice.rng;
  let casterWounds = sheet.wounds;
  let targetWounds = targetSheet.wounds;
  const opposed = (test: OpposedResult | null): OpposedView | null => (test ? { ...test, aCharacter: null, bCharacter: null } : null);
  let effect: CastEffect;
  switch (input.kind) {
    case 'ATTACK': {
      const r = accepted(castAttackSpell(rng, caster, tgt, input.location));
      if (r.hit) targetWounds = r.hit.wound.after;
      effect = {
        ...r,
        success: r.hit !== null,
        test: opposed(r.test),
        thresholdTest: null,
        multiplier: r.hit?.doubled ? 2 : 1,
        strength: r.hit?.strength ?? null,
        resistance: r.hit?.resistance ?? null,
        healed: null,
        hitWound: r.hit?.wound ?? null,
      };
      break;
    }
    case 'BENEFICIAL': {
      const r = accepted(castBeneficialSpell(rng, caster, self ? 'SELF' : tgt));
      effect = { ...r, test: opposed(r.test), thresholdTest: null, healed: null, hitWound: null };
      break;
    }
    case 'HEALING': {
      const r = accepted(castHealingSpell(rng, caster, self ? 'SELF' : tgt, input.location));
      if (self) casterWounds = r.wounds;
      else targetWounds = r.wounds;
      effect = { ...r, test: opposed(r.test), thresholdTest: null, healed: (r.healed as CastView['healed']) ?? null, hitWound: null };
      break;
    }
    case 'THRESHOLD': {
      const r = accepted(castAgainstThreshold(rng, caster, threshold!));
      effect = { ...r, success: r.test.success, test: null, thresholdTest: { ...r.test, probability: null }, strength: null, resistance: null, healed: null, hitWound: null };
      break;
    }
  }
  // A lost test's backlash wounds the caster (a self-cast rolls nothing: it has none).
  if (effect.backlash) casterWounds = effect.backlash.wound.after;
  const writes = [{ character, sheet: { ...sheet, mana: effect.manaLeft, wounds: casterWounds } }];
  if (!self && targetWounds !== targetSheet.wounds) writes.push({ character: target, sheet: { ...targetSheet, wounds: targetWounds } });
  const entry = {
    kind: 'YLNIES_SPELL',
    inputs: {
      kind: input.kind,
      spell: spell.name,
      spellValue: spell.value,
      power: effect.power,
      casterId: character.id,
      targetId: target.id,
      modifier: casterModifier,
      targetModifier: input.targetModifier ?? 0,
      threshold,
      location: input.location,
    },
    outcome: {
      success: effect.success,
      manaCost: effect.manaCost,
      manaLeft: effect.manaLeft,
      multiplier: effect.multiplier,
      strength: effect.strength,
      wound: effect.hitWound ? woundOutcome(effect.hitWound) : null,
      healed: effect.healed,
      backlash: effect.backlash ? woundOutcome(effect.backlash.wound) : null,
      consequence: effect.consequence,
    },
    requestId,
  };
  // A self-cast of a beneficial spell rolls nothing: its trace is the event, not the roll log.
  const rolls = rng.faces.length ? [rollFor(ctx, caller, character, entry, dice)] : [];
  if (rolls.length && !self && effect.test) rolls.push(rollFor(ctx, caller, target, entry, dice));
  const casterRollId = rolls[0]?.id ?? null;
  const events: { type: EventType; payload: Record<string, unknown> }[] = [
    {
      type: 'spell.cast',
      payload: { ruleset: 'YLNIES', casterId: encodeId('Character', character.id), targetId: encodeId('Character', target.id), kind: input.kind, spell: spell.name, power: effect.power, manaCost: effect.manaCost, success: effect.success },
    },
  ];
  if (effect.hitWound) events.push(...woundEvents(target, effect.hitWound, 'YLNIES_SPELL'));
  if (effect.backlash) events.push(...woundEvents(character, effect.backlash.wound, 'YLNIES_BACKLASH'));
  if (effect.healed) events.push({ type: 'wound.healed', payload: { ruleset: 'YLNIES', characterId: encodeId('Character', target.id), category: effect.healed } });
  const { rows } = await commitScene(
    ctx,
    {
      campaignId: character.campaignId,
      sheets: writes.map((w) => sheetFor(w.character, w.sheet)),
      rolls,
      events,
      ...(requestId && casterRollId ? { closeRequest: { id: requestId, rollId: casterRollId } } : {}),
    },
    self ? [character] : [character, target],
  );
  const casterRow = rows.get(character.id)!;
  const targetRow = rows.get(target.id) ?? target;
  const { hitWound, backlash, ...rest } = effect;
  return {
    ...rest,
    kind: input.kind,
    spell: spell.name,
    test: effect.test ? { ...effect.test, aCharacter: casterRow, bCharacter: targetRow } : null,
    wound: hitWound ? { ...hitWound, character: targetRow, constitution: targetSheet.characteristics.CON } : null,
    backlash: backlashView(backlash, casterRow, sheet.characteristics.CON),
    caster: casterRow,
    target: targetRow,
  };
}

ylniesMutation('ylniesCast', {
  type: YlniesCastPayload,
  description:
    'Cast a spell or power (Ylnies §Magic). Spends mana (a spell its power, a power half), whatever the result. ATTACK (GM only) and HEALING/BENEFICIAL on another are opposed to the target’s Willpower; on oneself no roll. A lost test brings a backlash of strength = the degree of failure; a critical success doubles the effects.',
  input: YlniesCastInput,
  load: castLoad,
  run: cast,
});

// The attack is the ATTACK cast: each field checked as the cast's (castSchema), an issue named by
// the attack's own field (`casterModifier`, not the cast's `modifier`: docs/api.md §Errors' path).
const castField = castSchema.shape;
const YlniesMagicAttackInput = inputType('YlniesMagicAttackInput', {
  casterId: field.id(castField.casterId, 'The Ylnies character casting.'),
  targetId: field.id(z.string(), 'The Ylnies character attacked.'),
  spell: field.string(castField.spell, 'The attack spell, a skill on the caster’s sheet.'),
  power: field.int(castField.power, '1 to the skill value; default the skill value.'),
  location: field.string(castField.location, 'Body part hit, recorded with a grave or critical wound.'),
  casterModifier: field.int(castField.modifier, 'Added to the caster’s roll, −100..100; default 0.'),
  targetModifier: field.int(castField.targetModifier, 'Added to the target’s roll, −100..100; default 0.'),
});
const attackAsCast = z.pipe(YlniesMagicAttackInput.schema, z.transform(({ casterModifier, ...rest }) => ({ ...rest, kind: 'ATTACK' as const, modifier: casterModifier })));

ylniesMutation('ylniesMagicAttack', {
  type: YlniesCastPayload,
  description:
    'GM only: an attack spell (Ylnies §Magic): the spell against the target’s 4d6 + Willpower; strength = power + WIL + ⌊degree ÷ 4⌋ against the target’s WIL on the wound table. Same as `ylniesCast` with kind ATTACK.',
  input: { ref: YlniesMagicAttackInput.ref, schema: attackAsCast },
  load: (ctx, input) => castLoad(ctx, { casterId: input.casterId, targetId: input.targetId, kind: 'ATTACK' }),
  run: cast,
});

const RestoreManaInput = inputType('RestoreManaInput', {
  characterId: field.id(z.string(), 'The Ylnies character whose mana comes back.'),
  amount: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(10_000))), 'Default: back to the maximum.'),
});

ylniesMutation('restoreMana', {
  type: CharacterPayload,
  description: 'GM only: give back mana points, up to 5 × Mana (the seed has no recovery rule, so the GM decides).',
  input: RestoreManaInput,
  load: (ctx, input) => requireEditableCharacter(ctx, input.characterId, 'GM'),
  run: async (ctx, { character }, v) => {
    const sheet = requireYlniesSheet(character);
    const next = accepted(restoreMana(sheet, v.amount ?? sheet.manaPoints));
    // The mana and its event in one statement: the player's open sheet shows it at once.
    const event = manaRestoredEvent(character.id, sheet.mana, next.mana, next.manaPoints);
    return { character: await commitSheet(ctx, character, next, { events: [event] }) };
  },
});

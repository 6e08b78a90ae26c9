/**
 * What a successful spell or ritual does to the characters it touches, and how it is reported:
 * wounds inflicted and healed through the health rules, temporary modules (rows of source MAGIC),
 * barriers, protections and counter-effects kept as lasting effects on each target's
 * `state.magic`, the LOREVAL maintained-spell link on the caster, and the wound events.
 * Rules: src/rules/magic/effects.ts, casting.ts (`spellEffects`); SMS §3 (wounds).
 */
import type { SpellEffectsOutcome, WoundToInflict } from '../../rules/magic/casting.js';
import type { SpellParameters } from '../../rules/magic/spell.js';
import { type Severity, heal, inflictWound } from '../../rules/sms/health.js';
import { moduleNameKey } from '../../rules/sms/races.js';
import { builder } from '../builder.js';
import { Severity as SeverityEnum } from '../enums.js';
import { encodeId, encodeScopedId } from '../../primitives/ids.js';
import type { PendingCharacter, PendingWrites } from './persistence.js';
import { SpellDamageType, type StoredSpell, type TemporaryModule, TemporaryPolarity } from './spell-definition.js';
import { type ActiveEffect, expiryFor } from './state.js';
import { SpellTargetRef, type TargetView } from './targets.js';

// =============================================================================================
// Output
// =============================================================================================

type WoundView = Pick<WoundToInflict, 'damageType' | 'elemental' | 'levels'> & {
  target: TargetView;
  severity: Severity;
  woundId: string | null;
};

const SpellWound = builder.objectRef<WoundView>('SpellWound').implement({
  description: 'A wound the spell dealt; on a character it is on its sheet (`woundId`).',
  fields: (t) => ({
    target: t.field({ type: SpellTargetRef, description: 'Who took the wound.', resolve: (w) => w.target }),
    severity: t.field({ type: SeverityEnum, description: 'The wound’s severity, from the wound levels the power dealt.', resolve: (w) => w.severity }),
    damageType: t.field({ type: SpellDamageType, description: 'The damage type of the spell’s effect.', resolve: (w) => w.damageType }),
    elemental: t.exposeBoolean('elemental', { description: 'Elemental damage (armour absorbs only 1 level of it).' }),
    levels: t.exposeInt('levels', { description: 'The wound levels dealt after armour and protections (≥ 1).' }),
    woundId: t.id({
      nullable: true,
      description: 'The `Wound` on the target’s sheet; null for a target that is not a character (a label the GM named).',
      resolve: (w) => (w.woundId && w.target.characterId ? encodeScopedId('Wound', w.target.characterId, w.woundId) : null) }),
  }),
});

/** What the rules core says of one target, with the target as a payload shows it. */
type Targeted<T extends { targetId: string }> = Omit<T, 'targetId'> & { target: TargetView };

type HealView = Targeted<SpellEffectsOutcome['healed'][number]>;

const SpellHeal = builder.objectRef<HealView>('SpellHeal').implement({
  description: 'What a healing effect did to one target.',
  fields: (t) => ({
    target: t.field({ type: SpellTargetRef, description: 'Who was healed.', resolve: (h) => h.target }),
    woundIds: t.idList({
      description: 'The `Wound`s healed (gone from the sheet); empty when the target had none the spell could heal.',
      resolve: (h) => (h.target.characterId ? h.woundIds.map((id) => encodeScopedId('Wound', h.target.characterId!, id)) : h.woundIds) }),
    stabilised: t.exposeBoolean('stabilised', { description: 'The target is stabilised (any heal stabilises).' }),
    restoresLostPart: t.exposeBoolean('restoresLostPart', { description: 'An annihilation-level heal: a lost limb or organ is restored.' }),
  }),
});

/** The fields of a lasting effect's kind, as the effect on a sheet keeps them (absent: null). */
type LastingFields = Pick<
  ActiveEffect,
  'module' | 'defenceDieShift' | 'attackerDieShift' | 'damageType' | 'elemental' | 'points' | 'against' | 'rank'
>;

type LastingView = { targets: TargetView[]; kind: ActiveEffect['kind']; effectIds: string[] } & LastingFields;

const SpellLastingEffect = builder.objectRef<LastingView>('SpellLastingEffect').implement({
  description: 'A lasting effect the spell put on its targets (kept on each character’s `magicEffects`).',
  fields: (t) => ({
    kind: t.string({ description: 'TEMPORARY_MODULE, BARRIER, PROTECTION or COUNTER_EFFECT (as `ActiveSpellEffect.kind`).', resolve: (e) => e.kind }),
    targets: t.field({ type: [SpellTargetRef], description: 'The targets it was put on.', resolve: (e) => e.targets }),
    effectIds: t.idList({ description: 'The ids on the characters’ sheets (`magicEffects`), for dispel.', resolve: (e) => e.effectIds }),
    moduleName: t.string({ nullable: true, description: 'TEMPORARY_MODULE: the module’s name; null otherwise.', resolve: (e) => e.module?.name ?? null }),
    moduleScope: t.int({ nullable: true, description: 'TEMPORARY_MODULE: its scope 1..5; null otherwise.', resolve: (e) => e.module?.scope ?? null }),
    modulePolarity: t.field({
      type: TemporaryPolarity,
      nullable: true,
      description: 'TEMPORARY_MODULE: enhancement or diminution; null otherwise.',
      resolve: (e) => e.module?.polarity ?? null,
    }),
    moduleRank: t.int({ nullable: true, description: 'TEMPORARY_MODULE: its rank (one lower on an area); null otherwise.', resolve: (e) => e.module?.rank ?? null }),
    defenceDieShift: t.exposeInt('defenceDieShift', { nullable: true, description: 'BARRIER: die points on a protected PC’s defence die (−2 × power); null otherwise.' }),
    attackerDieShift: t.exposeInt('attackerDieShift', {
      nullable: true,
      description: 'BARRIER: die points on the die of a PC attacking a protected NPC (+2 × power); null otherwise.',
    }),
    damageType: t.field({ type: SpellDamageType, nullable: true, description: 'PROTECTION: the damage type it absorbs; null otherwise.', resolve: (e) => e.damageType }),
    elemental: t.exposeBoolean('elemental', { nullable: true, description: 'PROTECTION: against elemental damage; null otherwise.' }),
    points: t.exposeInt('points', { nullable: true, description: 'PROTECTION: the wound levels it absorbs per hit (it does not erode); null otherwise.' }),
    against: t.exposeString('against', { nullable: true, description: 'COUNTER_EFFECT: what it cancels (a spell name or keyword); null otherwise.' }),
    rank: t.exposeInt('rank', { nullable: true, description: 'COUNTER_EFFECT: its rank; it cancels matching effects of power ≤ rank. Null otherwise.' }),
  }),
});

type CounterEffectView = Targeted<SpellEffectsOutcome['counterEffects'][number]>;

const SpellCounterEffectMet = builder.objectRef<CounterEffectView>('SpellCounterEffectMet').implement({
  description: 'A counter-effect the offensive effect met on a target: one recorded on its sheet, or a rank the GM gave instead.',
  fields: (t) => ({
    target: t.field({ type: SpellTargetRef, description: 'The target carrying the counter-effect.', resolve: (c) => c.target }),
    source: t.string({ description: 'SHEET: recorded on the target and matching the spell; GM: the GM’s `counterEffectRanks`, which replace the sheet’s.', resolve: (c) => c.source }),
    against: t.exposeString('against', { nullable: true, description: 'Its criterion (null for a GM rank).' }),
    spellName: t.exposeString('spellName', { nullable: true, description: 'The spell that put it there (null for a GM rank).' }),
    rank: t.exposeInt('rank', { description: 'The counter-effect’s rank.' }),
    cancels: t.exposeBoolean('cancels', { description: 'Rank ≥ the spell’s power: the effect is cancelled on this target.' }),
  }),
});

/** What the rules core says a spell did, its targets as a payload shows them, with the effects' end. */
export type EffectsView = Pick<SpellEffectsOutcome, 'itemEnhancement' | 'narrative' | 'duration' | 'maintainedByCaster'> & {
  wounds: WoundView[];
  counterEffects: CounterEffectView[];
  healed: HealView[];
  lasting: LastingView[];
  cancelledByCounterEffect: TargetView[];
  armourErodes: TargetView[];
  expiresAt: string | null;
};

const ItemEnhancementRef = builder.objectRef<NonNullable<EffectsView['itemEnhancement']>>('SpellItemEnhancement').implement({
  description: 'What an item enhancement gives the object it was cast on.',
  fields: (t) => ({
    aspect: t.exposeString('aspect', { description: 'DAMAGE or PROTECTION (as `ItemAspect`).' }),
    damageType: t.exposeString('damageType', { description: 'BLUNT, LETHAL or CRITICAL (as `SpellDamageType`).' }),
    elemental: t.exposeBoolean('elemental', { description: 'Elemental damage or protection.' }),
    points: t.exposeInt('points', { description: 'The wound levels added to the object’s damage or protection.' }),
  }),
});

export const SpellOutcomeEffects = builder.objectRef<EffectsView>('SpellOutcomeEffects').implement({
  description: 'What a successful spell did, target by target.',
  fields: (t) => ({
    wounds: t.field({ type: [SpellWound], description: 'The wounds dealt (offensive effects).', resolve: (e) => e.wounds }),
    healed: t.field({ type: [SpellHeal], description: 'The heals done (curative effects).', resolve: (e) => e.healed }),
    lasting: t.field({ type: [SpellLastingEffect], description: 'The lasting effects put in place (modules, barriers, protections, counter-effects).', resolve: (e) => e.lasting }),
    cancelledByCounterEffect: t.field({
      type: [SpellTargetRef],
      description: 'The targets on which a counter-effect cancelled the spell.',
      resolve: (e) => e.cancelledByCounterEffect,
    }),
    counterEffects: t.field({ type: [SpellCounterEffectMet], description: 'Every counter-effect the offensive effect met, and whether it cancelled it.', resolve: (e) => e.counterEffects }),
    armourErodes: t.field({ type: [SpellTargetRef], description: 'Their armour loses one category (elemental hit).', resolve: (e) => e.armourErodes }),
    itemEnhancement: t.field({ type: ItemEnhancementRef, nullable: true, description: 'The item enhancement; null when the spell has none.', resolve: (e) => e.itemEnhancement }),
    narrative: t.exposeString('narrative', { nullable: true, description: 'The effect told in words (NARRATIVE); null when none.' }),
    duration: t.exposeInt('duration', { description: 'Duration parameter 0..3.' }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, description: 'When the lasting effects end (from the duration: +10 min, +1 h, +24 h); null for duration 0, instant or until the caster’s next action.', resolve: (e) => (e.expiresAt ? new Date(e.expiresAt) : null) }),
    maintainedByCaster: t.exposeBoolean('maintainedByCaster', { description: 'LOREVAL: while it runs the caster cannot fully rest.' }),
  }),
});

// =============================================================================================
// Applying them
// =============================================================================================

/**
 * Put a successful spell's (or ritual's) effects on the characters it touches, in the pending
 * changes of the action: wounds through the health rules, heals, temporary modules (source
 * MAGIC), barriers / protections / counter-effects as active effects, and the LOREVAL
 * maintained-spell link on the caster.
 */
export function applyEffects(
  w: PendingWrites,
  a: {
    spell: StoredSpell;
    spellId: string | null;
    casterId: string;
    parameters: SpellParameters;
    now: Date;
    pend: Map<string, PendingCharacter>;
    views: Map<string, TargetView>;
    effects: SpellEffectsOutcome;
    woundNature: string;
    fromRitual: boolean;
  },
): EffectsView {
  const fx = a.effects;
  const view = (key: string): TargetView => a.views.get(key) ?? { key, characterId: a.pend.has(key) ? key : null, label: a.pend.has(key) ? null : key };
  const expiresAt = expiryFor(fx.duration, a.now);
  const castAt = a.now.toISOString();
  const out: EffectsView = {
    wounds: [],
    counterEffects: fx.counterEffects.map(({ targetId, ...c }) => ({ ...c, target: view(targetId) })),
    healed: [],
    lasting: [],
    cancelledByCounterEffect: fx.cancelledByCounterEffect.map(view),
    armourErodes: fx.armourErodes.map(view),
    itemEnhancement: fx.itemEnhancement,
    narrative: fx.narrative,
    duration: fx.duration,
    expiresAt,
    maintainedByCaster: fx.maintainedByCaster,
  };
  for (const w of fx.woundsToInflict) {
    const p = a.pend.get(w.targetId);
    let woundId: string | null = null;
    if (p) {
      const r = inflictWound(p.health, { nature: a.woundNature, severity: w.severityName as Severity, damageType: w.damageType });
      if (r.ok) {
        p.health = r.value.state;
        p.healthChanged = true;
        woundId = r.value.wound.id;
      }
    }
    out.wounds.push({ target: view(w.targetId), severity: w.severityName as Severity, damageType: w.damageType, elemental: w.elemental, levels: w.levels, woundId });
  }
  for (const h of fx.healed) {
    const p = a.pend.get(h.targetId);
    const done: string[] = [];
    if (p) {
      for (const id of h.woundIds) {
        const r = heal(p.health, id);
        if (r.ok) {
          p.health = r.value;
          p.healthChanged = true;
          done.push(id);
        }
      }
    }
    out.healed.push({ target: view(h.targetId), woundIds: p ? done : h.woundIds, stabilised: h.stabilised, restoresLostPart: h.restoresLostPart });
  }

  const allEffectIds: string[] = [];
  const lasting = (kind: ActiveEffect['kind'], on: { targetIds: string[] } & LastingFields) => {
    const { targetIds, ...fields } = on;
    const effectIds: string[] = [];
    const globalIds: string[] = [];
    for (const id of targetIds) {
      const p = a.pend.get(id);
      if (!p) continue;
      const effect: ActiveEffect = {
        id: `fx-${crypto.randomUUID()}`,
        kind,
        spellName: a.spell.name,
        spellId: a.spellId,
        casterId: a.casterId,
        power: a.spell.power,
        parameters: a.parameters,
        fromRitual: a.fromRitual,
        castAt,
        expiresAt,
        ...fields,
      };
      if (kind === 'TEMPORARY_MODULE' && fields.module) effect.moduleId = addMagicModule(w, id, fields.module);
      p.magic = { ...p.magic, effects: [...(p.magic.effects ?? []), effect] };
      p.magicChanged = true;
      effectIds.push(effect.id);
      globalIds.push(encodeScopedId('ActiveSpellEffect', id, effect.id));
    }
    allEffectIds.push(...effectIds);
    out.lasting.push({ targets: targetIds.map(view), kind, effectIds: globalIds, ...fields });
  };
  for (const tm of fx.temporaryModules) {
    const module = { name: tm.module.name, scope: tm.module.scope, polarity: tm.module.polarity as TemporaryModule['polarity'], rank: tm.module.rank };
    lasting('TEMPORARY_MODULE', { targetIds: tm.targetIds, module });
  }
  // Each kind's fields, as the rules core gives them, with the targets it goes on.
  if (fx.barrier) lasting('BARRIER', fx.barrier);
  if (fx.protection) lasting('PROTECTION', fx.protection);
  if (fx.counterEffect) lasting('COUNTER_EFFECT', fx.counterEffect);
  if (fx.maintainedByCaster) {
    const p = a.pend.get(a.casterId)!;
    p.magic = { ...p.magic, maintained: [...(p.magic.maintained ?? []), { spellName: a.spell.name, effectIds: allEffectIds, expiresAt }] };
    p.magicChanged = true;
  }
  return out;
}

/** A temporary module (source MAGIC) written with the action; its id is chosen here so the effect can name it. */
function addMagicModule(w: PendingWrites, characterId: string, m: TemporaryModule): string {
  const id = crypto.randomUUID();
  w.addModules.push({ id, characterId, name: m.name, nameKey: moduleNameKey(m.name), scope: m.scope, polarity: m.polarity, rank: m.rank });
  return id;
}

/** The wound events of what a spell or a ritual did to characters of the campaign, written with the action. */
export function emitEffectEvents(w: PendingWrites, effects: EffectsView | null, source: 'SPELL' | 'RITUAL'): void {
  for (const wd of effects?.wounds ?? []) {
    if (wd.woundId && wd.target.characterId) {
      w.events.push({
        type: 'wound.inflicted',
        payload: { characterId: encodeId('Character', wd.target.characterId), woundId: encodeScopedId('Wound', wd.target.characterId, wd.woundId), severity: wd.severity, source },
      });
    }
  }
  for (const h of effects?.healed ?? []) {
    if (h.target.characterId && h.woundIds.length) {
      w.events.push({
        type: 'wound.healed',
        payload: { characterId: encodeId('Character', h.target.characterId), woundIds: h.woundIds.map((id) => encodeScopedId('Wound', h.target.characterId!, id)), source },
      });
    }
  }
}

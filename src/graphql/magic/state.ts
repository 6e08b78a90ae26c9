/**
 * The magic kept on an SMS character (`characters.state.magic`): ALMERA exhaustion, the ALMERA
 * per-means spell limit, lasting effects (temporary modules, barriers, protections,
 * counter-effects) and the LOREVAL spells the caster maintains; reading it (with health), its
 * expiry by the clock, and the GraphQL view of a lasting effect (`ActiveSpellEffect`).
 * Rules: src/rules/magic (MAGIC.md); decisions: docs/rules.md §6 "API".
 */
import { type CharacterRow, canSee, characterWithRole } from '../../db/access.js';
import type { DamageType } from '../../rules/magic/effects.js';
import type { SpellParameters } from '../../rules/magic/spell.js';
import { type HealthState, emptyHealth } from '../../rules/sms/health.js';
import { builder } from '../builder.js';
import { encodeId, splitScoped } from '../../primitives/ids.js';
import { SpellDamageType, type TemporaryModule, TemporaryModuleRef } from './spell-definition.js';

export type ActiveEffectKind = 'TEMPORARY_MODULE' | 'BARRIER' | 'PROTECTION' | 'COUNTER_EFFECT';

/** A lasting magical effect on a character (`state.magic.effects`). */
export interface ActiveEffect {
  id: string;
  kind: ActiveEffectKind;
  spellName: string;
  spellId: string | null;
  /** The caster's character id (raw uuid). */
  casterId: string;
  power: number;
  parameters: SpellParameters;
  fromRitual: boolean;
  castAt: string;
  /** From the duration parameter; null = instant / until the caster's next action. */
  expiresAt: string | null;
  /** TEMPORARY_MODULE: the row in `modules` (source MAGIC). */
  moduleId?: string | null;
  module?: TemporaryModule | null;
  /** BARRIER. */
  defenceDieShift?: number;
  attackerDieShift?: number;
  /** PROTECTION. */
  damageType?: DamageType;
  elemental?: boolean;
  points?: number;
  /** COUNTER_EFFECT. */
  against?: string;
  rank?: number;
  /** A temporary dispel (LOREVAL "Dissipation temporaire") holds it back. */
  suppressed?: { parameters: SpellParameters; at: string } | null;
}

/** A LOREVAL spell with a duration the caster maintains (no full rest while it runs). */
export interface MaintainedSpell {
  spellName: string;
  effectIds: string[];
  expiresAt: string | null;
}

/** `characters.state.magic`. */
export interface MagicState {
  /** ALMERA magical exhaustion (seed 003 "Épuisement magique"). */
  exhaustion: number;
  /** ALMERA one-spell limit for means other than one's own magic, per encounter window. */
  limit?: { encounterId: string; window: string; castsByMeans: Record<string, number> } | null;
  effects?: ActiveEffect[];
  maintained?: MaintainedSpell[];
}

export function readMagic(row: Pick<CharacterRow, 'state'>): MagicState {
  const raw = (row.state?.magic ?? {}) as Partial<MagicState>;
  return {
    exhaustion: typeof raw.exhaustion === 'number' ? raw.exhaustion : 0,
    limit: raw.limit ?? null,
    effects: Array.isArray(raw.effects) ? raw.effects : [],
    maintained: Array.isArray(raw.maintained) ? raw.maintained : [],
  };
}

export function readHealth(row: Pick<CharacterRow, 'state'>): HealthState {
  const raw = row.state?.health as HealthState | undefined;
  if (!raw || typeof raw !== 'object') return emptyHealth();
  const base = emptyHealth();
  return { ...base, ...raw, fatigue: { ...base.fatigue, ...(raw.fatigue ?? {}) }, wounds: Array.isArray(raw.wounds) ? raw.wounds : [] };
}

/** Effects and maintained spells whose duration ran out are dropped (with their modules). */
export function pruneExpired(magic: MagicState, now: Date): { magic: MagicState; expiredModuleIds: string[] } {
  const t = now.getTime();
  const alive = (e: { expiresAt: string | null }) => e.expiresAt === null || new Date(e.expiresAt).getTime() > t;
  const effects = magic.effects ?? [];
  const expiredModuleIds = effects.filter((e) => !alive(e) && e.moduleId).map((e) => e.moduleId!);
  return {
    magic: { ...magic, effects: effects.filter(alive), maintained: (magic.maintained ?? []).filter(alive) },
    expiredModuleIds,
  };
}

/** Barriers on a character that still act now (not expired, not held back by a dispel), for the rules core. */
export function recordedBarriers(row: Pick<CharacterRow, 'state'>, now: Date): { spellName: string; power: number }[] {
  return (pruneExpired(readMagic(row), now).magic.effects ?? [])
    .filter((e) => e.kind === 'BARRIER' && !e.suppressed)
    .map((e) => ({ spellName: e.spellName, power: e.power }));
}

/** Duration parameter → end instant (seed 000 "Durée": short ~10 min, hour, day); 0 = none. */
export function expiryFor(duration: number, now: Date): string | null {
  const minutes = [0, 10, 60, 24 * 60][duration] ?? 0;
  return minutes ? new Date(now.getTime() + minutes * 60_000).toISOString() : null;
}

/** An effect with the character bearing it, which makes its id global. */
export type ActiveEffectView = ActiveEffect & { characterId: string };

export const ActiveEffectRef = builder.node(builder.objectRef<ActiveEffectView>('ActiveSpellEffect'), {
  description: 'A lasting magical effect on a character: temporary module, barrier, protection or counter-effect.',
  id: { description: 'Global and opaque: pass it to `dispel` as `effectId`.', resolve: (e) => `${e.characterId}:${e.id}` },
  loadOne: async (id, ctx) => {
    const [characterId, localId] = splitScoped(id);
    if (!ctx.caller || !characterId) return null;
    const found = await characterWithRole(ctx.reader, characterId, ctx.caller.userId);
    if (!found || !canSee(found.character, found.role)) return null;
    const effect = (readMagic(found.character).effects ?? []).find((e) => e.id === localId);
    return effect ? { ...effect, characterId } : null;
  },
  fields: (t) => ({
    effectKind: t.string({ description: 'TEMPORARY_MODULE, BARRIER, PROTECTION or COUNTER_EFFECT.', resolve: (e) => e.kind }),
    kind: t.string({ description: 'Same as `effectKind`.', deprecationReason: 'Use `effectKind`: `kind` conflicts with `Character.kind` when one document selects both through `node` or `nodes`.', resolve: (e) => e.kind }),
    spellName: t.exposeString('spellName', { description: 'The name of the spell or ritual that put it there (a counter-effect or dispel matches it).' }),
    casterId: t.id({ description: 'The caster’s `Character` id.', resolve: (e) => encodeId('Character', e.casterId) }),
    power: t.exposeInt('power', { description: 'The power it was cast at (a dispel needs a rank ≥ it).' }),
    fromRitual: t.exposeBoolean('fromRitual', { description: 'Put there by a ritual: only a ritual of dissipation ends it for good.' }),
    castAt: t.field({ type: 'DateTime', description: 'When it was cast.', resolve: (e) => new Date(e.castAt) }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, description: 'Null: instant or until the caster’s next action (the GM ends it).', resolve: (e) => (e.expiresAt ? new Date(e.expiresAt) : null) }),
    moduleId: t.id({ nullable: true, description: 'TEMPORARY_MODULE: the `Module` (source MAGIC) it added to the sheet; null otherwise.', resolve: (e) => (e.moduleId ? encodeId('Module', e.moduleId) : null) }),
    temporaryModule: t.field({ type: TemporaryModuleRef, nullable: true, description: 'TEMPORARY_MODULE: the module it lends.', resolve: (e) => e.module ?? null }),
    module: t.field({ type: TemporaryModuleRef, nullable: true, description: 'Same as `temporaryModule`.', deprecationReason: 'Use `temporaryModule`: its `polarity` conflicts with `Module.polarity` when one document selects an effect and an experience entry through `node` or `nodes`.', resolve: (e) => e.module ?? null }),
    defenceDieShift: t.int({
      nullable: true,
      description: 'BARRIER: die points on the protected PC’s defence die (−2 × power); null otherwise.',
      resolve: (e) => e.defenceDieShift ?? null,
    }),
    attackerDieShift: t.int({
      nullable: true,
      description: 'BARRIER: die points on the die of a PC attacking the protected NPC (+2 × power); null otherwise.',
      resolve: (e) => e.attackerDieShift ?? null,
    }),
    spellDamageType: t.field({ type: SpellDamageType, nullable: true, description: 'PROTECTION: the damage type it stops.', resolve: (e) => e.damageType ?? null }),
    damageType: t.field({ type: SpellDamageType, nullable: true, description: 'Same as `spellDamageType`.', deprecationReason: 'Use `spellDamageType`: `damageType` conflicts with `Wound.damageType` when one document selects both through `node` or `nodes`.', resolve: (e) => e.damageType ?? null }),
    elemental: t.boolean({ nullable: true, description: 'PROTECTION: against elemental damage; null otherwise.', resolve: (e) => e.elemental ?? null }),
    points: t.int({ nullable: true, description: 'PROTECTION: the wound levels it absorbs per hit (it does not erode); null otherwise.', resolve: (e) => e.points ?? null }),
    against: t.string({ nullable: true, description: 'COUNTER_EFFECT: what it cancels (a spell name or keyword); null otherwise.', resolve: (e) => e.against ?? null }),
    effectRank: t.int({ nullable: true, description: 'COUNTER_EFFECT: its rank.', resolve: (e) => e.rank ?? null }),
    rank: t.int({ nullable: true, description: 'Same as `effectRank`.', deprecationReason: 'Use `effectRank`: `rank` conflicts with `Module.rank` when one document selects both through `node` or `nodes`.', resolve: (e) => e.rank ?? null }),
    suppressed: t.boolean({ description: 'Held back by a temporary dispel: it stays on the sheet but does not act.', resolve: (e) => Boolean(e.suppressed) }),
  }),
});

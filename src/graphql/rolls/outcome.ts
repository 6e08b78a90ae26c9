/**
 * Typed roll data (issue #12 item 6): `Roll.rollKind` (an enum) and `Roll.result`, a union with
 * one member per kind of roll, read from the logged payload — so a typed client needs no cast.
 * `Roll.kind` (String), `inputs` and `outcome` (JSON) stay as the archival record the hash covers.
 */
import type { RollRow } from '../../db/rolls.js';
import { ActionResult, type ActionResultView, actionResultFromRoll } from '../sms/action-result.js';
import { builder } from '../builder.js';
import { Roll, rollPayload } from './roll.js';
import { encodeId } from '../../primitives/ids.js';

/** Each kind of roll: what it is for a frontend developer, and the `RollOutcome` member its `result` is. */
const KNOWN_KINDS = {
  ACTION: ['An SMS action against a difficulty die (`resolveAction`)', 'ActionRollOutcome'],
  FALL: ['An SMS fall (`resolveFall`)', 'ImpactRollOutcome'],
  THROW: ['An SMS throw against an obstacle (`resolveThrow`)', 'ImpactRollOutcome'],
  SPELL: ['An SMS spell cast', 'SpellRollOutcome'],
  RITUAL: ['An SMS ritual', 'SpellRollOutcome'],
  COUNTER_SPELL: ['An SMS counter-spell', 'SpellRollOutcome'],
  DISPEL: ['An SMS dispel', 'SpellRollOutcome'],
  INITIATIVE: ['The D12 roll-offs that break initiative ties when an encounter starts', 'OtherRollOutcome'],
  YLNIES_TEST: ['A Ylnies 4d6 test against a threshold', 'YlniesTestRollOutcome'],
  YLNIES_OPPOSED: ['A Ylnies opposed test', 'CombatRollOutcome'],
  YLNIES_MELEE: ['A Ylnies melee exchange', 'CombatRollOutcome'],
  YLNIES_RANGED: ['A Ylnies ranged attack', 'CombatRollOutcome'],
  YLNIES_SPELL: ['A Ylnies spell cast', 'SpellRollOutcome'],
  YLNIES_PROGRESSION: ['Ylnies skill increases rolled at a scenario end', 'OtherRollOutcome'],
  CREATION: ['The dice of a Ylnies character’s creation (random characteristics, a mixed race’s draws), in the creation log', 'OtherRollOutcome'],
} as const;
type RollKindValue = keyof typeof KNOWN_KINDS | 'OTHER';
const ROLL_KIND_VALUES = Object.fromEntries([
  ...Object.entries(KNOWN_KINDS).map(([kind, [what, outcome]]) => [kind, { description: `${what}: \`${outcome}\`.` }]),
  ['OTHER', { description: 'A kind this version does not know: read `kind` and `outcome`.' }],
]) as Record<RollKindValue, { description: string }>;

export const RollKind = builder.enumType('RollKind', {
  values: ROLL_KIND_VALUES,
  description: 'What was rolled. OTHER: a kind this version does not know (read `kind` and `outcome`).',
});

const kindOf = (r: RollRow): RollKindValue => (Object.hasOwn(KNOWN_KINDS, r.kind) ? (r.kind as RollKindValue) : 'OTHER');

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The view every outcome type reads: the row, its outcome and inputs as logged. */
type OutcomeView = { row: RollRow; outcome: Json; inputs: Json };

const ActionRollOutcome = builder.objectRef<{ row: RollRow; result: ActionResultView | null }>('ActionRollOutcome').implement({
  description: 'An SMS action (SMS §2).',
  fields: (t) => ({ action: t.field({ type: ActionResult, nullable: true, description: 'Null only for a malformed archival entry.', resolve: (o) => o.result }) }),
});

const ImpactRollOutcome = builder.objectRef<OutcomeView>('ImpactRollOutcome').implement({
  description: 'A fall or a throw against an obstacle (SMS §7).',
  fields: (t) => ({
    success: t.boolean({ nullable: true, description: 'The roll against the impact succeeded (automatic included); null for a malformed archival entry.', resolve: (o) => bool(obj(o.outcome.check).success) }),
    roll: t.int({ nullable: true, description: 'The face rolled; null when no die was rolled.', resolve: (o) => num(obj(o.outcome.check).roll) }),
    strength: t.int({ nullable: true, description: 'The impact’s strength: 3 per multiple of the size factor, −3 for a deliberate jump.', resolve: (o) => num(o.outcome.strength) }),
    levels: t.int({ nullable: true, description: 'Wound levels after armour.', resolve: (o) => num(o.outcome.levels) }),
    severity: t.string({ nullable: true, description: 'The wound those levels made, as logged (a `Severity` name: LIGHT … MORTAL); null when none.', resolve: (o) => str(o.outcome.severity) }),
    distance: t.float({ nullable: true, description: 'Metres: the fall’s height, or the distance left to the obstacle for a throw.', resolve: (o) => num(o.inputs.distance) }),
  }),
});

const SpellRollOutcome = builder.objectRef<OutcomeView>('SpellRollOutcome').implement({
  description: 'A spell, counter-spell, dispel or ritual (MAGIC).',
  fields: (t) => ({
    outcome: t.string({ nullable: true, description: 'The cast’s outcome category as logged.', resolve: (o) => str(o.outcome.outcome) }),
    success: t.boolean({ nullable: true, description: 'Whether it succeeded, as logged; null when the entry does not say.', resolve: (o) => bool(o.outcome.success) }),
    roll: t.int({ nullable: true, description: 'The SMS die’s face; null when no die was rolled (automatic, impossible, interrupted) and for a Ylnies spell.', resolve: (o) => num(o.outcome.roll) }),
    stakes: t.string({ nullable: true, description: 'What a failure risked (a `Stakes` value), as logged; null when not recorded.', resolve: (o) => str(o.outcome.stakes) }),
  }),
});

const YlniesTestRollOutcome = builder.objectRef<OutcomeView>('YlniesTestRollOutcome').implement({
  description: 'A Ylnies 4d6 test.',
  fields: (t) => ({
    total: t.int({ nullable: true, description: '4d6 + characteristic + skill + modifiers.', resolve: (o) => num(o.outcome.total) }),
    success: t.boolean({ nullable: true, description: 'The total was above the threshold (or a critical or exceptional success).', resolve: (o) => bool(o.outcome.success) }),
    degree: t.int({ nullable: true, description: 'Degree of success or failure: |total − threshold|.', resolve: (o) => num(o.outcome.degree) }),
    outcome: t.string({ nullable: true, description: 'EXCEPTIONAL_SUCCESS (four 6s), CRITICAL_SUCCESS (three 6s), SUCCESS, FAILURE, CRITICAL_FAILURE (three 1s) or PITIFUL_FAILURE (four 1s).', resolve: (o) => str(o.outcome.outcome) }),
  }),
});

const CombatRollOutcome = builder.objectRef<OutcomeView>('CombatRollOutcome').implement({
  description: 'A Ylnies melee or ranged exchange (or an opposed test): who won, and the hit if any.',
  fields: (t) => ({
    winner: t.string({ nullable: true, description: 'A, B or null (a tie that fails both).', resolve: (o) => str(o.outcome.winner) }),
    degree: t.int({ nullable: true, description: 'The winner’s margin: the difference of the totals; null when nobody won.', resolve: (o) => num(o.outcome.degree) }),
    totals: t.intList({ description: 'Each side’s total, A then B (empty when the entry does not say).', resolve: (o) => (Array.isArray(o.outcome.totals) ? o.outcome.totals.filter((v): v is number => typeof v === 'number') : []) }),
    hit: t.boolean({ description: 'A blow landed.', resolve: (o) => o.outcome.hit != null }),
  }),
});

const OtherRollOutcome = builder.objectRef<OutcomeView>('OtherRollOutcome').implement({
  description: 'Any other roll (initiative, creation, progression): its archival `outcome` only.',
  fields: (t) => ({ kind: t.field({ type: RollKind, description: 'What was rolled.', resolve: (o) => kindOf(o.row) }) }),
});

type AnyOutcome = { row: RollRow; typename: string } & Partial<OutcomeView> & { result?: ActionResultView | null };

export const RollOutcome = builder.unionType('RollOutcome', {
  description: 'What a roll came to, typed by its kind: branch on `__typename`.',
  types: [ActionRollOutcome, ImpactRollOutcome, SpellRollOutcome, YlniesTestRollOutcome, CombatRollOutcome, OtherRollOutcome],
  resolveType: (o) => (o as AnyOutcome).typename,
});

const RollSide = builder.objectRef<{ characterId?: string; label?: string }>('RollSide').implement({
  description: 'One side of a roll: a character of the campaign, an NPC known by its label, or neither where the log keeps it sealed.',
  fields: (t) => ({
    characterId: t.id({ nullable: true, description: 'The character’s global id, to name it from the characters one can see.', resolve: (x) => x.characterId ?? null }),
    label: t.string({ nullable: true, description: 'An NPC known only by its label (a spell’s outside target).', resolve: (x) => x.label ?? null }),
  }),
});

builder.objectFields(Roll, (t) => ({
  rollKind: t.field({ type: RollKind, description: 'What was rolled, as an enum (`kind` is the same as a String).', resolve: (r) => kindOf(r) }),
  result: t.field({
    type: RollOutcome,
    description: 'The outcome typed by kind (`outcome` keeps the archival JSON).',
    resolve: (row) => {
      const payload = rollPayload(row);
      const kind = kindOf(row);
      const typename = kind === 'OTHER' ? 'OtherRollOutcome' : KNOWN_KINDS[kind][1];
      if (typename === 'ActionRollOutcome') return { row, typename, result: actionResultFromRoll(row) } as never;
      return { row, typename, outcome: obj(payload.outcome), inputs: obj(payload.inputs) } as never;
    },
  }),
  sides: t.field({
    type: [RollSide],
    description:
      'Who did what to whom (issue 39): the two sides in the order of `result` — a Ylnies opposed test (A, B), an exchange (attacker, defender), a spell cast on another (caster, target). Empty for a roll of one. Read from the logged inputs, no other read: a side this log keeps sealed (docs/fairness.md) has neither id nor label.',
    resolve: (row) => sidesOf(row).map((side) => (side === null ? {} : 'label' in side ? { label: side.label } : { characterId: encodeId('Character', side.id) })),
  }),
}));

type Side = { id: string } | { label: string } | null;

/** The two sides of a roll as its inputs name them (raw ids); a sealed or missing one is null. */
function sidesOf(row: RollRow): Side[] {
  const inputs = obj(rollPayload(row).inputs);
  const idOf = (v: unknown): Side => {
    const id = obj(v).characterId;
    return typeof id === 'string' ? { id } : null;
  };
  const raw = (v: unknown): Side => (typeof v === 'string' ? { id: v } : null);
  switch (kindOf(row)) {
    case 'YLNIES_OPPOSED':
      return [idOf(inputs.a), idOf(inputs.b)];
    case 'YLNIES_MELEE':
    case 'YLNIES_RANGED':
      return [idOf(inputs.attacker), idOf(inputs.defender)];
    case 'YLNIES_SPELL':
      return inputs.targetId === inputs.casterId ? [] : [raw(inputs.casterId), raw(inputs.targetId)];
    case 'SPELL': {
      const target = obj(Array.isArray(inputs.targets) ? inputs.targets[0] : null);
      if (typeof target.characterId === 'string' && target.characterId !== row.characterId) return [{ id: row.characterId }, { id: target.characterId }];
      return typeof target.label === 'string' ? [{ id: row.characterId }, { label: target.label }] : [];
    }
    default:
      return [];
  }
}

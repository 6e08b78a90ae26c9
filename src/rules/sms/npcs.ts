import smsData from '../../data/sms.json';
import { settleDie } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { floorScore } from './check.js';
import type { DifficultyStep } from './combat.js';
import { countsInPlay, MAX_SCOPE, MIN_SCOPE } from './module.js';
import { type DeclaredModule, scoreBreakdown } from './resolution.js';

/**
 * NPCs and creatures (SMS §9): defined by one of four methods, their base die set by their
 * narrative role. NPCs never roll: everything here is a difficulty, with no Rng.
 */

export type NpcRole = 'BOSS' | 'RECURRING' | 'ONE_SHOT' | 'DISPOSABLE';
export type NpcMethod = 'UBER_SIMPLE' | 'SIMPLE' | 'SEMI_MODULAR' | 'DELUXE';

export interface NpcRoleInfo {
  key: NpcRole;
  name: { fr: string; en: string };
  /** Base die range for a light wound; max null = no upper bound (a boss may go above 12). */
  baseDie: { min: number; max: number | null };
}

/** Roles and their base die for a light wound (SMS §9): Boss D12+, Recurring D10–D12, One-shot D8–D10, Disposable D2–D6. */
export const NPC_ROLES: readonly NpcRoleInfo[] = smsData.npcRoles as NpcRoleInfo[];

export function npcRole(key: NpcRole): NpcRoleInfo | undefined {
  return NPC_ROLES.find((r) => r.key === key);
}

interface NpcCommon {
  name: string;
  role: NpcRole;
  /** SMS §6: 1..9, 5 average. */
  sizeFactor?: number;
  /** A minion or bystander: dies from any weapon hit (SMS §4). Disposable NPCs always are. */
  minion?: boolean;
}

/**
 * Uber-simple (made up on the spot, noted to stay consistent) and simple (written down
 * beforehand): an attack difficulty (to resist its attacks), a defence difficulty (to hit it,
 * i.e. its base die for a light wound), and any other named difficulty. Seed: gnolls 3/3,
 * their alpha 5/5.
 */
export interface SimpleNpc extends NpcCommon {
  method: 'UBER_SIMPLE' | 'SIMPLE';
  attack: number;
  defence: number;
  other?: Record<string, number>;
}

/** Semi-modular: a difficulty fixed in advance plus the ranks of the modules the action activates (SMS §9). */
export interface SemiModularNpc extends NpcCommon {
  method: 'SEMI_MODULAR';
  attack: number;
  defence: number;
  other?: Record<string, number>;
  modules: DeclaredModule[];
}

/**
 * Deluxe: full modules like a PC; its action score is a raw difficulty rounded up to a die
 * (SMS §9). `attackModuleIds` / `defenceModuleIds` name the modules of its usual attack and
 * defence (the defence gives its base die).
 */
export interface DeluxeNpc extends NpcCommon {
  method: 'DELUXE';
  modules: DeclaredModule[];
  attackModuleIds: string[];
  defenceModuleIds: string[];
}

export type NpcDefinition = SimpleNpc | SemiModularNpc | DeluxeNpc;

const RULE_DEF = 'SMS §9: an NPC is defined uber-simple, simple, semi-modular or deluxe';
const RULE_ROLE = 'SMS §9: the role sets the base die for a light wound';

export type NpcAction = 'ATTACK' | 'DEFENCE' | { other: string };

export interface NpcDifficulty {
  /** Raw difficulty before rounding (an NPC's score is a raw difficulty, SMS §9). */
  points: number;
  die: number;
  steps: DifficultyStep[];
}

function checkModules(modules: readonly DeclaredModule[], who: string): Violation[] {
  const v: Violation[] = [];
  const ids = new Set<string>();
  for (const m of modules) {
    if (ids.has(m.id)) v.push(violation('DUPLICATE_MODULE', RULE_DEF, `${who}: module ${m.name} twice`));
    ids.add(m.id);
    if (!Number.isInteger(m.rank) || m.rank < 1) v.push(violation('BAD_RANK', 'SMS §1: a rank is a whole number ≥ 1', `${who}: ${m.name} rank ${m.rank}`));
    if (!Number.isInteger(m.scope) || m.scope < MIN_SCOPE || m.scope > MAX_SCOPE) {
      v.push(violation('BAD_SCOPE', 'SMS §1: a scope is 1 to 5', `${who}: ${m.name} scope ${m.scope}`));
    }
  }
  return v;
}

function checkNumber(n: number, label: string): Violation[] {
  return Number.isFinite(n) && n >= 0 ? [] : [violation('BAD_DIFFICULTY', RULE_DEF, `${label} ${n}`)];
}

function pick(modules: readonly DeclaredModule[], ids: readonly string[] | undefined): { chosen: DeclaredModule[]; missing: string[] } {
  const want = ids ?? [];
  // A module whose object is lost is neither missing nor counted (seed 000, « Modules amovibles »).
  const chosen = modules.filter((m) => want.includes(m.id) && countsInPlay(m));
  const missing = want.filter((id) => !modules.some((m) => m.id === id));
  return { chosen, missing };
}

/**
 * An NPC's difficulty for an action (SMS §9), never a roll. Simple methods: the noted number.
 * Semi-modular: the fixed difficulty + Σ signed ranks of the activated modules. Deluxe: the
 * action score of the activated modules (defaults: its attack or defence modules), floored at 1
 * like any score, then rounded up to a die.
 */
export function npcDifficulty(npc: NpcDefinition, action: NpcAction, activeModuleIds?: string[]): RuleResult<NpcDifficulty> {
  const label = typeof action === 'string' ? action.toLowerCase() : action.other;
  const steps: DifficultyStep[] = [];
  if (npc.method === 'DELUXE') {
    const ids = activeModuleIds ?? (action === 'ATTACK' ? npc.attackModuleIds : action === 'DEFENCE' ? npc.defenceModuleIds : []);
    const { chosen, missing } = pick(npc.modules, ids);
    if (missing.length > 0) return fail(violation('UNKNOWN_MODULE', RULE_DEF, `${npc.name} has no module ${missing.join(', ')}`));
    const b = scoreBreakdown({ modules: chosen });
    for (const m of chosen) if (m.polarity !== 'RESISTIVE') steps.push({ label: m.name, shift: m.polarity === 'POSITIVE' ? m.rank : -m.rank });
    if (b.absorbed > 0) steps.push({ label: 'resistive absorption', shift: b.absorbed });
    const points = floorScore(b.rawScore);
    return ok({ points, die: settleDie(points), steps });
  }
  let base: number | undefined;
  if (action === 'ATTACK') base = npc.attack;
  else if (action === 'DEFENCE') base = npc.defence;
  else base = npc.other?.[action.other];
  if (base === undefined) return fail(violation('UNKNOWN_NPC_ACTION', RULE_DEF, `${npc.name} has no difficulty for ${label}`));
  steps.push({ label: `${label} difficulty`, shift: base });
  let points = base;
  if (npc.method === 'SEMI_MODULAR' && activeModuleIds && activeModuleIds.length > 0) {
    const { chosen, missing } = pick(npc.modules, activeModuleIds);
    if (missing.length > 0) return fail(violation('UNKNOWN_MODULE', RULE_DEF, `${npc.name} has no module ${missing.join(', ')}`));
    const b = scoreBreakdown({ modules: chosen });
    for (const m of chosen) if (m.polarity !== 'RESISTIVE') steps.push({ label: m.name, shift: m.polarity === 'POSITIVE' ? m.rank : -m.rank });
    if (b.absorbed > 0) steps.push({ label: 'resistive absorption', shift: b.absorbed });
    points += b.rawScore;
  }
  return ok({ points, die: settleDie(points), steps });
}

/** The base die for a light wound: the NPC's defence difficulty, rounded to a die (SMS §4, §9). */
export function npcBaseDie(npc: NpcDefinition): RuleResult<number> {
  const d = npcDifficulty(npc, 'DEFENCE');
  return d.ok ? ok(d.value.die) : d;
}

/** Dies in one hit (SMS §4, §9): disposable NPCs, minions and bystanders. */
export function diesInOneHit(npc: Pick<NpcDefinition, 'role' | 'minion'>): boolean {
  return npc.role === 'DISPOSABLE' || npc.minion === true;
}

/**
 * Validate an NPC definition (SMS §9). No creation budget binds NPCs. The base die must fall in
 * the role's range unless `allowOutsideRole` (the seed says "le plus souvent").
 */
export function validateNpc(npc: NpcDefinition, opts: { allowOutsideRole?: boolean } = {}): RuleResult<NpcDefinition> {
  const v: Violation[] = [];
  if (npc.name.trim() === '') v.push(violation('NPC_WITHOUT_NAME', RULE_DEF, 'an NPC needs a name'));
  const role = npcRole(npc.role);
  if (!role) v.push(violation('UNKNOWN_ROLE', RULE_ROLE, `unknown role ${npc.role}`));
  const size = npc.sizeFactor ?? 5;
  if (!Number.isInteger(size) || size < 1 || size > 9) v.push(violation('BAD_SIZE_FACTOR', 'SMS §6: size factor is 1 to 9', `size factor ${size}`));
  switch (npc.method) {
    case 'UBER_SIMPLE':
    case 'SIMPLE':
      v.push(...checkNumber(npc.attack, 'attack'), ...checkNumber(npc.defence, 'defence'));
      for (const [k, n] of Object.entries(npc.other ?? {})) v.push(...checkNumber(n, k));
      break;
    case 'SEMI_MODULAR':
      v.push(...checkNumber(npc.attack, 'attack'), ...checkNumber(npc.defence, 'defence'), ...checkModules(npc.modules, npc.name));
      for (const [k, n] of Object.entries(npc.other ?? {})) v.push(...checkNumber(n, k));
      break;
    case 'DELUXE': {
      v.push(...checkModules(npc.modules, npc.name));
      const ids = new Set(npc.modules.map((m) => m.id));
      // Named by role and place, never by id (issue 38 item 21).
      for (const [role, list] of [['attack', npc.attackModuleIds], ['defence', npc.defenceModuleIds]] as const) {
        for (const [i, id] of list.entries()) {
          if (!ids.has(id)) v.push(violation('UNKNOWN_MODULE', RULE_DEF, `${role} module ${i + 1} is not one of ${npc.name}’s modules`));
        }
      }
      if (npc.defenceModuleIds.length === 0) v.push(violation('NO_DEFENCE_MODULES', RULE_ROLE, `${npc.name} needs defence modules for its base die`));
      break;
    }
    default:
      v.push(violation('UNKNOWN_METHOD', RULE_DEF, `unknown method ${(npc as { method: string }).method}`));
  }
  if (v.length > 0) return fail(...v);
  if (role && !opts.allowOutsideRole) {
    const base = npcBaseDie(npc);
    if (!base.ok) return base;
    const { min, max } = role.baseDie;
    if (base.value < min || (max !== null && base.value > max)) {
      const range = max === null ? `D${min}+` : `D${min}–D${max}`;
      return fail(violation('BASE_DIE_OUTSIDE_ROLE', RULE_ROLE, `${npc.name}: base D${base.value} outside ${role.name.en} ${range}`));
    }
  }
  return ok(npc);
}

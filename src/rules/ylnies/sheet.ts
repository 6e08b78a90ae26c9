/**
 * The Ylnies character sheet as persisted by the API (`YlniesSheet { race characteristics
 * skills manaPoints mana wounds equipment }`): plain serialisable data only.
 */
import type { CharacteristicKey, Characteristics } from './characteristics.js';
import type { EquipmentState } from './equipment.js';
import type { RaceState } from './races.js';

/**
 * Skills, spells and powers are all skills (Ylnies §Characteristics: "y compris les sorts et
 * les pouvoirs"); the kind matters for costs (spells double at creation, powers half mana).
 */
export type SkillKind = 'SKILL' | 'SPELL' | 'POWER';

export interface Skill {
  /** Free name, unique on a sheet (case-insensitive). */
  name: string;
  /** The characteristic it is tied to (Ylnies §Creation step 4). */
  characteristic: CharacteristicKey;
  kind: SkillKind;
  value: number;
  /** The innate magical ability (exactly one, a spell or a power). */
  innate: boolean;
}

export interface GraveWound {
  /** Body part, for the −1 on actions using it; null when the GM does not say. */
  location: string | null;
}

export interface CriticalWound {
  location: string | null;
  /** Damage taken: the difficulty of the CON test it called for. */
  damage: number;
}

/** Wounds are categories, not hit points (Ylnies §Combat wound table). */
export interface WoundState {
  light: number;
  grave: GraveWound[];
  critical: CriticalWound[];
  unconscious: boolean;
  /** Out of the fight (a critical wound even after a successful CON test). */
  outOfCombat: boolean;
  dead: boolean;
}

export const NO_WOUNDS: WoundState = {
  light: 0,
  grave: [],
  critical: [],
  unconscious: false,
  outOfCombat: false,
  dead: false,
};

export interface YlniesSheet {
  race: RaceState;
  characteristics: Characteristics;
  skills: Skill[];
  /** Maximum mana = 5 × MAN. */
  manaPoints: number;
  /** Current mana. */
  mana: number;
  wounds: WoundState;
  equipment: EquipmentState;
}

/** Find a skill by name, case-insensitively. */
export function findSkill(skills: readonly Skill[], name: string): Skill | undefined {
  const wanted = name.trim().toLowerCase();
  return skills.find((s) => s.name.trim().toLowerCase() === wanted);
}

/** True when a character can no longer act: dead, unconscious or out of the fight. */
export function isIncapacitated(wounds: WoundState): boolean {
  return wounds.dead || wounds.unconscious || wounds.outOfCombat;
}

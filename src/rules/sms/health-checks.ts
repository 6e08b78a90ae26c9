/**
 * Who the health rules apply to (SMS §3, §4, §10): SMS characters only; a minion dies from a hit; a death is declared once;
 * the trance is the Elfins'; the afflictions resisted are the character's own.
 */
import { fail, ok, type RuleResult, violation } from '../violation.js';
import type { AfflictionsState } from './afflictions.js';
import { weaponHitOnNpc } from './combat.js';
import { type DamageType, declareDead, type HealthState, inflictWound, type Severity, type Wound } from './health.js';
import { diesInOneHit, type NpcDefinition } from './npcs.js';

/** Wounds and fatigue are SMS modules: a Ylnies character has none. */
export function smsCharacterOnly(character: { name: string; ruleset: string }): RuleResult<true> {
  if (character.ruleset !== 'SMS') {
    return fail(violation('NOT_AN_SMS_CHARACTER', 'SMS §3: wounds and fatigue are SMS modules', `${character.name} is a ${character.ruleset} character.`));
  }
  return ok(true);
}

/** The GM declares a mortally wounded character dead, once (SMS §3). */
export function declareCharacterDead(name: string, state: HealthState): RuleResult<HealthState> {
  if (state.dead) return fail(violation('ALREADY_DEAD', 'SMS §3: a mortal wound takes the character out', `${name} is already dead.`));
  return declareDead(state);
}

/**
 * The GM's wound on a character (SMS §3, §4). A minion or a disposable NPC dies from any hit:
 * "Les sbires et les quidam meurent à moins qu'on spécifie expressément que le coup n'était pas
 * destiné à les tuer." The wound is then mortal and the NPC dead; an annihilation stays one.
 */
export function woundCharacter(
  state: HealthState,
  npc: Pick<NpcDefinition, 'role' | 'minion'> | null,
  blow: { nature: string; severity: Severity; damageType?: DamageType | null; notMeantToKill?: boolean | null },
): RuleResult<{ state: HealthState; wound: Wound; killed: boolean }> {
  const hit =
    npc && diesInOneHit(npc) && blow.severity !== 'ANNIHILATION'
      ? weaponHitOnNpc({ minion: true, severity: blow.severity, notMeantToKill: blow.notMeantToKill ?? false })
      : { killed: false, severity: blow.severity };
  const done = inflictWound(state, { nature: blow.nature, severity: hit.severity, damageType: blow.damageType ?? null });
  if (!done.ok) return done;
  return ok({ state: hit.killed ? { ...done.value.state, dead: true } : done.value.state, wound: done.value.wound, killed: hit.killed });
}

/** Only an Elfin recovers in a 4-hour trance what others do in 8 hours of sleep (SMS §3). */
export function mayRecoverInTrance(character: { name: string; race: string | null }, elfinTrance: boolean): RuleResult<true> {
  if (elfinTrance && character.race !== 'ELFIN') {
    return fail(
      violation('NOT_AN_ELFIN', 'SMS §3: an Elfin’s 4-hour trance recovers what 8 hours of sleep do for others', `${character.name} is not an Elfin and cannot recover in a trance.`),
    );
  }
  return ok(true);
}

/** The afflictions a character resists this period are among its own (SMS §10). */
export function resistedAfflictions(name: string, state: AfflictionsState, resisted: readonly string[]): RuleResult<string[]> {
  const unknown = resisted.filter((id) => !state.afflictions.some((a) => a.id === id));
  if (unknown.length) {
    return fail(violation('UNKNOWN_AFFLICTION', 'SMS §10: disease and poison boxes fill at the stated rate', `No affliction ${unknown.join(', ')} on ${name}.`));
  }
  return ok([...resisted]);
}

/**
 * Who rolls to cushion a fall or a throw, and with what (SMS §2.1, §2.8, §3, §7): a PC that is
 * still there, hit by blunt damage (lethal on sharp ground), declaring modules of its own sheet
 * and the wounds and fatigue that weigh on it.
 */
import { fail, ok, type RuleResult, type Violation, violation } from '../violation.js';
import { type DamageType, type HealthState, healthModules } from './health.js';
import { countsInPlay, objectLostViolation } from './module.js';
import type { DeclaredModule } from './resolution.js';

const RULE_DECLARE = 'SMS §2.1: the player declares modules of the character’s own sheet';

/** A fall or a throw deals blunt damage, or lethal on sharp ground; never critical. */
export type ImpactDamageType = Exclude<DamageType, 'CRITICAL'>;

/**
 * May this character roll against an impact of this damage type? Only players roll (an NPC's
 * abilities are difficulties); an annihilated character is gone. Gives the damage type, blunt
 * unless stated.
 */
export function mayRollImpact(
  character: { name: string; kind: 'PC' | 'NPC' },
  health: Pick<HealthState, 'status'>,
  damageType: DamageType | null | undefined,
): RuleResult<ImpactDamageType> {
  if (character.kind !== 'PC') {
    return fail(violation('NPCS_DO_NOT_ROLL', 'SMS §2.8: only players roll; NPC abilities are difficulties', `${character.name} is an NPC: the GM never rolls.`));
  }
  if (damageType === 'CRITICAL') {
    return fail(violation('BAD_IMPACT_DAMAGE_TYPE', 'SMS §7: blunt damage, lethal on sharp or irregular ground', 'A fall or a throw deals blunt damage, or lethal on sharp ground.'));
  }
  if (health.status === 'DESTROYED') return fail(violation('CHARACTER_DESTROYED', 'SMS §3: an annihilated character is destroyed', `${character.name} was annihilated.`));
  return ok(damageType ?? 'BLUNT');
}

/**
 * The modules declared against an impact, in order: wounds and fatigue by their health ids
 * (`wound:<id>`, `fatigue:<KIND>`), sheet modules through `sheetModule` (the API resolves its
 * ids). Each once; every id not found is reported.
 */
export function impactModules(ids: readonly string[], health: HealthState, sheetModule: (id: string) => DeclaredModule | undefined): RuleResult<DeclaredModule[]> {
  const fromHealth = healthModules(health);
  const violations: Violation[] = [];
  const out: DeclaredModule[] = [];
  // Named by name or place, never by id (issue 38 item 21).
  for (const [i, id] of ids.entries()) {
    const twice = out.find((m) => m.id === id);
    if (twice) {
      violations.push(violation('DUPLICATE_MODULE', RULE_DECLARE, `“${twice.name}” is declared twice`));
      continue;
    }
    const found = fromHealth.find((m) => m.id === id) ?? sheetModule(id);
    if (!found) {
      violations.push(violation('UNKNOWN_MODULE', RULE_DECLARE, `module ${i + 1} declared is not a module, wound or fatigue of this character`));
      continue;
    }
    if (!countsInPlay(found)) {
      violations.push(objectLostViolation(found));
      continue;
    }
    out.push(found);
  }
  return violations.length ? fail(...violations) : ok(out);
}

import { describe, expect, it } from 'vitest';
import { addFatigue, emptyHealth, inflictWound } from '../../../src/rules/sms/health.js';
import { impactModules, mayRollImpact } from '../../../src/rules/sms/impact-declaration.js';
import type { DeclaredModule } from '../../../src/rules/sms/resolution.js';
import type { RuleResult } from '../../../src/rules/violation.js';

const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule, v.message]));
const RULE_DECLARE = 'SMS §2.1: the player declares modules of the character’s own sheet';
const kara = { name: 'Kara', kind: 'PC' as const };

describe('SMS §2.8, §3, §7 who rolls against an impact', () => {
  it('a PC still there, blunt by default or lethal; never critical', () => {
    expect(mayRollImpact(kara, { status: 'ACTIVE' }, undefined)).toEqual({ ok: true, value: 'BLUNT' });
    expect(mayRollImpact(kara, { status: 'ACTIVE' }, null)).toEqual({ ok: true, value: 'BLUNT' });
    expect(mayRollImpact(kara, { status: 'OUT_OF_ACTION' }, 'LETHAL')).toEqual({ ok: true, value: 'LETHAL' });
    expect(breach(mayRollImpact(kara, { status: 'ACTIVE' }, 'CRITICAL'))).toEqual([
      ['BAD_IMPACT_DAMAGE_TYPE', 'SMS §7: blunt damage, lethal on sharp or irregular ground', 'A fall or a throw deals blunt damage, or lethal on sharp ground.'],
    ]);
    expect(breach(mayRollImpact(kara, { status: 'DESTROYED' }, 'BLUNT'))).toEqual([['CHARACTER_DESTROYED', 'SMS §3: an annihilated character is destroyed', 'Kara was annihilated.']]);
  });

  it('an NPC never rolls, whatever else is wrong', () => {
    expect(breach(mayRollImpact({ name: 'Gnoll', kind: 'NPC' }, { status: 'DESTROYED' }, 'CRITICAL'))).toEqual([
      ['NPCS_DO_NOT_ROLL', 'SMS §2.8: only players roll; NPC abilities are difficulties', 'Gnoll is an NPC: the GM never rolls.'],
    ]);
  });
});

describe('SMS §2.1, §3 the modules declared against an impact', () => {
  const wounded = inflictWound(emptyHealth(), { nature: 'Cut', severity: 'SERIOUS' });
  if (!wounded.ok) throw new Error('setup');
  const tired = addFatigue(wounded.value.state, 'LASTING', 2);
  if (!tired.ok) throw new Error('setup');
  const health = tired.value;
  const woundId = `wound:${wounded.value.wound.id}`;
  const acrobatics: DeclaredModule = { id: 'M1', name: 'Acrobatics', scope: 2, polarity: 'POSITIVE', rank: 2, source: 'PLAYER' };
  const sheet = (id: string) => (id === 'M1' ? acrobatics : undefined);

  it('sheet modules through the API’s lookup, wounds and fatigue by their health ids, in order', () => {
    const r = impactModules(['fatigue:LASTING', 'M1', woundId], health, sheet);
    expect(r.ok && r.value.map((m) => [m.id, m.polarity, m.rank, m.source])).toEqual([
      ['fatigue:LASTING', 'NEGATIVE', 2, 'FATIGUE'],
      ['M1', 'POSITIVE', 2, 'PLAYER'],
      [woundId, 'NEGATIVE', wounded.value.wound.rank, 'WOUND'],
    ]);
    expect(impactModules([], health, sheet)).toEqual({ ok: true, value: [] });
  });

  it('each once, each the character’s own: every breach reported', () => {
    expect(breach(impactModules(['M1', 'M2', 'M1', 'fatigue:PASSING'], health, sheet))).toEqual([
      ['UNKNOWN_MODULE', RULE_DECLARE, 'module 2 declared is not a module, wound or fatigue of this character'],
      ['DUPLICATE_MODULE', RULE_DECLARE, '“Acrobatics” is declared twice'],
      ['UNKNOWN_MODULE', RULE_DECLARE, 'module 4 declared is not a module, wound or fatigue of this character'],
    ]);
  });
});

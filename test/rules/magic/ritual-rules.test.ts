import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import { almeraRitualViolations, checkRitualDisruption, lorevalRitualViolations, performAlmeraRitual, performLorevalRitual } from '../../../src/rules/magic/ritual.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';
import type { Violation } from '../../../src/rules/violation.js';

// Rituals: every refusal cites its seed section and names what it concerns; a performed ritual
// says its variant (pinned by mutation testing, issue 22 item 23).

const cited = (v: Violation[]) => v.map((x) => [x.code, x.rule]);
const almera: SpellDefinition = { variant: 'ALMERA', kind: 'RITUAL', name: 'Mur de brume', source: 'SPIRITS', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
const loreval: SpellDefinition = {
  variant: 'LOREVAL',
  kind: 'RITUAL',
  name: 'Voile',
  source: 'DIVINE',
  power: 1,
  nature: 'MISC',
  effects: [{ kind: 'NARRATIVE' }],
  ritual: { castingTime: '1 h', prerequisites: [] },
};

describe('LOREVAL « Interrompre un rituel »', () => {
  it('a counter-spell is refused, cited; any direct action on the ritual interrupts it', () => {
    const r = checkRitualDisruption('COUNTER_SPELL');
    expect(!r.ok && cited(r.violations)).toEqual([['NO_COUNTER_SPELL_AGAINST_RITUAL', 'MAGIC LOREVAL §Interrompre un rituel: no counter-spell stops a ritual; only disrupting the ritual itself does']]);
    expect(!r.ok && r.violations[0]!.message).toContain('counter-spell');
    expect(checkRitualDisruption('REMOVE_COMPONENTS')).toEqual({ ok: true, value: true });
  });
});

describe('only a ritual of the variant is performed as a ritual', () => {
  it('a spell is refused, cited in each variant’s own section and named with its kind', () => {
    const l = lorevalRitualViolations({ ritual: { ...loreval, kind: 'SPELL', ritual: undefined }, caster: { ranks: { DIVINE: 2, RITUAL: 1 } } }).filter((v) => v.code === 'NOT_A_RITUAL');
    expect(cited(l)).toEqual([['NOT_A_RITUAL', 'MAGIC LOREVAL §La magie rituelle: only a ritual is performed as a ritual']]);
    expect(l[0]!.message).toContain('Voile is a spell');
    const a = almeraRitualViolations({ ritual: { ...almera, kind: 'SPELL' }, learned: true, caster: { ranks: { SPIRITS: 2 } }, procedureBonus: 4 }).filter((v) => v.code === 'NOT_A_RITUAL');
    expect(cited(a)).toEqual([['NOT_A_RITUAL', 'MAGIC ALMERA §Exécuter un rituel: only a ritual is performed as a ritual']]);
  });

  it('a ritual of the other variant is refused, naming both variants', () => {
    const v = almeraRitualViolations({ ritual: { ...almera, variant: 'LOREVAL' }, learned: true, caster: { ranks: { SPIRITS: 2 } }, procedureBonus: 4 }).filter((x) => x.code === 'WRONG_VARIANT');
    expect(cited(v)).toEqual([['WRONG_VARIANT', 'MAGIC ALMERA §Exécuter un rituel: this is a ALMERA ritual procedure']]);
    expect(v[0]!.message).toContain('Mur de brume is LOREVAL');
  });

  it('ALMERA: an unlearned ritual and a low procedure bonus are named', () => {
    const v = almeraRitualViolations({ ritual: almera, learned: false, caster: { ranks: { SPIRITS: 2 } }, procedureBonus: 2 });
    expect(v.map((x) => x.code)).toEqual(['RITUAL_NOT_LEARNED', 'PROCEDURE_BONUS_TOO_LOW']);
    expect(v[0]!.message).toContain('Mur de brume');
    expect(v[1]!.message).toContain('2');
  });
});

describe('a performed ritual says its variant', () => {
  it('LOREVAL and ALMERA', () => {
    const l = performLorevalRitual(scriptedRng([1]), { ritual: loreval, caster: { id: 'm', ranks: { DIVINE: 2, RITUAL: 1 } } });
    expect(l.ok && l.value).toMatchObject({ variant: 'LOREVAL', ritualName: 'Voile', success: true });
    const a = performAlmeraRitual(scriptedRng([1]), { ritual: almera, learned: true, caster: { id: 'm', ranks: { SPIRITS: 2 } }, procedureBonus: 4 });
    expect(a.ok && a.value).toMatchObject({ variant: 'ALMERA', ritualName: 'Mur de brume', success: true });
  });
});

import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/rules/dice.js';
import {
  checkAlmeraCounterSpell,
  checkLorevalCounterSpell,
  checkLorevalDispel,
  resolveAlmeraCounterSpell,
  resolveLorevalCounterSpell,
  resolveLorevalDispel,
  ritualOfDissipation,
} from '../../../src/rules/magic/counter.js';
import { FRESH_SPELL_LIMIT, bookSpell, canCast, endOwnAction } from '../../../src/rules/magic/limit.js';
import type { SpellDefinition } from '../../../src/rules/magic/spell.js';

describe('LOREVAL counter-spell', () => {
  const spell = { form: 'ARCANE' as const, power: 3, interruptBaseDie: 6 };

  it('needs the same form at a rank ≥ the power; refused against a ritual', () => {
    const v = checkLorevalCounterSpell({ counterer: { ranks: { ARCANE: 2, DIVINE: 5 } }, spell: { ...spell, isRitual: true }, countererIsTarget: false });
    expect(v.map((x) => x.code).sort()).toEqual(['COUNTER_SPELL_RANK_TOO_LOW', 'NO_COUNTER_SPELL_AGAINST_RITUAL']);
    expect(v.find((x) => x.code === 'NO_COUNTER_SPELL_AGAINST_RITUAL')?.rule).toBe(
      'MAGIC LOREVAL §Interrompre un rituel: no counter-spell stops a ritual; only disrupting the ritual itself does',
    );
  });

  it('a counterer of another form is told the form is missing, not a rank of 0', () => {
    const v = checkLorevalCounterSpell({ counterer: { ranks: { DIVINE: 5 } }, spell, countererIsTarget: false });
    expect(v.map((x) => x.code)).toEqual(['COUNTER_SPELL_OTHER_FORM']);
    expect(v[0]?.message).toBe('a spell of Power of the Arcane is countered only with Power of the Arcane, which the counterer does not have');
  });

  it('reaction when targeted, intervention otherwise; die = base + 2 per level above 1; costs fatigue', () => {
    const r = resolveLorevalCounterSpell(scriptedRng([3]), { counterer: { ranks: { ARCANE: 3 } }, spell, countererIsTarget: true });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.actionKind).toBe('REACTION');
    expect(r.value.difficulty.die).toBe(10);
    expect(r.value.cancelsSpell).toBe(true);
    expect(r.value.cost.lastingFatigueDelta).toBe(1);
    const i = resolveLorevalCounterSpell(scriptedRng([9]), { counterer: { ranks: { ARCANE: 3 } }, spell, countererIsTarget: false });
    if (!i.ok) throw new Error('i');
    expect(i.value.actionKind).toBe('INTERVENTION');
    expect(i.value.cancelsSpell).toBe(false);
  });

  it('counts against the one-spell limit', () => {
    const v = checkLorevalCounterSpell({ counterer: { ranks: { ARCANE: 3 } }, spell, countererIsTarget: true, limit: { state: { castsByMeans: { SELF: 1 } } } });
    expect(v[0]?.code).toBe('ONE_SPELL_PER_ACTION');
  });
});

describe('LOREVAL dispel', () => {
  it('any form at rank ≥ power; inherits area and duration malus, plus range to reach; die D4 + 2/level', () => {
    const r = resolveLorevalDispel(scriptedRng([1]), {
      dispeller: { ranks: { DIVINE: 4 } },
      effect: { power: 3, parameters: { range: 3, area: 1, duration: 2 } },
      rangeToEffect: 1,
      mode: 'FULL',
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.form).toBe('DIVINE');
    expect(r.value.score.raw).toBe(4 - (1 + 1 + 2));
    expect(r.value.difficulty.die).toBe(8);
    expect(r.value.dispelled).toBe(true);
  });

  it('ritual magic cannot be dispelled for good; a temporary dispel uses its own parameters', () => {
    const base = { dispeller: { ranks: { NATURAL: 5 } }, effect: { power: 4, parameters: { range: 0, area: 3, duration: 3 }, fromRitual: true }, rangeToEffect: 0 };
    expect(checkLorevalDispel({ ...base, mode: 'FULL' })[0]?.code).toBe('RITUAL_MAGIC_NOT_DISPELLABLE');
    const t = resolveLorevalDispel(scriptedRng([1]), { ...base, mode: 'TEMPORARY', temporaryParameters: { range: 0, area: 1, duration: 1 } });
    if (!t.ok) throw new Error(JSON.stringify(t.violations));
    expect(t.value.score.raw).toBe(3);
    expect(t.value.temporary).toEqual({ range: 0, area: 1, duration: 1 });
  });

  it('too weak a rank is refused', () => {
    expect(checkLorevalDispel({ dispeller: { ranks: { ARCANE: 2 } }, effect: { power: 3, parameters: { range: 0, area: 0, duration: 1 } }, rangeToEffect: 0, mode: 'FULL' })[0]?.code).toBe(
      'DISPEL_RANK_TOO_LOW',
    );
  });

  it('ritual of dissipation: Ritual magic and any form at the ritual’s power, same casting time', () => {
    const ward: SpellDefinition = {
      variant: 'LOREVAL',
      kind: 'RITUAL',
      name: 'Sceau',
      source: 'DIVINE',
      power: 4,
      nature: 'MISC',
      effects: [{ kind: 'NARRATIVE' }],
      ritual: { castingTime: '3 jours', prerequisites: ['encens rare'] },
    };
    const r = ritualOfDissipation(ward, { ARCANE: 4, RITUAL: 1 });
    if (!r.ok) throw new Error('r');
    expect(r.value.ritual?.castingTime).toBe('3 jours');
    expect(r.value.power).toBe(4);
    expect(ritualOfDissipation(ward, { ARCANE: 3, RITUAL: 1 }).ok).toBe(false);
    expect(ritualOfDissipation(ward, { ARCANE: 5 }).ok).toBe(false);
  });
});

describe('ALMERA counter-spell', () => {
  const countered = { source: 'FAITH' as const, power: 3, level: 2 as const };

  it('only between casters of the same source', () => {
    const v = checkAlmeraCounterSpell({ counterer: { ranks: { ARCANE: 5 } }, power: 3, countered, countererIsTarget: false });
    expect(v[0]?.code).toBe('COUNTER_SPELL_OTHER_SOURCE');
  });

  it('die = its own power on the countered level table; cancels only with power ≥ the spell’s', () => {
    const r = resolveAlmeraCounterSpell(scriptedRng([2]), {
      counterer: { ranks: { FAITH: 3 } },
      power: 3,
      countered,
      parameters: { range: 1, area: 0, duration: 0 },
      countererIsTarget: false,
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.value.difficulty.die).toBe(8);
    expect(r.value.score.raw).toBe(2);
    expect(r.value.cancelsSpell).toBe(true);
    expect(r.value.cost.exhaustionDelta).toBe(1);
    const weak = resolveAlmeraCounterSpell(scriptedRng([1]), { counterer: { ranks: { FAITH: 3 } }, power: 2, countered, countererIsTarget: true });
    if (!weak.ok) throw new Error('weak');
    expect(weak.value.success).toBe(true);
    expect(weak.value.cancelsSpell).toBe(false);
  });

  it('a failed counter-spell backfires like a failed spell (stakes of its die)', () => {
    const r = resolveAlmeraCounterSpell(scriptedRng([8]), { counterer: { ranks: { FAITH: 3 } }, power: 3, countered, countererIsTarget: true });
    if (!r.ok) throw new Error('r');
    expect(r.value.success).toBe(false);
    expect(r.value.stakes).toBe('MEDIUM');
  });
});

describe('one-spell limit', () => {
  it('not applied in standard narration', () => {
    expect(bookSpell('LOREVAL', { castsByMeans: { SELF: 3 } }, { sequenced: false }).ok).toBe(true);
  });
  it('LOREVAL has no means-of-casting clause', () => {
    const s = bookSpell('LOREVAL', FRESH_SPELL_LIMIT, { means: 'wand' });
    if (!s.ok) throw new Error('s');
    expect(canCast('LOREVAL', s.value, { means: 'staff' }).ok).toBe(false);
    expect(canCast('LOREVAL', endOwnAction(s.value)).ok).toBe(true);
  });
});

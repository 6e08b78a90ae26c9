/**
 * The table app's logic that needs no browser: the feed's sentences cover every event type the
 * API emits, in both languages (no raw `encounter.changed` in a player's feed), and the
 * "check it yourself" redraw (Web Crypto, web/src/lib/fair-check.ts) gives exactly the faces of
 * the rules core's fair dice (src/rules/fair-dice.ts) — rejection sampling included; and each
 * kind of roll reads as a card (web/src/lib/roll-view.ts).
 */
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../src/db/outbox.js';
import { recomputeFaces, seedCommitment } from '../../src/rules/fair-dice.js';
import { checkRoll, redraw } from '../../web/src/lib/fair-check.js';
import { describeEvent, feedKindOf } from '../../web/src/lib/feed-text.js';
import { MESSAGES } from '../../web/src/lib/i18n.js';
import { readRoll } from '../../web/src/lib/roll-view.js';

const PIP = 'Q2hhcmFjdGVyOnBpcA==';
const OLA = 'Q2hhcmFjdGVyOm9sYQ==';
const names = { [PIP]: 'Pip', [OLA]: 'Ola' };

describe('the feed in sentences', () => {
  it('tells every event type the API emits, in English and in French, without its raw name', () => {
    for (const type of EVENT_TYPES) {
      for (const locale of ['EN', 'FR'] as const) {
        const line = describeEvent({ id: '1', type, payload: { characterId: PIP, characterIds: [PIP, OLA], xpEach: 1, reason: 'the siege', epoch: 1, change: 'STARTED', round: 1, turn: 1, title: 'Ch. 1' }, createdAt: '' }, names, MESSAGES[locale]);
        expect(line, `${type} in ${locale}`).not.toContain(type);
        expect(line.length, `${type} in ${locale}`).toBeGreaterThan(5);
      }
      expect(feedKindOf(type)).not.toBe('other');
    }
  });

  it('names a wound’s severity in the page’s language (an SMS severity, a Ylnies category) and the encounter by its round, as the header does', () => {
    const ylnies = { id: '5', type: 'wound.inflicted', payload: { characterId: PIP, ruleset: 'YLNIES', category: 'LIGHT', damage: 3 }, createdAt: '' };
    expect(describeEvent(ylnies, names, MESSAGES.EN)).toBe('Pip is wounded (light)');
    expect(describeEvent(ylnies, names, MESSAGES.FR)).toBe('Pip est blessé (légère)');
    const sms = { id: '6', type: 'wound.inflicted', payload: { characterId: PIP, nature: 'Coup d’épée', severity: 'SERIOUS' }, createdAt: '' };
    expect(describeEvent(sms, names, MESSAGES.FR)).toBe('Pip est blessé\u00a0: Coup d’épée (grave)');
    // The payload's `turn` is an index from 0; the header counts turns its own way: the feed names the round.
    const started = { id: '7', type: 'encounter.changed', payload: { change: 'STARTED', round: 1, turn: 0 }, createdAt: '' };
    expect(describeEvent(started, names, MESSAGES.EN)).not.toMatch(/turn 0/);
    expect(describeEvent(started, names, MESSAGES.FR)).toMatch(/\(tour 1\)$/);
  });

  it('tells a blow the resistance stops in words, never as a negative damage', () => {
    expect(MESSAGES.EN.ylStrengthVs(8, 16, -8)).toBe('strength 8 against resistance 16: the blow does no harm');
    expect(MESSAGES.FR.ylStrengthVs(8, 16, -8)).toBe('force 8 contre résistance 16\u00a0: le coup ne blesse pas');
    expect(MESSAGES.EN.ylStrengthVs(12, 8, 4)).toBe('strength 12 − resistance 8 = 4 damage');
  });

  it('says who did what and how an action went: result, die, score and what was at stake', () => {
    const roll = { id: '2', type: 'roll.resolved', payload: { kind: 'ACTION', characterId: PIP, requestId: 'R1', success: false, roll: 4, die: 8, score: 3 }, createdAt: '' };
    expect(describeEvent(roll, names, MESSAGES.EN, { R1: 'climb the tower wall' })).toBe('Pip failed — climb the tower wall: 4 on D8, score 3');
    expect(describeEvent(roll, names, MESSAGES.FR, { R1: 'escalader le mur' })).toBe('Pip échoue — escalader le mur\u00a0: 4 sur D8, score 3');
    const melee = { id: '3', type: 'roll.resolved', payload: { kind: 'YLNIES_MELEE', characterIds: [PIP, OLA], winner: 'B' }, createdAt: '' };
    expect(describeEvent(melee, names, MESSAGES.EN)).toBe('Melee exchange: Pip against Ola — Ola');
    // A newcomer has no character yet: the payload names the person.
    const joined = { id: '4', type: 'member.joined', payload: { userId: 'U1', name: 'Amélie', role: 'PLAYER' }, createdAt: '' };
    expect(describeEvent(joined, names, MESSAGES.EN)).toBe('Amélie joined the campaign as a player');
    expect(describeEvent(joined, names, MESSAGES.FR)).toBe('Amélie a rejoint la campagne comme joueur');
  });

  it('tells a cast with its assistants and outcome, and the GM’s interruption of a ritual with what it let loose', () => {
    const cast = { id: '4', type: 'spell.cast', payload: { characterId: PIP, spell: 'Lumière', outcome: 'FAILURE', participantIds: [OLA] }, createdAt: '' };
    expect(describeEvent(cast, names, MESSAGES.EN)).toBe('Pip cast Lumière with Ola: failure');
    expect(describeEvent(cast, names, MESSAGES.FR)).toBe('Pip lance Lumière avec Ola\u00a0: échec');
    const cut = { id: '5', type: 'spell.cast', payload: { characterId: PIP, kind: 'RITUAL', spell: 'Sceau', outcome: 'INTERRUPTED', participantIds: [OLA], releasedFraction: 0.25 }, createdAt: '' };
    expect(describeEvent(cut, names, MESSAGES.EN)).toBe('The GM interrupted Pip’s ritual Sceau (with Ola): 25 % of its magic let loose');
    expect(describeEvent(cut, names, MESSAGES.FR)).toBe('Le MJ interrompt le rituel Sceau de Pip (avec Ola)\u00a0: 25 % de sa magie est libérée');
    const stopped = { ...cut, payload: { ...cut.payload, participantIds: [], releasedFraction: 0 } };
    expect(describeEvent(stopped, names, MESSAGES.EN)).toBe('The GM interrupted Pip’s ritual Sceau: nothing let loose');
    const loreval = { ...cut, payload: { ...cut.payload, participantIds: [], releasedFraction: null } };
    expect(describeEvent(loreval, names, MESSAGES.FR)).toBe('Le MJ interrompt le rituel Sceau de Pip\u00a0: rien de mesurable n’est libéré');
  });
});

describe('check it yourself (Web Crypto) against the rules core', () => {
  const seed = 'a3'.repeat(32);
  const ranges: [number, number][] = [
    [1, 8],
    [1, 12],
    [1, 6],
    [1, 6],
    [1, 6],
    [1, 6],
    // A span just over 2^31: about half the words are rejected, so the stream must skip them alike.
    [0, 2 ** 31],
    [0, 2 ** 31],
    [1, 20],
  ];

  it('redraws exactly the faces the server derives, for any place and client seed', async () => {
    for (const [log, seq, clientSeed] of [
      ['7f0c2c9e-1d7a-4d5e-9a59-3a5e7a1d2b10', 1, ''],
      ['7f0c2c9e-1d7a-4d5e-9a59-3a5e7a1d2b10', 42, 'my lucky seed'],
      ['creations/5b1f0d3a-0000-4000-8000-000000000001', 3, 'x'],
    ] as const) {
      expect(await redraw(seed, clientSeed, log, seq, ranges)).toEqual(recomputeFaces({ serverSeed: seed, clientSeed, characterId: log, seq }, ranges));
    }
  });

  it('agrees with a logged roll, and says so when the faces or the seed do not match', async () => {
    const characterId = '7f0c2c9e-1d7a-4d5e-9a59-3a5e7a1d2b10';
    const faces = recomputeFaces({ serverSeed: seed, clientSeed: 'c', characterId, seq: 5 }, ranges.slice(0, 2));
    const payload = JSON.stringify({ characterId, seq: 5, faces, fairness: { clientSeed: 'c', ranges: ranges.slice(0, 2) } });
    const roll = { payload, serverSeed: seed, commitment: seedCommitment(seed), faces };
    expect(await checkRoll(roll)).toEqual({ status: 'agrees', faces });
    expect((await checkRoll({ ...roll, faces: [faces[0]! === 1 ? 2 : 1, faces[1]!] })).status).toBe('disagrees');
    expect((await checkRoll({ ...roll, commitment: seedCommitment('b4'.repeat(32)) })).status).toBe('bad-seed');
    expect((await checkRoll({ ...roll, serverSeed: null })).status).toBe('sealed');
  });
});

describe('a roll read for the table, whatever its kind', () => {
  const base = { id: 'r', seq: 3, kind: '', faces: [4, 2], inputs: {}, createdAt: '', commitment: null, clientSeed: null, serverSeed: null, verified: null, verification: null, payload: '{}', character: { id: PIP, name: 'Pip' }, sides: [], request: null, action: null };
  const NAMES = { 'Q2hhcmFjdGVyOmdyb2hr': 'Grohk', 'Q2hhcmFjdGVyOmJv': 'Bo' };
  const sides = (...who: (string | null)[]) => who.map((n) => (n === null ? { characterId: null, label: null } : { characterId: Object.entries(NAMES).find(([, v]) => v === n)![0], label: null }));
  const read = (roll: Record<string, unknown>, locale: 'EN' | 'FR' = 'EN') => readRoll({ ...base, ...roll } as never, MESSAGES[locale], locale, NAMES);

  it('an action: the die played large, quality, stakes and the score’s breakdown', () => {
    const action = { score: 3, die: 8, gmDie: 8, automatic: false, impossible: false, roll: 4, success: false, stakes: 'MEDIUM', quality: -4, probability: 0.375, requestedShift: 0, absolute: false, qualityEn: 'bad', qualityFr: 'mauvaise', breakdown: { positives: 5, negatives: 2, absorbed: 0, assistantsBonus: 0, rawScore: 3 } };
    const reading = read({ rollKind: 'ACTION', action, result: { __typename: 'ActionRollOutcome' } });
    expect(reading).toMatchObject({ kind: 'Action', success: false, big: '4' });
    expect(Object.fromEntries(reading.details)).toMatchObject({ Score: '3 vs D8', Quality: '-4 (bad)', Stakes: 'medium stakes', 'Score breakdown': '+5 − 2 = 3', Chance: '38 %' });
    expect(Object.fromEntries(read({ rollKind: 'ACTION', action, result: { __typename: 'ActionRollOutcome' } }, 'FR').details)).toMatchObject({ Qualité: '-4 (mauvaise)', Enjeu: 'enjeu moyen' });
  });

  it('a counter-spell: the spell countered, score against difficulty, the outcome in words', () => {
    const reading = read({ rollKind: 'COUNTER_SPELL', inputs: { against: { name: 'Boule de feu' }, score: 4, difficulty: 6 }, result: { __typename: 'SpellRollOutcome', outcome: 'PARTIAL_SUCCESS', success: true, roll: 5, stakes: null } });
    expect(reading).toMatchObject({ kind: 'Counter-spell', success: true, big: '5' });
    expect(Object.fromEntries(reading.details)).toMatchObject({ Spell: 'Boule de feu', Score: '4 vs D6', Outcome: 'partial success' });
  });

  it('a Ylnies test: the total large, against its threshold', () => {
    const reading = read({ rollKind: 'YLNIES_TEST', faces: [3, 5, 2, 6], inputs: { threshold: 14 }, result: { __typename: 'YlniesTestRollOutcome', total: 16, success: true, degree: 2, outcome: 'SUCCESS' } });
    expect(reading).toMatchObject({ kind: 'Test', success: true, big: '16' });
    expect(Object.fromEntries(reading.details)).toMatchObject({ Faces: '3 · 5 · 2 · 6', Threshold: '14', Degree: '2' });
  });

  it('an exchange: who against whom, the winner by name large, each total beside its side (issue 39)', () => {
    const reading = read({ rollKind: 'YLNIES_MELEE', sides: sides('Grohk', 'Bo'), result: { __typename: 'CombatRollOutcome', winner: 'B', degree: 1, totals: [12, 15], hit: true } });
    expect(reading).toMatchObject({ kind: 'Melee exchange', headline: 'Grohk → Bo — Melee exchange', success: null, big: 'Bo wins' });
    expect(Object.fromEntries(reading.details)).toMatchObject({ Totals: 'Grohk 12 · Bo 15', Outcome: 'a blow landed' });
    const opposed = read({ rollKind: 'YLNIES_OPPOSED', sides: sides('Grohk', 'Bo'), result: { __typename: 'CombatRollOutcome', winner: 'A', degree: 2, totals: [16, 9], hit: false } }, 'FR');
    expect(opposed.big).toBe('Grohk l’emporte');
    expect(opposed.big).not.toContain('premier camp');
    // A side this log keeps sealed is "someone", never a raw id.
    expect(read({ rollKind: 'YLNIES_MELEE', sides: [{ characterId: PIP, label: null }, { characterId: null, label: null }], result: { __typename: 'CombatRollOutcome', winner: 'B', degree: 1, totals: [1, 2], hit: false } }).big).toBe('someone wins');
  });

  it('a Ylnies attack spell: caster → target, the verdict large, the faces a detail (issue 39)', () => {
    const reading = read({ rollKind: 'YLNIES_SPELL', faces: [1, 2, 3, 4, 5, 6, 1, 2], sides: sides('Grohk', 'Bo'), inputs: { spell: 'Boule de feu' }, result: { __typename: 'SpellRollOutcome', outcome: null, success: true, roll: null, stakes: null } });
    expect(reading).toMatchObject({ headline: 'Grohk → Bo — Spell', success: true, big: 'Success' });
    expect(Object.fromEntries(reading.details)).toMatchObject({ Spell: 'Boule de feu', Faces: '1 · 2 · 3 · 4 · 5 · 6 · 1 · 2' });
  });

  it('a roll without an outcome of its own (initiative): its faces', () => {
    expect(read({ rollKind: 'INITIATIVE', faces: [9], result: { __typename: 'OtherRollOutcome', kind: 'INITIATIVE' } })).toMatchObject({ kind: 'Initiative roll-off', success: null, big: '9' });
  });
});

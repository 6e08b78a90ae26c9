import { describe, expect, it } from 'vitest';
import type { CarriedWeapon } from '../../../src/rules/ylnies/equipment.js';
import type { Skill } from '../../../src/rules/ylnies/sheet.js';
import {
  TABLE_RULES,
  ableToAct,
  castAsked,
  requestOpen,
  skillOnSheet,
  testAsked,
  thresholdCast,
  twoSides,
  weaponInHand,
  ylniesSheet,
} from '../../../src/rules/ylnies/table.js';

// Ylnies at the table: who sets a test, requests, acting, two sides, the weapon in hand.

const codes = (r: { ok: boolean; violations?: { code: string }[] }) => (r.ok ? [] : (r.violations ?? []).map((v) => v.code));

describe('the sheet and the skill', () => {
  it('a character without a Ylnies sheet is refused, naming it', () => {
    expect(ylniesSheet('Aldo', { wounds: 1 })).toEqual({ ok: true, value: { wounds: 1 } });
    expect(ylniesSheet('Aldo', null)).toEqual({
      ok: false,
      violations: [{ code: 'NOT_YLNIES', rule: TABLE_RULES.notYlnies, message: 'Aldo is not a Ylnies character.' }],
    });
  });

  const skills: Skill[] = [{ name: 'Épée', characteristic: 'AGI', kind: 'SKILL', value: 6, innate: false }];

  it('the skill named, case-insensitive; no name, no skill; an unknown one refused', () => {
    expect(skillOnSheet(skills, 'épée')).toEqual({ ok: true, value: skills[0] });
    expect(skillOnSheet(skills, null)).toEqual({ ok: true, value: undefined });
    expect(skillOnSheet(skills, undefined)).toEqual({ ok: true, value: undefined });
    expect(skillOnSheet(skills, 'Arc')).toEqual({
      ok: false,
      violations: [{ code: 'SKILL_NOT_FOUND', rule: TABLE_RULES.skill, message: 'No skill named "Arc" on this sheet.', params: { skill: 'Arc' } }],
    });
  });
});

describe('acting and two sides', () => {
  it('dead or unconscious cannot act; wounded but conscious can', () => {
    expect(ableToAct('Mira', { dead: false, unconscious: false })).toEqual({ ok: true, value: true });
    expect(ableToAct('Mira', { dead: true, unconscious: false })).toMatchObject({ ok: false, violations: [{ code: 'INCAPACITATED', rule: TABLE_RULES.acting, message: 'Mira is dead and cannot act.' }] });
    expect(ableToAct('Mira', { dead: false, unconscious: true })).toMatchObject({ ok: false, violations: [{ message: 'Mira is unconscious and cannot act.' }] });
    // Dead wins over unconscious in the message.
    expect(ableToAct('Mira', { dead: true, unconscious: true })).toMatchObject({ ok: false, violations: [{ message: 'Mira is dead and cannot act.' }] });
  });

  it('an opposed test needs two different characters', () => {
    expect(twoSides('a', 'b')).toEqual({ ok: true, value: true });
    expect(twoSides('a', 'a')).toEqual({ ok: false, violations: [{ code: 'SAME_CHARACTER', rule: TABLE_RULES.self, message: 'Both sides are the same character.' }] });
  });

  it('a request is answered while OPEN only', () => {
    expect(requestOpen({ status: 'OPEN' })).toEqual({ ok: true, value: true });
    for (const status of ['RESOLVED', 'CANCELLED']) {
      expect(requestOpen({ status })).toEqual({
        ok: false,
        violations: [{ code: 'REQUEST_NOT_OPEN', rule: TABLE_RULES.request, message: 'This request was already answered or cancelled.' }],
      });
    }
  });
});

describe('who sets a test (Ylnies §Tests: the GM sets the threshold)', () => {
  it('a player answers a request with nothing of their own', () => {
    expect(testAsked('PLAYER', { requestId: 'r' })).toEqual({ ok: true, value: true });
    expect(testAsked('PLAYER', { requestId: 'r', threshold: null, modifier: undefined })).toEqual({ ok: true, value: true });
    for (const extra of [{ threshold: 0 }, { modifier: 0 }, { characteristic: 'STR' }, { skill: 'Épée' }, { location: 'arm' }, { gmOverridesCritical: false }]) {
      expect(codes(testAsked('PLAYER', { requestId: 'r', ...extra }))).toEqual(['TEST_IS_GM_SET']);
    }
  });

  it('a player without a request is refused; the GM needs a threshold and a characteristic or skill', () => {
    expect(testAsked('PLAYER', {})).toEqual({
      ok: false,
      violations: [{ code: 'REQUEST_REQUIRED', rule: TABLE_RULES.threshold, message: 'Players roll on a GM request: give its `requestId`.' }],
    });
    expect(testAsked('PLAYER', { requestId: 'r', threshold: 3 })).toEqual({
      ok: false,
      violations: [{ code: 'TEST_IS_GM_SET', rule: TABLE_RULES.threshold, message: 'The GM sets the test: answer the request with `requestId` only.' }],
    });
    expect(codes(testAsked('PLAYER', { requestId: '' }))).toEqual(['REQUEST_REQUIRED']);
    expect(testAsked('GM', { characteristic: 'STR' })).toEqual({
      ok: false,
      violations: [{ code: 'THRESHOLD_REQUIRED', rule: TABLE_RULES.threshold, message: 'Give the threshold (or a request).' }],
    });
    expect(testAsked('GM', { threshold: 15 })).toEqual({
      ok: false,
      violations: [{ code: 'CHARACTERISTIC_REQUIRED', rule: TABLE_RULES.skill, message: 'Give a characteristic, a skill, or both.' }],
    });
    expect(testAsked('GM', { threshold: 0, characteristic: 'STR' })).toEqual({ ok: true, value: true });
    expect(testAsked('GM', { threshold: 15, skill: 'Épée' })).toEqual({ ok: true, value: true });
    // The GM may also answer a request and add to it.
    expect(testAsked('GM', { requestId: 'r', modifier: 2 })).toEqual({ ok: true, value: true });
  });

  it('a spell: thresholds and modifiers are the GM’s; an attack spell needs another character', () => {
    expect(castAsked('PLAYER', { kind: 'BENEFICIAL' }, true)).toEqual({ ok: true, value: true });
    // Not given: null or undefined alike.
    expect(castAsked('PLAYER', { kind: 'THRESHOLD', threshold: null, modifier: null, targetModifier: undefined }, false)).toEqual({ ok: true, value: true });
    for (const extra of [{ threshold: 0 }, { modifier: 0 }, { targetModifier: 0 }]) {
      expect(castAsked('PLAYER', { kind: 'BENEFICIAL', ...extra }, false)).toMatchObject({ ok: false, violations: [{ code: 'TEST_IS_GM_SET', message: 'Thresholds and modifiers are the GM’s.' }] });
      expect(castAsked('GM', { kind: 'BENEFICIAL', ...extra }, false)).toEqual({ ok: true, value: true });
    }
    expect(castAsked('GM', { kind: 'ATTACK' }, true)).toEqual({
      ok: false,
      violations: [{ code: 'SAME_CHARACTER', rule: TABLE_RULES.self, message: 'An attack spell needs a target other than the caster.' }],
    });
    expect(castAsked('GM', { kind: 'ATTACK' }, false)).toEqual({ ok: true, value: true });
    expect(castAsked('GM', { kind: 'HEALING' }, true)).toEqual({ ok: true, value: true });
  });

  it('a THRESHOLD cast: on a request for this spell, or by the GM with a threshold', () => {
    expect(thresholdCast('PLAYER', 'Boule de feu', null, { skill: 'boule de FEU' })).toEqual({ ok: true, value: true });
    expect(thresholdCast('PLAYER', 'Boule de feu', null, { skill: null })).toEqual({ ok: true, value: true });
    expect(thresholdCast('PLAYER', 'Boule de feu', null, { skill: 'Soin' })).toEqual({
      ok: false,
      violations: [{ code: 'REQUEST_OTHER_SKILL', rule: TABLE_RULES.request, message: 'The request is for "Soin", not "Boule de feu".', params: { skill: 'Soin', spell: 'Boule de feu' } }],
    });
    expect(thresholdCast('PLAYER', 'Boule de feu', 12, null)).toEqual({
      ok: false,
      violations: [{ code: 'REQUEST_REQUIRED', rule: TABLE_RULES.threshold, message: 'Players cast against a threshold on a GM request: give its `requestId`.' }],
    });
    expect(thresholdCast('GM', 'Boule de feu', null, null)).toEqual({
      ok: false,
      violations: [{ code: 'THRESHOLD_REQUIRED', rule: TABLE_RULES.threshold, message: 'A THRESHOLD cast needs the GM’s threshold.' }],
    });
    expect(thresholdCast('GM', 'Boule de feu', 0, null)).toEqual({ ok: true, value: true });
  });
});

describe('the weapon in hand (Ylnies §Equipment)', () => {
  const carried: CarriedWeapon[] = [
    { name: 'Arc court', type: 'BOW' },
    { name: ' Épée bâtarde ', type: 'NORMAL' },
  ];

  it('unarmed is bare hands, whatever is named', () => {
    expect(weaponInHand(carried, 'Nothing', true, false)).toEqual({ ok: true, value: null });
  });

  it('a named weapon must be carried (name trimmed, case-insensitive); a bow does not fight in melee', () => {
    expect(weaponInHand(carried, 'épée bâtarde', false, false)).toEqual({ ok: true, value: 'NORMAL' });
    expect(weaponInHand(carried, 'Arc court', false, true)).toEqual({ ok: true, value: 'BOW' });
    expect(weaponInHand(carried, 'Hache', false, false)).toEqual({
      ok: false,
      violations: [{ code: 'WEAPON_NOT_CARRIED', rule: TABLE_RULES.weapon, message: 'No weapon named "Hache" in the equipment.', params: { weapon: 'Hache' } }],
    });
    expect(weaponInHand(carried, 'Arc court', false, false)).toEqual({
      ok: false,
      violations: [{ code: 'RANGED_WEAPON_IN_MELEE', rule: TABLE_RULES.meleeWeapon, message: '"Arc court" shoots; pick a melee weapon.' }],
    });
  });

  it('a weapon of a type the catalogue does not know is taken as carried, without failing', () => {
    const odd = [{ name: 'Lance-flammes', type: 'FLAMETHROWER' as 'LIGHT' }];
    expect(weaponInHand(odd, 'Lance-flammes', false, false)).toEqual({ ok: true, value: 'FLAMETHROWER' });
    expect(weaponInHand(odd, null, false, true)).toEqual({ ok: true, value: 'FLAMETHROWER' });
  });

  it('none named: the first carried that fits, else bare hands', () => {
    expect(weaponInHand(carried, null, false, false)).toEqual({ ok: true, value: 'NORMAL' });
    expect(weaponInHand(carried, null, false, true)).toEqual({ ok: true, value: 'BOW' });
    expect(weaponInHand([{ name: 'Arc', type: 'BOW' }], null, false, false)).toEqual({ ok: true, value: null });
    expect(weaponInHand([], null, false, true)).toEqual({ ok: true, value: null });
  });
});

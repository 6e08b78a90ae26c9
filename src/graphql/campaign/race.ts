/** Races: the ten Loreval races of SMS (SMS §8) and, for Ylnies, its own (added by that ruleset). */
import { SMS_RACES, type SmsRace as SmsRaceData, type RacialModuleDef, racialNetCost } from '../../rules/sms/races.js';
import { builder } from '../builder.js';
import { Locale, Polarity, Ruleset, localized } from '../enums.js';
import { MODULE_WORDS } from '../sms/module-words.js';

export const RaceInterface = builder.interfaceRef<{ key: string; name: { en: string; fr: string } }>('Race').implement({
  description: 'A playable race of a ruleset.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The race’s key, SCREAMING_SNAKE (e.g. `TIFIN`): pass it as `race` when creating a character.' }),
    name: t.string({ description: 'The race’s name in the locale asked.', args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (r, { locale }) => localized(r.name, locale) }),
  }),
});

const RacialModule = builder.objectRef<RacialModuleDef>('RacialModule').implement({
  description: 'A module every member of the race starts with (SMS §8).',
  fields: (t) => ({
    name: t.string({ description: 'The module’s name in the locale asked (the seed’s French, or its English translation).', args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) }, resolve: (m, { locale }) => localized(m.name, locale) }),
    scope: t.exposeInt('scope', { description: MODULE_WORDS.scope }),
    polarity: t.field({ type: Polarity, description: 'Positive, negative (e.g. Small size −1) or resistive.', resolve: (m) => m.polarity }),
    rank: t.exposeInt('rank', { description: 'Magnitude ≥ 1; the polarity carries the sign.' }),
  }),
});

export const SmsRace = builder.objectRef<SmsRaceData>('SmsRace').implement({
  description: 'A Loreval race (SMS §8): a 7-XP package of racial modules, or free XP.',
  interfaces: [RaceInterface],
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'sizeFactor' in value && 'modules' in value,
  fields: (t) => ({
    modules: t.field({ type: [RacialModule], description: 'Its racial package; empty for the Human (+7 XP instead).', resolve: (r) => [...r.modules] }),
    extraXp: t.exposeInt('extraXp', { description: 'XP the race leaves free to spend (Human 7, Mielfin 3).' }),
    netCost: t.int({ description: 'XP the racial modules cost net (Human 0, Mielfin 4, the others 7).', resolve: (r) => racialNetCost(r) }),
    sizeFactor: t.exposeInt('sizeFactor', { description: 'Default size factor, 1–9 with 5 average (SMS §6).' }),
  }),
});

/** Ylnies registers its races here; SMS ones are static. */
export const racesByRuleset: Record<'SMS' | 'YLNIES', () => readonly unknown[]> = {
  SMS: () => SMS_RACES,
  YLNIES: () => [],
};

builder.queryField('races', (t) =>
  t.field({
    type: [RaceInterface],
    description: 'The playable races of a ruleset, with their names in English and French.',
    args: { ruleset: t.arg({ type: Ruleset, description: 'The ruleset whose races to list.' }) },
    resolve: (_root, { ruleset }) => racesByRuleset[ruleset]() as { key: string; name: { en: string; fr: string } }[],
  }),
);

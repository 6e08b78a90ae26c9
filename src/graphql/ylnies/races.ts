/**
 * Ylnies races (Ylnies §Races): the `YlniesRace` of `races(ruleset: YLNIES)`, and a character's
 * race on the sheet — pure, or mixed with the d2 draws that settled each modifier and trait.
 */
import {
  CHARACTERISTIC_KEYS,
  type CharacteristicKey,
  type LocalizedText,
} from '../../rules/ylnies/characteristics.js';
import { RACES, type RaceState, type YlniesRace as YlniesRaceData, getRace } from '../../rules/ylnies/races.js';
import { builder } from '../builder.js';
import { RaceInterface, racesByRuleset } from '../campaign/race.js';
import { inLocale, inLocaleList, YlniesCharacteristicKey } from './enums.js';

type ModifierView = { characteristic: CharacteristicKey; value: number };

const YlniesModifier = builder.objectRef<ModifierView>('YlniesModifier').implement({
  description: 'A racial modifier to one characteristic.',
  fields: (t) => ({
    characteristic: t.field({ type: YlniesCharacteristicKey, description: 'The characteristic it changes.', resolve: (m) => m.characteristic }),
    value: t.exposeInt('value', { description: 'Added to the base value (negative: taken away).' }),
  }),
});

function modifierList(modifiers: Partial<Record<CharacteristicKey, number>>): ModifierView[] {
  return CHARACTERISTIC_KEYS.filter((k) => (modifiers[k] ?? 0) !== 0).map((k) => ({ characteristic: k, value: modifiers[k]! }));
}

export const YlniesRace = builder.objectRef<YlniesRaceData>('YlniesRace').implement({
  description: 'A race of Ylnies (Ylnies §Races): characteristic modifiers and natural traits; humans get +15 skill points.',
  interfaces: [RaceInterface],
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'extraSkillPoints' in value && 'modifiers' in value,
  fields: (t) => ({
    modifiers: t.field({ type: [YlniesModifier], description: 'Non-zero modifiers, in the seed’s characteristic order.', resolve: (r) => modifierList(r.modifiers) }),
    traits: inLocaleList(t, 'Its natural traits (night vision, claws, horns, fangs …) in the locale asked for.', (r) => r.traits),
    extraSkillPoints: t.exposeInt('extraSkillPoints', { description: 'Skill points on top of the 75 at creation (Human 15).' }),
  }),
});

racesByRuleset.YLNIES = () => RACES;

type ParentDrawView = { characteristic: CharacteristicKey; die: number; parent: string; modifier: number };
const YlniesParentDraw = builder.objectRef<ParentDrawView>('YlniesParentDraw').implement({
  description: 'A mixed character’s d2 for one characteristic: 1 takes the first parent’s modifier, 2 the second’s.',
  fields: (t) => ({
    characteristic: t.field({ type: YlniesCharacteristicKey, description: 'The characteristic drawn for.', resolve: (d) => d.characteristic }),
    die: t.exposeInt('die', { description: 'The d2 rolled: 1 or 2.' }),
    parent: t.exposeString('parent', { description: 'The race key whose modifier was inherited.' }),
    modifier: t.exposeInt('modifier', { description: 'The modifier inherited (0 when that parent has none).' }),
  }),
});

type TraitDrawView = { trait: LocalizedText; from: string; die: number; inherited: boolean };
const YlniesTraitDraw = builder.objectRef<TraitDrawView>('YlniesTraitDraw').implement({
  description: 'A mixed character’s d2 for one natural trait of a parent: 1 inherits it.',
  fields: (t) => ({
    trait: inLocale(t, 'The trait in the locale asked for.', (d) => d.trait),
    from: t.exposeString('from', { description: 'The race key of the parent that has it.' }),
    die: t.exposeInt('die', { description: 'The d2 rolled: 1 or 2.' }),
    inherited: t.exposeBoolean('inherited', { description: 'The character has the trait (the die was 1).' }),
  }),
});

function raceName(race: RaceState): LocalizedText {
  if (race.key !== 'MIXED' || !race.parents) return getRace(race.key)?.name ?? { en: race.key, fr: race.key };
  const [a, b] = race.parents.map((k) => getRace(k)?.name ?? { en: k, fr: k }) as [LocalizedText, LocalizedText];
  return { en: `Mixed ${a.en} / ${b.en}`, fr: `Métis ${a.fr} / ${b.fr}` };
}

export const YlniesSheetRace = builder.objectRef<RaceState>('YlniesSheetRace').implement({
  description: 'A character’s race: a pure race, or a mixed parentage with the draws that settled it.',
  fields: (t) => ({
    key: t.string({ description: 'HUMAN, KAY_TEY, HALF_ELF, TROLL or MIXED.', resolve: (r) => r.key }),
    name: inLocale(t, 'The race’s name in the locale asked for (“Mixed Human / Troll” for a mixed character).', raceName),
    race: t.field({ type: YlniesRace, nullable: true, description: 'The pure race; null for a mixed character.', resolve: (r) => (r.key === 'MIXED' ? null : (getRace(r.key) ?? null)) }),
    parents: t.field({
      type: [YlniesRace],
      nullable: true,
      description: 'A mixed character’s two parent races.',
      resolve: (r) => (r.parents ? r.parents.map((k) => getRace(k)).filter((x): x is YlniesRaceData => x !== undefined) : null),
    }),
    modifiers: t.field({ type: [YlniesModifier], description: 'The effective non-zero modifiers.', resolve: (r) => modifierList(r.modifiers) }),
    traits: inLocaleList(t, 'The natural traits the character has (a mixed character’s, those inherited), in the locale asked for.', (r) => r.traits),
    humanUpbringing: t.exposeBoolean('humanUpbringing', { description: 'Grants the human +15 skill points: always for humans, chosen for a mixed character.' }),
    characteristicDraws: t.field({
      type: [YlniesParentDraw],
      nullable: true,
      description: 'A mixed character’s draw for each characteristic, in the seed’s order; null for a pure race.',
      resolve: (r) => {
        if (!r.draws || !r.parents) return null;
        const parents = r.parents;
        return CHARACTERISTIC_KEYS.map((k) => {
          const d = r.draws!.characteristics[k];
          return { characteristic: k, die: d.die, parent: parents[d.parent], modifier: d.modifier };
        });
      },
    }),
    traitDraws: t.field({ type: [YlniesTraitDraw], nullable: true, description: 'A mixed character’s draw for each parent’s trait; null for a pure race.', resolve: (r) => r.draws?.traits ?? null }),
  }),
});

/** A Ylnies character as the Ylnies screens read it: the sheet, and its Ylnies rolls. */
import { useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import type { YlniesCharacterQuery } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { useLiveRefetch } from '../../lib/live';

export const YlniesSheetFields = graphql(`
  fragment YlniesSheetFields on YlniesSheet {
    ylniesRace { key name(locale: $locale) traits(locale: $locale) humanUpbringing }
    characteristics { key name(locale: $locale) value base modifier }
    skills { name characteristic kind value innate }
    manaPoints
    mana
    resistance
    creationMethod
    woundTrack { light grave { location } critical { location damage } graveCapacity unconscious outOfCombat dead incapacitated }
    equipment { weapons { name type { key name(locale: $locale) damage ranged } } armour { name type { key name(locale: $locale) value } } other }
    skillPoints { spent available unspent }
    training { skill requiredDays progressDays maxBreakDays breakDays }
  }
`);

export const YlniesCharacterQueryDoc = graphql(`
  query YlniesCharacter($id: ID!, $locale: Locale!) {
    character(id: $id) {
      id
      name
      kind
      status
      campaign { id }
      sheet { __typename ...YlniesSheetFields }
      rolls(first: 12) {
        edges {
          node {
            id
            seq
            rollKind
            faces
            inputs
            createdAt
            sides { characterId label }
            result {
              __typename
              ... on YlniesTestRollOutcome { total success degree outcome }
              ... on CombatRollOutcome { winner degree totals hit }
              ... on SpellRollOutcome { spellSuccess: success }
            }
          }
        }
      }
    }
  }
`);

export type YlniesCharacter = NonNullable<YlniesCharacterQuery['character']>;
export type YlniesSheetData = Extract<YlniesCharacter['sheet'], { __typename: 'YlniesSheet' }>;

/**
 * A character's Ylnies sheet, read again when `refreshKey` moves for an event about it (its mana,
 * skills, increases, training, wounds, rolls: web/src/lib/live-targets.ts `ylniesCharacter`).
 */
export function useYlniesCharacter(id: string | null | undefined, refreshKey = '') {
  const { locale } = useI18n();
  const [{ data }, refetch] = useQuery({ query: YlniesCharacterQueryDoc, variables: { id: id ?? '', locale }, pause: !id });
  useLiveRefetch(refreshKey, 'ylniesCharacter', (context) => id && refetch(context), id);
  const character = data?.character;
  const sheet = character?.sheet.__typename === 'YlniesSheet' ? (character.sheet as YlniesSheetData) : null;
  return { character, sheet, reload: () => refetch({ requestPolicy: 'network-only' }) };
}

/**
 * What a skills or equipment form started from: keyed on it, the form starts again when the
 * server's sheet changes (a raise, another device's edit) and keeps what was typed otherwise.
 */
export function skillsSignature(sheet: YlniesSheetData): string {
  return sheet.skills.map((s) => `${s.name}:${s.characteristic}:${s.kind}:${s.value}:${s.innate}`).join('|');
}

export function equipmentSignature(sheet: YlniesSheetData): string {
  const e = sheet.equipment;
  return JSON.stringify([e.weapons.map((w) => [w.name, w.type.key]), e.armour && [e.armour.name, e.armour.type.key], e.other]);
}

/**
 * One SMS sheet as the sheet view and the GM's tools read it: the race, modules, health. The
 * player's card reads the same fields through the fragment in its own query and hands them down
 * (`sheet` props), so one live event costs the card one read, not one per part (issue 39 item 2).
 */
import { graphql } from '../../gql';

export const SmsSheetParts = graphql(`
  fragment SmsSheetParts on SmsSheet {
    race { key name(locale: $locale) }
    creature { race(locale: $locale) }
    sizeFactor
    healthStatus
    dead
    experience { earned spent available }
    fatigue { passing lasting persistent }
    wounds { id nature severity rank }
    afflictions { id name kind boxes rate period filled woundLevels severity status }
    npc { role method baseDie attackDie minion }
    archetypes
    modules { id name label(locale: $locale) scope rank polarity source canProgress rankCost removable objectName objectLost }
  }
`);

export const SmsSheetQuery = graphql(`
  query SmsSheet($id: ID!, $locale: Locale!) {
    character(id: $id) {
      id
      name
      kind
      status
      campaign { id }
      sheet {
        __typename
        ...SmsSheetParts
      }
    }
  }
`);

export type SmsSheetData = NonNullable<import('../../gql/graphql').SmsSheetQuery['character']>;
export type SmsSheetFields = Extract<SmsSheetData['sheet'], { __typename: 'SmsSheet' }>;
export type SheetModule = SmsSheetFields['modules'][number];

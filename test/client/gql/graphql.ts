/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** OPEN until the player answers it (RESOLVED) or the GM withdraws it (CANCELLED). */
export type ActionRequestStatus =
  /** Withdrawn by the GM: it can no longer be answered. */
  | 'CANCELLED'
  /** Waiting for the player to answer it (`resolveAction`, or the Ylnies test). */
  | 'OPEN'
  /** Answered: `roll` and `actionResult` hold the outcome. */
  | 'RESOLVED';

/** The input of `cancelActionRequest`. */
export type CancelActionRequestInput = {
  /** The OPEN request to withdraw; the caller must be the campaign’s GM. */
  requestId: string | number;
};

/** The input of `healWound`. */
export type HealWoundInput = {
  /** The SMS character; the caller must be the campaign’s GM. */
  characterId: string | number;
  /** The wound to heal (its `id` in `wounds`). */
  woundId: string | number;
};

/** What a member is in a campaign. */
export type Role =
  /** The game master: runs the campaign, its NPCs and encounters, and asks the players for actions. */
  | 'GM'
  /** A player: builds and plays their own PCs. */
  | 'PLAYER';

/** What was rolled. OTHER: a kind this version does not know (read `kind` and `outcome`). */
export type RollKind =
  /** An SMS action against a difficulty die (`resolveAction`): `ActionRollOutcome`. */
  | 'ACTION'
  /** An SMS counter-spell: `SpellRollOutcome`. */
  | 'COUNTER_SPELL'
  /** The dice of a Ylnies character’s creation (random characteristics, a mixed race’s draws), in the creation log: `OtherRollOutcome`. */
  | 'CREATION'
  /** An SMS dispel: `SpellRollOutcome`. */
  | 'DISPEL'
  /** An SMS fall (`resolveFall`): `ImpactRollOutcome`. */
  | 'FALL'
  /** The D12 roll-offs that break initiative ties when an encounter starts: `OtherRollOutcome`. */
  | 'INITIATIVE'
  /** A kind this version does not know: read `kind` and `outcome`. */
  | 'OTHER'
  /** An SMS ritual: `SpellRollOutcome`. */
  | 'RITUAL'
  /** An SMS spell cast: `SpellRollOutcome`. */
  | 'SPELL'
  /** An SMS throw against an obstacle (`resolveThrow`): `ImpactRollOutcome`. */
  | 'THROW'
  /** A Ylnies melee exchange: `CombatRollOutcome`. */
  | 'YLNIES_MELEE'
  /** A Ylnies opposed test: `CombatRollOutcome`. */
  | 'YLNIES_OPPOSED'
  /** Ylnies skill increases rolled at a scenario end: `OtherRollOutcome`. */
  | 'YLNIES_PROGRESSION'
  /** A Ylnies ranged attack: `CombatRollOutcome`. */
  | 'YLNIES_RANGED'
  /** A Ylnies spell cast: `SpellRollOutcome`. */
  | 'YLNIES_SPELL'
  /** A Ylnies 4d6 test against a threshold: `YlniesTestRollOutcome`. */
  | 'YLNIES_TEST';

/** Which game a campaign plays; it decides which character sheet, rolls and catalogues apply. */
export type Ruleset =
  /** The Storytelling Modulary System: modules with a scope and a rank, difficulty dies D0–D12 (the Loreval races). */
  | 'SMS'
  /** Ylnies: ten characteristics and free-named skills, tested with 4d6 against a threshold; no modules. */
  | 'YLNIES';

/** How bad an SMS wound is; its malus is the wound module’s rank. */
export type Severity =
  /** Annihilation: no malus, the character is out. */
  | 'ANNIHILATION'
  /** Malus 4. */
  | 'CRITICAL'
  /** Malus 1. */
  | 'LIGHT'
  /** A mortal wound: no malus, the character is out. */
  | 'MORTAL'
  /** Malus 2. */
  | 'SERIOUS';

type SheetHealth_SmsSheet_Fragment = { __typename: 'SmsSheet', race: { key: string } | null, wounds: Array<{ id: string, nature: string, severity: Severity }>, modules: Array<{ id: string, name: string, rank: number }>, afflictions: Array<{ id: string, name: string, filled: number }>, magicEffects: Array<{ id: string, spellName: string }> };

type SheetHealth_YlniesSheet_Fragment = { __typename: 'YlniesSheet', ylniesRace: { key: string }, woundTrack: { light: number, unconscious: boolean } };

export type SheetHealthFragment =
  | SheetHealth_SmsSheet_Fragment
  | SheetHealth_YlniesSheet_Fragment
;

export type TwoSheetsQueryVariables = Exact<{
  a: string | number;
  b: string | number;
}>;


export type TwoSheetsQuery = { a: { id: string, name: string, sheet:
      | { __typename: 'SmsSheet', race: { key: string } | null, wounds: Array<{ id: string, nature: string, severity: Severity }>, modules: Array<{ id: string, name: string, rank: number }>, afflictions: Array<{ id: string, name: string, filled: number }>, magicEffects: Array<{ id: string, spellName: string }> }
      | { __typename: 'YlniesSheet', ylniesRace: { key: string }, woundTrack: { light: number, unconscious: boolean } }
     } | null, b: { id: string, name: string, sheet:
      | { __typename: 'SmsSheet', race: { key: string } | null, wounds: Array<{ id: string, nature: string, severity: Severity }>, modules: Array<{ id: string, name: string, rank: number }>, afflictions: Array<{ id: string, name: string, filled: number }>, magicEffects: Array<{ id: string, spellName: string }> }
      | { __typename: 'YlniesSheet', ylniesRace: { key: string }, woundTrack: { light: number, unconscious: boolean } }
     } | null };

export type RefetchQueryVariables = Exact<{
  id: string | number;
}>;


export type RefetchQuery = { node:
    | { __typename: 'ActionRequest', note: string | null, id: string }
    | { __typename: 'ActiveSpellEffect', id: string }
    | { __typename: 'Affliction', name: string, id: string }
    | { __typename: 'ApiKey', id: string }
    | { __typename: 'Campaign', id: string }
    | { __typename: 'CampaignEvent', id: string }
    | { __typename: 'Character', id: string }
    | { __typename: 'Encounter', id: string }
    | { __typename: 'EncounterDeclaration', id: string }
    | { __typename: 'ExperienceEntry', id: string }
    | { __typename: 'FairnessEpoch', id: string }
    | { __typename: 'GameSession', id: string }
    | { __typename: 'MagicRollEntry', id: string }
    | { __typename: 'Module', name: string, id: string }
    | { __typename: 'Roll', id: string }
    | { __typename: 'Scenario', id: string }
    | { __typename: 'Spell', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'WebhookDelivery', id: string }
    | { __typename: 'WebhookEndpoint', id: string }
    | { __typename: 'Wound', nature: string, id: string }
    | { __typename: 'YlniesTestRequest', id: string }
   | null };

export type MyThingsQueryVariables = Exact<{
  role?: Role | null | undefined;
}>;


export type MyThingsQuery = { me: { id: string, name: string, campaigns: { edges: Array<{ node: { id: string, name: string, viewerRole: Role } }> } | null, characters: { edges: Array<{ node: { id: string, name: string, campaign: { id: string } } }> } | null, openActionRequests: { edges: Array<{ node: { id: string, note: string | null, ruleset: Ruleset, status: ActionRequestStatus, character: { id: string, name: string }, ylniesTest: { threshold: number } | null } }> } | null } | null };

export type CampaignOfQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignOfQuery = { campaign: { id: string, name: string, inviteCode: string | null } | null };

export type HealMutationVariables = Exact<{
  input: HealWoundInput;
}>;


export type HealMutation = { healWound:
    | { __typename: 'CharacterPayload', character: { id: string, sheet:
          | { __typename: 'SmsSheet', race: { key: string } | null, wounds: Array<{ id: string, nature: string, severity: Severity }>, modules: Array<{ id: string, name: string, rank: number }>, afflictions: Array<{ id: string, name: string, filled: number }>, magicEffects: Array<{ id: string, spellName: string }> }
          | { __typename: 'YlniesSheet', ylniesRace: { key: string }, woundTrack: { light: number, unconscious: boolean } }
         } }
    | { __typename: 'RuleViolation', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   | null };

export type CancelRequestMutationVariables = Exact<{
  input: CancelActionRequestInput;
}>;


export type CancelRequestMutation = { cancelActionRequest:
    | { __typename: 'ActionRequestPayload', request: { id: string, status: ActionRequestStatus } }
    | { __typename: 'RuleViolation', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   | null };

export type RollsOfQueryVariables = Exact<{
  id: string | number;
}>;


export type RollsOfQuery = { character: { id: string, rolls: { edges: Array<{ node: { id: string, kind: string, rollKind: RollKind, result:
            | { __typename: 'ActionRollOutcome', action: { success: boolean, roll: number | null } | null }
            | { __typename: 'CombatRollOutcome' }
            | { __typename: 'ImpactRollOutcome', success: boolean | null, levels: number | null, strength: number | null, distance: number | null }
            | { __typename: 'OtherRollOutcome' }
            | { __typename: 'SpellRollOutcome' }
            | { __typename: 'YlniesTestRollOutcome', total: number | null, success: boolean | null }
           } }> } } | null };

export const SheetHealthFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SheetHealth"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"afflictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"magicEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"spellName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"woundTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}}]}}]}}]}}]} as unknown as DocumentNode<SheetHealthFragment, unknown>;
export const TwoSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoSheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SheetHealth"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SheetHealth"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SheetHealth"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"afflictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"magicEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"spellName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"woundTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}}]}}]}}]}}]} as unknown as DocumentNode<TwoSheetsQuery, TwoSheetsQueryVariables>;
export const RefetchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Refetch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Affliction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<RefetchQuery, RefetchQueryVariables>;
export const MyThingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyThings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"openActionRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ylniesTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threshold"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyThingsQuery, MyThingsQueryVariables>;
export const CampaignOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}}]}}]} as unknown as DocumentNode<CampaignOfQuery, CampaignOfQueryVariables>;
export const HealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Heal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HealWoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healWound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SheetHealth"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SheetHealth"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"afflictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"magicEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"spellName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"woundTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}}]}}]}}]}}]} as unknown as DocumentNode<HealMutation, HealMutationVariables>;
export const CancelRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelActionRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelActionRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelRequestMutation, CancelRequestMutationVariables>;
export const RollsOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RollsOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rolls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rollKind"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpactRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesTestRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RollsOfQuery, RollsOfQueryVariables>;
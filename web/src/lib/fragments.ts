/** Fragments the screens share: what a refusal carries, and a character at a glance. */
import { graphql } from '../gql';

export const FailureFields = graphql(`
  fragment FailureFields on Error {
    __typename
    message
    code
    ... on RuleViolation { rule violations { code message rule params { name value } } }
    ... on ValidationError { issues { path code limit kind } }
  }
`);

export const CharacterGlance = graphql(`
  fragment CharacterGlance on Character {
    id
    name
    kind
    status
    ruleset
    owner { id name }
    sheet {
      __typename
      ... on SmsSheet {
        healthStatus
        dead
        experience { earned spent available }
        fatigue { passing lasting persistent }
        wounds { id nature severity rank }
      }
      ... on YlniesSheet { mana manaPoints woundTrack { light dead unconscious outOfCombat } }
    }
  }
`);

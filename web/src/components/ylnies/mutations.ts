/** The Ylnies mutations the table uses, each with the fields its result view reads. */
import { graphql } from '../../gql';

export const SetYlniesSkills = graphql(`
  mutation SetYlniesSkills($input: SetYlniesSkillsInput!) {
    setYlniesSkills(input: $input) {
      __typename
      ... on CharacterPayload { character { id version } }
      ...FailureFields
    }
  }
`);

export const SetYlniesEquipment = graphql(`
  mutation SetYlniesEquipment($input: SetYlniesEquipmentInput!) {
    setYlniesEquipment(input: $input) {
      __typename
      ... on CharacterPayload { character { id version } }
      ...FailureFields
    }
  }
`);

export const OpposedYlniesTest = graphql(`
  mutation OpposedYlniesTest($input: OpposedYlniesTestInput!) {
    opposedYlniesTest(input: $input) {
      __typename
      ... on OpposedYlniesTestPayload { test { ...YlniesOpposedFields } }
      ...FailureFields
    }
  }
`);

export const YlniesMelee = graphql(`
  mutation YlniesMelee($input: YlniesMeleeInput!) {
    ylniesMelee(input: $input) {
      __typename
      ... on YlniesCombatPayload { ...YlniesCombatFields }
      ...FailureFields
    }
  }
`);

export const YlniesRanged = graphql(`
  mutation YlniesRanged($input: YlniesRangedInput!) {
    ylniesRanged(input: $input) {
      __typename
      ... on YlniesCombatPayload { ...YlniesCombatFields }
      ...FailureFields
    }
  }
`);

export const YlniesMagicAttack = graphql(`
  mutation YlniesMagicAttack($input: YlniesMagicAttackInput!) {
    ylniesMagicAttack(input: $input) {
      __typename
      ... on YlniesCastPayload { ...YlniesCastFields }
      ...FailureFields
    }
  }
`);

export const YlniesCast = graphql(`
  mutation YlniesCast($input: YlniesCastInput!) {
    ylniesCast(input: $input) {
      __typename
      ... on YlniesCastPayload { ...YlniesCastFields }
      ...FailureFields
    }
  }
`);

export const RestoreMana = graphql(`
  mutation RestoreMana($input: RestoreManaInput!) {
    restoreMana(input: $input) {
      __typename
      ... on CharacterPayload { character { id sheet { __typename ... on YlniesSheet { mana manaPoints } } } }
      ...FailureFields
    }
  }
`);

export const GrantSkillIncreases = graphql(`
  mutation GrantSkillIncreases($input: GrantSkillIncreasesInput!) {
    grantSkillIncreases(input: $input) {
      __typename
      ... on CharacterPayload { character { id sheet { __typename ... on YlniesSheet { skills { name value } } } } }
      ...FailureFields
    }
  }
`);

export const RollSkillIncreases = graphql(`
  mutation RollSkillIncreases($input: RollSkillIncreasesInput!) {
    rollSkillIncreases(input: $input) {
      __typename
      ... on RollSkillIncreasesPayload { rolls { skill dice before raised } }
      ...FailureFields
    }
  }
`);

export const TrainSkill = graphql(`
  mutation TrainSkill($input: TrainSkillInput!) {
    trainSkill(input: $input) {
      __typename
      ... on TrainSkillPayload { completed lost training { skill requiredDays progressDays maxBreakDays breakDays } }
      ...FailureFields
    }
  }
`);

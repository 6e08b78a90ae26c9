/**
 * The Ylnies mutations the table uses, each with the fields its result view reads (Results.tsx).
 * The fields are written out, not spread from fragments: the API's depth limit (10) counts
 * each fragment as a level, and a wound inside a blow inside an exchange is deep already.
 */
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
      ... on OpposedYlniesTestPayload { test { a { character { id name } dice bonus total special }
      b { character { id name } dice bonus total special }
      winner
      degree
      decidedBy
      undergoing } }
      ...FailureFields
    }
  }
`);

export const YlniesMelee = graphql(`
  mutation YlniesMelee($input: YlniesMeleeInput!) {
    ylniesMelee(input: $input) {
      __typename
      ... on YlniesCombatPayload {
        band
        test { a { character { id name } dice bonus total special }
      b { character { id name } dice bonus total special }
      winner
      degree
      decidedBy
      undergoing }
        hit { striker { id name } weapon weaponDice weaponDamage strength resistance doubled wound { character { id name }
        damage
        category
        conTest { dice bonus total threshold success degree special outcome probability }
        wounds { light grave { location } unconscious outOfCombat dead } } }
      }
      ...FailureFields
    }
  }
`);

export const YlniesRanged = graphql(`
  mutation YlniesRanged($input: YlniesRangedInput!) {
    ylniesRanged(input: $input) {
      __typename
      ... on YlniesCombatPayload {
        band
        test { a { character { id name } dice bonus total special }
      b { character { id name } dice bonus total special }
      winner
      degree
      decidedBy
      undergoing }
        hit { striker { id name } weapon weaponDice weaponDamage strength resistance doubled wound { character { id name }
        damage
        category
        conTest { dice bonus total threshold success degree special outcome probability }
        wounds { light grave { location } unconscious outOfCombat dead } } }
      }
      ...FailureFields
    }
  }
`);

export const YlniesMagicAttack = graphql(`
  mutation YlniesMagicAttack($input: YlniesMagicAttackInput!) {
    ylniesMagicAttack(input: $input) {
      __typename
      ... on YlniesCastPayload {
        kind
        spell
        power
        manaCost
        manaLeft
        success
        multiplier
        strength
        resistance
        healed
        consequence
        test { a { character { id name } dice bonus total special }
      b { character { id name } dice bonus total special }
      winner
      degree
      decidedBy
      undergoing }
        thresholdTest { dice bonus total threshold success degree special outcome probability }
        wound { character { id name }
        damage
        category
        conTest { dice bonus total threshold success degree special outcome probability }
        wounds { light grave { location } unconscious outOfCombat dead } }
        backlash { strength resistance wound { character { id name }
        damage
        category
        conTest { dice bonus total threshold success degree special outcome probability }
        wounds { light grave { location } unconscious outOfCombat dead } } }
        caster { id name }
        target { id name }
      }
      ...FailureFields
    }
  }
`);

export const YlniesCast = graphql(`
  mutation YlniesCast($input: YlniesCastInput!) {
    ylniesCast(input: $input) {
      __typename
      ... on YlniesCastPayload {
        kind
        spell
        power
        manaCost
        manaLeft
        success
        multiplier
        strength
        resistance
        healed
        consequence
        test { a { character { id name } dice bonus total special }
      b { character { id name } dice bonus total special }
      winner
      degree
      decidedBy
      undergoing }
        thresholdTest { dice bonus total threshold success degree special outcome probability }
        wound { character { id name }
        damage
        category
        conTest { dice bonus total threshold success degree special outcome probability }
        wounds { light grave { location } unconscious outOfCombat dead } }
        backlash { strength resistance wound { character { id name }
        damage
        category
        conTest { dice bonus total threshold success degree special outcome probability }
        wounds { light grave { location } unconscious outOfCombat dead } } }
        caster { id name }
        target { id name }
      }
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

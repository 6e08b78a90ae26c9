/** What the Ylnies mutations return, as the result views read it. */
import { graphql } from '../../gql';

export const YlniesTestResultFields = graphql(`
  fragment YlniesTestResultFields on YlniesTestResult { dice bonus total threshold success degree special outcome probability }
`);

export const YlniesOpposedFields = graphql(`
  fragment YlniesOpposedFields on YlniesOpposedTest {
    a { character { id name } dice bonus total special }
    b { character { id name } dice bonus total special }
    winner
    degree
    decidedBy
    undergoing
  }
`);

export const YlniesWoundFields = graphql(`
  fragment YlniesWoundFields on YlniesWoundResult {
    character { id name }
    damage
    category
    conTest { ...YlniesTestResultFields }
    wounds { light grave { location } unconscious outOfCombat dead }
  }
`);

export const YlniesCombatFields = graphql(`
  fragment YlniesCombatFields on YlniesCombatPayload {
    band
    test { ...YlniesOpposedFields }
    hit { striker { id name } weapon weaponDice weaponDamage strength resistance doubled wound { ...YlniesWoundFields } }
  }
`);

export const YlniesCastFields = graphql(`
  fragment YlniesCastFields on YlniesCastPayload {
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
    test { ...YlniesOpposedFields }
    thresholdTest { ...YlniesTestResultFields }
    wound { ...YlniesWoundFields }
    backlash { strength resistance wound { ...YlniesWoundFields } }
    caster { id name }
    target { id name }
  }
`);

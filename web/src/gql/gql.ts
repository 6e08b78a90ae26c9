/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PreviewAnswer($input: ResolveActionInput!) {\n    previewAction(input: $input) {\n      __typename\n      ... on ActionOdds { score die probability automatic impossible }\n      ...FailureFields\n    }\n  }\n": typeof types.PreviewAnswerDocument,
    "\n  mutation ResolveAction($input: ResolveActionInput!) {\n    resolveAction(input: $input) {\n      __typename\n      ... on ResolveActionPayload { result { score die roll success quality stakes } roll { id seq } }\n      ...FailureFields\n    }\n  }\n": typeof types.ResolveActionDocument,
    "\n  query YlniesTestOdds($input: YlniesOddsInput!) {\n    ylniesOdds(input: $input) { success }\n  }\n": typeof types.YlniesTestOddsDocument,
    "\n  mutation ResolveYlniesTest($input: ResolveYlniesTestInput!) {\n    resolveYlniesTest(input: $input) {\n      __typename\n      ... on YlniesTestPayload { result { dice total threshold success outcome } }\n      ...FailureFields\n    }\n  }\n": typeof types.ResolveYlniesTestDocument,
    "\n  query CharacterModules($id: ID!) {\n    character(id: $id) {\n      id\n      sheet { __typename ... on SmsSheet { modules { id name scope rank polarity } } }\n    }\n  }\n": typeof types.CharacterModulesDocument,
    "\n  mutation RequestAction($input: RequestActionInput!) {\n    requestAction(input: $input) {\n      __typename\n      ... on ActionRequestPayload { request { id status difficulty } }\n      ...FailureFields\n    }\n  }\n": typeof types.RequestActionDocument,
    "\n  mutation RequestYlniesTest($input: RequestYlniesTestInput!) {\n    requestYlniesTest(input: $input) {\n      __typename\n      ... on YlniesTestRequestPayload { request { id threshold } }\n      ...FailureFields\n    }\n  }\n": typeof types.RequestYlniesTestDocument,
    "\n  query CampaignSpells($campaignId: ID!) {\n    campaign(id: $campaignId) {\n      id\n      magicSystem\n      spells(first: 50) { edges { node { id name power kind } } }\n    }\n  }\n": typeof types.CampaignSpellsDocument,
    "\n  query PreviewCast($input: CastSpellInput!) {\n    previewCast(input: $input) {\n      __typename\n      ... on SpellPreview {\n        probability\n        automatic\n        impossible\n        exhaustion\n        score { score steps { label points rule } }\n        difficulty { die points steps { label points rule } }\n      }\n      ...FailureFields\n    }\n  }\n": typeof types.PreviewCastDocument,
    "\n  mutation CastSpell($input: CastSpellInput!) {\n    castSpell(input: $input) {\n      __typename\n      ... on CastSpellPayload { result { spellName success outcome stakes notes } }\n      ...FailureFields\n    }\n  }\n": typeof types.CastSpellDocument,
    "\n  query VerifyChain($characterId: ID!) {\n    verifyRollChain(characterId: $characterId) { valid length brokenAt reason }\n  }\n": typeof types.VerifyChainDocument,
    "\n  query PlayerCharacter($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      status\n      campaign { id }\n      sheet {\n        __typename\n        ... on SmsSheet {\n          notation\n          modules { id name scope rank polarity }\n          wounds { id nature severity rank }\n          fatigue { passing lasting persistent }\n          experience { available }\n        }\n        ... on YlniesSheet {\n          characteristics { key name value }\n          skills { name value }\n        }\n      }\n      actionRequests(status: OPEN, first: 10) {\n        edges { node { id ruleset difficulty absolute qualityShift note excludedModuleIds createdAt ylniesTest { characteristic skill modifier threshold note } } }\n      }\n      rolls(first: 10) {\n        edges { node { id seq kind faces createdAt commitment clientSeed verified action { score die roll success quality } } }\n      }\n    }\n  }\n": typeof types.PlayerCharacterDocument,
    "\n  query ActiveEncounter($campaignId: ID!) {\n    campaign(id: $campaignId) {\n      id\n      encounters(status: ACTIVE, first: 1) {\n        edges {\n          node {\n            id\n            name\n            round\n            turnNumber\n            participants { position characterId name kind initiative tieBreak rollOffs current removed interventionsLeft reactionMalus }\n            declarations { id kind on by { characterId name } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ActiveEncounterDocument,
    "\n  mutation StartEncounter($input: StartEncounterInput!) {\n    startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } ...FailureFields }\n  }\n": typeof types.StartEncounterDocument,
    "\n  mutation NextTurn($encounterId: ID!, $expectedTurn: Int) {\n    nextTurn(input: { encounterId: $encounterId, expectedTurn: $expectedTurn }) { __typename ... on EncounterPayload { encounter { id turnNumber } } ...FailureFields }\n  }\n": typeof types.NextTurnDocument,
    "\n  mutation EndEncounter($encounterId: ID!) {\n    endEncounter(input: { encounterId: $encounterId }) { __typename ... on EncounterPayload { encounter { id status } } ...FailureFields }\n  }\n": typeof types.EndEncounterDocument,
    "\n  mutation DeclareAction($input: DeclareActionInput!) {\n    declareAction(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n": typeof types.DeclareActionDocument,
    "\n  mutation React($input: ReactInput!) {\n    react(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n": typeof types.ReactDocument,
    "\n  mutation Intervene($input: InterveneInput!) {\n    intervene(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n": typeof types.InterveneDocument,
    "\n  mutation InflictWound($input: InflictWoundInput!) {\n    inflictWound(input: $input) {\n      __typename\n      ... on CharacterPayload { character { ...CharacterGlance } }\n      ...FailureFields\n    }\n  }\n": typeof types.InflictWoundDocument,
    "\n  mutation AwardExperience($input: AwardExperienceInput!) {\n    awardExperience(input: $input) {\n      __typename\n      ... on AwardExperiencePayload { awards { id } }\n      ...FailureFields\n    }\n  }\n": typeof types.AwardExperienceDocument,
    "\n  query OddsByDie($characterId: ID!, $moduleIds: [ID!]!) {\n    d0: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 0 }) { ...DieOdds }\n    d4: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 4 }) { ...DieOdds }\n    d6: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 6 }) { ...DieOdds }\n    d8: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 8 }) { ...DieOdds }\n    d10: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 10 }) { ...DieOdds }\n    d12: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 12 }) { ...DieOdds }\n  }\n  fragment DieOdds on QueryPreviewActionResult {\n    __typename\n    ... on ActionOdds { score die probability automatic impossible }\n  }\n": typeof types.OddsByDieDocument,
    "\n  query CurrentEpoch($campaignId: ID!) {\n    campaign(id: $campaignId) { id fairnessEpoch { id number commitment } }\n  }\n": typeof types.CurrentEpochDocument,
    "\n  mutation RevealFairnessSeed($campaignId: ID!, $epoch: Int) {\n    revealFairnessSeed(input: { campaignId: $campaignId, epoch: $epoch }) {\n      __typename\n      ... on RevealFairnessSeedPayload { revealed { number serverSeed } next { number commitment } }\n      ...FailureFields\n    }\n  }\n": typeof types.RevealFairnessSeedDocument,
    "\n  mutation SpendExperience($input: SpendExperienceInput!) {\n    spendExperience(input: $input) {\n      __typename\n      ... on SpendExperiencePayload { cost module { id rank } }\n      ...FailureFields\n    }\n  }\n": typeof types.SpendExperienceDocument,
    "\n  fragment FailureFields on Error {\n    __typename\n    message\n    code\n    ... on RuleViolation { rule violations { code message rule } }\n    ... on ValidationError { issues { path message } }\n  }\n": typeof types.FailureFieldsFragmentDoc,
    "\n  fragment CharacterGlance on Character {\n    id\n    name\n    kind\n    status\n    ruleset\n    owner { id name }\n    sheet {\n      __typename\n      ... on SmsSheet {\n        healthStatus\n        dead\n        experience { earned spent available }\n        fatigue { passing lasting persistent }\n        wounds { id nature severity rank }\n      }\n    }\n  }\n": typeof types.CharacterGlanceFragmentDoc,
    "\n  subscription CampaignEvents($campaignId: ID!) {\n    campaignEvents(campaignId: $campaignId) { id type payload createdAt }\n  }\n": typeof types.CampaignEventsDocument,
    "\n  query CampaignScreen($id: ID!) {\n    me { id name }\n    campaign(id: $id) {\n      id\n      name\n      ruleset\n      magicSystem\n      viewerRole\n      inviteCode\n      members { role user { id name } }\n      characters(first: 50) { edges { node { ...CharacterGlance } } }\n    }\n  }\n": typeof types.CampaignScreenDocument,
    "\n  query Draft($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      status\n      campaign { id }\n      sheet {\n        __typename\n        ... on SmsSheet {\n          race { key name }\n          experience { available }\n          modules { id name scope rank polarity source notation }\n        }\n        ... on YlniesSheet {\n          characteristics { key name value }\n          skills { name value }\n        }\n      }\n    }\n  }\n": typeof types.DraftDocument,
    "\n  mutation AddModule($input: AddModuleInput!) {\n    addModule(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n": typeof types.AddModuleDocument,
    "\n  mutation RemoveModule($moduleId: ID!) {\n    removeModule(input: { moduleId: $moduleId }) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n": typeof types.RemoveModuleDocument,
    "\n  mutation ActivateCharacter($characterId: ID!) {\n    activateCharacter(input: { characterId: $characterId }) {\n      __typename\n      ... on CharacterPayload { character { id status } }\n      ...FailureFields\n    }\n  }\n": typeof types.ActivateCharacterDocument,
    "\n  query ParseModules($text: String!) {\n    parseModules(text: $text) {\n      modules { line name scope polarity rank }\n      errors { line message }\n    }\n  }\n": typeof types.ParseModulesDocument,
    "\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename\n      ... on CampaignPayload { campaign { id } }\n      ... on Error { message code }\n      ... on RuleViolation { rule violations { code message rule } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.CreateCampaignDocument,
    "\n  mutation JoinCampaign($inviteCode: String!) {\n    joinCampaign(input: { inviteCode: $inviteCode }) {\n      __typename\n      ... on CampaignPayload { campaign { id } }\n      ... on Error { message code }\n      ... on RuleViolation { rule violations { code message rule } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.JoinCampaignDocument,
    "\n  query MyCampaigns {\n    me {\n      id\n      name\n      campaigns(first: 50) {\n        edges { node { id name ruleset viewerRole } }\n      }\n      characters(first: 50) {\n        edges { node { id name status campaign { id name } } }\n      }\n    }\n  }\n": typeof types.MyCampaignsDocument,
    "\n  query SmsRaces($locale: Locale!) {\n    races(ruleset: SMS) {\n      __typename\n      key\n      name(locale: $locale)\n      ... on SmsRace { extraXp netCost sizeFactor modules { name(locale: $locale) scope polarity rank } }\n    }\n  }\n": typeof types.SmsRacesDocument,
    "\n  mutation CreateCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n": typeof types.CreateCharacterDocument,
    "\n  query CampaignRuleset($id: ID!) {\n    campaign(id: $id) { id ruleset }\n  }\n": typeof types.CampaignRulesetDocument,
    "\n  mutation SignUp($name: String!) {\n    signUp(input: { name: $name }) {\n      __typename\n      ... on SignUpPayload { apiKey user { id name } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query YlniesCatalogue($locale: Locale!) {\n    ylniesCatalogue {\n      characteristics { key name(locale: $locale) }\n      races { key name(locale: $locale) extraSkillPoints modifiers { characteristic value } }\n      creation { points baseMin baseMax skillPoints skillMaxAtCreation }\n    }\n  }\n": typeof types.YlniesCatalogueDocument,
    "\n  mutation CreateYlniesCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n": typeof types.CreateYlniesCharacterDocument,
};
const documents: Documents = {
    "\n  query PreviewAnswer($input: ResolveActionInput!) {\n    previewAction(input: $input) {\n      __typename\n      ... on ActionOdds { score die probability automatic impossible }\n      ...FailureFields\n    }\n  }\n": types.PreviewAnswerDocument,
    "\n  mutation ResolveAction($input: ResolveActionInput!) {\n    resolveAction(input: $input) {\n      __typename\n      ... on ResolveActionPayload { result { score die roll success quality stakes } roll { id seq } }\n      ...FailureFields\n    }\n  }\n": types.ResolveActionDocument,
    "\n  query YlniesTestOdds($input: YlniesOddsInput!) {\n    ylniesOdds(input: $input) { success }\n  }\n": types.YlniesTestOddsDocument,
    "\n  mutation ResolveYlniesTest($input: ResolveYlniesTestInput!) {\n    resolveYlniesTest(input: $input) {\n      __typename\n      ... on YlniesTestPayload { result { dice total threshold success outcome } }\n      ...FailureFields\n    }\n  }\n": types.ResolveYlniesTestDocument,
    "\n  query CharacterModules($id: ID!) {\n    character(id: $id) {\n      id\n      sheet { __typename ... on SmsSheet { modules { id name scope rank polarity } } }\n    }\n  }\n": types.CharacterModulesDocument,
    "\n  mutation RequestAction($input: RequestActionInput!) {\n    requestAction(input: $input) {\n      __typename\n      ... on ActionRequestPayload { request { id status difficulty } }\n      ...FailureFields\n    }\n  }\n": types.RequestActionDocument,
    "\n  mutation RequestYlniesTest($input: RequestYlniesTestInput!) {\n    requestYlniesTest(input: $input) {\n      __typename\n      ... on YlniesTestRequestPayload { request { id threshold } }\n      ...FailureFields\n    }\n  }\n": types.RequestYlniesTestDocument,
    "\n  query CampaignSpells($campaignId: ID!) {\n    campaign(id: $campaignId) {\n      id\n      magicSystem\n      spells(first: 50) { edges { node { id name power kind } } }\n    }\n  }\n": types.CampaignSpellsDocument,
    "\n  query PreviewCast($input: CastSpellInput!) {\n    previewCast(input: $input) {\n      __typename\n      ... on SpellPreview {\n        probability\n        automatic\n        impossible\n        exhaustion\n        score { score steps { label points rule } }\n        difficulty { die points steps { label points rule } }\n      }\n      ...FailureFields\n    }\n  }\n": types.PreviewCastDocument,
    "\n  mutation CastSpell($input: CastSpellInput!) {\n    castSpell(input: $input) {\n      __typename\n      ... on CastSpellPayload { result { spellName success outcome stakes notes } }\n      ...FailureFields\n    }\n  }\n": types.CastSpellDocument,
    "\n  query VerifyChain($characterId: ID!) {\n    verifyRollChain(characterId: $characterId) { valid length brokenAt reason }\n  }\n": types.VerifyChainDocument,
    "\n  query PlayerCharacter($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      status\n      campaign { id }\n      sheet {\n        __typename\n        ... on SmsSheet {\n          notation\n          modules { id name scope rank polarity }\n          wounds { id nature severity rank }\n          fatigue { passing lasting persistent }\n          experience { available }\n        }\n        ... on YlniesSheet {\n          characteristics { key name value }\n          skills { name value }\n        }\n      }\n      actionRequests(status: OPEN, first: 10) {\n        edges { node { id ruleset difficulty absolute qualityShift note excludedModuleIds createdAt ylniesTest { characteristic skill modifier threshold note } } }\n      }\n      rolls(first: 10) {\n        edges { node { id seq kind faces createdAt commitment clientSeed verified action { score die roll success quality } } }\n      }\n    }\n  }\n": types.PlayerCharacterDocument,
    "\n  query ActiveEncounter($campaignId: ID!) {\n    campaign(id: $campaignId) {\n      id\n      encounters(status: ACTIVE, first: 1) {\n        edges {\n          node {\n            id\n            name\n            round\n            turnNumber\n            participants { position characterId name kind initiative tieBreak rollOffs current removed interventionsLeft reactionMalus }\n            declarations { id kind on by { characterId name } }\n          }\n        }\n      }\n    }\n  }\n": types.ActiveEncounterDocument,
    "\n  mutation StartEncounter($input: StartEncounterInput!) {\n    startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } ...FailureFields }\n  }\n": types.StartEncounterDocument,
    "\n  mutation NextTurn($encounterId: ID!, $expectedTurn: Int) {\n    nextTurn(input: { encounterId: $encounterId, expectedTurn: $expectedTurn }) { __typename ... on EncounterPayload { encounter { id turnNumber } } ...FailureFields }\n  }\n": types.NextTurnDocument,
    "\n  mutation EndEncounter($encounterId: ID!) {\n    endEncounter(input: { encounterId: $encounterId }) { __typename ... on EncounterPayload { encounter { id status } } ...FailureFields }\n  }\n": types.EndEncounterDocument,
    "\n  mutation DeclareAction($input: DeclareActionInput!) {\n    declareAction(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n": types.DeclareActionDocument,
    "\n  mutation React($input: ReactInput!) {\n    react(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n": types.ReactDocument,
    "\n  mutation Intervene($input: InterveneInput!) {\n    intervene(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n": types.InterveneDocument,
    "\n  mutation InflictWound($input: InflictWoundInput!) {\n    inflictWound(input: $input) {\n      __typename\n      ... on CharacterPayload { character { ...CharacterGlance } }\n      ...FailureFields\n    }\n  }\n": types.InflictWoundDocument,
    "\n  mutation AwardExperience($input: AwardExperienceInput!) {\n    awardExperience(input: $input) {\n      __typename\n      ... on AwardExperiencePayload { awards { id } }\n      ...FailureFields\n    }\n  }\n": types.AwardExperienceDocument,
    "\n  query OddsByDie($characterId: ID!, $moduleIds: [ID!]!) {\n    d0: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 0 }) { ...DieOdds }\n    d4: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 4 }) { ...DieOdds }\n    d6: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 6 }) { ...DieOdds }\n    d8: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 8 }) { ...DieOdds }\n    d10: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 10 }) { ...DieOdds }\n    d12: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 12 }) { ...DieOdds }\n  }\n  fragment DieOdds on QueryPreviewActionResult {\n    __typename\n    ... on ActionOdds { score die probability automatic impossible }\n  }\n": types.OddsByDieDocument,
    "\n  query CurrentEpoch($campaignId: ID!) {\n    campaign(id: $campaignId) { id fairnessEpoch { id number commitment } }\n  }\n": types.CurrentEpochDocument,
    "\n  mutation RevealFairnessSeed($campaignId: ID!, $epoch: Int) {\n    revealFairnessSeed(input: { campaignId: $campaignId, epoch: $epoch }) {\n      __typename\n      ... on RevealFairnessSeedPayload { revealed { number serverSeed } next { number commitment } }\n      ...FailureFields\n    }\n  }\n": types.RevealFairnessSeedDocument,
    "\n  mutation SpendExperience($input: SpendExperienceInput!) {\n    spendExperience(input: $input) {\n      __typename\n      ... on SpendExperiencePayload { cost module { id rank } }\n      ...FailureFields\n    }\n  }\n": types.SpendExperienceDocument,
    "\n  fragment FailureFields on Error {\n    __typename\n    message\n    code\n    ... on RuleViolation { rule violations { code message rule } }\n    ... on ValidationError { issues { path message } }\n  }\n": types.FailureFieldsFragmentDoc,
    "\n  fragment CharacterGlance on Character {\n    id\n    name\n    kind\n    status\n    ruleset\n    owner { id name }\n    sheet {\n      __typename\n      ... on SmsSheet {\n        healthStatus\n        dead\n        experience { earned spent available }\n        fatigue { passing lasting persistent }\n        wounds { id nature severity rank }\n      }\n    }\n  }\n": types.CharacterGlanceFragmentDoc,
    "\n  subscription CampaignEvents($campaignId: ID!) {\n    campaignEvents(campaignId: $campaignId) { id type payload createdAt }\n  }\n": types.CampaignEventsDocument,
    "\n  query CampaignScreen($id: ID!) {\n    me { id name }\n    campaign(id: $id) {\n      id\n      name\n      ruleset\n      magicSystem\n      viewerRole\n      inviteCode\n      members { role user { id name } }\n      characters(first: 50) { edges { node { ...CharacterGlance } } }\n    }\n  }\n": types.CampaignScreenDocument,
    "\n  query Draft($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      status\n      campaign { id }\n      sheet {\n        __typename\n        ... on SmsSheet {\n          race { key name }\n          experience { available }\n          modules { id name scope rank polarity source notation }\n        }\n        ... on YlniesSheet {\n          characteristics { key name value }\n          skills { name value }\n        }\n      }\n    }\n  }\n": types.DraftDocument,
    "\n  mutation AddModule($input: AddModuleInput!) {\n    addModule(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n": types.AddModuleDocument,
    "\n  mutation RemoveModule($moduleId: ID!) {\n    removeModule(input: { moduleId: $moduleId }) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n": types.RemoveModuleDocument,
    "\n  mutation ActivateCharacter($characterId: ID!) {\n    activateCharacter(input: { characterId: $characterId }) {\n      __typename\n      ... on CharacterPayload { character { id status } }\n      ...FailureFields\n    }\n  }\n": types.ActivateCharacterDocument,
    "\n  query ParseModules($text: String!) {\n    parseModules(text: $text) {\n      modules { line name scope polarity rank }\n      errors { line message }\n    }\n  }\n": types.ParseModulesDocument,
    "\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename\n      ... on CampaignPayload { campaign { id } }\n      ... on Error { message code }\n      ... on RuleViolation { rule violations { code message rule } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.CreateCampaignDocument,
    "\n  mutation JoinCampaign($inviteCode: String!) {\n    joinCampaign(input: { inviteCode: $inviteCode }) {\n      __typename\n      ... on CampaignPayload { campaign { id } }\n      ... on Error { message code }\n      ... on RuleViolation { rule violations { code message rule } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.JoinCampaignDocument,
    "\n  query MyCampaigns {\n    me {\n      id\n      name\n      campaigns(first: 50) {\n        edges { node { id name ruleset viewerRole } }\n      }\n      characters(first: 50) {\n        edges { node { id name status campaign { id name } } }\n      }\n    }\n  }\n": types.MyCampaignsDocument,
    "\n  query SmsRaces($locale: Locale!) {\n    races(ruleset: SMS) {\n      __typename\n      key\n      name(locale: $locale)\n      ... on SmsRace { extraXp netCost sizeFactor modules { name(locale: $locale) scope polarity rank } }\n    }\n  }\n": types.SmsRacesDocument,
    "\n  mutation CreateCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n": types.CreateCharacterDocument,
    "\n  query CampaignRuleset($id: ID!) {\n    campaign(id: $id) { id ruleset }\n  }\n": types.CampaignRulesetDocument,
    "\n  mutation SignUp($name: String!) {\n    signUp(input: { name: $name }) {\n      __typename\n      ... on SignUpPayload { apiKey user { id name } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n": types.SignUpDocument,
    "\n  query YlniesCatalogue($locale: Locale!) {\n    ylniesCatalogue {\n      characteristics { key name(locale: $locale) }\n      races { key name(locale: $locale) extraSkillPoints modifiers { characteristic value } }\n      creation { points baseMin baseMax skillPoints skillMaxAtCreation }\n    }\n  }\n": types.YlniesCatalogueDocument,
    "\n  mutation CreateYlniesCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n": types.CreateYlniesCharacterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewAnswer($input: ResolveActionInput!) {\n    previewAction(input: $input) {\n      __typename\n      ... on ActionOdds { score die probability automatic impossible }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  query PreviewAnswer($input: ResolveActionInput!) {\n    previewAction(input: $input) {\n      __typename\n      ... on ActionOdds { score die probability automatic impossible }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveAction($input: ResolveActionInput!) {\n    resolveAction(input: $input) {\n      __typename\n      ... on ResolveActionPayload { result { score die roll success quality stakes } roll { id seq } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveAction($input: ResolveActionInput!) {\n    resolveAction(input: $input) {\n      __typename\n      ... on ResolveActionPayload { result { score die roll success quality stakes } roll { id seq } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YlniesTestOdds($input: YlniesOddsInput!) {\n    ylniesOdds(input: $input) { success }\n  }\n"): (typeof documents)["\n  query YlniesTestOdds($input: YlniesOddsInput!) {\n    ylniesOdds(input: $input) { success }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveYlniesTest($input: ResolveYlniesTestInput!) {\n    resolveYlniesTest(input: $input) {\n      __typename\n      ... on YlniesTestPayload { result { dice total threshold success outcome } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveYlniesTest($input: ResolveYlniesTestInput!) {\n    resolveYlniesTest(input: $input) {\n      __typename\n      ... on YlniesTestPayload { result { dice total threshold success outcome } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CharacterModules($id: ID!) {\n    character(id: $id) {\n      id\n      sheet { __typename ... on SmsSheet { modules { id name scope rank polarity } } }\n    }\n  }\n"): (typeof documents)["\n  query CharacterModules($id: ID!) {\n    character(id: $id) {\n      id\n      sheet { __typename ... on SmsSheet { modules { id name scope rank polarity } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAction($input: RequestActionInput!) {\n    requestAction(input: $input) {\n      __typename\n      ... on ActionRequestPayload { request { id status difficulty } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAction($input: RequestActionInput!) {\n    requestAction(input: $input) {\n      __typename\n      ... on ActionRequestPayload { request { id status difficulty } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestYlniesTest($input: RequestYlniesTestInput!) {\n    requestYlniesTest(input: $input) {\n      __typename\n      ... on YlniesTestRequestPayload { request { id threshold } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestYlniesTest($input: RequestYlniesTestInput!) {\n    requestYlniesTest(input: $input) {\n      __typename\n      ... on YlniesTestRequestPayload { request { id threshold } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignSpells($campaignId: ID!) {\n    campaign(id: $campaignId) {\n      id\n      magicSystem\n      spells(first: 50) { edges { node { id name power kind } } }\n    }\n  }\n"): (typeof documents)["\n  query CampaignSpells($campaignId: ID!) {\n    campaign(id: $campaignId) {\n      id\n      magicSystem\n      spells(first: 50) { edges { node { id name power kind } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewCast($input: CastSpellInput!) {\n    previewCast(input: $input) {\n      __typename\n      ... on SpellPreview {\n        probability\n        automatic\n        impossible\n        exhaustion\n        score { score steps { label points rule } }\n        difficulty { die points steps { label points rule } }\n      }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  query PreviewCast($input: CastSpellInput!) {\n    previewCast(input: $input) {\n      __typename\n      ... on SpellPreview {\n        probability\n        automatic\n        impossible\n        exhaustion\n        score { score steps { label points rule } }\n        difficulty { die points steps { label points rule } }\n      }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CastSpell($input: CastSpellInput!) {\n    castSpell(input: $input) {\n      __typename\n      ... on CastSpellPayload { result { spellName success outcome stakes notes } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CastSpell($input: CastSpellInput!) {\n    castSpell(input: $input) {\n      __typename\n      ... on CastSpellPayload { result { spellName success outcome stakes notes } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyChain($characterId: ID!) {\n    verifyRollChain(characterId: $characterId) { valid length brokenAt reason }\n  }\n"): (typeof documents)["\n  query VerifyChain($characterId: ID!) {\n    verifyRollChain(characterId: $characterId) { valid length brokenAt reason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerCharacter($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      status\n      campaign { id }\n      sheet {\n        __typename\n        ... on SmsSheet {\n          notation\n          modules { id name scope rank polarity }\n          wounds { id nature severity rank }\n          fatigue { passing lasting persistent }\n          experience { available }\n        }\n        ... on YlniesSheet {\n          characteristics { key name value }\n          skills { name value }\n        }\n      }\n      actionRequests(status: OPEN, first: 10) {\n        edges { node { id ruleset difficulty absolute qualityShift note excludedModuleIds createdAt ylniesTest { characteristic skill modifier threshold note } } }\n      }\n      rolls(first: 10) {\n        edges { node { id seq kind faces createdAt commitment clientSeed verified action { score die roll success quality } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerCharacter($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      status\n      campaign { id }\n      sheet {\n        __typename\n        ... on SmsSheet {\n          notation\n          modules { id name scope rank polarity }\n          wounds { id nature severity rank }\n          fatigue { passing lasting persistent }\n          experience { available }\n        }\n        ... on YlniesSheet {\n          characteristics { key name value }\n          skills { name value }\n        }\n      }\n      actionRequests(status: OPEN, first: 10) {\n        edges { node { id ruleset difficulty absolute qualityShift note excludedModuleIds createdAt ylniesTest { characteristic skill modifier threshold note } } }\n      }\n      rolls(first: 10) {\n        edges { node { id seq kind faces createdAt commitment clientSeed verified action { score die roll success quality } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveEncounter($campaignId: ID!) {\n    campaign(id: $campaignId) {\n      id\n      encounters(status: ACTIVE, first: 1) {\n        edges {\n          node {\n            id\n            name\n            round\n            turnNumber\n            participants { position characterId name kind initiative tieBreak rollOffs current removed interventionsLeft reactionMalus }\n            declarations { id kind on by { characterId name } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActiveEncounter($campaignId: ID!) {\n    campaign(id: $campaignId) {\n      id\n      encounters(status: ACTIVE, first: 1) {\n        edges {\n          node {\n            id\n            name\n            round\n            turnNumber\n            participants { position characterId name kind initiative tieBreak rollOffs current removed interventionsLeft reactionMalus }\n            declarations { id kind on by { characterId name } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartEncounter($input: StartEncounterInput!) {\n    startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } ...FailureFields }\n  }\n"): (typeof documents)["\n  mutation StartEncounter($input: StartEncounterInput!) {\n    startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } ...FailureFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NextTurn($encounterId: ID!, $expectedTurn: Int) {\n    nextTurn(input: { encounterId: $encounterId, expectedTurn: $expectedTurn }) { __typename ... on EncounterPayload { encounter { id turnNumber } } ...FailureFields }\n  }\n"): (typeof documents)["\n  mutation NextTurn($encounterId: ID!, $expectedTurn: Int) {\n    nextTurn(input: { encounterId: $encounterId, expectedTurn: $expectedTurn }) { __typename ... on EncounterPayload { encounter { id turnNumber } } ...FailureFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndEncounter($encounterId: ID!) {\n    endEncounter(input: { encounterId: $encounterId }) { __typename ... on EncounterPayload { encounter { id status } } ...FailureFields }\n  }\n"): (typeof documents)["\n  mutation EndEncounter($encounterId: ID!) {\n    endEncounter(input: { encounterId: $encounterId }) { __typename ... on EncounterPayload { encounter { id status } } ...FailureFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclareAction($input: DeclareActionInput!) {\n    declareAction(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n"): (typeof documents)["\n  mutation DeclareAction($input: DeclareActionInput!) {\n    declareAction(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation React($input: ReactInput!) {\n    react(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n"): (typeof documents)["\n  mutation React($input: ReactInput!) {\n    react(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Intervene($input: InterveneInput!) {\n    intervene(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n"): (typeof documents)["\n  mutation Intervene($input: InterveneInput!) {\n    intervene(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InflictWound($input: InflictWoundInput!) {\n    inflictWound(input: $input) {\n      __typename\n      ... on CharacterPayload { character { ...CharacterGlance } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation InflictWound($input: InflictWoundInput!) {\n    inflictWound(input: $input) {\n      __typename\n      ... on CharacterPayload { character { ...CharacterGlance } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AwardExperience($input: AwardExperienceInput!) {\n    awardExperience(input: $input) {\n      __typename\n      ... on AwardExperiencePayload { awards { id } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation AwardExperience($input: AwardExperienceInput!) {\n    awardExperience(input: $input) {\n      __typename\n      ... on AwardExperiencePayload { awards { id } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OddsByDie($characterId: ID!, $moduleIds: [ID!]!) {\n    d0: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 0 }) { ...DieOdds }\n    d4: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 4 }) { ...DieOdds }\n    d6: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 6 }) { ...DieOdds }\n    d8: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 8 }) { ...DieOdds }\n    d10: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 10 }) { ...DieOdds }\n    d12: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 12 }) { ...DieOdds }\n  }\n  fragment DieOdds on QueryPreviewActionResult {\n    __typename\n    ... on ActionOdds { score die probability automatic impossible }\n  }\n"): (typeof documents)["\n  query OddsByDie($characterId: ID!, $moduleIds: [ID!]!) {\n    d0: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 0 }) { ...DieOdds }\n    d4: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 4 }) { ...DieOdds }\n    d6: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 6 }) { ...DieOdds }\n    d8: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 8 }) { ...DieOdds }\n    d10: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 10 }) { ...DieOdds }\n    d12: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 12 }) { ...DieOdds }\n  }\n  fragment DieOdds on QueryPreviewActionResult {\n    __typename\n    ... on ActionOdds { score die probability automatic impossible }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentEpoch($campaignId: ID!) {\n    campaign(id: $campaignId) { id fairnessEpoch { id number commitment } }\n  }\n"): (typeof documents)["\n  query CurrentEpoch($campaignId: ID!) {\n    campaign(id: $campaignId) { id fairnessEpoch { id number commitment } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealFairnessSeed($campaignId: ID!, $epoch: Int) {\n    revealFairnessSeed(input: { campaignId: $campaignId, epoch: $epoch }) {\n      __typename\n      ... on RevealFairnessSeedPayload { revealed { number serverSeed } next { number commitment } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevealFairnessSeed($campaignId: ID!, $epoch: Int) {\n    revealFairnessSeed(input: { campaignId: $campaignId, epoch: $epoch }) {\n      __typename\n      ... on RevealFairnessSeedPayload { revealed { number serverSeed } next { number commitment } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SpendExperience($input: SpendExperienceInput!) {\n    spendExperience(input: $input) {\n      __typename\n      ... on SpendExperiencePayload { cost module { id rank } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation SpendExperience($input: SpendExperienceInput!) {\n    spendExperience(input: $input) {\n      __typename\n      ... on SpendExperiencePayload { cost module { id rank } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FailureFields on Error {\n    __typename\n    message\n    code\n    ... on RuleViolation { rule violations { code message rule } }\n    ... on ValidationError { issues { path message } }\n  }\n"): (typeof documents)["\n  fragment FailureFields on Error {\n    __typename\n    message\n    code\n    ... on RuleViolation { rule violations { code message rule } }\n    ... on ValidationError { issues { path message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CharacterGlance on Character {\n    id\n    name\n    kind\n    status\n    ruleset\n    owner { id name }\n    sheet {\n      __typename\n      ... on SmsSheet {\n        healthStatus\n        dead\n        experience { earned spent available }\n        fatigue { passing lasting persistent }\n        wounds { id nature severity rank }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CharacterGlance on Character {\n    id\n    name\n    kind\n    status\n    ruleset\n    owner { id name }\n    sheet {\n      __typename\n      ... on SmsSheet {\n        healthStatus\n        dead\n        experience { earned spent available }\n        fatigue { passing lasting persistent }\n        wounds { id nature severity rank }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CampaignEvents($campaignId: ID!) {\n    campaignEvents(campaignId: $campaignId) { id type payload createdAt }\n  }\n"): (typeof documents)["\n  subscription CampaignEvents($campaignId: ID!) {\n    campaignEvents(campaignId: $campaignId) { id type payload createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignScreen($id: ID!) {\n    me { id name }\n    campaign(id: $id) {\n      id\n      name\n      ruleset\n      magicSystem\n      viewerRole\n      inviteCode\n      members { role user { id name } }\n      characters(first: 50) { edges { node { ...CharacterGlance } } }\n    }\n  }\n"): (typeof documents)["\n  query CampaignScreen($id: ID!) {\n    me { id name }\n    campaign(id: $id) {\n      id\n      name\n      ruleset\n      magicSystem\n      viewerRole\n      inviteCode\n      members { role user { id name } }\n      characters(first: 50) { edges { node { ...CharacterGlance } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Draft($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      status\n      campaign { id }\n      sheet {\n        __typename\n        ... on SmsSheet {\n          race { key name }\n          experience { available }\n          modules { id name scope rank polarity source notation }\n        }\n        ... on YlniesSheet {\n          characteristics { key name value }\n          skills { name value }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Draft($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      status\n      campaign { id }\n      sheet {\n        __typename\n        ... on SmsSheet {\n          race { key name }\n          experience { available }\n          modules { id name scope rank polarity source notation }\n        }\n        ... on YlniesSheet {\n          characteristics { key name value }\n          skills { name value }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddModule($input: AddModuleInput!) {\n    addModule(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddModule($input: AddModuleInput!) {\n    addModule(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveModule($moduleId: ID!) {\n    removeModule(input: { moduleId: $moduleId }) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveModule($moduleId: ID!) {\n    removeModule(input: { moduleId: $moduleId }) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateCharacter($characterId: ID!) {\n    activateCharacter(input: { characterId: $characterId }) {\n      __typename\n      ... on CharacterPayload { character { id status } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateCharacter($characterId: ID!) {\n    activateCharacter(input: { characterId: $characterId }) {\n      __typename\n      ... on CharacterPayload { character { id status } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParseModules($text: String!) {\n    parseModules(text: $text) {\n      modules { line name scope polarity rank }\n      errors { line message }\n    }\n  }\n"): (typeof documents)["\n  query ParseModules($text: String!) {\n    parseModules(text: $text) {\n      modules { line name scope polarity rank }\n      errors { line message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename\n      ... on CampaignPayload { campaign { id } }\n      ... on Error { message code }\n      ... on RuleViolation { rule violations { code message rule } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename\n      ... on CampaignPayload { campaign { id } }\n      ... on Error { message code }\n      ... on RuleViolation { rule violations { code message rule } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCampaign($inviteCode: String!) {\n    joinCampaign(input: { inviteCode: $inviteCode }) {\n      __typename\n      ... on CampaignPayload { campaign { id } }\n      ... on Error { message code }\n      ... on RuleViolation { rule violations { code message rule } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCampaign($inviteCode: String!) {\n    joinCampaign(input: { inviteCode: $inviteCode }) {\n      __typename\n      ... on CampaignPayload { campaign { id } }\n      ... on Error { message code }\n      ... on RuleViolation { rule violations { code message rule } }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCampaigns {\n    me {\n      id\n      name\n      campaigns(first: 50) {\n        edges { node { id name ruleset viewerRole } }\n      }\n      characters(first: 50) {\n        edges { node { id name status campaign { id name } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCampaigns {\n    me {\n      id\n      name\n      campaigns(first: 50) {\n        edges { node { id name ruleset viewerRole } }\n      }\n      characters(first: 50) {\n        edges { node { id name status campaign { id name } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SmsRaces($locale: Locale!) {\n    races(ruleset: SMS) {\n      __typename\n      key\n      name(locale: $locale)\n      ... on SmsRace { extraXp netCost sizeFactor modules { name(locale: $locale) scope polarity rank } }\n    }\n  }\n"): (typeof documents)["\n  query SmsRaces($locale: Locale!) {\n    races(ruleset: SMS) {\n      __typename\n      key\n      name(locale: $locale)\n      ... on SmsRace { extraXp netCost sizeFactor modules { name(locale: $locale) scope polarity rank } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignRuleset($id: ID!) {\n    campaign(id: $id) { id ruleset }\n  }\n"): (typeof documents)["\n  query CampaignRuleset($id: ID!) {\n    campaign(id: $id) { id ruleset }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($name: String!) {\n    signUp(input: { name: $name }) {\n      __typename\n      ... on SignUpPayload { apiKey user { id name } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($name: String!) {\n    signUp(input: { name: $name }) {\n      __typename\n      ... on SignUpPayload { apiKey user { id name } }\n      ... on Error { message code }\n      ... on ValidationError { issues { path message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YlniesCatalogue($locale: Locale!) {\n    ylniesCatalogue {\n      characteristics { key name(locale: $locale) }\n      races { key name(locale: $locale) extraSkillPoints modifiers { characteristic value } }\n      creation { points baseMin baseMax skillPoints skillMaxAtCreation }\n    }\n  }\n"): (typeof documents)["\n  query YlniesCatalogue($locale: Locale!) {\n    ylniesCatalogue {\n      characteristics { key name(locale: $locale) }\n      races { key name(locale: $locale) extraSkillPoints modifiers { characteristic value } }\n      creation { points baseMin baseMax skillPoints skillMaxAtCreation }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateYlniesCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateYlniesCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      __typename\n      ... on CharacterPayload { character { id } }\n      ...FailureFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
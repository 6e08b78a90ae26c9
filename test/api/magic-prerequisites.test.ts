/** Predefined magic modules keep their prerequisites when they are put on a sheet (MAGIC). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';

describe.each(BACKENDS)('magic module prerequisites on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  test('Harmony needs Natural magic at the campaign’s maximum rank, at creation and on the GM’s adjustments', async () => {
    const { player, gm, campaign } = await table(app);
    const harmony = { name: 'Harmonie', scope: 5, polarity: 'POSITIVE', rank: 1 };
    const refused = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [harmony] });
    expect(refused.__typename).toBe('RuleViolation');
    expect(refused.violations.map((v: { rule: string }) => v.rule).join(' ')).toMatch(/LOREVAL/);
    // An NPC with Natural magic at rank 5 may have Harmony.
    const npc = await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: [{ name: 'Magie naturelle', scope: 5, polarity: 'POSITIVE', rank: 5 }, harmony] }, { kind: 'NPC' });
    expect(npc.__typename).toBe('CharacterPayload');
    // A predefined module at another scope is refused.
    const wrongScope = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Magie naturelle', scope: 3, polarity: 'POSITIVE', rank: 1 }] });
    expect(wrongScope.violations.map((v: { code: string }) => v.code)).toContain('MAGIC_MODULE_SCOPE');
    // Adding Harmony to an NPC whose Natural magic is below the maximum is refused.
    const weak = await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: [{ name: 'Magie naturelle', scope: 5, polarity: 'POSITIVE', rank: 4 }] }, { kind: 'NPC' });
    const add = await app.gql(
      `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ... on RuleViolation { code rule } } }`,
      { input: { characterId: weak.character.id, module: harmony } },
      gm.apiKey,
    );
    expect(add.data.addModule.__typename).toBe('RuleViolation');
  });

  test('buying a predefined magic module with experience keeps its prerequisites', async () => {
    const { player, gm, campaign } = await table(app);
    const created = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Magie naturelle', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    const id = created.character.id;
    await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id }, player.apiKey);
    const started = await app.gql(`mutation($input: StartScenarioInput!) { startScenario(input: $input) { ... on ScenarioPayload { scenario { id } } } }`, { input: { campaignId: campaign.id, title: 'La forêt', participantIds: [id] } }, gm.apiKey);
    await app.gql(`mutation($input: CompleteScenarioInput!) { completeScenario(input: $input) { __typename } }`, { input: { scenarioId: started.data.startScenario.scenario.id } }, gm.apiKey);
    const spend = `mutation($input: SpendExperienceInput!) { spendExperience(input: $input) { __typename ... on RuleViolation { code rule } ... on SpendExperiencePayload { cost } } }`;
    const harmony = await app.gql(spend, { input: { characterId: id, newModule: { name: 'Harmonie', scope: 5, polarity: 'POSITIVE', rank: 1 } } }, player.apiKey);
    expect(harmony.data.spendExperience.__typename).toBe('RuleViolation');
    expect(harmony.data.spendExperience.rule).toMatch(/LOREVAL/);
    // An ordinary module is still bought, and nothing was spent on the refused one.
    const fencing = await app.gql(spend, { input: { characterId: id, newModule: { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 1 } } }, player.apiKey);
    expect(fencing.data.spendExperience).toEqual({ __typename: 'SpendExperiencePayload', cost: 2 });
  });
});

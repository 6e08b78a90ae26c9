/**
 * Nothing is lost under concurrency: two requests changing the same character at once. On the
 * real Postgres server they really interleave (PGlite serialises them, so it runs there too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';

describe.each(BACKENDS)('concurrent character edits on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  test('two adds that each fit the budget alone but not together: exactly one lands', async () => {
    const { player, campaign } = await table(app);
    for (let round = 0; round < 5; round++) {
      const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, {
        race: 'HUMAN',
        modules: [
          { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 3 },
          { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 3 },
        ],
      });
      const add = `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ... on RuleViolation { code } } }`;
      const results = await Promise.all(
        ['Charisme', 'Perception'].map((name) =>
          app.gql(add, { input: { characterId: character.id, module: { name, scope: 5, polarity: 'POSITIVE', rank: 2 } } }, player.apiKey),
        ),
      );
      const kinds = results.map((r) => r.data?.addModule.__typename ?? r.errors?.[0]?.extensions?.code).sort();
      expect(kinds).toEqual(['CharacterPayload', 'RuleViolation']);
      expect(results.find((r) => r.data?.addModule.__typename === 'RuleViolation')!.data.addModule.code).toBe('INSUFFICIENT_EXPERIENCE');
      const sheet = await app.gql(`query($id: ID!) { character(id: $id) { version sheet { ... on SmsSheet { modules { name } experience { available } } } } }`, { id: character.id }, player.apiKey);
      expect(sheet.data.character.sheet.experience.available).toBe(0);
      expect(sheet.data.character.sheet.modules).toHaveLength(3);
    }
  });

  test('concurrent edits of different modules are both kept (no lost update)', async () => {
    const { player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, {
      race: 'HUMAN',
      modules: [
        { name: 'Force', scope: 1, polarity: 'POSITIVE', rank: 1 },
        { name: 'Agilité', scope: 1, polarity: 'POSITIVE', rank: 1 },
      ],
    });
    const ids = character.sheet.modules.map((m: { id: string }) => m.id);
    const update = `mutation($input: UpdateModuleInput!) { updateModule(input: $input) { __typename } }`;
    const results = await Promise.all(ids.map((moduleId: string) => app.gql(update, { input: { moduleId, rank: 3 } }, player.apiKey)));
    expect(results.map((r) => r.data.updateModule.__typename)).toEqual(['CharacterPayload', 'CharacterPayload']);
    const sheet = await app.gql(`query($id: ID!) { character(id: $id) { version sheet { ... on SmsSheet { modules { rank } } } } }`, { id: character.id }, player.apiKey);
    expect(sheet.data.character.sheet.modules.map((m: { rank: number }) => m.rank)).toEqual([3, 3]);
    expect(sheet.data.character.version).toBe(3);
  });
});

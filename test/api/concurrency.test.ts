/**
 * Nothing is lost under concurrency: two requests changing the same character at once. On the
 * real Postgres server they really interleave (PGlite serialises them, so it runs there too).
 * "Only once" rules hold in the database, not only in a read-then-write check: twenty
 * purchases of the same new module add it once, forty registrations stop at the webhook cap.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRaceIsConflict, retryOnConflict, VersionConflict } from '../../src/db/characters.js';
import { isDuplicateModule } from '../../src/db/errors.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';
import { appendRoll, verifyRollChain } from '../../src/db/rolls.js';
import { modules } from '../../src/db/schema.js';
import { decodeId } from '../../src/primitives/ids.js';
import { conflict } from '../../src/graphql/errors.js';
import { moduleNameKey } from '../../src/rules/sms/races.js';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { closedLoops } from '../support/loops.js';

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

  const SPEND = `mutation($input: SpendExperienceInput!) { spendExperience(input: $input) { __typename ... on RuleViolation { code } } }`;
  const ADD = `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ... on RuleViolation { code } } }`;
  const MODULES = `query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { modules { name source } experience { available } } } } }`;
  const outcome = (r: { data?: Record<string, { __typename: string; code?: string }>; errors?: { extensions?: { code?: string } }[] }, field: string) =>
    r.data?.[field] ? (r.data[field]!.code ?? r.data[field]!.__typename) : (r.errors?.[0]?.extensions?.code ?? 'NO_ANSWER');

  /** An ACTIVE human PC with 40 − 10 = 30 XP left, just past a scenario end: it may buy. */
  async function pcAtScenarioEnd() {
    const { gm, player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 2 }] });
    const activated = await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: character.id }, player.apiKey);
    expect(activated.data.activateCharacter.__typename).toBe('CharacterPayload');
    const started = await app.gql(`mutation($input: StartScenarioInput!) { startScenario(input: $input) { ... on ScenarioPayload { scenario { id } } } }`, { input: { campaignId: campaign.id, title: 'Run', participantIds: [character.id] } }, gm.apiKey);
    const completed = await app.gql(`mutation($input: CompleteScenarioInput!) { completeScenario(input: $input) { __typename } }`, { input: { scenarioId: started.data.startScenario.scenario.id } }, gm.apiKey);
    expect(completed.data.completeScenario.__typename).toBe('ScenarioPayload');
    return { gm, player, campaign, characterId: character.id as string };
  }

  async function bought(characterId: string, apiKey: string) {
    const sheet = await app.gql(MODULES, { id: characterId }, apiKey);
    return sheet.data.character.sheet as { modules: { name: string; source: string }[]; experience: { available: number } };
  }

  test('twenty concurrent purchases of the same new module (any spelling) add it once; the others get MODULE_ALREADY_ON_SHEET', async () => {
    const { player, characterId } = await pcAtScenarioEnd();
    const spellings = ['Course', 'course', ' COURSE ', 'Cóurse', 'course  '];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.gql(SPEND, { input: { characterId, newModule: { name: spellings[i % spellings.length], scope: 1, polarity: 'POSITIVE', rank: 1 } } }, player.apiKey),
      ),
    );
    const outcomes = results.map((r) => outcome(r, 'spendExperience'));
    expect(outcomes.filter((o) => o === 'SpendExperiencePayload')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'MODULE_ALREADY_ON_SHEET')).toHaveLength(19);
    const sheet = await bought(characterId, player.apiKey);
    expect(sheet.modules.filter((m) => m.name.trim().toLowerCase().replace('ó', 'o') === 'course')).toHaveLength(1);
    // No partial write: only the one rank was paid for.
    expect(sheet.experience.available).toBe(29);
  });

  test('a GM adjustment and purchases racing to add the same module: it lands once, the losers are refused by the rules', async () => {
    const { gm, player, characterId } = await pcAtScenarioEnd();
    const newModule = { name: 'Nage', scope: 2, polarity: 'POSITIVE', rank: 1 };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? app.gql(SPEND, { input: { characterId, newModule } }, player.apiKey).then((r) => outcome(r, 'spendExperience'))
          : app.gql(ADD, { input: { characterId, module: newModule } }, gm.apiKey).then((r) => outcome(r, 'addModule')),
      ),
    );
    expect(results.filter((o) => o === 'SpendExperiencePayload' || o === 'CharacterPayload')).toHaveLength(1);
    // The rest: refused as a duplicate (or, for a GM edit that lost every retry, a conflict): never a 500.
    expect(results.filter((o) => !['SpendExperiencePayload', 'CharacterPayload', 'MODULE_ALREADY_ON_SHEET', 'DUPLICATE_MODULE', 'CONFLICT'].includes(o))).toEqual([]);
    expect((await bought(characterId, player.apiKey)).modules.filter((m) => m.name === 'Nage')).toHaveLength(1);
  });

  test('twenty concurrent adds of the same module to a DRAFT: it lands once', async () => {
    const { player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => app.gql(ADD, { input: { characterId: character.id, module: { name: 'Course', scope: 1, polarity: 'POSITIVE', rank: 1 } } }, player.apiKey)),
    );
    const outcomes = results.map((r) => outcome(r, 'addModule'));
    expect(outcomes.filter((o) => o === 'CharacterPayload')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'CharacterPayload' && o !== 'DUPLICATE_MODULE' && o !== 'CONFLICT')).toEqual([]);
    expect((await bought(character.id, player.apiKey)).modules.filter((m) => m.name === 'Course')).toHaveLength(1);
  });

  test('the database itself refuses a second module of the same name key among bought modules, whatever writes it', async () => {
    const { player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Résistance à la peur', scope: 2, polarity: 'POSITIVE', rank: 1 }] });
    const characterId = decodeId('Character', character.id)!;
    const row = (name: string, source: 'PLAYER' | 'GM' | 'ARCHETYPE' | 'RACE' | 'MAGIC') =>
      ({ characterId, name, nameKey: moduleNameKey(name), scope: 2, polarity: 'POSITIVE', rank: 1, source }) as const;
    for (const source of ['PLAYER', 'GM', 'ARCHETYPE'] as const) {
      const error = await app.database.db.insert(modules).values(row('RESISTANCE  A LA PEUR', source)).then(() => null, (e: unknown) => e);
      expect(isDuplicateModule(error), source).toBe(true);
      expect(() => moduleRaceIsConflict(error)).toThrow(VersionConflict);
    }
    // Racial rows and temporary (magic) modules are not the sheet's own bought modules.
    await app.database.db.insert(modules).values([row('Résistance à la peur', 'RACE'), row('Résistance à la peur', 'MAGIC')]);
    expect(() => moduleRaceIsConflict(new Error('other'))).toThrow('other');
  });

  const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on ResolveActionPayload { roll { seq } } ... on RuleViolation { code } } }`;

  /** A PC with two modules, and how to roll for it as the GM. */
  async function roller() {
    const { gm, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, gm.apiKey, campaign.id, {
      race: 'HUMAN',
      modules: [
        { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
        { name: 'Agilité', scope: 3, polarity: 'POSITIVE', rank: 2 },
      ],
    });
    const moduleIds = character.sheet.modules.map((m: { id: string }) => m.id);
    const roll = () => app.gql(RESOLVE, { input: { characterId: character.id, moduleIds, difficulty: 8 } }, gm.apiKey);
    return { campaignId: decodeId('Campaign', campaign.id)!, characterId: decodeId('Character', character.id)!, roll };
  }

  async function chainOf(characterId: string) {
    const result = await app.database.db.execute(sql`select seq from rolls where character_id = ${characterId}::uuid order by seq`);
    const head = await app.database.db.execute(sql`select roll_seq, roll_hash from characters where id = ${characterId}::uuid`);
    return {
      seqs: (result as unknown as { rows: { seq: number }[] }).rows.map((r) => Number(r.seq)),
      head: (head as unknown as { rows: { roll_seq: number; roll_hash: string }[] }).rows[0]!,
      verdict: await verifyRollChain(app.database.db, characterId, { keys: developmentRollKeys() }),
    };
  }

  test('two hundred resolveActions on ONE character, eight at a time: they queue on its chain head — every one lands, no CONFLICT, seq 1..200 with no gap or duplicate', async () => {
    const { characterId, roll } = await roller();
    const n = 200;
    app.statements.reset();
    const results = await closedLoops(n, 8, roll);
    const outcomes = results.map((r) => r.data?.resolveAction?.__typename ?? r.errors?.[0]?.extensions?.code ?? 'NO_ANSWER');
    expect(outcomes.filter((o) => o !== 'ResolveActionPayload')).toEqual([]);
    expect(results.map((r) => r.data.resolveAction.roll.seq).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    const chain = await chainOf(characterId);
    expect(chain.seqs).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(chain.verdict).toMatchObject({ valid: true, length: n });
    // The head kept on the character row is the log's last entry.
    expect(chain.head).toEqual({ roll_seq: n, roll_hash: chain.verdict.head });
    // Each attempt is one statement that advances the head; losers re-roll, so attempts ≥ requests.
    const attempts = app.statements.statements.filter((s) => /update characters set roll_seq/.test(s)).length;
    expect(attempts).toBeGreaterThanOrEqual(n);
  });

  test('both roll writers share one head: resolveActions (one statement) and in-transaction appends (falls, spells …) racing on one character interleave without a gap', async () => {
    const { campaignId, characterId, roll } = await roller();
    const append = () =>
      retryOnConflict(
        () =>
          // Beside the app's requests: its statement budget must not count these appends' statements.
          app.alongside(() =>
            app.database.db.transaction((tx) =>
              appendRoll(tx, { campaignId, characterId, kind: 'FALL', inputs: {}, faces: [3], outcome: {}, requestedBy: null, at: app.clock.now() }, developmentRollKeys()),
            ),
          ),
        conflict,
      );
    const results = await closedLoops(60, 8, (i) => (i % 3 === 0 ? append().then(() => 'appended') : roll().then((r) => r.data?.resolveAction?.__typename ?? 'NO_ANSWER')));
    expect(results.filter((o) => o !== 'appended' && o !== 'ResolveActionPayload')).toEqual([]);
    const chain = await chainOf(characterId);
    expect(chain.seqs).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(chain.verdict).toMatchObject({ valid: true, length: 60 });
    expect(chain.head.roll_seq).toBe(60);
  });

  test('forty concurrent webhook registrations store exactly the cap of 20; a removal frees one place', async () => {
    const { gm, campaign } = await table(app);
    const REGISTER = `mutation($input: RegisterWebhookInput!) { registerWebhook(input: $input) { __typename ... on RegisterWebhookPayload { endpoint { id } } ... on RuleViolation { code } } }`;
    const register = (i: number) => app.gql(REGISTER, { input: { campaignId: campaign.id, url: `https://hooks.example.com/in/${i}`, events: ['roll.resolved'] } }, gm.apiKey);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => register(i)));
    const outcomes = results.map((r) => outcome(r, 'registerWebhook'));
    expect(outcomes.filter((o) => o === 'RegisterWebhookPayload')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'TOO_MANY_WEBHOOKS')).toHaveLength(20);
    const ENDPOINTS = `query($id: ID!) { campaign(id: $id) { webhookEndpoints(first: 100) { edges { node { id } } } } }`;
    const listed = await app.gql(ENDPOINTS, { id: campaign.id }, gm.apiKey);
    expect(listed.data.campaign.webhookEndpoints.edges).toHaveLength(20);

    const first = results.find((r) => r.data?.registerWebhook.endpoint)!.data.registerWebhook.endpoint.id;
    const removed = await app.gql(`mutation($id: ID!) { removeWebhook(input: { endpointId: $id }) { __typename } }`, { id: first }, gm.apiKey);
    expect(removed.data.removeWebhook.__typename).toBe('RemoveWebhookPayload');
    const again = await Promise.all([register(100), register(101)]);
    expect(again.map((r) => outcome(r, 'registerWebhook')).sort()).toEqual(['RegisterWebhookPayload', 'TOO_MANY_WEBHOOKS']);
  });
});

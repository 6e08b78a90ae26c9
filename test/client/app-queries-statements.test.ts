/**
 * Every query the table app sends, in one statement (issue 26 item 1): the documents are the
 * app's own (web/src/gql/graphql.ts, generated from the screens' `graphql()` calls), run as the
 * GM and as a player against a table with something in every list — an open request, rolls, an
 * active encounter, a spell, a scenario and a Ylnies table. One statement is one round trip at
 * the edge: the key's check, the root and everything the screen shows below it.
 * The same queries also go through urql's Graphcache with the configuration docs/api.md gives
 * (scripts/graphcache-keys.ts): it normalises every answer without one warning (issue 38 item 16).
 */
import { Client, fetchExchange } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { type DocumentNode, introspectionFromSchema, type OperationDefinitionNode, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphcacheKeys } from '../../scripts/graphcache-keys.js';
import { schema } from '../../src/graphql/schema.js';
import * as documents from '../../web/src/gql/graphql.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, joinCampaign, table } from '../support/flows.js';

/** The app's queries, by name. */
const QUERIES = Object.entries(documents)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, doc]) => ({ name: name.replace(/Document$/, ''), doc: doc as DocumentNode }))
  .map((q) => ({ ...q, op: q.doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')! }))
  .filter((q) => q.op.operation === 'query');

/** The queries whose variable is a whole input: their one root (a preview, odds) is budgeted at 1 or 0 in test/statement-budget.json. */
const WITH_INPUT = new Set(['PreviewAnswer', 'PreviewCast', 'YlniesTestOdds']);
/** The Ylnies screens: their ids are the Ylnies table's. */
const YLNIES = /^Ylnies/;

const MODULES = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Agilité', scope: 3, polarity: 'POSITIVE', rank: 2 },
];
const sevens = { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 };
const fighter = {
  race: 'HUMAN',
  method: 'POINTS',
  bases: sevens,
  skills: [
    { name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 },
    { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true },
  ],
  equipment: { weapons: [{ name: 'Hache de guerre', type: 'NORMAL' }], armour: { name: 'Cuir bouilli', type: 'LEATHER' }, other: [] },
};

describe.each(BACKENDS)('every query of the table app in one statement on $name', (backend) => {
  let app: TestApp;
  let gm: string;
  let player: string;
  let sms: { campaignId: string; characterId: string; moduleIds: string[] };
  let ylnies: { campaignId: string; characterId: string };

  beforeAll(async () => {
    if (backend.skipReason) return;
    app = await startTestApp(backend);
    const t = await table(app);
    gm = t.gm.apiKey;
    player = t.player.apiKey;
    const ok = async (query: string, input: Record<string, unknown>, apiKey: string) => {
      const res = await app.gql(query, { input }, apiKey);
      const payload = Object.values(res.data ?? {})[0] as { __typename?: string } | undefined;
      expect(payload?.__typename, JSON.stringify(res)).toMatch(/Payload$/);
      return payload as Record<string, any>;
    };
    const pip = (await createSmsCharacter(app, player, t.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const grok = (await createSmsCharacter(app, gm, t.campaign.id, { modules: MODULES }, { name: 'Grok', kind: 'NPC' })).character;
    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    await ok(`mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename } }`, { characterId: pip.id, moduleIds, difficulty: 8 }, gm);
    await ok(`mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename } }`, { characterId: pip.id, difficulty: 6 }, gm);
    await ok(
      `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename } }`,
      { campaignId: t.campaign.id, name: 'Escalade', source: 'NATURAL', power: 3, nature: 'ENHANCEMENT', effects: [{ kind: 'ENHANCEMENT', module: { name: 'Escalade', scope: 3, rank: 1 } }] },
      gm,
    );
    await ok(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename } }`,
      { campaignId: t.campaign.id, name: 'Ambush', participants: [pip.id, grok.id].map((characterId) => ({ characterId, initiative: 3 })) },
      gm,
    );
    await ok(`mutation($input: StartScenarioInput!) { startScenario(input: $input) { __typename } }`, { campaignId: t.campaign.id, title: 'The siege', participantIds: [pip.id] }, gm);
    sms = { campaignId: t.campaign.id, characterId: pip.id, moduleIds };

    // The Ylnies table: the same GM and player.
    const y = await app.gql(`mutation($input: CreateCampaignInput!) { createCampaign(input: $input) { ... on CampaignPayload { campaign { id inviteCode } } } }`, { input: { name: 'Ylnies', ruleset: 'YLNIES' } }, gm);
    const yCampaign = y.data.createCampaign.campaign as { id: string; inviteCode: string };
    await joinCampaign(app, player, yCampaign.inviteCode);
    const aube = await ok(
      `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id } } ... on RuleViolation { message } } }`,
      { campaignId: yCampaign.id, name: 'Aube', ylnies: fighter },
      player,
    );
    ylnies = { campaignId: yCampaign.id, characterId: aube.character.id };
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** The variables a screen passes, from the table above. */
  function variablesOf(q: (typeof QUERIES)[number]): Record<string, unknown> {
    const table = YLNIES.test(q.name) ? { ...ylnies, moduleIds: [] } : sms;
    const root = q.op.selectionSet.selections.map((s) => (s.kind === 'Field' ? s.name.value : '')).find((name) => name === 'character' || name === 'campaign');
    const values: Record<string, unknown> = {
      id: root === 'character' ? table.characterId : table.campaignId,
      campaignId: table.campaignId,
      characterId: table.characterId,
      moduleIds: table.moduleIds,
      locale: 'FR',
      text: 'Escrime 3',
    };
    return Object.fromEntries((q.op.variableDefinitions ?? []).map((v) => [v.variable.name.value, values[v.variable.name.value]]));
  }

  test('the app has queries to measure, and knows the variables of each', () => {
    expect(QUERIES.length).toBeGreaterThan(30);
    const names = new Set(['id', 'campaignId', 'characterId', 'moduleIds', 'locale', 'text', 'input']);
    for (const q of QUERIES) for (const v of q.op.variableDefinitions ?? []) expect(names, `${q.name}: $${v.variable.name.value}`).toContain(v.variable.name.value);
  });

  for (const role of ['GM', 'player'] as const) {
    test(`every query the ${role} sends answers in one statement`, async () => {
      const apiKey = role === 'GM' ? gm : player;
      const measured: string[] = [];
      const over: string[] = [];
      for (const q of QUERIES) {
        if (WITH_INPUT.has(q.name)) continue;
        app.statements.reset();
        const res = await app.gql(print(q.doc), variablesOf(q), apiKey);
        // A player's screens do not ask for the GM's lists; where one does, the refusal is the answer.
        const refusals = (res.errors ?? []).filter((e) => e.extensions?.code !== 'FORBIDDEN');
        expect(refusals, `${q.name}: ${JSON.stringify(res.errors)}`).toEqual([]);
        expect(res.data, q.name).toBeTruthy();
        measured.push(`${q.name}: ${app.statements.statements.length}`);
        if (app.statements.statements.length > 1) over.push(`${q.name}: ${app.statements.statements.length}\n  ${app.statements.statements.map((st) => st.slice(0, 200)).join('\n  ')}`);
      }
      expect(measured.length).toBe(QUERIES.length - WITH_INPUT.size);
      expect(over, 'queries of the app in more than one statement').toEqual([]);
    });
  }

  /** The warnings Graphcache prints while the app's queries go through it, as the GM and as the player. */
  async function graphcacheWarnings(keys: Record<string, () => null> | undefined): Promise<string[]> {
    const warnings: string[] = [];
    const spy = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      warnings.push(args.map(String).join(' ').slice(0, 200));
    });
    try {
      for (const apiKey of [gm, player]) {
        const client = new Client({
          url: 'http://test/graphql',
          fetch: app.fetch,
          preferGetMethod: false,
          fetchOptions: () => ({ headers: { authorization: `Bearer ${apiKey}` } }),
          exchanges: [cacheExchange({ schema: introspectionFromSchema(schema), ...(keys ? { keys } : {}) }), fetchExchange],
        });
        for (const q of QUERIES) {
          if (WITH_INPUT.has(q.name)) continue;
          const res = await client.query(q.doc, variablesOf(q), { requestPolicy: 'network-only' }).toPromise();
          expect(res.data, `${q.name}: ${res.error?.message}`).toBeTruthy();
        }
      }
    } finally {
      spy.mockRestore();
    }
    return [...new Set(warnings)];
  }

  test('urql Graphcache with scripts/graphcache-keys.ts normalises every query of the app without a warning', async () => {
    // Without the keys (the schema alone), the id-less types each warn "Invalid key".
    expect((await graphcacheWarnings(undefined)).join('\n')).toMatch(/Invalid key/);
    expect(await graphcacheWarnings(graphcacheKeys(schema))).toEqual([]);
  });
});

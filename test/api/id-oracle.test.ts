/**
 * No field is an existence oracle (issue 22 item 26): for a player, an NPC of their own campaign,
 * a character of another campaign and an id that names nothing get the SAME answer, from every
 * query and every mutation that takes a character id (docs/api.md §Errors). The walk is built
 * from the schema, so a field added later is walked too.
 */
import { readFileSync } from 'node:fs';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeId } from '../../src/primitives/ids.js';
import { type TestApp, startTestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const MODULES = [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }];

/** Input fields (and arguments) that name a character. */
const CHARACTER_SLOT = /^(id|characterId|npcId|pcId|attackerId|defenderId|casterId|targetId|targetCharacterId)$/;

/** The campaign id is the documented exception (docs/api.md): a non-member is told to ask for an invitation. */
const SKIPPED = new Set(['Query.campaign', 'Query.node']);

type Slot = string[];

function slotsOf(type: GraphQLInputType, path: Slot, depth: number, pattern: RegExp): Slot[] {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || depth > 2) return [];
  return Object.values(named.getFields()).flatMap((f) => {
    const fieldNamed = getNamedType(f.type);
    if (fieldNamed.name === 'ID' && !isListType(isNonNullType(f.type) ? f.type.ofType : f.type) && pattern.test(f.name)) return [[...path, f.name]];
    // A list of inputs (assistants, targets …): the probe goes in its one element, written `name[]`.
    const listed = isListType(isNonNullType(f.type) ? f.type.ofType : f.type);
    return slotsOf(f.type, [...path, listed ? `${f.name}[]` : f.name], depth + 1, pattern);
  });
}

/** A value for every required input, the character slots set to `own` (the player's PC). */
function filler(type: GraphQLInputType, own: string, depth = 0): unknown {
  if (isNonNullType(type)) return filler(type.ofType, own, depth);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return own;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'JSON':
        return {};
      case 'DateTime':
        return new Date(0).toISOString();
      default:
        return 'x';
    }
  }
  if (isInputObjectType(type) && depth < 4) {
    const value: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type) || CHARACTER_SLOT.test(f.name)) value[f.name] = filler(f.type, own, depth + 1);
    }
    return value;
  }
  return null;
}

/** Put `value` at `path` in variables filled by `filler`; a `name[]` step makes a one-element list of `elementOf(name)`. */
function setAt(target: Record<string, unknown>, path: Slot, value: unknown, elementOf: (pathSoFar: Slot) => Record<string, unknown>): void {
  let at = target;
  for (const [index, step] of path.slice(0, -1).entries()) {
    if (step.endsWith('[]')) {
      const key = step.slice(0, -2);
      const element = elementOf(path.slice(0, index + 1));
      at[key] = [element];
      at = element;
    } else {
      at[step] ??= {};
      at = at[step] as Record<string, unknown>;
    }
  }
  at[path.at(-1)!] = value;
}

/** The element input type at a path of a field's arguments (the last step a `name[]` list). */
function inputTypeAt(field: GraphQLField<unknown, unknown>, path: Slot): GraphQLInputType {
  let type: GraphQLInputType = field.args.find((a) => a.name === path[0])!.type;
  for (const step of path.slice(1)) {
    const named = getNamedType(type);
    if (!isInputObjectType(named)) break;
    type = named.getFields()[step.replace(/\[\]$/, '')]!.type;
  }
  return getNamedType(type) as GraphQLInputType;
}

interface Probe {
  name: string;
  document: string;
  variables: (id: string) => Record<string, unknown>;
}

function probes(schema: GraphQLSchema, own: string, pattern: RegExp = CHARACTER_SLOT, skipped: ReadonlySet<string> = SKIPPED): Probe[] {
  const out: Probe[] = [];
  for (const root of ['Query', 'Mutation'] as const) {
    const fields = Object.values((schema.getType(root) as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields());
    for (const field of fields) {
      const name = `${root}.${field.name}`;
      if (skipped.has(name) || field.deprecationReason) continue;
      const slots: Slot[] = field.args.flatMap((a) => (getNamedType(a.type).name === 'ID' && pattern.test(a.name) ? [[a.name]] : slotsOf(a.type, [a.name], 0, pattern)));
      if (!slots.length) continue;
      const varDefs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const named = getNamedType(field.type);
      const selection = isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
      const document = `${root === 'Query' ? 'query' : 'mutation'}(${varDefs}) { f: ${field.name}(${args}) ${selection} }`;
      for (const slot of slots) {
        out.push({
          name: `${name} ${slot.join('.')}`,
          document,
          variables: (id) => {
            const vars: Record<string, unknown> = {};
            for (const a of field.args) vars[a.name] = filler(a.type, own);
            setAt(vars, slot, id, (prefix) => filler(inputTypeAt(field, prefix), own) as Record<string, unknown>);
            return vars;
          },
        });
      }
    }
  }
  return out;
}

describe.each(BACKENDS)('no existence oracle on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('a player gets the same answer for an NPC, another campaign’s character and a nonexistent id, from every field taking a character id', async () => {
    const mine = await table(app);
    const theirs = await table(app);
    const pip = (await createSmsCharacter(app, mine.player.apiKey, mine.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const npc = (await createSmsCharacter(app, mine.gm.apiKey, mine.campaign.id, { modules: MODULES }, { name: 'Grok', kind: 'NPC' })).character;
    const stranger = (await createSmsCharacter(app, theirs.player.apiKey, theirs.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Zed' })).character;
    const nobody = encodeId('Character', crypto.randomUUID());
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const walked = probes(schema, pip.id);
    // Every field taking a character id is walked: the read ones and the writes.
    expect(walked.map((p) => p.name)).toEqual(expect.arrayContaining(['Query.verifyRollChain characterId', 'Query.character id', 'Mutation.resolveAction input.characterId', 'Mutation.resolveAction input.assistants[].characterId']));
    const differing: string[] = [];
    for (const probe of walked) {
      const answer = async (id: string) => {
        const res = await app.gql(probe.document, probe.variables(id), mine.player.apiKey);
        return JSON.stringify({ data: res.data ?? null, errors: (res.errors ?? []).map((e: { message: string; extensions?: { code?: string } }) => [e.extensions?.code ?? null, e.message]) });
      };
      const [ofNpc, ofStranger, ofNobody] = [await answer(npc.id), await answer(stranger.id), await answer(nobody)];
      if (ofNpc !== ofNobody || ofStranger !== ofNobody) differing.push(`${probe.name}: npc ${ofNpc} / other campaign ${ofStranger} / nonexistent ${ofNobody}`);
    }
    if (differing.length) console.log(differing.join("\n"));
    expect(differing).toEqual([]);
  }, 120_000);

  test('an encounter, a request, a scenario, a session or a webhook endpoint of another campaign answers as a nonexistent one', async () => {
    const mine = await table(app);
    const theirs = await table(app);
    const pip = (await createSmsCharacter(app, mine.player.apiKey, mine.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
    const zed = (await createSmsCharacter(app, theirs.player.apiKey, theirs.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Zed' })).character;
    const grok = (await createSmsCharacter(app, mine.gm.apiKey, mine.campaign.id, { modules: MODULES }, { name: 'Grok', kind: 'NPC' })).character;
    const gm = theirs.gm.apiKey;
    const made = async (document: string, input: Record<string, unknown>, pick: (data: Record<string, unknown>) => unknown) => {
      const res = await app.gql(document, { input }, gm);
      expect(res.errors).toBeUndefined();
      return pick(res.data) as string;
    };
    const theirIds: Record<string, string> = {
      Encounter: await made(
        `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { ... on EncounterPayload { encounter { id } } } }`,
        { campaignId: theirs.campaign.id, name: 'Ambush', participants: [{ characterId: zed.id, initiative: 3 }] },
        (d) => (d.startEncounter as { encounter: { id: string } }).encounter.id,
      ),
      ActionRequest: await made(
        `mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`,
        { characterId: zed.id, difficulty: 8 },
        (d) => (d.requestAction as { request: { id: string } }).request.id,
      ),
      Scenario: await made(
        `mutation($input: StartScenarioInput!) { startScenario(input: $input) { ... on ScenarioPayload { scenario { id } } } }`,
        { campaignId: theirs.campaign.id, title: 'Run', participantIds: [zed.id] },
        (d) => (d.startScenario as { scenario: { id: string } }).scenario.id,
      ),
      GameSession: await made(
        `mutation($input: RecordSessionInput!) { recordSession(input: $input) { ... on GameSessionPayload { session { id } } } }`,
        { campaignId: theirs.campaign.id, title: 'S1', participantIds: [zed.id], status: 'PLANNED' },
        (d) => (d.recordSession as { session: { id: string } }).session.id,
      ),
      WebhookEndpoint: await made(
        `mutation($input: RegisterWebhookInput!) { registerWebhook(input: $input) { ... on RegisterWebhookPayload { endpoint { id } } } }`,
        { campaignId: theirs.campaign.id, url: 'https://hooks.example.com/in/1', events: ['roll.resolved'] },
        (d) => (d.registerWebhook as { endpoint: { id: string } }).endpoint.id,
      ),
    };
    const typeOfSlot: [RegExp, string][] = [
      [/^encounterId$/, 'Encounter'],
      [/^requestId$/, 'ActionRequest'],
      [/^scenarioId$/, 'Scenario'],
      [/^sessionId$/, 'GameSession'],
      [/^endpointId$/, 'WebhookEndpoint'],
      [/^moduleId$/, 'Module'],
    ];
    theirIds.Module = zed.sheet.modules[0].id;
    // Things of the player's own campaign they may not see answer the same way: an NPC's module.
    const hiddenInMine: Record<string, string> = { Module: grok.sheet.modules[0].id };
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const differing: string[] = [];
    let walked = 0;
    for (const [pattern, type] of typeOfSlot) {
      for (const probe of probes(schema, pip.id, pattern, new Set())) {
        walked++;
        const answer = async (id: string) => {
          const res = await app.gql(probe.document, probe.variables(id), mine.player.apiKey);
          return JSON.stringify({ data: res.data ?? null, errors: (res.errors ?? []).map((e: { message: string; extensions?: { code?: string } }) => [e.extensions?.code ?? null, e.message]) });
        };
        const [ofTheirs, ofNobody] = [await answer(theirIds[type]!), await answer(encodeId(type, crypto.randomUUID()))];
        if (ofTheirs !== ofNobody) differing.push(`${probe.name}: another campaign's ${ofTheirs} / nonexistent ${ofNobody}`);
        const hidden = hiddenInMine[type];
        if (hidden && (await answer(hidden)) !== ofNobody) differing.push(`${probe.name}: an NPC's ${await answer(hidden)} / nonexistent ${ofNobody}`);
      }
    }
    // The reads by id, too: encounter(id) and node(id) on each type.
    for (const [type, id] of Object.entries(theirIds)) {
      for (const document of [`query($id: ID!) { f: node(id: $id) { id } }`, ...(type === 'Encounter' ? [`query($id: ID!) { f: encounter(id: $id) { id } }`] : [])]) {
        walked++;
        const answer = async (probe: string) => JSON.stringify(await app.gql(document, { id: probe }, mine.player.apiKey));
        const [ofTheirs, ofNobody] = [await answer(id), await answer(encodeId(type, crypto.randomUUID()))];
        if (ofTheirs !== ofNobody) differing.push(`${document} on a ${type}: another campaign's ${ofTheirs} / nonexistent ${ofNobody}`);
      }
    }
    expect(walked).toBeGreaterThan(15);
    if (differing.length) console.log(differing.join('\n'));
    expect(differing).toEqual([]);
  }, 120_000);
});

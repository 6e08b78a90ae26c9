/**
 * Relay clients select several `Node` types in one document (`node(id) { ... on Character { kind }
 * ... on Roll { … } }`): graphql-js refuses two fields of one response name whose types differ
 * in shape (another scalar or enum, another nullability, a list against an item), even on types
 * that can never both answer (issue 38 item 14). So a field name shared by two `Node` types has
 * compatible types on both, down through what they return; where they did not, the newer name
 * is used and the old one is kept, deprecated (shared/API.md's names stay).
 */
import {
  type GraphQLCompositeType,
  type GraphQLOutputType,
  getNamedType,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

/** graphql-js's `doTypesConflict` (OverlappingFieldsCanBeMergedRule): the shape of a response. */
function shapesDiffer(a: GraphQLOutputType, b: GraphQLOutputType): boolean {
  if (isListType(a) || isListType(b)) return !(isListType(a) && isListType(b)) || shapesDiffer(a.ofType, b.ofType);
  if (isNonNullType(a) || isNonNullType(b)) return !(isNonNullType(a) && isNonNullType(b)) || shapesDiffer(a.ofType, b.ofType);
  if (isLeafType(a) || isLeafType(b)) return a !== b;
  return false;
}

const members = (type: GraphQLCompositeType) => (isAbstractType(type) ? schema.getPossibleTypes(type) : isObjectType(type) ? [type] : []);

/**
 * The live (not deprecated) fields one name shares across `types` whose shapes differ, and below
 * them: two composite fields of one name are selected with one selection set, so their own
 * shared fields must agree too.
 */
function conflicts(types: readonly GraphQLCompositeType[], path: string, seen: Set<string>): string[] {
  const key = types.map((t) => t.name).sort().join('|');
  if (seen.has(key)) return [];
  seen.add(key);
  const objects = [...new Set(types.flatMap(members))];
  const byName = new Map<string, { owner: string; type: GraphQLOutputType }[]>();
  for (const object of objects) {
    for (const field of Object.values(object.getFields())) {
      if (field.deprecationReason) continue;
      byName.set(field.name, [...(byName.get(field.name) ?? []), { owner: object.name, type: field.type }]);
    }
  }
  const found: string[] = [];
  for (const [name, fields] of byName) {
    if (fields.length < 2) continue;
    const differ = fields.some((f) => shapesDiffer(f.type, fields[0]!.type));
    if (differ) found.push(`${path}${name}: ${fields.map((f) => `${f.owner} ${String(f.type)}`).join(', ')}`);
    else if (!isLeafType(getNamedType(fields[0]!.type))) {
      found.push(...conflicts([...new Set(fields.map((f) => getNamedType(f.type) as GraphQLCompositeType))], `${path}${name}.`, seen));
    }
  }
  return found;
}

describe('fields shared by Node types (issue 38 item 14)', () => {
  it('have compatible types on every Node type, down through what they return', () => {
    const node = schema.getType('Node') as GraphQLCompositeType;
    expect(conflicts([node], '', new Set())).toEqual([]);
  });

  it('a Relay refetch of a character and a roll selects each one’s kind in one document', () => {
    const document = parse(`query($id: ID!) { node(id: $id) {
      ... on Character { kind status }
      ... on Roll { rollKind recordedKind canonicalPayload seedCommitment result { __typename } }
      ... on ActionRequest { requestStatus actionResult { success } }
      ... on Affliction { afflictionKind afflictionStatus woundSeverity }
      ... on Spell { spellKind magicSource spellNature }
      ... on Wound { nature severity rank damageType }
      ... on Module { rank source }
      ... on User { playedCharacters { edges { node { id } } } actionRequestsToAnswer { edges { node { id } } } }
      ... on Campaign { characters { edges { node { id } } } openActionRequests { edges { node { id } } } events { edges { node { id } } } }
      ... on WebhookEndpoint { eventTypes }
    } }`);
    expect(validate(schema, document)).toEqual([]);
  });

  it('the old names still answer, deprecated, and still conflict: why the new ones exist', () => {
    const old = parse(`query($id: ID!) { node(id: $id) { ... on Character { kind } ... on Roll { kind } } }`);
    expect(validate(schema, old).map((e) => e.message).join()).toMatch(/conflict/);
    const roll = schema.getType('Roll');
    if (!isObjectType(roll)) throw new Error('Roll is an object type');
    expect(roll.getFields().kind?.deprecationReason).toMatch(/recordedKind/);
  });
});

describe.each(BACKENDS)('the new names answer what the old ones did on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  test('a player’s characters and requests, a request’s status and result, a roll’s kind, payload and commitment', async () => {
    const { gm, player, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }] })).character;
    const asked = await app.gql(`mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`, { input: { characterId: pip.id, difficulty: 6 } }, gm.apiKey);
    expect(asked.errors, JSON.stringify(asked)).toBeUndefined();
    const requestId = asked.data.requestAction.request.id;
    const mine = await app.gql(
      `{ me {
        playedCharacters { edges { node { id } } } characters { edges { node { id } } }
        actionRequestsToAnswer { edges { node { id requestStatus } } } openActionRequests { edges { node { id status } } } } }`,
      {},
      player.apiKey,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data.me.playedCharacters).toEqual({ edges: [{ node: { id: pip.id } }] });
    expect(mine.data.me.characters).toEqual(mine.data.me.playedCharacters);
    expect(mine.data.me.actionRequestsToAnswer).toEqual({ edges: [{ node: { id: requestId, requestStatus: 'OPEN' } }] });
    expect(mine.data.me.openActionRequests).toEqual({ edges: [{ node: { id: requestId, status: 'OPEN' } }] });

    const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
    const resolved = await app.gql(`mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename } }`, { input: { characterId: pip.id, moduleIds, requestId } }, player.apiKey);
    expect(resolved.data.resolveAction.__typename).toBe('ResolveActionPayload');
    const request = await app.gql(
      `query($id: ID!) { node(id: $id) { ... on ActionRequest { requestStatus status actionResult { roll success } result { roll success }
        roll { id rollKind recordedKind kind canonicalPayload payload seedCommitment commitment } } } }`,
      { id: requestId },
      player.apiKey,
    );
    expect(request.errors).toBeUndefined();
    const node = request.data.node;
    expect([node.requestStatus, node.status]).toEqual(['RESOLVED', 'RESOLVED']);
    expect(node.actionResult).toEqual(node.result);
    expect(typeof node.actionResult.success).toBe('boolean');
    expect([node.roll.rollKind, node.roll.recordedKind, node.roll.kind]).toEqual(['ACTION', 'ACTION', 'ACTION']);
    expect(node.roll.canonicalPayload).toBe(node.roll.payload);
    expect(JSON.parse(node.roll.canonicalPayload)).toBeTypeOf('object');
    expect(node.roll.seedCommitment).toBe(node.roll.commitment);
  });
});

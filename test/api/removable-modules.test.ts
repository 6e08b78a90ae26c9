/**
 * Removable modules through the API (issue 38 item 19; seed 000, « Modules amovibles »): the GM
 * or the character's player marks the object lost or found (`setModuleObjectLost`), and a lost
 * object's module counts on no path that sums modules — actions and their odds, falls, initiative,
 * an NPC's difficulties — until it is found; the change is an `object.lost` / `object.found`
 * event, and a campaign archive carries the flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { exportArchive, importArchiveText } from '../archive/support.js';

const MODULE = 'id name removable objectName objectLost';
const SET_LOST = `mutation($input: SetModuleObjectLostInput!) { setModuleObjectLost(input: $input) { __typename
  ... on CharacterPayload { character { id version sheet { ... on SmsSheet { modules { ${MODULE} } } } } }
  ... on RuleViolation { code rule message violations { code params { name value } } }
  ... on ValidationError { issues { path } } } }`;
const PREVIEW = `query($input: ResolveActionInput!) { previewAction(input: $input) { __typename
  ... on ActionOdds { score breakdown { positives rawScore } }
  ... on RuleViolation { code message violations { code message } } } }`;
const FALL = `mutation($input: ResolveFallInput!) { resolveFall(input: $input) { __typename ... on ImpactPayload { impact { score } } ... on RuleViolation { code violations { code } } } }`;
const START = `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename
  ... on EncounterPayload { encounter { participants { name initiative tieBreak } } } ... on RuleViolation { code } } }`;
const NPC = `query($id: ID!) { node(id: $id) { ... on Character { sheet { ... on SmsSheet { npc { attackDie modules { name objectLost } } } } } } }`;
const EVENTS = `query($id: ID!, $type: String) { campaign(id: $id) { events(type: $type, first: 20) { edges { node { type payload } } } } }`;

// Bréus and his Kara (the seed's example): « Kara - hache de bataille porte-bonheur », scope 1.
const BREUS = [
  { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 2 },
  { name: 'Kara - hache de bataille porte-bonheur', scope: 1, polarity: 'POSITIVE', rank: 3, removable: true, objectName: 'Kara' },
];

describe.each(BACKENDS)('removable modules on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function breus(t: Awaited<ReturnType<typeof table>>) {
    const made = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: BREUS }, { name: 'Bréus' });
    expect(made.__typename, JSON.stringify(made)).toBe('CharacterPayload');
    const activated = await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: made.character.id }, t.player.apiKey);
    expect(activated.data.activateCharacter.__typename).toBe('CharacterPayload');
    const ids = Object.fromEntries(made.character.sheet.modules.map((m: { id: string; name: string }) => [m.name, m.id]));
    return { id: made.character.id as string, force: ids.Force as string, kara: ids[BREUS[1]!.name] as string };
  }

  test('the player loses Kara: it counts in no action, odds, fall or initiative until found; the GM finds it again', async () => {
    const t = await table(app);
    const b = await breus(t);
    const preview = async (moduleIds: string[]) => (await app.gql(PREVIEW, { input: { characterId: b.id, moduleIds, difficulty: 8 } }, t.gm.apiKey)).data.previewAction;
    expect(await preview([b.force, b.kara])).toMatchObject({ __typename: 'ActionOdds', score: 5 });

    const lost = await app.gql(SET_LOST, { input: { characterId: b.id, moduleId: b.kara, lost: true } }, t.player.apiKey);
    expect(lost.data.setModuleObjectLost.__typename, JSON.stringify(lost)).toBe('CharacterPayload');
    expect(lost.data.setModuleObjectLost.character.sheet.modules).toContainEqual({ id: b.kara, name: BREUS[1]!.name, removable: true, objectName: 'Kara', objectLost: true });

    // Actions and their odds: declaring it is refused, naming the object; without it, Force alone.
    const refused = await preview([b.force, b.kara]);
    expect(refused).toMatchObject({ __typename: 'RuleViolation', code: 'MODULE_OBJECT_LOST' });
    expect(refused.message).toContain('Kara');
    const resolved = await app.gql(
      `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on RuleViolation { code } } }`,
      { input: { characterId: b.id, moduleIds: [b.kara], difficulty: 4 } },
      t.gm.apiKey,
    );
    expect(resolved.data.resolveAction).toEqual({ __typename: 'RuleViolation', code: 'MODULE_OBJECT_LOST' });
    expect(await preview([b.force])).toMatchObject({ score: 2 });
    // A fall cushioned with it, and an initiative built on it: refused too.
    const fall = await app.gql(FALL, { input: { characterId: b.id, distance: 12, moduleIds: [b.kara] } }, t.player.apiKey);
    expect(fall.data.resolveFall).toMatchObject({ __typename: 'RuleViolation', code: 'MODULE_OBJECT_LOST' });
    const start = await app.gql(START, { input: { campaignId: t.campaign.id, name: 'Melee', participants: [{ characterId: b.id, initiativeModuleIds: [b.force, b.kara] }] } }, t.gm.apiKey);
    expect(start.data.startEncounter).toEqual({ __typename: 'RuleViolation', code: 'MODULE_OBJECT_LOST' });

    // Found again (by the GM): it counts as before.
    const found = await app.gql(SET_LOST, { input: { characterId: b.id, moduleId: b.kara, lost: false } }, t.gm.apiKey);
    expect(found.data.setModuleObjectLost.character.sheet.modules.find((m: { id: string }) => m.id === b.kara).objectLost).toBe(false);
    expect(await preview([b.force, b.kara])).toMatchObject({ __typename: 'ActionOdds', score: 5 });
    const started = await app.gql(START, { input: { campaignId: t.campaign.id, name: 'Melee', participants: [{ characterId: b.id, initiativeModuleIds: [b.force, b.kara] }] } }, t.gm.apiKey);
    expect(started.data.startEncounter.encounter.participants).toEqual([{ name: 'Bréus', initiative: 5, tieBreak: 2 * 5 + 3 * 1 }]);

    // Each change is an event other screens hear, about the character (its object named, no raw id).
    const events = (await app.gql(EVENTS, { id: t.campaign.id, type: null }, t.gm.apiKey)).data.campaign.events.edges.map((e: { node: { type: string; payload: Record<string, unknown> } }) => e.node);
    const objectEvents = events.filter((e: { type: string }) => e.type.startsWith('object.'));
    expect(objectEvents.map((e: { type: string; payload: Record<string, unknown> }) => [e.type, e.payload.characterId, e.payload.moduleId, e.payload.objectName, e.payload.lost])).toEqual(
      expect.arrayContaining([
        ['object.lost', b.id, b.kara, 'Kara', true],
        ['object.found', b.id, b.kara, 'Kara', false],
      ]),
    );
    expect(objectEvents).toHaveLength(2);
  });

  test('refusals: a module tied to no object, another player, a module of another sheet; marking twice writes once', async () => {
    const t = await table(app);
    const b = await breus(t);
    const notRemovable = await app.gql(SET_LOST, { input: { characterId: b.id, moduleId: b.force, lost: true } }, t.player.apiKey);
    expect(notRemovable.data.setModuleObjectLost).toMatchObject({ __typename: 'RuleViolation', code: 'MODULE_NOT_REMOVABLE', violations: [{ code: 'MODULE_NOT_REMOVABLE', params: [{ name: 'module', value: 'Force' }] }] });
    expect(notRemovable.data.setModuleObjectLost.rule).toMatch(/Modules amovibles/);
    const stranger = await app.gql(SET_LOST, { input: { characterId: b.id, moduleId: b.kara, lost: true } }, t.other.apiKey);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await createSmsCharacter(app, t.other.apiKey, t.campaign.id, { race: 'HUMAN', modules: BREUS }, { name: 'Olga’s' });
    const elsewhere = await app.gql(SET_LOST, { input: { characterId: b.id, moduleId: other.character.sheet.modules[1].id, lost: true } }, t.player.apiKey);
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const first = await app.gql(SET_LOST, { input: { characterId: b.id, moduleId: b.kara, lost: true } }, t.player.apiKey);
    const again = await app.gql(SET_LOST, { input: { characterId: b.id, moduleId: b.kara, lost: true } }, t.player.apiKey);
    expect(again.data.setModuleObjectLost.character.version).toBe(first.data.setModuleObjectLost.character.version);
    const events = (await app.gql(EVENTS, { id: t.campaign.id, type: 'object.lost' }, t.gm.apiKey)).data.campaign.events.edges;
    expect(events).toHaveLength(1);

    // The GM unties it from its object: no object, nothing lost (it counts again).
    const untied = await app.gql(
      `mutation($input: UpdateModuleInput!) { updateModule(input: $input) { __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { modules { ${MODULE} } } } } } } }`,
      { input: { moduleId: b.kara, removable: false } },
      t.gm.apiKey,
    );
    expect(untied.data.updateModule.character.sheet.modules.find((m: { id: string }) => m.id === b.kara)).toMatchObject({ removable: false, objectLost: false });
  });

  test('an NPC’s lost module leaves its difficulty; the archive carries the lost object', async () => {
    const t = await table(app);
    const made = await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { modules: BREUS }, { kind: 'NPC', name: 'Bréus' });
    const [force, kara] = made.character.sheet.modules.map((m: { id: string }) => m.id);
    const defined = await app.gql(
      `mutation($input: DefineNpcInput!) { defineNpc(input: $input) { __typename ... on RuleViolation { code message } } }`,
      { input: { characterId: made.character.id, role: 'ONE_SHOT', method: 'DELUXE', attackModuleIds: [force, kara], defenceModuleIds: [force, kara], allowOutsideRole: true } },
      t.gm.apiKey,
    );
    expect(defined.data.defineNpc.__typename, JSON.stringify(defined)).toBe('CharacterPayload');
    const npc = async () => (await app.gql(NPC, { id: made.character.id }, t.gm.apiKey)).data.node.sheet.npc;
    expect((await npc()).attackDie).toBe(6); // 2 + 3 = 5 → D6
    await app.gql(SET_LOST, { input: { characterId: made.character.id, moduleId: kara, lost: true } }, t.gm.apiKey);
    expect(await npc()).toMatchObject({ attackDie: 2, modules: [{ name: 'Force', objectLost: false }, { name: BREUS[1]!.name, objectLost: true }] });

    const archive = await exportArchive(app, t.gm.apiKey, t.campaign.id);
    const row = archive
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .find((l) => l.t === 'modules' && l.r.name === BREUS[1]!.name);
    expect(row.r).toMatchObject({ removable: true, object_name: 'Kara', object_lost: true });
    const imported = await importArchiveText(app, t.gm.apiKey, archive);
    expect(imported.status).toBe(201);
    const copy = await app.gql(
      `query($id: ID!) { campaign(id: $id) { characters(first: 5) { edges { node { sheet { ... on SmsSheet { modules { ${MODULE} } } } } } } } }`,
      { id: imported.body.campaignGlobalId },
      t.gm.apiKey,
    );
    const modules = copy.data.campaign.characters.edges[0].node.sheet.modules;
    expect(modules.find((m: { name: string }) => m.name === BREUS[1]!.name)).toMatchObject({ removable: true, objectName: 'Kara', objectLost: true });
  });
});

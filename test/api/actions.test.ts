/**
 * "SMS at the table", action resolution (SMS §2) through the API: the GM asks, the player
 * answers with the modules they declare, the server rolls, the log keeps it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { type Rng, scriptedRng, seededRng } from '../../src/rules/dice.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

/** Dice the test can load: the next faces it queues, then a seeded source. */
function loadedDice(): { rng: Rng; load(...faces: number[]): void; left(): number } {
  const queue: number[] = [];
  const fallback = seededRng(7);
  return {
    rng: { int: (min, max) => (queue.length ? scriptedRng([queue.shift()!]).int(min, max) : fallback.int(min, max)) },
    load: (...faces) => queue.push(...faces),
    left: () => queue.length,
  };
}

const PIP_MODULES = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Agilité', scope: 3, polarity: 'POSITIVE', rank: 2 },
  { name: 'Force', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Courage', scope: 1, polarity: 'POSITIVE', rank: 1 },
  { name: 'Résistance à la douleur', scope: 2, polarity: 'RESISTIVE', rank: 2 },
  { name: 'Maladroit', scope: 2, polarity: 'NEGATIVE', rank: 2 },
  { name: 'Peur du noir', scope: 1, polarity: 'NEGATIVE', rank: 1 },
];
const OLA_MODULES = [
  { name: 'Escalade', scope: 2, polarity: 'POSITIVE', rank: 1 },
  { name: 'Force', scope: 3, polarity: 'POSITIVE', rank: 2 },
  { name: 'Timide', scope: 1, polarity: 'NEGATIVE', rank: 1 },
];

const RESULT = `score die gmDie automatic impossible roll success stakes quality qualityLabel probability requestedShift absolute
  breakdown { positives negatives absorbed assistantsBonus rawScore }`;

const REQUEST = `mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename
  ... on ActionRequestPayload { request { id status difficulty absolute note qualityShift stakesOnFailure excludedModules { name } } }
  ... on RuleViolation { code rule } ... on ValidationError { issues { path } } } }`;

const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename
  ... on ResolveActionPayload { result { ${RESULT} } roll { id seq kind faces inputs outcome requestId requestedBy { name } } }
  ... on RuleViolation { code rule message violations { code message } } ... on ValidationError { issues { path message } } } }`;

const PREVIEW = `query($input: ResolveActionInput!) { previewAction(input: $input) { __typename
  ... on ActionOdds { score die gmDie automatic impossible probability quality absolute stakesOnFailure breakdown { positives negatives absorbed assistantsBonus rawScore } }
  ... on RuleViolation { code rule violations { code } } ... on ValidationError { issues { path } } } }`;

describe.each(BACKENDS)('SMS actions on $name', (backend) => {
  let app: TestApp;
  const dice = loadedDice();
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend, { rng: dice.rng });
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** A table: GM, Paul with Pip, Olga with Ola, and the GM's NPC. */
  async function setUp() {
    const t = await table(app);
    const pip = (await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: PIP_MODULES }, { name: 'Pip' })).character;
    const ola = (await createSmsCharacter(app, t.other.apiKey, t.campaign.id, { race: 'HUMAN', modules: OLA_MODULES }, { name: 'Ola' })).character;
    const npc = (await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { modules: [{ name: 'Hache', scope: 3, polarity: 'POSITIVE', rank: 4 }] }, { name: 'Grok', kind: 'NPC' })).character;
    return { ...t, pip, ola, npc };
  }
  const moduleOf = (c: { sheet: { modules: { id: string; name: string }[] } }, name: string) => c.sheet.modules.find((m) => m.name === name)!.id;

  async function request(apiKey: string, input: Record<string, unknown>) {
    const res = await app.gql(REQUEST, { input }, apiKey);
    expect(res.errors).toBeUndefined();
    return res.data.requestAction;
  }
  async function resolve(apiKey: string, input: Record<string, unknown>) {
    const res = await app.gql(RESOLVE, { input }, apiKey);
    return res.errors ? { errors: res.errors } : res.data.resolveAction;
  }
  async function rollCount(characterGlobalId: string): Promise<number> {
    const id = decodeId('Character', characterGlobalId)!;
    const res = await app.database.db.execute(sql`select count(*)::int as n from rolls where character_id = ${id}`);
    return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  test('done-when: a GM request at D8 answered with modules scoring 5 rolls 1..8, succeeds iff roll ≤ 5, stakes MEDIUM on failure; the log keeps the faces', async () => {
    const { gm, player, pip } = await setUp();
    const declared = [moduleOf(pip, 'Escrime'), moduleOf(pip, 'Agilité')];

    const asked = await request(gm.apiKey, { characterId: pip.id, difficulty: 8, note: 'Climb the wall' });
    expect(asked.__typename).toBe('ActionRequestPayload');
    expect(asked.request).toMatchObject({ status: 'OPEN', difficulty: 8, absolute: true, note: 'Climb the wall', stakesOnFailure: 'MEDIUM' });

    // The player's frontend sees what the GM asked.
    const open = await app.gql(
      `query($id: ID!) { character(id: $id) { actionRequests(status: OPEN, first: 10) { edges { node { id difficulty note requestedBy { name } } } } } }`,
      { id: pip.id },
      player.apiKey,
    );
    expect(open.data.character.actionRequests.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([asked.request.id]);
    expect(open.data.character.actionRequests.edges[0].node.requestedBy.name).toBe('Gina the GM');

    dice.load(3);
    const success = await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: asked.request.id });
    expect(success.__typename).toBe('ResolveActionPayload');
    expect(success.result).toMatchObject({ score: 5, die: 8, gmDie: 8, automatic: false, roll: 3, success: true, stakes: 'NONE', quality: 0, probability: 5 / 8 });
    expect(success.roll).toMatchObject({ seq: 1, kind: 'ACTION', faces: [3], requestId: asked.request.id, requestedBy: { name: 'Paul the player' } });
    expect(success.roll.inputs.modules.map((m: { name: string; rank: number }) => [m.name, m.rank])).toEqual([
      ['Escrime', 3],
      ['Agilité', 2],
    ]);
    expect(success.roll.inputs).toMatchObject({ score: 5, die: 8, difficulty: 8, qualityShift: 0, absolute: true });
    expect(success.roll.outcome).toMatchObject({ roll: 3, success: true, stakes: 'NONE' });

    const second = await request(gm.apiKey, { characterId: pip.id, difficulty: 8 });
    dice.load(7);
    const failure = await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: second.request.id });
    expect(failure.result).toMatchObject({ score: 5, die: 8, roll: 7, success: false, stakes: 'MEDIUM' });
    expect(failure.roll.faces).toEqual([7]);

    // The requests are RESOLVED with their results; nothing is left OPEN.
    const node = await app.gql(`query($id: ID!) { node(id: $id) { ... on ActionRequest { status resolvedAt result { roll success } roll { seq faces } } } }`, { id: asked.request.id }, player.apiKey);
    expect(node.data.node).toMatchObject({ status: 'RESOLVED', result: { roll: 3, success: true }, roll: { seq: 1, faces: [3] } });
    const left = await app.gql(`query($id: ID!) { character(id: $id) { actionRequests(status: OPEN) { edges { node { id } } } } }`, { id: pip.id }, player.apiKey);
    expect(left.data.character.actionRequests.edges).toEqual([]);

    // The log, newest first, with the faces.
    const log = await app.gql(`query($id: ID!) { character(id: $id) { rolls(first: 10) { edges { node { seq faces action { roll success stakes } request { id } } } } } }`, { id: pip.id }, gm.apiKey);
    expect(log.data.character.rolls.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { seq: 2, faces: [7], action: { roll: 7, success: false, stakes: 'MEDIUM' }, request: { id: second.request.id } },
      { seq: 1, faces: [3], action: { roll: 3, success: true, stakes: 'NONE' }, request: { id: asked.request.id } },
    ]);

    // With the server's own dice: the face is in 1..8 and success ⇔ roll ≤ 5, every time.
    for (let i = 0; i < 12; i++) {
      const res = await resolve(gm.apiKey, { characterId: pip.id, moduleIds: declared, difficulty: 8 });
      const { roll, success, stakes } = res.result;
      expect(roll).toBeGreaterThanOrEqual(1);
      expect(roll).toBeLessThanOrEqual(8);
      expect(success).toBe(roll <= 5);
      expect(stakes).toBe(success ? 'NONE' : 'MEDIUM');
      expect(res.roll.faces).toEqual([roll]);
    }
    expect(dice.left()).toBe(0);
  });

  test('done-when: modules scoring 9 against D8 are an automatic success: no roll, and the log entry has no faces', async () => {
    const { gm, player, pip } = await setUp();
    const asked = await request(gm.apiKey, { characterId: pip.id, difficulty: 8 });
    const declared = ['Escrime', 'Agilité', 'Force', 'Courage'].map((n) => moduleOf(pip, n));
    const res = await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: asked.request.id });
    expect(res.result).toMatchObject({ score: 9, die: 8, automatic: true, roll: null, success: true, stakes: 'NONE', probability: 1 });
    expect(res.roll.faces).toEqual([]);
    expect(res.roll.outcome).toMatchObject({ automatic: true, roll: null });
  });

  test('a request is answered once; a cancelled one cannot be answered', async () => {
    const { gm, player, pip } = await setUp();
    const asked = await request(gm.apiKey, { characterId: pip.id, difficulty: 4 });
    const declared = [moduleOf(pip, 'Escrime')];
    dice.load(1);
    expect((await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: asked.request.id })).__typename).toBe('ResolveActionPayload');
    const again = await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: asked.request.id });
    expect(again).toMatchObject({ __typename: 'RuleViolation', code: 'REQUEST_NOT_OPEN' });

    const withdrawn = await request(gm.apiKey, { characterId: pip.id, difficulty: 6 });
    const cancel = `mutation($id: ID!) { cancelActionRequest(input: { requestId: $id }) { __typename ... on ActionRequestPayload { request { status } } ... on RuleViolation { code } } }`;
    expect((await app.gql(cancel, { id: withdrawn.request.id }, player.apiKey)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.gql(cancel, { id: withdrawn.request.id }, gm.apiKey)).data.cancelActionRequest.request.status).toBe('CANCELLED');
    expect((await app.gql(cancel, { id: withdrawn.request.id }, gm.apiKey)).data.cancelActionRequest.code).toBe('REQUEST_NOT_OPEN');
    const late = await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: withdrawn.request.id });
    expect(late).toMatchObject({ __typename: 'RuleViolation', code: 'REQUEST_NOT_OPEN' });
    expect(await rollCount(pip.id)).toBe(1);
  });

  test('who may roll: players answer requests for their own PC only, never set the difficulty; NPCs never roll', async () => {
    const { gm, player, other, pip, ola, npc } = await setUp();
    const declared = [moduleOf(pip, 'Escrime')];
    const forOla = await request(gm.apiKey, { characterId: ola.id, difficulty: 6 });
    const forPip = await request(gm.apiKey, { characterId: pip.id, difficulty: 6 });

    // Someone else's request: FORBIDDEN, whichever character Paul names.
    expect((await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: forOla.request.id })).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await resolve(player.apiKey, { characterId: ola.id, moduleIds: [], requestId: forOla.request.id })).errors[0].extensions.code).toBe('FORBIDDEN');
    // Authorization comes before validation: a bad input from a refused caller learns nothing.
    expect((await resolve(other.apiKey, { characterId: pip.id, moduleIds: ['nonsense'], difficulty: 6 })).errors[0].extensions.code).toBe('FORBIDDEN');

    // The difficulty is the GM's.
    expect(await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, difficulty: 2 })).toMatchObject({ code: 'ONLY_GM_SETS_DIFFICULTY', rule: 'SMS §2.4: the GM sets the difficulty' });
    expect(await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: forPip.request.id, difficulty: 2 })).toMatchObject({ code: 'DIFFICULTY_SET_BY_REQUEST' });
    expect(await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared })).toMatchObject({ code: 'REQUEST_REQUIRED' });
    expect(await resolve(gm.apiKey, { characterId: pip.id, moduleIds: declared })).toMatchObject({ code: 'DIFFICULTY_REQUIRED' });

    // Only players roll (SMS §2.8).
    const npcRoll = await resolve(gm.apiKey, { characterId: npc.id, moduleIds: [moduleOf(npc, 'Hache')], difficulty: 6 });
    expect(npcRoll).toMatchObject({ __typename: 'RuleViolation', code: 'NPC_DOES_NOT_ROLL' });
    expect(npcRoll.rule).toContain('SMS §2.8');
    expect((await request(gm.apiKey, { characterId: npc.id, difficulty: 6 })).code).toBe('NPC_DOES_NOT_ROLL');
    // Only the GM asks.
    expect((await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 2 } }, player.apiKey)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.gql(RESOLVE, { input: { characterId: pip.id, moduleIds: [], difficulty: 2 } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // Validation after authorization.
    const bad = await resolve(gm.apiKey, { characterId: pip.id, moduleIds: ['nonsense'], difficulty: 6, qualityShift: 9 });
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.issues.map((i: { path: string }) => i.path).sort()).toEqual(['moduleIds.0', 'qualityShift']);

    // Nothing was written by any refusal.
    expect(await rollCount(pip.id)).toBe(0);
    expect(await rollCount(npc.id)).toBe(0);

    // The GM may resolve for any PC of the campaign.
    dice.load(2);
    const byGm = await resolve(gm.apiKey, { characterId: ola.id, moduleIds: [moduleOf(ola, 'Escalade')], difficulty: 6 });
    expect(byGm.result).toMatchObject({ score: 1, roll: 2, success: false, stakes: 'LOW' });
    expect(byGm.roll.requestedBy.name).toBe('Gina the GM');
  });

  test('declared modules must be on the sheet and not ruled out by the GM', async () => {
    const { gm, player, pip, ola } = await setUp();
    const asked = await request(gm.apiKey, { characterId: pip.id, difficulty: 6, excludedModuleIds: [moduleOf(pip, 'Force')] });
    expect(asked.request.excludedModules).toEqual([{ name: 'Force' }]);
    const ruledOut = await resolve(player.apiKey, { characterId: pip.id, moduleIds: [moduleOf(pip, 'Escrime'), moduleOf(pip, 'Force')], requestId: asked.request.id });
    expect(ruledOut).toMatchObject({ __typename: 'RuleViolation', code: 'MODULE_RULED_OUT' });
    expect(ruledOut.rule).toContain('SMS §2.1');
    const notMine = await resolve(player.apiKey, { characterId: pip.id, moduleIds: [moduleOf(ola, 'Escalade')], requestId: asked.request.id });
    expect(notMine).toMatchObject({ __typename: 'RuleViolation', code: 'MODULE_NOT_ON_SHEET' });
    const twice = await resolve(player.apiKey, { characterId: pip.id, moduleIds: [moduleOf(pip, 'Escrime'), moduleOf(pip, 'Escrime')], requestId: asked.request.id });
    expect(twice).toMatchObject({ __typename: 'RuleViolation', code: 'DUPLICATE_MODULE' });
    const excludeForeign = await request(gm.apiKey, { characterId: pip.id, difficulty: 6, excludedModuleIds: [moduleOf(ola, 'Escalade')] });
    expect(excludeForeign.code).toBe('MODULE_NOT_ON_SHEET');
    // The request is still open after those refusals.
    dice.load(4);
    const ok = await resolve(player.apiKey, { characterId: pip.id, moduleIds: [moduleOf(pip, 'Escrime')], requestId: asked.request.id });
    expect(ok.result).toMatchObject({ score: 3, roll: 4, success: false, stakes: 'LOW' });
  });

  test('resistive absorption, resistives accepted as positive, wounds and fatigue from the health state', async () => {
    const { gm, player, pip } = await setUp();
    const id = decodeId('Character', pip.id)!;
    const health = {
      wounds: [
        { id: 'wound-1', nature: 'Entaille à la cuisse', severity: 'SERIOUS', rank: 2, damageType: 'LETHAL' },
        { id: 'wound-2', nature: 'Bosse', severity: 'LIGHT', rank: 1, damageType: 'BLUNT' },
      ],
      fatigue: { PASSING: 1, LASTING: 0, PERSISTENT: 0 },
      status: 'ACTIVE',
      dead: false,
      nextWoundNumber: 3,
    };
    await app.database.db.execute(sql`update characters set state = state || ${JSON.stringify({ health })}::jsonb where id = ${id}`);
    const [escrime, agilite, douleur, maladroit] = ['Escrime', 'Agilité', 'Résistance à la douleur', 'Maladroit'].map((n) => moduleOf(pip, n));
    const base = { characterId: pip.id, difficulty: 12 };
    const preview = async (input: Record<string, unknown>) => (await app.gql(PREVIEW, { input: { ...base, ...input } }, gm.apiKey)).data.previewAction;

    // Escrime 3 + Agilité 2 − serious wound 2 − passing fatigue 1 = 2.
    expect(await preview({ moduleIds: [escrime, agilite], woundIds: ['wound-1'], fatigueKinds: ['PASSING'] })).toMatchObject({
      score: 2,
      breakdown: { positives: 5, negatives: 3, absorbed: 0, rawScore: 2 },
    });
    // Pain resistance 2 covering the wound only: the wound's −2 is absorbed, the fatigue stays (SMS §2.3 example).
    expect(
      await preview({
        moduleIds: [escrime, agilite, douleur],
        woundIds: ['wound-1'],
        fatigueKinds: ['PASSING'],
        resistiveCovers: [{ moduleId: douleur, woundIds: ['wound-1'] }],
      }),
    ).toMatchObject({ score: 4, breakdown: { positives: 5, negatives: 3, absorbed: 2, rawScore: 4 } });
    // Covering everything, against −2 −1 −2 (Maladroit): absorbs at most its rank, 2.
    expect(await preview({ moduleIds: [escrime, agilite, douleur, maladroit], woundIds: ['wound-1'], fatigueKinds: ['PASSING'] })).toMatchObject({
      score: 2,
      breakdown: { negatives: 5, absorbed: 2, rawScore: 2 },
    });
    // Covering only the light wound: it absorbs 1, not 2.
    expect(
      await preview({ moduleIds: [escrime, douleur], woundIds: ['wound-1', 'wound-2'], resistiveCovers: [{ moduleId: douleur, woundIds: ['wound-2'] }] }),
    ).toMatchObject({ breakdown: { negatives: 3, absorbed: 1, rawScore: 1 } });
    // The GM accepts it as positive (resisting torture): it adds its rank and absorbs nothing.
    expect(await preview({ moduleIds: [escrime, douleur], woundIds: ['wound-1'], resistiveAsPositive: [douleur] })).toMatchObject({
      score: 3,
      breakdown: { positives: 5, negatives: 2, absorbed: 0, rawScore: 3 },
    });
    // A score ≤ 0 counts as 1.
    expect(await preview({ moduleIds: [maladroit], woundIds: ['wound-1'] })).toMatchObject({ score: 1, breakdown: { rawScore: -4 } });

    // Wrong declarations are rule breaches.
    const unknownWound = await preview({ moduleIds: [escrime], woundIds: ['wound-9'], fatigueKinds: ['LASTING'] });
    expect(unknownWound.violations.map((v: { code: string }) => v.code).sort()).toEqual(['NO_FATIGUE', 'UNKNOWN_WOUND']);
    expect((await preview({ moduleIds: [escrime], resistiveAsPositive: [agilite] })).code).toBe('NOT_A_DECLARED_RESISTIVE');
    expect((await preview({ moduleIds: [escrime], resistiveCovers: [{ moduleId: douleur, woundIds: ['wound-1'] }] })).code).toBe('COVER_OF_UNDECLARED_MODULE');
    expect((await preview({ moduleIds: [escrime, douleur], resistiveCovers: [{ moduleId: douleur, moduleIds: [agilite] }] })).code).toBe('COVERED_NOT_NEGATIVE');

    // The same through a real resolution, logged with the wound as a declared module.
    const asked = await request(gm.apiKey, { characterId: pip.id, difficulty: 6 });
    dice.load(4);
    const res = await resolve(player.apiKey, {
      characterId: pip.id,
      moduleIds: [escrime, agilite, douleur],
      woundIds: ['wound-1'],
      resistiveCovers: [{ moduleId: douleur, woundIds: ['wound-1'] }],
      requestId: asked.request.id,
    });
    expect(res.result).toMatchObject({ score: 5, roll: 4, success: true, breakdown: { absorbed: 2 } });
    expect(res.roll.inputs.modules.map((m: { name: string; rank: number; polarity: string }) => [m.name, m.polarity, m.rank])).toEqual([
      ['Escrime', 'POSITIVE', 3],
      ['Agilité', 'POSITIVE', 2],
      ['Résistance à la douleur', 'RESISTIVE', 2],
      ['Entaille à la cuisse', 'NEGATIVE', 2],
    ]);
    expect(res.roll.inputs.covers).toEqual({ [douleur!]: ['wound:wound-1'] });

    // A mortally wounded character is out of action.
    const out = { ...health, wounds: [...health.wounds, { id: 'wound-3', nature: 'Coeur percé', severity: 'MORTAL', rank: 0, damageType: 'LETHAL' }], status: 'OUT_OF_ACTION' };
    await app.database.db.execute(sql`update characters set state = state || ${JSON.stringify({ health: out })}::jsonb where id = ${id}`);
    expect(await resolve(gm.apiKey, { characterId: pip.id, moduleIds: [escrime], difficulty: 4 })).toMatchObject({ code: 'CHARACTER_OUT_OF_ACTION' });
  });

  test('an NPC helping a PC: counted when the GM resolves (+1 per module, logged by name), refused by its place to a player; no message carries an id (issue 38 item 21)', async () => {
    const { gm, player, pip, npc } = await setUp();
    const escrime = moduleOf(pip, 'Escrime');
    const hache = moduleOf(npc, 'Hache');
    dice.load(5);
    const helped = await resolve(gm.apiKey, { characterId: pip.id, moduleIds: [escrime], difficulty: 6, assistants: [{ characterId: npc.id, moduleIds: [hache] }] });
    expect(helped.result, JSON.stringify(helped)).toMatchObject({ score: 4, breakdown: { positives: 3, assistantsBonus: 1, rawScore: 4 } });
    expect(helped.roll.inputs.assistants).toEqual([{ characterId: npc.id, name: 'Grok', modules: [{ id: hache, name: 'Hache', rank: 4 }] }]);

    // A player does not see the NPC: refused as any character they may not name, without its id.
    const asked = await request(gm.apiKey, { characterId: pip.id, difficulty: 6 });
    const refused = await resolve(player.apiKey, { characterId: pip.id, moduleIds: [escrime, 'TW9kdWxlOjAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMQ=='], requestId: asked.request.id, assistants: [{ characterId: npc.id, moduleIds: [hache] }] });
    expect(refused.violations.map((v: { code: string }) => v.code).sort()).toEqual(['ASSISTANT_NOT_IN_CAMPAIGN', 'MODULE_NOT_ON_SHEET']);
    const messages = [refused.message, ...refused.violations.map((v: { message: string }) => v.message)].join(' | ');
    expect(messages).not.toContain(npc.id);
    expect(messages).not.toMatch(/TW9kdWxl|Q2hhcmFjdGVy|[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(refused.violations.map((v: { message: string }) => v.message).sort()).toEqual(['the 1st assistant is not a character of this campaign you may name', 'the 2nd module declared is not on Pip’s sheet']);
  });

  test('assistants add +1 per positive module entering play; they must be characters of the campaign (PCs, or NPCs the GM names)', async () => {
    const { gm, player, other, pip, ola, npc } = await setUp();
    const escrime = moduleOf(pip, 'Escrime');
    const asked = await request(gm.apiKey, { characterId: pip.id, difficulty: 6 });
    dice.load(5);
    const helped = await resolve(player.apiKey, {
      characterId: pip.id,
      moduleIds: [escrime],
      requestId: asked.request.id,
      assistants: [{ characterId: ola.id, moduleIds: [moduleOf(ola, 'Escalade'), moduleOf(ola, 'Force')] }],
    });
    // Escrime 3 + Ola's two modules (+1 each, whatever their rank) = 5.
    expect(helped.result).toMatchObject({ score: 5, roll: 5, success: true, breakdown: { positives: 3, assistantsBonus: 2, rawScore: 5 } });
    expect(helped.roll.inputs.assistants).toEqual([
      {
        characterId: ola.id,
        name: 'Ola',
        modules: [
          { id: moduleOf(ola, 'Escalade'), name: 'Escalade', rank: 1 },
          { id: moduleOf(ola, 'Force'), name: 'Force', rank: 2 },
        ],
      },
    ]);

    const preview = async (assistants: unknown) => (await app.gql(PREVIEW, { input: { characterId: pip.id, moduleIds: [escrime], difficulty: 6, assistants } }, gm.apiKey)).data.previewAction;
    expect((await preview([{ characterId: ola.id, moduleIds: [moduleOf(ola, 'Timide')] }])).code).toBe('ASSISTANT_MODULE_NOT_POSITIVE');
    expect((await preview([{ characterId: ola.id, moduleIds: [escrime] }])).code).toBe('MODULE_NOT_ON_SHEET');
    // Issue 38 item 21: the GM's NPC helps as a PC does (docs/rules.md A8), as it does a spell.
    expect(await preview([{ characterId: npc.id, moduleIds: [moduleOf(npc, 'Hache')] }])).toMatchObject({ __typename: 'ActionOdds', breakdown: { assistantsBonus: 1 } });
    expect((await preview([{ characterId: pip.id, moduleIds: [] }])).code).toBe('SELF_ASSIST');
    // A PC of another campaign is not an assistant here.
    const elsewhere = await table(app);
    const stranger = (await createSmsCharacter(app, elsewhere.player.apiKey, elsewhere.campaign.id, { race: 'HUMAN', modules: OLA_MODULES })).character;
    expect((await preview([{ characterId: stranger.id, moduleIds: [moduleOf(stranger, 'Escalade')] }])).code).toBe('ASSISTANT_NOT_IN_CAMPAIGN');
    // Olga's player may see the preview of her own PC with a difficulty of her choosing (no roll).
    const own = await app.gql(PREVIEW, { input: { characterId: ola.id, moduleIds: [moduleOf(ola, 'Force')], difficulty: 4 } }, other.apiKey);
    expect(own.data.previewAction).toMatchObject({ __typename: 'ActionOdds', score: 2, die: 4, probability: 0.5 });
    expect(await rollCount(ola.id)).toBe(0);
  });

  test('quality shifts: absolute thresholds refuse a lower die, relative ones give a lower quality; the GM may impose one', async () => {
    const { gm, player, pip } = await setUp();
    const declared = [moduleOf(pip, 'Escrime'), moduleOf(pip, 'Agilité')]; // score 5

    const crevasse = await request(gm.apiKey, { characterId: pip.id, difficulty: 6, absolute: true, note: 'Jump the crevasse' });
    const lower = await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: crevasse.request.id, qualityShift: -2 });
    expect(lower).toMatchObject({ __typename: 'RuleViolation', code: 'LOWER_DIE_ON_ABSOLUTE_THRESHOLD' });
    dice.load(5);
    const higher = await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: crevasse.request.id, qualityShift: 2 });
    expect(higher.result).toMatchObject({ gmDie: 6, die: 8, roll: 5, success: true, quality: 2, qualityLabel: 'good', requestedShift: 2, absolute: true, probability: 5 / 8 });

    const stew = await request(gm.apiKey, { characterId: pip.id, difficulty: 6, absolute: false, note: 'Cook a good stew' });
    expect(stew.request.absolute).toBe(false);
    const lesser = await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: stew.request.id, qualityShift: -2 });
    // D4 against 5: an automatic success, one quality lower ("moins bon que bon").
    expect(lesser.result).toMatchObject({ gmDie: 6, die: 4, automatic: true, roll: null, success: true, quality: -2, qualityLabel: 'bad', absolute: false });

    const fr = await app.gql(`query($id: ID!) { node(id: $id) { ... on ActionRequest { result { qualityLabel(locale: FR) } } } }`, { id: stew.request.id }, player.apiKey);
    expect(fr.data.node.result.qualityLabel).toBe('mauvais');

    const imposed = await request(gm.apiKey, { characterId: pip.id, difficulty: 4, qualityShift: 4 });
    expect(imposed.request.qualityShift).toBe(4);
    expect(await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: imposed.request.id, qualityShift: 0 })).toMatchObject({ code: 'QUALITY_SHIFT_SET_BY_GM' });
    dice.load(6);
    const excellent = await resolve(player.apiKey, { characterId: pip.id, moduleIds: declared, requestId: imposed.request.id });
    expect(excellent.result).toMatchObject({ gmDie: 4, die: 8, roll: 6, success: false, quality: 4, stakes: 'MEDIUM' });

    // Odd shifts and lower dice on absolute requests are refused when the GM asks, too.
    expect((await request(gm.apiKey, { characterId: pip.id, difficulty: 6, qualityShift: 3 })).code).toBe('BAD_QUALITY_SHIFT');
    expect((await request(gm.apiKey, { characterId: pip.id, difficulty: 6, qualityShift: -2 })).code).toBe('LOWER_DIE_ON_ABSOLUTE_THRESHOLD');

    // The GM's own resolution: circumstances are settled once with the difficulty (D5 + 2 → D8), then the shift moves it.
    dice.load(10);
    const gmRoll = await resolve(gm.apiKey, { characterId: pip.id, moduleIds: declared, difficulty: 5, circumstances: 2, qualityShift: 2 });
    expect(gmRoll.result).toMatchObject({ gmDie: 8, die: 10, roll: 10, success: false, stakes: 'MAJOR', quality: 2 });
    expect(gmRoll.roll.inputs).toMatchObject({ difficulty: 5, circumstances: 2, gmDie: 8, die: 10, qualityShift: 2 });
  });

  test('odds(score, die) goes through the die arithmetic', async () => {
    const q = `query($s: Int!, $d: Int!) { odds(score: $s, die: $d) { score die automatic impossible probability stakesOnFailure } }`;
    const odds = async (s: number, d: number) => (await app.gql(q, { s, d })).data.odds;
    expect(await odds(3, 3)).toEqual({ score: 3, die: 4, automatic: false, impossible: false, probability: 0.75, stakesOnFailure: 'NONE' });
    expect(await odds(5, 8)).toMatchObject({ die: 8, probability: 0.625, stakesOnFailure: 'MEDIUM' });
    expect(await odds(9, 8)).toMatchObject({ die: 8, automatic: true, probability: 1, stakesOnFailure: 'NONE' });
    expect(await odds(13, 13)).toMatchObject({ die: 14, automatic: false, impossible: true, probability: 0 });
    expect(await odds(14, 13)).toMatchObject({ die: 14, automatic: true, probability: 1 });
    expect(await odds(-2, 0)).toMatchObject({ score: 1, die: 0, automatic: true });
    expect(await odds(1, -3)).toMatchObject({ die: 0, automatic: true });
  });

  test('resolveAction stays small: two reads, then one atomic statement (statement count)', async () => {
    const { gm, player, pip, ola } = await setUp();
    const asked = await request(gm.apiKey, { characterId: pip.id, difficulty: 8 });
    const input = {
      characterId: pip.id,
      moduleIds: [moduleOf(pip, 'Escrime'), moduleOf(pip, 'Agilité')],
      requestId: asked.request.id,
      assistants: [{ characterId: ola.id, moduleIds: [moduleOf(ola, 'Escalade')] }],
    };
    dice.load(2);
    app.statements.reset();
    const res = await app.gql(`mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on ResolveActionPayload { result { roll } } } }`, { input }, player.apiKey);
    expect(res.data.resolveAction).toEqual({ __typename: 'ResolveActionPayload', result: { roll: 2 } });
    const statements = app.statements.statements;
    // Reads: the API key; the character with the caller's role, the request and the sheets (own
    // and assistants'). Then ONE data-modifying statement: last roll, insert roll, resolve the
    // request, outbox event. No BEGIN/COMMIT, never one per module or per assistant.
    expect(statements.filter((s) => /^\s*(begin|commit|rollback)/i.test(s))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(3);

    // And the outbox has the event, in the same transaction as the roll.
    const events = await app.database.db.execute(sql`select payload from outbox_events where type = 'roll.resolved' and payload->>'requestId' = ${asked.request.id}`);
    const rows = (events as unknown as { rows: { payload: Record<string, unknown> }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ characterId: pip.id, kind: 'ACTION', roll: 2, success: true, score: 6 });
  });
});

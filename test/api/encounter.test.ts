/**
 * "SMS at the table", the action sequence (SMS §5) through the API: initiative order with its
 * tie-breaks, turns, reactions, interventions and their fatigue, the one-spell limit, the end of
 * the sequence, who may do what, and nothing lost when the table acts at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRollChain } from '../../src/db/rolls.js';
import { decodeId, encodeScopedId } from '../../src/primitives/ids.js';
import { type Rng, scriptedRng, seededRng } from '../../src/rules/dice.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, signUp, table } from '../support/flows.js';

/** A declaration's global id: its encounter and its number in the turn. */
const scoped = (type: string, owner: string, local: string) => encodeScopedId(type, decodeId('Encounter', owner)!, local);

/** Dice the test can load: the faces it queues (through scriptedRng), then a seeded source. */
function loadedDice(): { rng: Rng; load(...faces: number[]): void; left(): number } {
  let scripted: Rng | null = null;
  let queued = 0;
  const fallback = seededRng(11);
  return {
    rng: {
      int: (min, max) => {
        if (scripted && queued > 0) {
          queued -= 1;
          return scripted.int(min, max);
        }
        return fallback.int(min, max);
      },
    },
    load: (...faces) => {
      scripted = scriptedRng(faces);
      queued = faces.length;
    },
    left: () => queued,
  };
}

const PARTICIPANT = `position characterId name kind initiative tieBreak rollOffs reactionsSinceAction reactionMalus interventionRank interventionsLeft spellCast removed current character { id name }`;
const ENCOUNTER = `id name status round turn turnNumber version currentParticipant { name }
  participants { ${PARTICIPANT} }
  declarations { id kind by { name } on targets { name } castsSpell specialPower spellResolved malus }`;
const ERRORS = `... on RuleViolation { code message rule violations { code rule } } ... on ValidationError { code issues { path message } }`;

function mutation(name: string, inputType: string, payload: string): string {
  return `mutation($input: ${inputType}!) { ${name}(input: $input) { __typename ${payload} ${ERRORS} } }`;
}
const START = mutation('startEncounter', 'StartEncounterInput', `... on EncounterPayload { encounter { ${ENCOUNTER} } }`);
const NEXT = mutation('nextTurn', 'NextTurnInput', `... on EncounterPayload { encounter { ${ENCOUNTER} } }`);
const REMOVE = mutation('removeParticipant', 'RemoveParticipantInput', `... on EncounterPayload { encounter { ${ENCOUNTER} } }`);
const END = mutation('endEncounter', 'EndEncounterInput', `... on EncounterPayload { encounter { ${ENCOUNTER} } }`);
const DECLARATION = `... on EncounterDeclarationPayload { encounter { ${ENCOUNTER} } declaration { id kind malus castsSpell spellResolved by { name } on } fatigue { kind levels } character { id name } }`;
const DECLARE = mutation('declareAction', 'DeclareActionInput', DECLARATION);
const REACT = mutation('react', 'ReactInput', DECLARATION);
const INTERVENE = mutation('intervene', 'InterveneInput', DECLARATION);
const BOOK = mutation('bookSpell', 'BookSpellInput', `... on SpellBookingPayload { exempt encounter { ${ENCOUNTER} } }`);
const GET = `query($id: ID!) { encounter(id: $id) { ${ENCOUNTER} } }`;

type Key = { apiKey: string };
type Char = { id: string; name: string; sheet: { modules: { id: string; name: string }[] } };

describe.each(BACKENDS)('SMS action sequence on $name', (backend) => {
  let app: TestApp;
  const dice = loadedDice();
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend, { rng: dice.rng });
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function call(query: string, input: Record<string, unknown>, who: Key) {
    const res = await app.gql(query, { input }, who.apiKey);
    if (res.errors) return { errors: res.errors };
    return Object.values(res.data as Record<string, any>)[0];
  }
  async function pc(owner: Key, campaignId: string, name: string, modules: Record<string, unknown>[] = []): Promise<Char> {
    const created = await createSmsCharacter(app, owner.apiKey, campaignId, { race: 'HUMAN', modules }, { name });
    expect(created.__typename).toBe('CharacterPayload');
    return created.character;
  }
  async function npc(gm: Key, campaignId: string, name: string, modules: Record<string, unknown>[] = []): Promise<Char> {
    const created = await createSmsCharacter(app, gm.apiKey, campaignId, { modules }, { name, kind: 'NPC' });
    expect(created.__typename).toBe('CharacterPayload');
    return created.character;
  }
  async function start(gm: Key, campaignId: string, participants: Record<string, unknown>[], name = 'Ambush') {
    const res = await call(START, { campaignId, name, participants }, gm);
    expect(res.__typename, JSON.stringify(res)).toBe('EncounterPayload');
    return res.encounter;
  }
  async function health(characterGlobalId: string) {
    const id = decodeId('Character', characterGlobalId)!;
    const res = await app.database.db.execute(sql`select state->'health' as health, version from characters where id = ${id}`);
    return (res as unknown as { rows: { health: { fatigue: Record<string, number> } | null; version: number }[] }).rows[0]!;
  }
  const names = (enc: { participants: { name: string }[] }) => enc.participants.map((p) => p.name);
  const moduleId = (c: Char, name: string) => c.sheet.modules.find((m) => m.name === name)!.id;

  test('initiative: descending score, then Σ rank × scope, then D12 roll-offs re-rolled while tied; PC roll-offs are in the roll log', async () => {
    const { gm, player, other, campaign } = await table(app);
    const aube = await pc(player, campaign.id, 'Aube', [{ name: 'Réflexes', scope: 2, polarity: 'POSITIVE', rank: 3 }]);
    const brune = await pc(other, campaign.id, 'Brune', [
      { name: 'Anticipation', scope: 1, polarity: 'POSITIVE', rank: 2 },
      { name: 'Intuition', scope: 1, polarity: 'POSITIVE', rank: 2 },
      { name: 'Distrait', scope: 1, polarity: 'NEGATIVE', rank: 1 },
    ]);
    const dame = await pc(player, campaign.id, 'Dame');
    const elan = await pc(other, campaign.id, 'Elan');
    const chef = await npc(gm, campaign.id, 'Chef gnoll');

    // Dame and Elan tie on 2 and 0: both roll 7, then 4 against 9 — Elan goes first.
    dice.load(7, 7, 4, 9);
    const enc = await start(gm, campaign.id, [
      { characterId: dame.id, initiative: 2 },
      { characterId: elan.id, initiative: 2, tieBreak: 0 },
      { characterId: brune.id, initiativeModuleIds: [moduleId(brune, 'Anticipation'), moduleId(brune, 'Intuition'), moduleId(brune, 'Distrait')] },
      { characterId: aube.id, initiativeModuleIds: [moduleId(aube, 'Réflexes')] },
      { characterId: chef.id, initiative: 5 },
    ]);
    expect(dice.left()).toBe(0);
    expect(names(enc)).toEqual(['Chef gnoll', 'Aube', 'Brune', 'Elan', 'Dame']);
    // Aube: score 3, tie-break 2 × 3 = 6. Brune: 2 + 2 − 1 = 3, tie-break (positives) 2 + 2 = 4.
    expect(enc.participants.map((p: any) => [p.initiative, p.tieBreak, p.rollOffs])).toEqual([
      [5, 0, []],
      [3, 6, []],
      [3, 4, []],
      [2, 0, [7, 9]],
      [2, 0, [7, 4]],
    ]);
    expect(enc).toMatchObject({ status: 'ACTIVE', round: 1, turn: 0, turnNumber: 1, version: 1, currentParticipant: { name: 'Chef gnoll' } });
    expect(enc.participants[0]).toMatchObject({ kind: 'NPC', current: true, interventionsLeft: 1, reactionMalus: 0 });

    for (const [c, faces, position] of [
      [elan, [7, 9], 4],
      [dame, [7, 4], 5],
    ] as const) {
      const id = decodeId('Character', c.id)!;
      const rows = (await app.database.db.execute(sql`select kind, payload from rolls where character_id = ${id} order by seq`)) as unknown as { rows: { kind: string; payload: string }[] };
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]!.kind).toBe('INITIATIVE');
      const payload = JSON.parse(rows.rows[0]!.payload);
      expect(payload.faces).toEqual(faces);
      expect(payload.outcome).toEqual({ position });
      expect(payload.inputs).toMatchObject({ initiative: 2, tieBreak: 0, die: 12, encounterId: enc.id });
      expect((await verifyRollChain(app.database.db, id)).valid).toBe(true);
    }
    // No roll, no log entry.
    const aubeRolls = (await app.database.db.execute(sql`select count(*)::int as n from rolls where character_id = ${decodeId('Character', aube.id)!}`)) as unknown as { rows: { n: number }[] };
    expect(aubeRolls.rows[0]!.n).toBe(0);

    // The campaign lists its encounters.
    const list = await app.gql(`query($id: ID!) { campaign(id: $id) { encounters(first: 10) { edges { node { id name status } } } } }`, { id: campaign.id }, player.apiKey);
    expect(list.data.campaign.encounters.edges.map((e: any) => e.node)).toEqual([{ id: enc.id, name: 'Ambush', status: 'ACTIVE' }]);
  });

  test('a player sees an NPC’s name and place in the order, nothing derived from its sheet — not even through a roll-off', async () => {
    const { gm, player, campaign } = await table(app);
    const aube = await pc(player, campaign.id, 'Aube', [{ name: 'Réflexes', scope: 2, polarity: 'POSITIVE', rank: 3 }]);
    const espion = await npc(gm, campaign.id, 'Espion', [
      { name: 'Réflexes', scope: 2, polarity: 'POSITIVE', rank: 3 },
      { name: 'Intervention', scope: 3, polarity: 'POSITIVE', rank: 1 },
    ]);
    // Both 3 and 2 × 3 = 6: dice decide. Aube, tied with an NPC only, rolls nothing (issue 22
    // item 5): the spy's die places it, 1 on a D2 (one NPC, one PC): before Aube.
    dice.load(1);
    const started = await start(gm, campaign.id, [
      { characterId: aube.id, initiativeModuleIds: [moduleId(aube, 'Réflexes')] },
      { characterId: espion.id, initiativeModuleIds: [moduleId(espion, 'Réflexes')] },
    ]);
    expect(dice.left()).toBe(0);
    const fields = (p: any) => [p.name, p.position, p.initiative, p.tieBreak, p.rollOffs, p.interventionRank, p.interventionsLeft];
    // The GM sees everything.
    expect(started.participants.map(fields)).toEqual([
      ['Espion', 1, 3, 6, [1], 1, 2],
      ['Aube', 2, 3, 6, [], 0, 1],
    ]);
    const seen = await app.gql(GET, { id: started.id }, player.apiKey);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.encounter.participants.map(fields)).toEqual([
      ['Espion', 1, null, null, null, null, null],
      ['Aube', 2, 3, 6, [], 0, 1],
    ]);
    expect(seen.data.encounter.participants[0].character).toBeNull();
    expect(seen.data.encounter.currentParticipant).toEqual({ name: 'Espion' });
    // The NPC's declaration shows the same participant view.
    const declared = await call(DECLARE, { encounterId: started.id, characterId: espion.id, targetIds: [aube.id] }, gm);
    expect(declared.__typename).toBe('EncounterDeclarationPayload');
    const after = await app.gql(GET, { id: started.id }, player.apiKey);
    expect(after.data.encounter.declarations[0].by).toEqual({ name: 'Espion' });
    const byView = await app.gql(`query($id: ID!) { encounter(id: $id) { declarations { by { initiative tieBreak rollOffs interventionsLeft } } } }`, { id: started.id }, player.apiKey);
    expect(byView.data.encounter.declarations[0].by).toEqual({ initiative: null, tieBreak: null, rollOffs: null, interventionsLeft: null });
    // Aube has no roll-off entry at all: as if it had tied with nobody. The spy's die is in its own log.
    const count = async (c: { id: string }) =>
      ((await app.database.db.execute(sql`select count(*)::int as n from rolls where character_id = ${decodeId('Character', c.id)!} and kind = 'INITIATIVE'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(await count(aube)).toBe(0);
    expect(await count(espion)).toBe(1);
  });

  test('startEncounter refuses bad participants: someone else’s module, both or neither initiative, a stranger, twice the same', async () => {
    const { gm, player, campaign } = await table(app);
    const aube = await pc(player, campaign.id, 'Aube', [{ name: 'Réflexes', scope: 2, polarity: 'POSITIVE', rank: 3 }]);
    const dame = await pc(player, campaign.id, 'Dame');
    const elsewhere = await table(app);
    const stranger = await pc(elsewhere.player, elsewhere.campaign.id, 'Stranger');

    const both = await call(START, { campaignId: campaign.id, name: 'X', participants: [{ characterId: aube.id, initiative: 2, initiativeModuleIds: [] }] }, gm);
    expect(both.__typename).toBe('ValidationError');
    expect(both.issues[0].path).toBe('participants.0.initiative');
    const foreign = await call(START, { campaignId: campaign.id, name: 'X', participants: [{ characterId: dame.id, initiativeModuleIds: [moduleId(aube, 'Réflexes')] }] }, gm);
    expect(foreign).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'participants.0.initiativeModuleIds.0' }] });
    const outsider = await call(START, { campaignId: campaign.id, name: 'X', participants: [{ characterId: stranger.id, initiative: 1 }] }, gm);
    expect(outsider).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'participants.0.characterId' }] });
    const twice = await call(START, { campaignId: campaign.id, name: 'X', participants: [{ characterId: dame.id, initiative: 1 }, { characterId: dame.id, initiative: 2 }] }, gm);
    expect(twice).toMatchObject({ __typename: 'RuleViolation', code: 'DUPLICATE_PARTICIPANT' });
    expect(twice.rule).toMatch(/^SMS §5/);
    const count = (await app.database.db.execute(sql`select count(*)::int as n from encounters where campaign_id = ${decodeId('Campaign', campaign.id)!}`)) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(0);
  });

  test('turns go down the order and wrap; removed participants are skipped, and removing the current one passes its turn', async () => {
    const { gm, player, other, campaign } = await table(app);
    const a = await pc(player, campaign.id, 'A');
    const b = await pc(other, campaign.id, 'B');
    const n = await npc(gm, campaign.id, 'N');
    let enc = await start(gm, campaign.id, [
      { characterId: a.id, initiative: 4 },
      { characterId: b.id, initiative: 3 },
      { characterId: n.id, initiative: 5 },
    ]);
    expect(names(enc)).toEqual(['N', 'A', 'B']);
    const seen: [string, number, number][] = [];
    for (let i = 0; i < 4; i++) {
      enc = (await call(NEXT, { encounterId: enc.id }, gm)).encounter;
      seen.push([enc.currentParticipant.name, enc.round, enc.turnNumber]);
    }
    expect(seen).toEqual([
      ['A', 1, 2],
      ['B', 1, 3],
      ['N', 2, 4],
      ['A', 2, 5],
    ]);
    // A (current) leaves: the turn passes to B; then N, then B again — A is skipped.
    enc = (await call(REMOVE, { encounterId: enc.id, characterId: a.id }, gm)).encounter;
    expect(enc.currentParticipant.name).toBe('B');
    expect(enc.participants.find((p: any) => p.name === 'A').removed).toBe(true);
    enc = (await call(NEXT, { encounterId: enc.id }, gm)).encounter;
    expect([enc.currentParticipant.name, enc.round]).toEqual(['N', 3]);
    enc = (await call(NEXT, { encounterId: enc.id }, gm)).encounter;
    expect(enc.currentParticipant.name).toBe('B');
    const again = await call(REMOVE, { encounterId: enc.id, characterId: a.id }, gm);
    expect(again).toMatchObject({ __typename: 'RuleViolation', code: 'UNKNOWN_PARTICIPANT' });
  });

  test('reaction malus: −1 per reaction since the last action, carried by each declaration, cleared by the character’s own action', async () => {
    const { gm, player, other, campaign } = await table(app);
    const a = await pc(player, campaign.id, 'A');
    const b = await pc(other, campaign.id, 'B');
    const n = await npc(gm, campaign.id, 'N');
    let enc = await start(gm, campaign.id, [
      { characterId: n.id, initiative: 5 },
      { characterId: b.id, initiative: 4 },
      { characterId: a.id, initiative: 3 },
    ]);
    // N attacks A; A reacts (no malus yet).
    let step = await call(DECLARE, { encounterId: enc.id, characterId: n.id, targetIds: [a.id] }, gm);
    expect(step.declaration).toMatchObject({ id: scoped('EncounterDeclaration', enc.id, 'decl-1'), kind: 'ACTION', malus: 0 });
    step = await call(REACT, { encounterId: enc.id, characterId: a.id, onDeclarationId: 'decl-1' }, player);
    expect(step.declaration).toMatchObject({ kind: 'REACTION', on: scoped('EncounterDeclaration', enc.id, 'decl-1'), malus: 0, by: { name: 'A' } });
    // B cannot react to an action aimed at A.
    const notAimed = await call(REACT, { encounterId: enc.id, characterId: b.id, onDeclarationId: 'decl-1' }, other);
    expect(notAimed).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_A_TARGET' });
    enc = (await call(NEXT, { encounterId: enc.id }, gm)).encounter;
    expect(enc.declarations).toEqual([]);
    // B attacks A; A's second reaction carries −1.
    step = await call(DECLARE, { encounterId: enc.id, characterId: b.id, targetIds: [a.id] }, other);
    step = await call(REACT, { encounterId: enc.id, characterId: a.id, onDeclarationId: step.declaration.id }, player);
    expect(step.declaration.malus).toBe(-1);
    const aNow = step.encounter.participants.find((p: any) => p.name === 'A');
    expect(aNow).toMatchObject({ reactionsSinceAction: 2, reactionMalus: -2 });
    enc = (await call(NEXT, { encounterId: enc.id }, gm)).encounter;
    // A's action carries −2, then the malus is gone.
    step = await call(DECLARE, { encounterId: enc.id, characterId: a.id, targetIds: [n.id] }, player);
    expect(step.declaration).toMatchObject({ kind: 'ACTION', malus: -2 });
    expect(step.encounter.participants.find((p: any) => p.name === 'A')).toMatchObject({ reactionsSinceAction: 0, reactionMalus: 0 });
    // One action per turn, and only on one's turn.
    expect(await call(DECLARE, { encounterId: enc.id, characterId: a.id }, player)).toMatchObject({ code: 'ALREADY_ACTED' });
    expect(await call(DECLARE, { encounterId: enc.id, characterId: b.id }, other)).toMatchObject({ code: 'NOT_YOUR_TURN' });
  });

  test('interventions: one between two actions, + rank of "Intervention"; each costs 1 passing fatigue (1 lasting with a spell) booked on the sheet; endEncounter clears passing fatigue', async () => {
    const { gm, player, other, campaign } = await table(app);
    const a = await pc(player, campaign.id, 'A');
    const c = await pc(other, campaign.id, 'C', [{ name: 'Intervention', scope: 3, polarity: 'POSITIVE', rank: 1 }]);
    const d = await pc(other, campaign.id, 'D');
    const n = await npc(gm, campaign.id, 'N');
    const enc = await start(gm, campaign.id, [
      { characterId: n.id, initiative: 9 },
      { characterId: a.id, initiative: 3 },
      { characterId: c.id, initiative: 2 },
      { characterId: d.id, initiative: 1 },
    ]);
    expect(enc.participants.map((p: any) => [p.name, p.interventionRank, p.interventionsLeft])).toEqual([
      ['N', 0, 1],
      ['A', 0, 1],
      ['C', 1, 2],
      ['D', 0, 1],
    ]);
    await call(DECLARE, { encounterId: enc.id, characterId: n.id }, gm);
    const aVersion = (await health(a.id)).version;

    let step = await call(INTERVENE, { encounterId: enc.id, characterId: a.id, onDeclarationId: 'decl-1' }, player);
    expect(step.__typename).toBe('EncounterDeclarationPayload');
    expect(step.fatigue).toEqual({ kind: 'PASSING', levels: 1 });
    expect(step.character.name).toBe('A');
    expect(step.declaration).toMatchObject({ kind: 'INTERVENTION', on: scoped('EncounterDeclaration', enc.id, 'decl-1') });
    expect((await health(a.id)).health!.fatigue).toEqual({ PASSING: 1, LASTING: 0, PERSISTENT: 0 });
    expect((await health(a.id)).version).toBe(aVersion + 1);

    const second = await call(INTERVENE, { encounterId: enc.id, characterId: a.id, onDeclarationId: 'decl-1' }, player);
    expect(second).toMatchObject({ __typename: 'RuleViolation', code: 'TOO_MANY_INTERVENTIONS' });
    expect(second.rule).toBe('SMS §5: one intervention between two of one\'s own actions (+ rank of "Intervention")');
    expect((await health(a.id)).health!.fatigue.PASSING).toBe(1);

    // C has "Intervention" 1: two interventions, not three. Not on itself; on A's intervention, yes.
    step = await call(INTERVENE, { encounterId: enc.id, characterId: c.id, onDeclarationId: 'decl-1' }, other);
    expect(step.encounter.participants.find((p: any) => p.name === 'C').interventionsLeft).toBe(1);
    expect(await call(INTERVENE, { encounterId: enc.id, characterId: c.id, onDeclarationId: step.declaration.id }, other)).toMatchObject({ code: 'INTERVENE_ON_SELF' });
    step = await call(INTERVENE, { encounterId: enc.id, characterId: c.id, onDeclarationId: 'decl-2' }, other);
    expect(step.__typename).toBe('EncounterDeclarationPayload');
    expect(await call(INTERVENE, { encounterId: enc.id, characterId: c.id, onDeclarationId: 'decl-1' }, other)).toMatchObject({ code: 'TOO_MANY_INTERVENTIONS' });
    expect((await health(c.id)).health!.fatigue.PASSING).toBe(2);

    // D intervenes with a spell: 1 lasting fatigue.
    step = await call(INTERVENE, { encounterId: enc.id, characterId: d.id, onDeclarationId: 'decl-1', castsSpell: true }, other);
    expect(step.fatigue).toEqual({ kind: 'LASTING', levels: 1 });
    expect(step.declaration.castsSpell).toBe(true);
    expect((await health(d.id)).health!.fatigue).toEqual({ PASSING: 0, LASTING: 1, PERSISTENT: 0 });

    // The GM ends the sequence: passing fatigue gone for everyone, lasting stays.
    const ended = await call(END, { encounterId: enc.id }, gm);
    expect(ended.encounter).toMatchObject({ status: 'ENDED', currentParticipant: null, declarations: [] });
    expect((await health(a.id)).health!.fatigue).toEqual({ PASSING: 0, LASTING: 0, PERSISTENT: 0 });
    expect((await health(c.id)).health!.fatigue.PASSING).toBe(0);
    expect((await health(d.id)).health!.fatigue).toEqual({ PASSING: 0, LASTING: 1, PERSISTENT: 0 });
    const events = (await app.database.db.execute(
      sql`select count(*)::int as n from outbox_events where type = 'fatigue.changed' and payload->>'cause' = 'SEQUENCE_ENDED' and payload->>'encounterId' = ${enc.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(events.rows[0]!.n).toBe(2);

    // Nothing moves after the end.
    expect(await call(NEXT, { encounterId: enc.id }, gm)).toMatchObject({ __typename: 'RuleViolation', code: 'SEQUENCE_ENDED' });
    expect(await call(END, { encounterId: enc.id }, gm)).toMatchObject({ __typename: 'RuleViolation', code: 'SEQUENCE_ENDED' });
    const active = await app.gql(`query($id: ID!) { campaign(id: $id) { active: encounters(first: 5, status: ACTIVE) { edges { node { id } } } ended: encounters(first: 5, status: ENDED) { edges { node { id } } } } }`, { id: campaign.id }, gm.apiKey);
    expect(active.data.campaign.active.edges).toEqual([]);
    expect(active.data.campaign.ended.edges).toEqual([{ node: { id: enc.id } }]);
  });

  test('one spell between two of one’s own actions: a declared spell is cast once, another is refused, special powers are exempt, the end of one’s turn opens a new window', async () => {
    const { gm, player, campaign } = await table(app);
    const a = await pc(player, campaign.id, 'A');
    const n = await npc(gm, campaign.id, 'N');
    let enc = await start(gm, campaign.id, [
      { characterId: n.id, initiative: 5 },
      { characterId: a.id, initiative: 3 },
    ]);
    await call(DECLARE, { encounterId: enc.id, characterId: n.id, targetIds: [a.id], castsSpell: true }, gm);
    // A counters with a spell in its reaction.
    const reaction = await call(REACT, { encounterId: enc.id, characterId: a.id, onDeclarationId: 'decl-1', castsSpell: true }, player);
    expect(reaction.encounter.participants.find((p: any) => p.name === 'A').spellCast).toBe(true);

    const another = await call(BOOK, { encounterId: enc.id, characterId: a.id }, player);
    expect(another).toMatchObject({ __typename: 'RuleViolation', code: 'ONE_SPELL_BETWEEN_ACTIONS', rule: "SMS §5: one spell between two of one's own actions" });
    // The message names the character, never its raw database id.
    expect(another.message).toBe('A has already cast a spell since its last turn');
    let booked = await call(BOOK, { encounterId: enc.id, characterId: a.id, declarationId: reaction.declaration.id }, player);
    expect(booked.__typename).toBe('SpellBookingPayload');
    expect(booked.encounter.declarations.find((d: any) => d.id === reaction.declaration.id).spellResolved).toBe(true);
    expect(await call(BOOK, { encounterId: enc.id, characterId: a.id, declarationId: reaction.declaration.id }, player)).toMatchObject({ code: 'ONE_SPELL_BETWEEN_ACTIONS' });
    expect(await call(BOOK, { encounterId: enc.id, characterId: a.id, declarationId: 'decl-1' }, player)).toMatchObject({ code: 'UNKNOWN_DECLARATION' });
    booked = await call(BOOK, { encounterId: enc.id, characterId: a.id, specialPower: true }, player);
    expect(booked).toMatchObject({ __typename: 'SpellBookingPayload', exempt: true });

    // A's own action comes: the reaction used its spell, so the action cannot cast one …
    enc = (await call(NEXT, { encounterId: enc.id }, gm)).encounter;
    expect(await call(DECLARE, { encounterId: enc.id, characterId: a.id, castsSpell: true }, player)).toMatchObject({ code: 'ONE_SPELL_BETWEEN_ACTIONS' });
    // … nor cast one once the action is declared (seed 003: not until it has finished its action) …
    const acted = await call(DECLARE, { encounterId: enc.id, characterId: a.id }, player);
    expect(acted.encounter.participants.find((p: any) => p.name === 'A').spellCast).toBe(true);
    expect(await call(BOOK, { encounterId: enc.id, characterId: a.id }, player)).toMatchObject({ code: 'ONE_SPELL_BETWEEN_ACTIONS' });
    // … but once its turn has ended, a new window opens.
    const after = (await call(NEXT, { encounterId: enc.id }, gm)).encounter;
    expect(after.participants.find((p: any) => p.name === 'A').spellCast).toBe(false);
    booked = await call(BOOK, { encounterId: enc.id, characterId: a.id }, player);
    expect(booked).toMatchObject({ __typename: 'SpellBookingPayload', exempt: false });
    expect(booked.encounter.participants.find((p: any) => p.name === 'A').spellCast).toBe(true);
  });

  test('permissions: the GM runs the sequence; players act only for their own PC; outsiders see nothing; a refusal changes nothing', async () => {
    const { gm, player, other, campaign } = await table(app);
    const a = await pc(player, campaign.id, 'A');
    const b = await pc(other, campaign.id, 'B');
    const n = await npc(gm, campaign.id, 'N');
    const forbiddenStart = await call(START, { campaignId: campaign.id, name: 'X', participants: [{ characterId: a.id, initiative: 1 }] }, player);
    expect(forbiddenStart.errors[0].extensions.code).toBe('FORBIDDEN');
    const enc = await start(gm, campaign.id, [
      { characterId: a.id, initiative: 5 },
      { characterId: b.id, initiative: 4 },
      { characterId: n.id, initiative: 3 },
    ]);
    const codeOf = (r: any) => r.errors?.[0]?.extensions?.code;
    expect(codeOf(await call(NEXT, { encounterId: enc.id }, player))).toBe('FORBIDDEN');
    expect(codeOf(await call(END, { encounterId: enc.id }, player))).toBe('FORBIDDEN');
    expect(codeOf(await call(REMOVE, { encounterId: enc.id, characterId: a.id }, player))).toBe('FORBIDDEN');
    // Olga may not declare for Paul's PC, nor for the GM's NPC; Paul may for his own.
    expect(codeOf(await call(DECLARE, { encounterId: enc.id, characterId: a.id }, other))).toBe('FORBIDDEN');
    // The NPC is not even visible to her: refused as if it did not exist (docs/api.md §Errors).
    expect(codeOf(await call(INTERVENE, { encounterId: enc.id, characterId: n.id, onDeclarationId: 'decl-1' }, other))).toBe('NOT_FOUND');
    // Authorization comes before validation: a bad input from the wrong player is still FORBIDDEN.
    expect(codeOf(await call(REACT, { encounterId: enc.id, characterId: a.id, onDeclarationId: '' }, other))).toBe('FORBIDDEN');
    const outsider = await signUp(app, 'Outsider');
    // An outsider is told nothing exists (docs/api.md §Errors): not found, and a null read.
    expect(codeOf(await call(DECLARE, { encounterId: enc.id, characterId: a.id }, outsider))).toBe('NOT_FOUND');
    const peek = await app.gql(GET, { id: enc.id }, outsider.apiKey);
    expect(peek.errors).toBeUndefined();
    expect(peek.data.encounter).toBeNull();
    expect((await app.gql(GET, { id: enc.id }, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const seen = (await app.gql(GET, { id: enc.id }, player.apiKey)).data.encounter;
    expect(seen.version).toBe(1);
    // Players see who is in the sequence, but not the NPC's sheet.
    expect(seen.participants.map((p: any) => [p.name, p.character?.name ?? null])).toEqual([
      ['A', 'A'],
      ['B', 'B'],
      ['N', null],
    ]);
    const own = await call(DECLARE, { encounterId: enc.id, characterId: a.id }, player);
    expect(own.__typename).toBe('EncounterDeclarationPayload');
    // The node interface reaches it too.
    const node = await app.gql(`query($id: ID!) { node(id: $id) { __typename ... on Encounter { version } } }`, { id: enc.id }, gm.apiKey);
    expect(node.data.node).toEqual({ __typename: 'Encounter', version: 2 });
  });

  test('a declaration carries its intent and the declarer’s own modules; another’s module, an over-long intent and a bad id are refused and write nothing; players see no NPC’s modules', async () => {
    const { gm, player, other, campaign } = await table(app);
    const aube = await pc(player, campaign.id, 'Aube', [
      { name: 'Escalade', scope: 2, polarity: 'POSITIVE', rank: 2 },
      { name: 'Vertige', scope: 1, polarity: 'NEGATIVE', rank: 1 },
    ]);
    const brune = await pc(other, campaign.id, 'Brune', [{ name: 'Esquive', scope: 2, polarity: 'POSITIVE', rank: 1 }]);
    const garde = await npc(gm, campaign.id, 'Garde', [{ name: 'Vigilance', scope: 2, polarity: 'POSITIVE', rank: 2 }]);
    const enc = await start(gm, campaign.id, [
      { characterId: aube.id, initiative: 5 },
      { characterId: brune.id, initiative: 4 },
      { characterId: garde.id, initiative: 3 },
    ]);
    const CONTENT = `declarations { kind by { name } intent modules { moduleId name } }`;
    const read = async (who: Key) => (await app.gql(`query($id: ID!) { encounter(id: $id) { version ${CONTENT} } }`, { id: enc.id }, who.apiKey)).data.encounter;
    const codeOf = (r: any) => r.errors?.[0]?.extensions?.code;
    const base = { encounterId: enc.id, characterId: aube.id, targetIds: [garde.id] };

    // Refusals first: each leaves the encounter as it was (version 1, no declaration).
    expect(codeOf(await call(DECLARE, { ...base, intent: 'Grimper', moduleIds: [moduleId(brune, 'Esquive')] }, player))).toBe('NOT_FOUND');
    expect(codeOf(await call(DECLARE, { ...base, moduleIds: [moduleId(garde, 'Vigilance')] }, player))).toBe('NOT_FOUND');
    const long = await call(DECLARE, { ...base, intent: 'x'.repeat(501) }, player);
    expect(long).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'intent' }] });
    const badId = await call(DECLARE, { ...base, moduleIds: ['not-an-id'] }, player);
    expect(badId).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'moduleIds.0' }] });
    const control = await call(DECLARE, { ...base, intent: 'Grimper\u0000' }, player);
    expect(control).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'intent' }] });
    expect(await read(gm)).toEqual({ version: 1, declarations: [] });

    // Stored and read back, by the payload and by a later read.
    const intent = '  Grimper le mur de la tour pour surprendre le garde  ';
    const declared = await call(DECLARE, { ...base, intent, moduleIds: [moduleId(aube, 'Escalade'), moduleId(aube, 'Vertige'), moduleId(aube, 'Escalade')] }, player);
    expect(declared.__typename, JSON.stringify(declared)).toBe('EncounterDeclarationPayload');
    const aubeModules = [
      { moduleId: moduleId(aube, 'Escalade'), name: 'Escalade' },
      { moduleId: moduleId(aube, 'Vertige'), name: 'Vertige' },
    ];
    const actionId = declared.declaration.id;
    // The NPC reacts with its module; Brune intervenes with no content.
    const reacted = await call(REACT, { encounterId: enc.id, characterId: garde.id, onDeclarationId: actionId, intent: 'Lève sa hallebarde', moduleIds: [moduleId(garde, 'Vigilance')] }, gm);
    expect(reacted.__typename, JSON.stringify(reacted)).toBe('EncounterDeclarationPayload');
    const intervened = await call(INTERVENE, { encounterId: enc.id, characterId: brune.id, onDeclarationId: actionId, intent: '', moduleIds: [] }, other);
    expect(intervened.__typename, JSON.stringify(intervened)).toBe('EncounterDeclarationPayload');

    const gmView = await read(gm);
    expect(gmView.declarations).toEqual([
      { kind: 'ACTION', by: { name: 'Aube' }, intent: 'Grimper le mur de la tour pour surprendre le garde', modules: aubeModules },
      { kind: 'REACTION', by: { name: 'Garde' }, intent: 'Lève sa hallebarde', modules: [{ moduleId: moduleId(garde, 'Vigilance'), name: 'Vigilance' }] },
      { kind: 'INTERVENTION', by: { name: 'Brune' }, intent: null, modules: [] },
    ]);
    // A player hears what the NPC does, but its modules are the GM's (docs/rules.md E11).
    const playerView = await read(other);
    expect(playerView.declarations[0]).toEqual(gmView.declarations[0]);
    expect(playerView.declarations[1]).toEqual({ kind: 'REACTION', by: { name: 'Garde' }, intent: 'Lève sa hallebarde', modules: [] });
    // A refused reaction after the fact changes nothing either.
    expect(codeOf(await call(REACT, { encounterId: enc.id, characterId: garde.id, onDeclarationId: actionId, moduleIds: [moduleId(aube, 'Escalade')] }, gm))).toBe('NOT_FOUND');
    expect((await read(gm)).version).toBe(gmView.version);
  });

  test('concurrency: five reactions at once are all kept; five interventions at once all book their fatigue', async () => {
    const { gm, campaign } = await table(app);
    const n = await npc(gm, campaign.id, 'N');
    const others = await Promise.all([1, 2, 3, 4, 5].map((i) => npc(gm, campaign.id, `R${i}`)));
    let enc = await start(gm, campaign.id, [{ characterId: n.id, initiative: 9 }, ...others.map((o, i) => ({ characterId: o.id, initiative: 5 - i }))]);
    for (let round = 0; round < 3; round++) {
      const actor = round === 0 ? n : others[round - 1]!;
      const action = await call(DECLARE, { encounterId: enc.id, characterId: actor.id }, gm);
      const reactors = [n, ...others].filter((o) => o.id !== actor.id);
      const results = await Promise.all(reactors.map((o) => call(REACT, { encounterId: enc.id, characterId: o.id, onDeclarationId: action.declaration.id }, gm)));
      expect(results.map((r) => r.__typename)).toEqual(reactors.map(() => 'EncounterDeclarationPayload'));
      const now = (await app.gql(GET, { id: enc.id }, gm.apiKey)).data.encounter;
      expect(now.declarations).toHaveLength(1 + reactors.length);
      expect(new Set(now.declarations.map((d: any) => d.id)).size).toBe(1 + reactors.length);
      expect(now.declarations.filter((d: any) => d.kind === 'REACTION').map((d: any) => d.by.name).sort()).toEqual(reactors.map((r) => r.name).sort());
      expect(now.version).toBe(enc.version + 1 + reactors.length);
      enc = (await call(NEXT, { encounterId: enc.id }, gm)).encounter;
    }
    // Every change left exactly one event.
    const events = (await app.database.db.execute(sql`select count(*)::int as n from outbox_events where type = 'encounter.changed' and payload->>'encounterId' = ${enc.id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(events.rows[0]!.n).toBe(enc.version);

    // Five interventions at once on R3's action: the encounter and five sheets, nothing lost.
    const action = await call(DECLARE, { encounterId: enc.id, characterId: others[2]!.id }, gm);
    expect(action.__typename).toBe('EncounterDeclarationPayload');
    const interveners = [n, ...others].filter((o) => o.id !== others[2]!.id);
    const results = await Promise.all(interveners.map((o) => call(INTERVENE, { encounterId: enc.id, characterId: o.id, onDeclarationId: action.declaration.id }, gm)));
    expect(results.map((r) => r.__typename)).toEqual(interveners.map(() => 'EncounterDeclarationPayload'));
    for (const o of interveners) expect((await health(o.id)).health!.fatigue.PASSING).toBe(1);
    const now = (await app.gql(GET, { id: enc.id }, gm.apiKey)).data.encounter;
    expect(now.declarations.filter((d: any) => d.kind === 'INTERVENTION')).toHaveLength(5);
  });

  test('concurrency: two nextTurn with the same expectedTurn — exactly one applies; without it both apply, in order', async () => {
    const { gm, player, campaign } = await table(app);
    const a = await pc(player, campaign.id, 'A');
    const n = await npc(gm, campaign.id, 'N');
    const m = await npc(gm, campaign.id, 'M');
    const enc = await start(gm, campaign.id, [
      { characterId: n.id, initiative: 5 },
      { characterId: m.id, initiative: 4 },
      { characterId: a.id, initiative: 3 },
    ]);
    let turn = enc.turnNumber;
    for (let i = 0; i < 4; i++) {
      const results = await Promise.all([1, 2].map(() => call(NEXT, { encounterId: enc.id, expectedTurn: turn }, gm)));
      expect(results.map((r) => r.__typename).sort()).toEqual(['EncounterPayload', 'RuleViolation']);
      expect(results.find((r) => r.__typename === 'RuleViolation')).toMatchObject({ code: 'STALE_TURN' });
      const now = (await app.gql(GET, { id: enc.id }, gm.apiKey)).data.encounter;
      expect(now.turnNumber).toBe(turn + 1);
      turn = now.turnNumber;
    }
    const results = await Promise.all([1, 2].map(() => call(NEXT, { encounterId: enc.id }, gm)));
    expect(results.map((r) => r.__typename)).toEqual(['EncounterPayload', 'EncounterPayload']);
    expect(results.map((r) => r.encounter.turnNumber).sort()).toEqual([turn + 1, turn + 2]);
    const now = (await app.gql(GET, { id: enc.id }, gm.apiKey)).data.encounter;
    expect(now.turnNumber).toBe(turn + 2);
    // A stale expectedTurn from an old screen is refused outright.
    expect(await call(NEXT, { encounterId: enc.id, expectedTurn: 1 }, gm)).toMatchObject({ code: 'STALE_TURN', rule: 'SMS §5: characters act in turn down the action sequence' });
  });
});

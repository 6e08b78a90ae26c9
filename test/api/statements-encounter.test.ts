/**
 * Statement counts of the action sequence (SMS §5; issue #11 goal 1: at the edge every
 * statement is a round trip): the API key with ONE read of everything the step needs, then ONE
 * data-modifying statement — two, exactly test/statement-budget.json's budget, no interactive
 * transaction, on both backends. And a step refused by the rules writes nothing: the read alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { scriptedRng } from '../../src/rules/dice.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const ERRORS = `... on RuleViolation { code } ... on ValidationError { code }`;
const ENCOUNTER = `id version round turn turnNumber status participants { name initiative rollOffs current } declarations { id kind }`;
const m = (name: string, inputType: string, payload: string) => `mutation($input: ${inputType}!) { ${name}(input: $input) { __typename ${payload} ${ERRORS} } }`;
const START = m('startEncounter', 'StartEncounterInput', `... on EncounterPayload { encounter { ${ENCOUNTER} } }`);
const NEXT = m('nextTurn', 'NextTurnInput', `... on EncounterPayload { encounter { ${ENCOUNTER} } }`);
const REMOVE = m('removeParticipant', 'RemoveParticipantInput', `... on EncounterPayload { encounter { ${ENCOUNTER} } }`);
const END = m('endEncounter', 'EndEncounterInput', `... on EncounterPayload { encounter { ${ENCOUNTER} } }`);
const DECLARATION = `... on EncounterDeclarationPayload { encounter { ${ENCOUNTER} } declaration { id kind } fatigue { kind levels } character { id name } }`;
const DECLARE = m('declareAction', 'DeclareActionInput', DECLARATION);
const REACT = m('react', 'ReactInput', DECLARATION);
const INTERVENE = m('intervene', 'InterveneInput', DECLARATION);
const BOOK = m('bookSpell', 'BookSpellInput', `... on SpellBookingPayload { exempt encounter { ${ENCOUNTER} } }`);
const IMPACT = `... on ImpactPayload { rollSeq wound { id severity } impact { roll levels } character { version sheet { ... on SmsSheet { wounds { id } } } } }`;
const FALL = m('resolveFall', 'ResolveFallInput', IMPACT);
const THROW = m('resolveThrow', 'ResolveThrowInput', IMPACT);
const REQUEST = m('requestAction', 'RequestActionInput', `... on ActionRequestPayload { request { id status difficulty } }`);
const CANCEL = m('cancelActionRequest', 'CancelActionRequestInput', `... on ActionRequestPayload { request { id status } }`);

describe.each(BACKENDS)('action sequence statements on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    // Every D12 roll-off comes up 6, then 2: the first tied participant named goes first.
    if (!backend.skipReason) app = await startTestApp(backend, { rng: scriptedRng(Array.from({ length: 400 }, (_, i) => (i % 2 ? 2 : 6))) });
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** One request's answer and statements, none of them a transaction's. */
  async function measured(query: string, input: Record<string, unknown>, apiKey: string) {
    app.statements.reset();
    const res = await app.gql(query, { input }, apiKey);
    const statements = [...app.statements.statements];
    expect(statements.filter((s) => /^\s*(begin|commit|rollback|savepoint)/i.test(s))).toEqual([]);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return { out: Object.values(res.data as Record<string, any>)[0], statements };
  }
  async function count(table: 'rolls' | 'outbox_events' | 'encounters', campaignId: string) {
    const id = decodeId('Campaign', campaignId)!;
    const res = await app.database.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where campaign_id = ${id}`);
    return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  test('startEncounter, turns, declarations, interventions and the end: two statements each (the key with the read, then the write), a refusal one', async () => {
    const { gm, player, campaign } = await table(app);
    const pc = async (name: string) =>
      (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Réflexes', scope: 2, polarity: 'POSITIVE', rank: 3 }] }, { name })).character;
    const aube = await pc('Aube');
    const brune = await pc('Brune');
    const chef = (await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: [] }, { name: 'Chef', kind: 'NPC' })).character;
    const reflexes = (c: any) => c.sheet.modules.find((x: any) => x.name === 'Réflexes').id;

    // Aube and Brune tie: both roll off, each in its own log, in the one write.
    const rollsBefore = await count('rolls', campaign.id);
    const started = await measured(
      START,
      {
        campaignId: campaign.id,
        name: 'Ambush',
        participants: [
          { characterId: aube.id, initiativeModuleIds: [reflexes(aube)] },
          { characterId: brune.id, initiativeModuleIds: [reflexes(brune)] },
          { characterId: chef.id, initiative: 1 },
        ],
      },
      gm.apiKey,
    );
    expect(started.out.__typename).toBe('EncounterPayload');
    // Each step exactly at its budget: the key with the one read, then the one write. Exact, so a
    // statement more shows here, not only at the budget check.
    const enc = started.out.encounter;
    expect(enc.participants.map((p: any) => [p.name, p.rollOffs])).toEqual([
      ['Aube', [6]],
      ['Brune', [2]],
      ['Chef', []],
    ]);
    expect(started.statements, started.statements.join('\n')).toHaveLength(2);
    expect(await count('rolls', campaign.id)).toBe(rollsBefore + 2);

    const declared = await measured(DECLARE, { encounterId: enc.id, characterId: aube.id, targetIds: [chef.id] }, player.apiKey);
    expect(declared.out.__typename).toBe('EncounterDeclarationPayload');
    expect(declared.statements, declared.statements.join('\n')).toHaveLength(2);

    const reacted = await measured(REACT, { encounterId: enc.id, characterId: chef.id, onDeclarationId: declared.out.declaration.id }, gm.apiKey);
    expect(reacted.out.declaration.kind).toBe('REACTION');
    expect(reacted.statements, reacted.statements.join('\n')).toHaveLength(2);

    // The intervention books 1 passing fatigue on Brune's sheet, in the same statement.
    const intervened = await measured(INTERVENE, { encounterId: enc.id, characterId: brune.id, onDeclarationId: declared.out.declaration.id }, player.apiKey);
    expect(intervened.out).toMatchObject({ fatigue: { kind: 'PASSING', levels: 1 }, character: { name: 'Brune' } });
    expect(intervened.statements, intervened.statements.join('\n')).toHaveLength(2);

    // Refused by the rules (a second intervention): nothing written, not even an event.
    const events = await count('outbox_events', campaign.id);
    const refused = await measured(INTERVENE, { encounterId: enc.id, characterId: brune.id, onDeclarationId: declared.out.declaration.id }, player.apiKey);
    expect(refused.out.__typename).toBe('RuleViolation');
    expect(refused.statements, refused.statements.join('\n')).toHaveLength(1);
    expect(await count('outbox_events', campaign.id)).toBe(events);

    // The one-spell limit: a spell booked in one statement; a second refused, writing nothing.
    const booked = await measured(BOOK, { encounterId: enc.id, characterId: chef.id }, gm.apiKey);
    expect(booked.out).toMatchObject({ __typename: 'SpellBookingPayload', exempt: false });
    // The key with the scene's read, then the write; the read leaves the caster's modules out (booking names none).
    expect(booked.statements, booked.statements.join('\n')).toHaveLength(2);
    expect(booked.statements.filter((s) => /\bfrom modules\b/i.test(s))).toEqual([]);
    const eventsBefore = await count('outbox_events', campaign.id);
    const again = await measured(BOOK, { encounterId: enc.id, characterId: chef.id }, gm.apiKey);
    expect(again.out.__typename).toBe('RuleViolation');
    expect(again.statements, again.statements.join('\n')).toHaveLength(1);
    expect(await count('outbox_events', campaign.id)).toBe(eventsBefore);

    const next = await measured(NEXT, { encounterId: enc.id, expectedTurn: 1 }, gm.apiKey);
    expect(next.out.encounter.turnNumber).toBe(2);
    expect(next.statements, next.statements.join('\n')).toHaveLength(2);

    const removed = await measured(REMOVE, { encounterId: enc.id, characterId: chef.id }, gm.apiKey);
    expect(removed.out.__typename).toBe('EncounterPayload');
    expect(removed.statements, removed.statements.join('\n')).toHaveLength(2);

    // Ending it clears Brune's passing fatigue on the sheet, in the same statement.
    const ended = await measured(END, { encounterId: enc.id }, gm.apiKey);
    expect(ended.out.encounter.status).toBe('ENDED');
    expect(ended.statements, ended.statements.join('\n')).toHaveLength(2);
    const fatigue = await app.gql(`query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { fatigue { passing } } } } }`, { id: brune.id }, player.apiKey);
    expect(fatigue.errors).toBeUndefined();
    expect(fatigue.data.character.sheet.fatigue.passing).toBe(0);
  });

  test('resolveFall and resolveThrow: the sheet, its modules and the epoch in one read; the roll, the wound and the events in one statement', async () => {
    const { gm, player, campaign } = await table(app);
    const created = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Acrobatie', scope: 2, polarity: 'POSITIVE', rank: 2 }] }, { name: 'Cora' });
    const cora = created.character;
    const acrobatie = cora.sheet.modules.find((x: any) => x.name === 'Acrobatie').id;
    const rolls = await count('rolls', campaign.id);
    const fall = await measured(FALL, { characterId: cora.id, distance: 12, die: 6, moduleIds: [acrobatie] }, player.apiKey);
    expect(fall.out.__typename).toBe('ImpactPayload');
    expect(fall.statements, fall.statements.join('\n')).toHaveLength(2);
    const thrown = await measured(THROW, { characterId: cora.id, distance: 2, score: 1 }, gm.apiKey);
    expect(thrown.out.__typename).toBe('ImpactPayload');
    expect(thrown.out.rollSeq).toBe(fall.out.rollSeq + 1);
    expect(thrown.statements, thrown.statements.join('\n')).toHaveLength(2);
    expect(await count('rolls', campaign.id)).toBe(rolls + 2);
    // Every wound the payloads announced is on the sheet, and each bumped the version once.
    const wounds = [fall.out.wound, thrown.out.wound].filter(Boolean);
    expect(thrown.out.character.sheet.wounds).toHaveLength(wounds.length);
    expect(thrown.out.character.version).toBe(cora.version + wounds.length);
  });

  test('requestAction and cancelActionRequest: one read with the role, one statement with the event', async () => {
    const { gm, player, campaign } = await table(app);
    const created = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 2 }] }, { name: 'Dara' });
    const dara = created.character;
    const escrime = dara.sheet.modules.find((x: any) => x.name === 'Escrime').id;
    const events = await count('outbox_events', campaign.id);
    const asked = await measured(REQUEST, { characterId: dara.id, difficulty: 8, excludedModuleIds: [escrime] }, gm.apiKey);
    expect(asked.out.request).toMatchObject({ status: 'OPEN', difficulty: 8 });
    expect(asked.statements, asked.statements.join('\n')).toHaveLength(2);
    expect(await count('outbox_events', campaign.id)).toBe(events + 1);
    const cancelled = await measured(CANCEL, { requestId: asked.out.request.id }, gm.apiKey);
    expect(cancelled.out.request).toEqual({ id: asked.out.request.id, status: 'CANCELLED' });
    expect(cancelled.statements, cancelled.statements.join('\n')).toHaveLength(2);
    // The cancellation's event (action.cancelled) lands in the same statement.
    expect(await count('outbox_events', campaign.id)).toBe(events + 2);
    // A player may not ask, and a refusal writes nothing.
    const refused = await app.gql(REQUEST, { input: { characterId: dara.id, difficulty: 8 } }, player.apiKey);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await count('outbox_events', campaign.id)).toBe(events + 2);
  });
});

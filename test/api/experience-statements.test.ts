/**
 * Issue #11 goal 1 for experience over time: each play-history, award and purchase mutation in
 * at most 3 statements — the API key, ONE read of everything the rules need, ONE data-modifying
 * statement — with no BEGIN/COMMIT, whatever the payload asks (its nested fields are answered
 * from what the two statements returned).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const ERRORS = `... on RuleViolation { code } ... on ValidationError { code }`;
const RECORD_SESSION = `mutation($input: RecordSessionInput!) { recordSession(input: $input) { __typename
  ... on GameSessionPayload { session { id title playedOn status createdAt participants { id name } } } ${ERRORS} } }`;
const MARK_PLAYED = `mutation($input: MarkSessionPlayedInput!) { markSessionPlayed(input: $input) { __typename
  ... on GameSessionPayload { session { id status participants { id } } } ${ERRORS} } }`;
const START_SCENARIO = `mutation($input: StartScenarioInput!) { startScenario(input: $input) { __typename
  ... on ScenarioPayload { scenario { id title status startedAt participants { id name } } } ${ERRORS} } }`;
const COMPLETE_SCENARIO = `mutation($input: CompleteScenarioInput!) { completeScenario(input: $input) { __typename
  ... on ScenarioPayload { scenario { id status bonus completedAt participants { id } } } ${ERRORS} } }`;
const AWARD = `mutation($input: AwardExperienceInput!) { awardExperience(input: $input) { __typename
  ... on AwardExperiencePayload { replayed awards { id kind xp reason sourceKind } alreadyAwarded { id name } } ${ERRORS} } }`;
const SPEND = `mutation($input: SpendExperienceInput!) { spendExperience(input: $input) { __typename
  ... on SpendExperiencePayload { cost module { id name rank } entry { kind xp scenario { id title } } character { id version sheet { ... on SmsSheet { experience { earned spent available } modules { name rank } } } } }
  ${ERRORS} } }`;

describe.each(BACKENDS)('experience operations in ≤ 3 statements on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** Run one request and return its answer and the statements it took. */
  async function counted(query: string, input: Record<string, unknown>, apiKey: string) {
    app.statements.reset();
    const res = await app.gql(query, { input }, apiKey);
    const statements = [...app.statements.statements];
    expect(res.errors).toBeUndefined();
    return { data: Object.values(res.data ?? {})[0] as Record<string, any>, statements };
  }

  function small(statements: string[]) {
    expect(statements.filter((s) => /^\s*(begin|commit|rollback|savepoint)/i.test(s))).toEqual([]);
    expect(statements.length, statements.join('\n\n')).toBeLessThanOrEqual(3);
  }

  async function activePc(apiKey: string, campaignId: string, name: string) {
    const created = await createSmsCharacter(app, apiKey, campaignId, { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 1, polarity: 'POSITIVE', rank: 1 }] }, { name });
    await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: created.character.id }, apiKey);
    return created.character as { id: string; sheet: { modules: { id: string; name: string }[] } };
  }

  async function outbox(type: string, key: string, value: string) {
    const result = await app.database.db.execute(sql`select payload from outbox_events where type = ${type} and payload->>${key} = ${value}`);
    return (result as unknown as { rows: { payload: Record<string, unknown> }[] }).rows.map((r) => r.payload);
  }

  test('recordSession, markSessionPlayed, startScenario, completeScenario: one read, one write', async () => {
    const { gm, player, campaign } = await table(app);
    const pcs = [await activePc(player.apiKey, campaign.id, 'Bea'), await activePc(player.apiKey, campaign.id, 'Ada')];
    const ids = pcs.map((p) => p.id);

    const recorded = await counted(RECORD_SESSION, { campaignId: campaign.id, title: 'S1', playedOn: '2026-01-10', participantIds: [...ids, ids[0]], status: 'PLANNED' }, gm.apiKey);
    small(recorded.statements);
    expect(recorded.data).toMatchObject({ __typename: 'GameSessionPayload', session: { title: 'S1', status: 'PLANNED', participants: [{ name: 'Ada' }, { name: 'Bea' }] } });
    const sessionId = recorded.data.session.id as string;
    expect(await outbox('session.recorded', 'sessionId', sessionId)).toEqual([expect.objectContaining({ status: 'PLANNED', participantIds: expect.arrayContaining(ids) })]);

    const played = await counted(MARK_PLAYED, { sessionId }, gm.apiKey);
    small(played.statements);
    expect(played.data).toMatchObject({ session: { id: sessionId, status: 'PLAYED', participants: [{ id: ids[1] }, { id: ids[0] }] } });
    const events = await outbox('session.recorded', 'sessionId', sessionId);
    expect(events.map((e) => e.status).sort()).toEqual(['PLANNED', 'PLAYED']);
    expect((events.find((e) => e.status === 'PLAYED')!.participantIds as string[]).sort()).toEqual([...ids].sort());

    const started = await counted(START_SCENARIO, { campaignId: campaign.id, title: 'The siege', participantIds: ids }, gm.apiKey);
    small(started.statements);
    expect(started.data).toMatchObject({ scenario: { title: 'The siege', status: 'STARTED', participants: [{ name: 'Ada' }, { name: 'Bea' }] } });
    const scenarioId = started.data.scenario.id as string;

    const completed = await counted(COMPLETE_SCENARIO, { scenarioId, bonus: true }, gm.apiKey);
    small(completed.statements);
    expect(completed.data).toMatchObject({ scenario: { id: scenarioId, status: 'COMPLETED', bonus: true, participants: [{ id: ids[1] }, { id: ids[0] }] } });
    const [event] = await outbox('scenario.completed', 'scenarioId', scenarioId);
    expect(event).toMatchObject({ bonus: true, title: 'The siege', completedAt: completed.data.scenario.completedAt });
    expect((event!.participantIds as string[]).sort()).toEqual([...ids].sort());
  });

  test('awardExperience: one read, one write; a replay by its idempotency key is one read', async () => {
    const { gm, player, campaign } = await table(app);
    const pcs = [await activePc(player.apiKey, campaign.id, 'Bea'), await activePc(player.apiKey, campaign.id, 'Ada')];
    const ids = pcs.map((p) => p.id);
    const session = await app.gql(RECORD_SESSION, { input: { campaignId: campaign.id, title: 'S1', participantIds: ids } }, gm.apiKey);
    const sessionId = session.data.recordSession.session.id;
    const once = await counted(AWARD, { campaignId: campaign.id, characterIds: [ids[0]], reason: 'S1', sourceId: sessionId }, gm.apiKey);
    small(once.statements);
    expect(once.data).toMatchObject({ replayed: false, awards: [{ kind: 'AWARD', xp: 1, sourceKind: 'SESSION' }], alreadyAwarded: [] });

    const input = { campaignId: campaign.id, characterIds: ids, reason: 'S1 again', sourceId: sessionId, idempotencyKey: 'statements-1' };
    const first = await counted(AWARD, input, gm.apiKey);
    small(first.statements);
    expect(first.data).toMatchObject({ replayed: false, awards: [{ xp: 1 }], alreadyAwarded: [{ id: ids[0], name: 'Bea' }] });
    const replay = await counted(AWARD, input, gm.apiKey);
    small(replay.statements);
    expect(replay.data).toEqual({ ...first.data, replayed: true });
    const [event] = await outbox('experience.awarded', 'reason', 'S1 again');
    expect(event).toMatchObject({ sourceKind: 'SESSION', sourceId: sessionId, xpEach: 1, characterIds: [ids[1]] });
  });

  test('spendExperience: one read, one write, the payload from them', async () => {
    const { gm, player, campaign } = await table(app);
    const pc = await activePc(player.apiKey, campaign.id, 'Pip');
    const started = await app.gql(START_SCENARIO, { input: { campaignId: campaign.id, title: 'The siege', participantIds: [pc.id] } }, gm.apiKey);
    await app.gql(COMPLETE_SCENARIO, { input: { scenarioId: started.data.startScenario.scenario.id } }, gm.apiKey);
    const raised = await counted(SPEND, { characterId: pc.id, moduleId: pc.sheet.modules.find((m) => m.name === 'Escrime')!.id }, player.apiKey);
    small(raised.statements);
    expect(raised.data).toMatchObject({ cost: 1, module: { name: 'Escrime', rank: 2 }, entry: { kind: 'PURCHASE', xp: 1, scenario: { title: 'The siege' } } });
    expect(raised.data.character.sheet.modules).toContainEqual({ name: 'Escrime', rank: 2 });
    const added = await counted(SPEND, { characterId: pc.id, newModule: { name: 'Natation', scope: 2, polarity: 'POSITIVE', rank: 1 } }, player.apiKey);
    small(added.statements);
    expect(added.data).toMatchObject({ cost: 2, module: { name: 'Natation', rank: 1 } });
    expect(added.data.character.sheet.modules.at(-1)).toEqual({ name: 'Natation', rank: 1 });
    expect(added.data.character.sheet.experience.available).toBe(raised.data.character.sheet.experience.available - 2);
    const [row] = (await app.database.db.execute(sql`select xp_bought from characters where id = ${decodeId('Character', pc.id)}::uuid`) as unknown as { rows: { xp_bought: number }[] }).rows;
    expect(Number(row!.xp_bought)).toBe(3);
  });

  test('races: one idempotency key sent eight times at once pays once; a session marked played or a scenario completed by eight requests at once, once', async () => {
    const { gm, player, campaign } = await table(app);
    const pc = await activePc(player.apiKey, campaign.id, 'Pip');
    const input = { campaignId: campaign.id, characterIds: [pc.id], reason: 'Raced', xp: 3, idempotencyKey: 'race-1' };
    const awards = await Promise.all(Array.from({ length: 8 }, () => app.gql(AWARD, { input }, gm.apiKey)));
    const payloads = awards.map((r) => r.data.awardExperience);
    expect(payloads.every((p) => p.__typename === 'AwardExperiencePayload')).toBe(true);
    expect(payloads.filter((p) => !p.replayed)).toHaveLength(1);
    const entryId = payloads.find((p) => !p.replayed).awards[0].id;
    for (const p of payloads) expect(p.awards.map((a: { id: string }) => a.id)).toEqual([entryId]);
    expect(await outbox('experience.awarded', 'reason', 'Raced')).toHaveLength(1);
    const [row] = (await app.database.db.execute(sql`select xp_awarded from characters where id = ${decodeId('Character', pc.id)}::uuid`) as unknown as { rows: { xp_awarded: number }[] }).rows;
    expect(Number(row!.xp_awarded)).toBe(3);

    const session = await app.gql(RECORD_SESSION, { input: { campaignId: campaign.id, title: 'Raced', participantIds: [pc.id], status: 'PLANNED' } }, gm.apiKey);
    const sessionId = session.data.recordSession.session.id;
    const marks = await Promise.all(Array.from({ length: 8 }, () => app.gql(MARK_PLAYED, { input: { sessionId } }, gm.apiKey)));
    expect(marks.map((r) => r.data.markSessionPlayed.__typename ?? r.errors).sort()).toEqual(['GameSessionPayload', ...Array(7).fill('RuleViolation')]);
    expect(marks.filter((r) => r.data.markSessionPlayed.code).every((r) => r.data.markSessionPlayed.code === 'SESSION_ALREADY_PLAYED')).toBe(true);
    expect((await outbox('session.recorded', 'sessionId', sessionId)).map((e) => e.status).sort()).toEqual(['PLANNED', 'PLAYED']);

    const started = await app.gql(START_SCENARIO, { input: { campaignId: campaign.id, title: 'Raced', participantIds: [pc.id] } }, gm.apiKey);
    const scenarioId = started.data.startScenario.scenario.id;
    const ends = await Promise.all(Array.from({ length: 8 }, (_, i) => app.gql(COMPLETE_SCENARIO, { input: { scenarioId, bonus: i % 2 === 0 } }, gm.apiKey)));
    expect(ends.map((r) => r.data.completeScenario.__typename).sort()).toEqual(['RuleViolation', ...Array(6).fill('RuleViolation'), 'ScenarioPayload'].sort());
    expect(ends.filter((r) => r.data.completeScenario.code).every((r) => r.data.completeScenario.code === 'SCENARIO_ALREADY_COMPLETED')).toBe(true);
    const won = ends.find((r) => r.data.completeScenario.__typename === 'ScenarioPayload')!.data.completeScenario.scenario;
    const events = await outbox('scenario.completed', 'scenarioId', scenarioId);
    expect(events).toEqual([expect.objectContaining({ bonus: won.bonus, completedAt: won.completedAt })]);
  });
});

/**
 * Experience over time through the API (SMS §8): play history, the awards job and manual
 * awards (each session/scenario pays once; idempotency keys), the ledger, and spending — one
 * rank per module per scenario end, never below 0 XP even when two purchases race.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characters, outboxEvents } from '../../src/db/schema.js';
import { decodeId } from '../../src/primitives/ids.js';
import { runAwards } from '../../src/jobs/awards.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createCampaign, createSmsCharacter, signUp, table } from '../support/flows.js';

const ERRORS = `... on RuleViolation { code message rule violations { code } } ... on ValidationError { code issues { path message } }`;
const RECORD_SESSION = `mutation($input: RecordSessionInput!) { recordSession(input: $input) { __typename
  ... on GameSessionPayload { session { id title playedOn status participants { id name } } } ${ERRORS} } }`;
const MARK_PLAYED = `mutation($input: MarkSessionPlayedInput!) { markSessionPlayed(input: $input) { __typename
  ... on GameSessionPayload { session { id status } } ${ERRORS} } }`;
const START_SCENARIO = `mutation($input: StartScenarioInput!) { startScenario(input: $input) { __typename
  ... on ScenarioPayload { scenario { id title status participants { id } } } ${ERRORS} } }`;
const COMPLETE_SCENARIO = `mutation($input: CompleteScenarioInput!) { completeScenario(input: $input) { __typename
  ... on ScenarioPayload { scenario { id status bonus completedAt } } ${ERRORS} } }`;
const AWARD = `mutation($input: AwardExperienceInput!) { awardExperience(input: $input) { __typename
  ... on AwardExperiencePayload { replayed awards { id kind xp reason sourceKind } alreadyAwarded { id } } ${ERRORS} } }`;
const SPEND = `mutation($input: SpendExperienceInput!) { spendExperience(input: $input) { __typename
  ... on SpendExperiencePayload { cost module { id name scope rank } entry { kind xp scenario { id } } character { id version sheet { ... on SmsSheet { experience { earned spent available } } } } }
  ${ERRORS} } }`;
const EXPERIENCE = `query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { experience { earned spent available } modules { id name rank } } } } }`;
const ACTIVATE = `mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename ${ERRORS} } }`;

type Module = { name: string; scope: number; polarity: string; rank: number; removable?: boolean; canProgress?: boolean };

describe.each(BACKENDS)('experience over time on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** An ACTIVE human PC of `apiKey`'s: 40 XP minus what its modules cost. */
  async function activePc(apiKey: string, campaignId: string, modules: Module[], name = 'Pip') {
    const created = await createSmsCharacter(app, apiKey, campaignId, { race: 'HUMAN', modules }, { name });
    expect(created.__typename).toBe('CharacterPayload');
    const activated = await app.gql(ACTIVATE, { id: created.character.id }, apiKey);
    expect(activated.data.activateCharacter.__typename).toBe('CharacterPayload');
    return created.character as { id: string; sheet: { modules: { id: string; name: string }[] } };
  }

  async function experience(id: string, apiKey: string): Promise<{ earned: number; spent: number; available: number }> {
    const res = await app.gql(EXPERIENCE, { id }, apiKey);
    expect(res.errors).toBeUndefined();
    return res.data.character.sheet.experience;
  }

  async function events(campaignGlobalId: string, type: string) {
    const campaignId = decodeId('Campaign', campaignGlobalId)!;
    const rows = await app.database.db.select().from(outboxEvents).where(sql`${outboxEvents.campaignId} = ${campaignId} and ${outboxEvents.type} = ${type}`);
    return rows.map((r) => r.payload);
  }

  async function completedScenario(gmKey: string, campaignId: string, participantIds: string[], bonus = false) {
    app.clock.advance(60_000); // scenario ends are ordered by time: the last one is the spending window
    const started = await app.gql(START_SCENARIO, { input: { campaignId, title: 'The siege', participantIds } }, gmKey);
    expect(started.data.startScenario.__typename).toBe('ScenarioPayload');
    const completed = await app.gql(COMPLETE_SCENARIO, { input: { scenarioId: started.data.startScenario.scenario.id, bonus } }, gmKey);
    expect(completed.data.completeScenario.__typename).toBe('ScenarioPayload');
    return started.data.startScenario.scenario.id as string;
  }

  test('the GM records sessions and scenarios; players may not; the campaign lists them', async () => {
    const { gm, player, campaign } = await table(app);
    const pc = await activePc(player.apiKey, campaign.id, []);
    const denied = await app.gql(RECORD_SESSION, { input: { campaignId: campaign.id, title: 'S1', participantIds: [pc.id] } }, player.apiKey);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const planned = await app.gql(RECORD_SESSION, { input: { campaignId: campaign.id, title: 'S1', playedOn: '2026-01-10', participantIds: [pc.id, pc.id], status: 'PLANNED' } }, gm.apiKey);
    expect(planned.data.recordSession).toMatchObject({ __typename: 'GameSessionPayload', session: { title: 'S1', playedOn: '2026-01-10', status: 'PLANNED', participants: [{ id: pc.id }] } });
    const sessionId = planned.data.recordSession.session.id;
    expect((await app.gql(MARK_PLAYED, { input: { sessionId } }, gm.apiKey)).data.markSessionPlayed.session.status).toBe('PLAYED');
    expect((await app.gql(MARK_PLAYED, { input: { sessionId } }, gm.apiKey)).data.markSessionPlayed.code).toBe('SESSION_ALREADY_PLAYED');
    await app.gql(RECORD_SESSION, { input: { campaignId: campaign.id, title: 'S2', playedOn: '2026-01-17', participantIds: [pc.id] } }, gm.apiKey);

    const bad = await app.gql(RECORD_SESSION, { input: { campaignId: campaign.id, title: ' ', playedOn: '2026-02-30', participantIds: ['nope'] } }, gm.apiKey);
    expect(bad.data.recordSession.__typename).toBe('ValidationError');
    expect(bad.data.recordSession.issues.map((i: { path: string }) => i.path).sort()).toEqual(['participantIds.0', 'playedOn', 'title']);
    const { campaign: elsewhere } = await table(app);
    const foreign = await app.gql(RECORD_SESSION, { input: { campaignId: elsewhere.id, title: 'X', participantIds: [pc.id] } }, (await signUp(app)).apiKey);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const scenarioId = await completedScenario(gm.apiKey, campaign.id, [pc.id], true);
    const again = await app.gql(COMPLETE_SCENARIO, { input: { scenarioId } }, gm.apiKey);
    expect(again.data.completeScenario.code).toBe('SCENARIO_ALREADY_COMPLETED');

    const list = await app.gql(
      `query($id: ID!) { campaign(id: $id) { sessions(first: 1) { edges { node { title status } } pageInfo { hasNextPage endCursor } }
        scenarios { edges { node { id title status bonus participants { id } } } } } }`,
      { id: campaign.id },
      player.apiKey,
    );
    expect(list.data.campaign.sessions.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['S2']);
    expect(list.data.campaign.sessions.pageInfo.hasNextPage).toBe(true);
    const next = await app.gql(`query($id: ID!, $after: String) { campaign(id: $id) { sessions(first: 5, after: $after) { edges { node { title } } } } }`, { id: campaign.id, after: list.data.campaign.sessions.pageInfo.endCursor }, player.apiKey);
    expect(next.data.campaign.sessions.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['S1']);
    expect(list.data.campaign.scenarios.edges[0].node).toEqual({ id: scenarioId, title: 'The siege', status: 'COMPLETED', bonus: true, participants: [{ id: pc.id }] });

    const recorded = await events(campaign.id, 'session.recorded');
    expect(recorded.map((p) => [p.title, p.status])).toEqual(expect.arrayContaining([['S1', 'PLANNED'], ['S1', 'PLAYED'], ['S2', 'PLAYED']]));
    expect(await events(campaign.id, 'scenario.completed')).toEqual([expect.objectContaining({ scenarioId, bonus: true, participantIds: [pc.id] })]);
  });

  test('done-when: a session played by three PCs and a completed scenario with bonus → 3 XP each, once', async () => {
    const { gm, player, other, campaign } = await table(app);
    const pcs = [await activePc(player.apiKey, campaign.id, [], 'A'), await activePc(player.apiKey, campaign.id, [], 'B'), await activePc(other.apiKey, campaign.id, [], 'C')];
    const ids = pcs.map((p) => p.id);
    const session = await app.gql(RECORD_SESSION, { input: { campaignId: campaign.id, title: 'Session 1', playedOn: '2026-01-10', participantIds: ids } }, gm.apiKey);
    const sessionId = session.data.recordSession.session.id;
    const scenarioId = await completedScenario(gm.apiKey, campaign.id, ids, true);
    for (const id of ids) expect((await experience(id, gm.apiKey)).earned).toBe(40);

    const first = await runAwards(app.database.db, { clock: app.clock });
    expect(first.ran).toBe(true);
    for (const id of ids) expect(await experience(id, gm.apiKey)).toEqual({ earned: 43, spent: 0, available: 43 });

    const second = await runAwards(app.database.db, { clock: app.clock });
    expect(second).toMatchObject({ ran: true, awarded: 0 });
    for (const id of ids) expect((await experience(id, gm.apiKey)).earned).toBe(43);

    // The GM awarding the same session by hand (say, before the job ran) pays nobody twice.
    const input = { campaignId: campaign.id, characterIds: ids, reason: 'Session 1', sourceId: sessionId, idempotencyKey: 'award-s1' };
    const manual = await app.gql(AWARD, { input }, gm.apiKey);
    expect(manual.data.awardExperience).toMatchObject({ __typename: 'AwardExperiencePayload', replayed: false, awards: [] });
    expect(manual.data.awardExperience.alreadyAwarded.map((c: { id: string }) => c.id).sort()).toEqual([...ids].sort());
    const replay = await app.gql(AWARD, { input }, gm.apiKey);
    expect(replay.data.awardExperience.replayed).toBe(true);
    const bonusAgain = await app.gql(AWARD, { input: { campaignId: campaign.id, characterIds: ids, reason: 'Bonus', sourceId: scenarioId, bonus: true } }, gm.apiKey);
    expect(bonusAgain.data.awardExperience.awards).toEqual([]);
    for (const id of ids) expect((await experience(id, gm.apiKey)).earned).toBe(43);

    const awarded = await events(campaign.id, 'experience.awarded');
    expect(awarded.map((p) => p.sourceKind).sort()).toEqual(['SCENARIO', 'SCENARIO_BONUS', 'SESSION']);
    for (const p of awarded) expect((p.characterIds as string[]).sort()).toEqual([...ids].sort());

    const ledger = await app.gql(
      `query($id: ID!) { character(id: $id) { experienceLedger(first: 2) { edges { cursor node { kind xp reason sourceKind author { id }
        source { __typename ... on GameSession { id title } ... on Scenario { id title bonus } } } } pageInfo { hasNextPage endCursor } } } }`,
      { id: ids[0] },
      player.apiKey,
    );
    const page = ledger.data.character.experienceLedger;
    expect(page.edges).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const rest = await app.gql(`query($id: ID!, $after: String) { character(id: $id) { experienceLedger(first: 10, after: $after) { edges { node { kind sourceKind source { __typename } } } } } }`, { id: ids[0], after: page.pageInfo.endCursor }, player.apiKey);
    const all = [...page.edges, ...rest.data.character.experienceLedger.edges].map((e: { node: { kind: string; sourceKind: string; source: { __typename: string } } }) => [e.node.kind, e.node.sourceKind, e.node.source.__typename]);
    expect(all.sort()).toEqual([['AWARD', 'SCENARIO', 'Scenario'], ['AWARD', 'SCENARIO_BONUS', 'Scenario'], ['AWARD', 'SESSION', 'GameSession']]);
    expect(page.edges.every((e: { node: { author: unknown; xp: number } }) => e.node.author === null && e.node.xp === 1)).toBe(true);
  });

  test('manual awards: idempotency key replays the first result; other input with the same key is refused', async () => {
    const { gm, player, campaign } = await table(app);
    const pc = await activePc(player.apiKey, campaign.id, []);
    const input = { campaignId: campaign.id, characterIds: [pc.id], reason: 'Saved the village', xp: 2, idempotencyKey: 'k-1' };
    const first = await app.gql(AWARD, { input }, gm.apiKey);
    expect(first.data.awardExperience).toMatchObject({ replayed: false, awards: [{ kind: 'AWARD', xp: 2, sourceKind: 'MANUAL', reason: 'Saved the village' }] });
    const replays = await Promise.all([app.gql(AWARD, { input }, gm.apiKey), app.gql(AWARD, { input }, gm.apiKey)]);
    for (const r of replays) expect(r.data.awardExperience).toMatchObject({ replayed: true, awards: [{ id: first.data.awardExperience.awards[0].id }] });
    expect((await experience(pc.id, player.apiKey)).earned).toBe(42);

    const reused = await app.gql(AWARD, { input: { ...input, xp: 3 } }, gm.apiKey);
    expect(reused.data.awardExperience).toMatchObject({ __typename: 'RuleViolation', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await experience(pc.id, player.apiKey)).earned).toBe(42);
    // Keys are per user: another GM's "k-1" is another request.
    const { gm: otherGm, player: otherPlayer, campaign: otherCampaign } = await table(app);
    const theirs = await activePc(otherPlayer.apiKey, otherCampaign.id, []);
    const same = await app.gql(AWARD, { input: { ...input, campaignId: otherCampaign.id, characterIds: [theirs.id] } }, otherGm.apiKey);
    expect(same.data.awardExperience).toMatchObject({ replayed: false, awards: [{ xp: 2 }] });

    const denied = await app.gql(AWARD, { input: { ...input, idempotencyKey: 'k-2' } }, player.apiKey);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const fixed = await app.gql(AWARD, { input: { campaignId: campaign.id, characterIds: [pc.id], reason: 'x', sourceId: await completedScenario(gm.apiKey, campaign.id, [pc.id]), xp: 3 } }, gm.apiKey);
    expect(fixed.data.awardExperience.code).toBe('AWARD_XP_FIXED');
    const planned = await app.gql(RECORD_SESSION, { input: { campaignId: campaign.id, title: 'Later', participantIds: [pc.id], status: 'PLANNED' } }, gm.apiKey);
    const notPlayed = await app.gql(AWARD, { input: { campaignId: campaign.id, characterIds: [pc.id], reason: 'x', sourceId: planned.data.recordSession.session.id } }, gm.apiKey);
    expect(notPlayed.data.awardExperience.code).toBe('SESSION_NOT_PLAYED');
    const bad = await app.gql(AWARD, { input: { campaignId: campaign.id, characterIds: [], reason: '', xp: 0, bonus: true } }, gm.apiKey);
    expect(bad.data.awardExperience.issues.map((i: { path: string }) => i.path).sort()).toEqual(['bonus', 'characterIds', 'reason', 'xp']);
    const foreign = await app.gql(AWARD, { input: { campaignId: otherCampaign.id, characterIds: [pc.id], reason: 'x' } }, otherGm.apiKey);
    expect(foreign.data.awardExperience.code).toBe('UNKNOWN_CHARACTER');
    // A refused request stores nothing under its key: the key stays free.
    expect((await experience(pc.id, player.apiKey)).earned).toBe(42);
  });

  test('done-when: two concurrent purchases with 4 XP, each a rank of a different scope-3 module → exactly one, 1 XP left', async () => {
    const { gm, player, campaign } = await table(app);
    for (let round = 0; round < 3; round++) {
      // 36 of 40 XP spent at creation: 4 left.
      const pc = await activePc(player.apiKey, campaign.id, [
        { name: 'Escrime', scope: 3, polarity: 'POSITIVE', rank: 1 },
        { name: 'Équitation', scope: 3, polarity: 'POSITIVE', rank: 1 },
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 3 },
      ]);
      await completedScenario(gm.apiKey, campaign.id, [pc.id]);
      expect((await experience(pc.id, player.apiKey)).available).toBe(4);
      const [escrime, equitation] = pc.sheet.modules.filter((m) => m.name !== 'Force' && m.name !== 'Agilité');
      const results = await Promise.all([escrime!, equitation!].map((m) => app.gql(SPEND, { input: { characterId: pc.id, moduleId: m.id } }, player.apiKey)));
      const kinds = results.map((r) => r.data?.spendExperience.__typename ?? r.errors?.[0]?.extensions?.code).sort();
      expect(kinds).toEqual(['RuleViolation', 'SpendExperiencePayload']);
      expect(results.find((r) => r.data.spendExperience.__typename === 'RuleViolation')!.data.spendExperience.code).toBe('INSUFFICIENT_EXPERIENCE');
      const won = results.find((r) => r.data.spendExperience.__typename === 'SpendExperiencePayload')!.data.spendExperience;
      expect(won).toMatchObject({ cost: 3, module: { rank: 2 }, entry: { kind: 'PURCHASE', xp: 3 }, character: { sheet: { experience: { earned: 40, spent: 39, available: 1 } } } });
      expect(await experience(pc.id, player.apiKey)).toEqual({ earned: 40, spent: 39, available: 1 });
      const [row] = await app.database.db.select().from(characters).where(sql`${characters.id} = ${decodeId('Character', pc.id)}`);
      expect(row!.xpBought).toBe(3);
    }
    expect((await events(campaign.id, 'rank.bought')).map((p) => p.available)).toEqual([1, 1, 1]);
  });

  test('one rank per module per scenario end: the same module twice → RuleViolation (and the unique index says so too)', async () => {
    const { gm, player, campaign } = await table(app);
    const pc = await activePc(player.apiKey, campaign.id, [{ name: 'Escrime', scope: 1, polarity: 'POSITIVE', rank: 1 }]);
    const escrime = pc.sheet.modules[0]!.id;
    const none = await app.gql(SPEND, { input: { characterId: pc.id, moduleId: escrime } }, player.apiKey);
    expect(none.data.spendExperience.code).toBe('NOT_AT_SCENARIO_END');

    const scenarioId = await completedScenario(gm.apiKey, campaign.id, [pc.id]);
    const bought = await app.gql(SPEND, { input: { characterId: pc.id, moduleId: escrime } }, player.apiKey);
    expect(bought.data.spendExperience).toMatchObject({ cost: 1, module: { rank: 2 }, entry: { scenario: { id: scenarioId } } });
    const twice = await app.gql(SPEND, { input: { characterId: pc.id, moduleId: escrime } }, player.apiKey);
    expect(twice.data.spendExperience).toMatchObject({ __typename: 'RuleViolation', code: 'RANK_ALREADY_RAISED_THIS_SCENARIO', rule: expect.stringContaining('SMS §8') });
    const racing = await Promise.all([1, 2].map(() => app.gql(SPEND, { input: { characterId: pc.id, moduleId: escrime } }, player.apiKey)));
    expect(racing.map((r) => r.data.spendExperience.code)).toEqual(['RANK_ALREADY_RAISED_THIS_SCENARIO', 'RANK_ALREADY_RAISED_THIS_SCENARIO']);

    // Not only code: the database refuses a second purchase of the module at that scenario end.
    const moduleId = decodeId('Module', escrime)!;
    const characterId = decodeId('Character', pc.id)!;
    await expect(
      app.database.db.execute(sql`insert into experience_entries (character_id, kind, xp, reason, module_id, scenario_id)
        values (${characterId}, 'PURCHASE', 1, 'sneaky', ${moduleId}, ${decodeId('Scenario', scenarioId)})`),
    ).rejects.toThrow();

    // The next scenario end opens a new window; the GM may buy for the player too.
    await completedScenario(gm.apiKey, campaign.id, [pc.id]);
    const later = await app.gql(SPEND, { input: { characterId: pc.id, moduleId: escrime } }, gm.apiKey);
    expect(later.data.spendExperience).toMatchObject({ module: { rank: 3 } });
    expect(await experience(pc.id, player.apiKey)).toEqual({ earned: 40, spent: 3, available: 37 });
  });

  test('spending rules: new modules at rank 1, maxModuleRank, removable, negative, DRAFT, Ylnies, who may', async () => {
    const gm = await signUp(app, 'GM');
    const player = await signUp(app, 'P');
    const stranger = await signUp(app, 'S');
    const campaign = await createCampaign(app, gm.apiKey, { name: 'Capped', ruleset: 'SMS', settings: { maxModuleRank: 3 } });
    await app.gql(`mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode }, player.apiKey);
    await app.gql(`mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode }, stranger.apiKey);
    const pc = await activePc(player.apiKey, campaign.id, [
      { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
      { name: 'Hache porte-bonheur', scope: 1, polarity: 'POSITIVE', rank: 1, removable: true, canProgress: false },
      { name: 'Peureux', scope: 2, polarity: 'NEGATIVE', rank: 1 },
    ]);
    await completedScenario(gm.apiKey, campaign.id, [pc.id]);
    const id = (name: string) => pc.sheet.modules.find((m) => m.name === name)!.id;
    const spend = (input: Record<string, unknown>, key = player.apiKey) => app.gql(SPEND, { input: { characterId: pc.id, ...input } }, key);

    expect((await spend({ moduleId: id('Escrime') })).data.spendExperience.code).toBe('RANK_ABOVE_MAX');
    expect((await spend({ moduleId: id('Hache porte-bonheur') })).data.spendExperience.code).toBe('REMOVABLE_CANNOT_PROGRESS');
    expect((await spend({ moduleId: id('Peureux') })).data.spendExperience.code).toBe('MODULE_NOT_BUYABLE');
    expect((await spend({ newModule: { name: 'Natation', scope: 2, polarity: 'POSITIVE', rank: 2 } })).data.spendExperience.code).toBe('NEW_MODULE_RANK');
    expect((await spend({ newModule: { name: 'escrime', scope: 2, polarity: 'POSITIVE', rank: 1 } })).data.spendExperience.code).toBe('MODULE_ALREADY_ON_SHEET');
    expect((await spend({})).data.spendExperience.__typename).toBe('ValidationError');
    expect((await spend({ moduleId: id('Escrime'), newModule: { name: 'X', scope: 1, polarity: 'POSITIVE', rank: 1 } })).data.spendExperience.__typename).toBe('ValidationError');
    expect((await spend({ moduleId: id('Escrime') }, stranger.apiKey)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const added = await spend({ newModule: { name: 'Natation', scope: 2, polarity: 'POSITIVE', rank: 1 } });
    expect(added.data.spendExperience).toMatchObject({ cost: 2, module: { name: 'Natation', scope: 2, rank: 1 }, entry: { kind: 'PURCHASE', xp: 2 } });
    const sheet = await app.gql(EXPERIENCE, { id: pc.id }, player.apiKey);
    expect(sheet.data.character.sheet.modules.map((m: { name: string }) => m.name)).toContain('Natation');
    const natation = added.data.spendExperience.module.id;
    expect((await spend({ moduleId: natation })).data.spendExperience.code).toBe('RANK_ALREADY_RAISED_THIS_SCENARIO');

    const draft = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 1, polarity: 'POSITIVE', rank: 1 }] });
    const onDraft = await app.gql(SPEND, { input: { characterId: draft.character.id, moduleId: draft.character.sheet.modules[0].id } }, player.apiKey);
    expect(onDraft.data.spendExperience.code).toBe('CHARACTER_NOT_ACTIVE');

    const ylniesCampaign = await createCampaign(app, gm.apiKey, { name: 'Ylnies', ruleset: 'YLNIES' });
    const [ylnies] = await app.database.db
      .insert(characters)
      .values({ campaignId: decodeId('Campaign', ylniesCampaign.id)!, name: 'Y', kind: 'NPC', status: 'ACTIVE', ruleset: 'YLNIES' })
      .returning();
    const { encodeId } = await import('../../src/primitives/ids.js');
    const onYlnies = await app.gql(SPEND, { input: { characterId: encodeId('Character', ylnies!.id), newModule: { name: 'X', scope: 1, polarity: 'POSITIVE', rank: 1 } } }, gm.apiKey);
    expect(onYlnies.data.spendExperience).toMatchObject({ code: 'NO_EXPERIENCE_IN_YLNIES', rule: expect.stringContaining('Ylnies') });
  });

  test('spendExperience reads then writes once: at most 3 statements after the API-key lookup', async () => {
    const { gm, player, campaign } = await table(app);
    const pc = await activePc(player.apiKey, campaign.id, [{ name: 'Escrime', scope: 1, polarity: 'POSITIVE', rank: 1 }]);
    await completedScenario(gm.apiKey, campaign.id, [pc.id]);
    app.statements.reset();
    const res = await app.gql(`mutation($input: SpendExperienceInput!) { spendExperience(input: $input) { __typename } }`, { input: { characterId: pc.id, moduleId: pc.sheet.modules[0]!.id } }, player.apiKey);
    expect(res.data.spendExperience.__typename).toBe('SpendExperiencePayload');
    expect(app.statements.statements.length).toBeLessThanOrEqual(4);
  });
});

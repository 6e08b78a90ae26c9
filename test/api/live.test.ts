/**
 * Live subscriptions (docs/live.md) through `yoga.fetch` over SSE on each backend: the table
 * loop, role filtering, resume with Last-Event-ID, standing re-checked per event, limits.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { LiveHub } from '../../src/live/hub.js';
import { openStream } from '../../src/live/stream.js';
import { parsePosition } from '../../src/live/position.js';
import { credentialHash } from '../../src/primitives/secrets.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { type LiveTestApp, type Subscription, startLiveApp, subscribe } from '../support/live.js';

const URL = 'http://test/graphql';
const CAMPAIGN_EVENTS = `subscription($c: ID!, $after: String, $types: [String!]) { campaignEvents(campaignId: $c, after: $after, types: $types) { cursor id type payload } }`;
const ACTION_REQUESTED = `subscription($c: ID!) { actionRequested(campaignId: $c) { cursor requestId characterId ruleset difficulty absolute } }`;
const ROLL_RESOLVED = `subscription($c: ID!) { rollResolved(campaignId: $c) { cursor requestId characterIds kind success payload } }`;
const CHARACTER_CHANGED = `subscription($id: ID!) { characterChanged(characterId: $id) { cursor type characterId } }`;
const REQUEST = `mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename ... on ActionRequestPayload { request { id } } } }`;
const RESOLVE = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on ResolveActionPayload { roll { id } } } }`;
const FATIGUE = `mutation($id: ID!) { addFatigue(input: { characterId: $id, kind: PASSING, levels: 1 }) { __typename } }`;
const PIP = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Force', scope: 2, polarity: 'POSITIVE', rank: 3 },
];

describe.each(BACKENDS)('live subscriptions on $name', (backend) => {
  let app: LiveTestApp;
  const open: Subscription[] = [];
  beforeAll(async () => {
    if (!backend.skipReason) app = await startLiveApp(backend, { hub: { limits: { perKey: 4 } } });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });
  const test = backend.skipReason ? it.skip : it;
  // Tests that need a second connection writing beside the app: a server only (PGlite is one connection).
  const onServer = backend.name === 'postgres' && !backend.skipReason ? it : (() => undefined) as unknown as typeof it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function sub(query: string, variables: Record<string, unknown>, apiKey: string, headers?: Record<string, string>) {
    const s = await subscribe(app.fetch, URL, query, variables, apiKey, headers);
    open.push(s);
    return s;
  }
  async function setUp() {
    const t = await table(app);
    const pip = (await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: PIP }, { name: 'Pip' })).character;
    return { ...t, pip };
  }
  const seqs = async (campaignId: string) => {
    const res = await app.database.db.execute(sql`select seq::int as seq, type from outbox_events where campaign_id = ${decodeId('Campaign', campaignId)} order by seq`);
    return (res as unknown as { rows: { seq: number; type: string }[] }).rows;
  };

  test('the table loop: the GM’s request reaches the player, the player’s answer reaches the GM', async () => {
    const { gm, player, campaign, pip } = await setUp();
    const playerSide = await sub(ACTION_REQUESTED, { c: campaign.id }, player.apiKey);
    const gmSide = await sub(ROLL_RESOLVED, { c: campaign.id }, gm.apiKey);

    const asked = await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 8 } }, gm.apiKey);
    const requestId = asked.data.requestAction.request.id;
    const heard = await playerSide.next();
    expect(heard.event).toBe('next');
    expect(heard.data.data.actionRequested).toMatchObject({ requestId, characterId: pip.id, ruleset: 'SMS', difficulty: 8, absolute: true });
    // The SSE id is the event's cursor, so EventSource resumes from it.
    expect(heard.id).toBe(heard.data.data.actionRequested.cursor);
    const stored = await seqs(campaign.id);
    expect(stored.find((r) => r.type === 'action.requested')!.seq).toBe(Number(heard.id));

    const modules = pip.sheet.modules.map((m: { id: string }) => m.id);
    const answered = await app.gql(RESOLVE, { input: { characterId: pip.id, requestId, moduleIds: modules.slice(0, 1) } }, player.apiKey);
    expect(answered.data.resolveAction.__typename).toBe('ResolveActionPayload');
    const result = await gmSide.next();
    expect(result.data.data.rollResolved).toMatchObject({ requestId, characterIds: [pip.id], kind: 'ACTION' });
    expect(typeof result.data.data.rollResolved.success).toBe('boolean');
    expect(playerSide.pending()).toEqual([]);
  });

  test('a player never receives NPC-derived events; the GM does; another player’s requests stay off actionRequested', async () => {
    const { gm, player, other, campaign, pip } = await setUp();
    const playerAll = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, player.apiKey);
    const gmAll = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, gm.apiKey);
    const otherRequests = await sub(ACTION_REQUESTED, { c: campaign.id }, other.apiKey);

    const npc = (await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: [{ name: 'Hache', scope: 3, polarity: 'POSITIVE', rank: 4 }] }, { name: 'Grok', kind: 'NPC' })).character;
    const tired = await app.gql(FATIGUE, { id: npc.id }, gm.apiKey);
    expect(tired.errors).toBeUndefined();
    await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 6 } }, gm.apiKey);

    // The GM sees the NPC's creation and its fatigue; the player sees neither.
    expect((await gmAll.next()).data.data.campaignEvents).toMatchObject({ type: 'character.created', payload: { characterId: npc.id } });
    expect((await gmAll.next()).data.data.campaignEvents).toMatchObject({ type: 'fatigue.changed', payload: { characterId: npc.id } });
    expect((await gmAll.next()).data.data.campaignEvents.type).toBe('action.requested');
    // The player's first event is the request: the NPC's creation was never sent.
    const playerFirst = await playerAll.next();
    expect(playerFirst.data.data.campaignEvents).toMatchObject({ type: 'action.requested', payload: { characterId: pip.id } });
    expect(JSON.stringify(playerAll.pending())).not.toContain(npc.id);
    // Olga's actionRequested is for her characters only: the request for Pip is not hers, so
    // the first she gets is the one for Ola, asked after it.
    const ola = (await createSmsCharacter(app, other.apiKey, campaign.id, { race: 'HUMAN', modules: PIP }, { name: 'Ola' })).character;
    await app.gql(REQUEST, { input: { characterId: ola.id, difficulty: 6 } }, gm.apiKey);
    expect((await otherRequests.next()).data.data.actionRequested.characterId).toBe(ola.id);
  });

  test('reconnect with Last-Event-ID (or `after`): every event committed meanwhile, in order, once, then live', async () => {
    const { gm, campaign, pip } = await setUp();
    const first = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, gm.apiKey);
    await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 4 } }, gm.apiKey);
    const seen = await first.next();
    await first.close();

    // While away: two more requests.
    await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 6 } }, gm.apiKey);
    await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 8 } }, gm.apiKey);

    const again = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, gm.apiKey, { 'last-event-id': first.lastEventId! });
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((m) => m.data.data.campaignEvents.payload.difficulty)).toEqual([6, 8]);
    await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 10 } }, gm.apiKey);
    const live = await again.next();
    expect(live.data.data.campaignEvents.payload.difficulty).toBe(10);

    const ids = [seen, ...replayed, live].map((m) => Number(m.id));
    const stored = (await seqs(campaign.id)).filter((r) => r.type === 'action.requested').map((r) => r.seq);
    expect(ids).toEqual(stored);
    expect(again.pending()).toEqual([]);

    // `after` does the same without the header, and a type filter applies to the replay.
    await app.gql(FATIGUE, { id: pip.id }, gm.apiKey);
    const byArg = await sub(CAMPAIGN_EVENTS, { c: campaign.id, after: '0', types: ['fatigue.changed'] }, gm.apiKey);
    expect((await byArg.next()).data.data.campaignEvents).toMatchObject({ type: 'fatigue.changed', payload: { characterId: pip.id } });
  });

  onServer('a stream opened without a cursor starts at the outbox as committed, even while the hub waits on a hole', async () => {
    const { gm, campaign, pip } = await setUp();
    await sub(CAMPAIGN_EVENTS, { c: campaign.id }, gm.apiKey); // the hub is running
    // A rolled-back write leaves a hole in the sequence: the hub holds later events until the
    // hole has settled (it might still commit), so its cursor lags behind the outbox.
    const other = new pg.Client({ connectionString: (app.database as { url?: string }).url! });
    await other.connect();
    await other.query('begin');
    await other.query(`insert into outbox_events (campaign_id, type, payload) values ($1, 'fatigue.changed', '{}'::jsonb)`, [decodeId('Campaign', campaign.id)]);
    await other.query('rollback');
    await other.end();
    await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 4 } }, gm.apiKey);
    // Opened after the request committed: that request is not news to this stream.
    const stream = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, gm.apiKey);
    await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 6 } }, gm.apiKey);
    const first = await stream.next();
    expect(first.data.data.campaignEvents).toMatchObject({ type: 'action.requested', payload: { difficulty: 6 } });
  });

  test('a member removed, or a key deleted, stops receiving: the stream ends at the next event', async () => {
    const { gm, player, other, campaign, pip } = await setUp();
    const removed = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, other.apiKey);
    const keyless = await sub(CHARACTER_CHANGED, { id: pip.id }, player.apiKey);
    const otherId = decodeId('User', (await app.gql('{ me { id } }', {}, other.apiKey)).data.me.id);
    await app.database.db.execute(sql`delete from memberships where user_id = ${otherId}`);
    const playerId = decodeId('User', (await app.gql('{ me { id } }', {}, player.apiKey)).data.me.id);
    await app.database.db.execute(sql`delete from api_keys where user_id = ${playerId}`);

    await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 6 } }, gm.apiKey);
    expect((await removed.next()).event).toBe('complete');
    await app.gql(FATIGUE, { id: pip.id }, gm.apiKey);
    const ended = await keyless.next();
    expect(ended.event).toBe('complete');
  });

  test('refusals: strangers, NPCs for players, unknown types, bad cursors, too many streams per key', async () => {
    const { gm, player, campaign } = await setUp();
    const stranger = await app.gql(`mutation { signUp(input: { name: "Sam" }) { ... on SignUpPayload { apiKey } } }`);
    const strangerKey = stranger.data.signUp.apiKey;
    const refused = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, strangerKey);
    expect((await refused.next()).data.errors[0].extensions.code).toBe('FORBIDDEN');
    const npc = (await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: [{ name: 'Hache', scope: 3, polarity: 'POSITIVE', rank: 4 }] }, { kind: 'NPC' })).character;
    const hidden = await sub(CHARACTER_CHANGED, { id: npc.id }, player.apiKey);
    expect((await hidden.next()).data.errors[0].extensions.code).toBe('NOT_FOUND');
    const badType = await sub(CAMPAIGN_EVENTS, { c: campaign.id, types: ['webhook.registered'] }, gm.apiKey);
    expect((await badType.next()).data.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const badCursor = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, gm.apiKey, { 'last-event-id': 'yesterday' });
    expect((await badCursor.next()).data.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const streams = [];
    for (let i = 0; i < 4; i++) streams.push(await sub(CAMPAIGN_EVENTS, { c: campaign.id }, player.apiKey));
    const fifth = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, player.apiKey);
    expect((await fifth.next()).data.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS', scope: 'KEY', limit: 4 });
    // Closing one frees its place.
    await streams[0]!.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, player.apiKey);
    await app.gql(REQUEST, { input: { characterId: (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: PIP })).character.id, difficulty: 4 } }, gm.apiKey);
    expect((await again.next()).event).toBe('next');
  });

  // Two transactions of one campaign: the later sequence commits first. Only a server has
  // concurrent transactions (PGlite runs one at a time), so these exist only in the server suite.
  onServer('out-of-order commits: a later sequence waits for the earlier one, a rolled-back one only delays', async () => {
    const { gm, campaign, pip } = await setUp();
    const stream = await sub(CAMPAIGN_EVENTS, { c: campaign.id }, gm.apiKey);
    const url = (app.database as { url?: string }).url!;
    const slow = new pg.Client({ connectionString: url });
    const fast = new pg.Client({ connectionString: url });
    await slow.connect();
    await fast.connect();
    const insert = (client: pg.Client, n: number) =>
      client.query(`insert into outbox_events (campaign_id, type, payload) values ($1, 'fatigue.changed', $2) returning seq::int`, [decodeId('Campaign', campaign.id), { characterId: pip.id, n }]);
    try {
      await slow.query('begin');
      const early = (await insert(slow, 1)).rows[0].seq;
      const late = (await insert(fast, 2)).rows[0].seq;
      expect(late).toBeGreaterThan(early);
      // seq `late` is committed and announced, but the hub holds it back behind the open `early`.
      await new Promise((r) => setTimeout(r, 300));
      expect(stream.pending()).toEqual([]);
      await slow.query('commit');
      expect([(await stream.next()).id, (await stream.next()).id]).toEqual([String(early), String(late)]);

      // A rolled-back write leaves a hole for good: the next event waits the settle window, then comes.
      await slow.query('begin');
      await insert(slow, 3);
      await slow.query('rollback');
      const after = (await insert(fast, 4)).rows[0].seq;
      const next = await stream.next(5000);
      expect(next.id).toBe(String(after));
      expect(next.data.data.campaignEvents.payload.n).toBe(4);
    } finally {
      await slow.end();
      await fast.end();
    }
  });

  onServer('a campaign hub (a Workers Durable Object) delivers a late commit late, once, with an id of its own', async () => {
    const { gm, campaign, pip } = await setUp();
    const campaignId = decodeId('Campaign', campaign.id)!;
    const hub = await new LiveHub(app.database.db, { campaignId, pollMs: 0 }).start();
    const userId = decodeId('User', (await app.gql('{ me { id } }', {}, gm.apiKey)).data.me.id)!;
    const cursors: string[] = [];
    const stream = openStream({ hub, db: app.database.db, campaignId, userId, keyHash: await credentialHash(gm.apiKey), after: null, onCursor: (c) => cursors.push(c) });
    const url = (app.database as { url?: string }).url!;
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    const insert = (client: pg.Client | typeof slow, n: number) =>
      client.query(`insert into outbox_events (campaign_id, type, payload) values ($1, 'fatigue.changed', $2) returning seq::int`, [campaignId, { characterId: pip.id, n }]);
    try {
      await slow.query('begin');
      const early = (await insert(slow, 1)).rows[0].seq;
      const first = stream.next();
      const late = (await app.database.db.execute(sql`insert into outbox_events (campaign_id, type, payload) values (${campaignId}, 'fatigue.changed', ${JSON.stringify({ characterId: pip.id, n: 2 })}::jsonb) returning seq::int`)) as unknown as { rows: { seq: number }[] };
      hub.poke();
      expect((await first).value.seq).toBe(late.rows[0]!.seq);
      await slow.query('commit');
      hub.poke();
      const second = await stream.next();
      expect(second.value).toMatchObject({ seq: early, late: true });
      // Each event its own id (issue 38 item 10: the late one used to reuse the later one's), and
      // the second names both, so a resume from the first still replays the late one.
      expect(cursors[1]).not.toBe(cursors[0]);
      expect(parsePosition(cursors[1]!)!.above).toEqual(expect.arrayContaining([early, late.rows[0]!.seq]));
      // Read again: nothing is delivered twice.
      const third = stream.next();
      hub.poke();
      await hub.idle();
      const fresh = (await insert(slow, 3)).rows[0].seq;
      hub.poke();
      expect((await third).value.seq).toBe(fresh);
    } finally {
      await stream.return?.();
      hub.close();
      await slow.end();
    }
  });
});

describe('live subscription limits (embedded database)', () => {
  let app: LiveTestApp;
  beforeAll(async () => {
    app = await startLiveApp(BACKENDS[0]!, { hub: { limits: { perCampaign: 2, idleMs: 400, recheckMs: 100 } } });
  });
  afterAll(async () => app?.close());

  it('caps open streams per campaign with a typed error, and closes an idle stream (the client resumes with its cursor)', async () => {
    const t = await table(app);
    const query = `subscription($c: ID!) { campaignEvents(campaignId: $c) { cursor } }`;
    const a = await subscribe(app.fetch, URL, query, { c: t.campaign.id }, t.gm.apiKey);
    const b = await subscribe(app.fetch, URL, query, { c: t.campaign.id }, t.player.apiKey);
    const c = await subscribe(app.fetch, URL, query, { c: t.campaign.id }, t.other.apiKey);
    try {
      expect((await c.next()).data.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS', scope: 'CAMPAIGN', limit: 2 });
      // No event for longer than the idle limit: both streams complete.
      expect((await a.next(5000)).event).toBe('complete');
      expect((await b.next(5000)).event).toBe('complete');
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });
});

/**
 * Issue 38 item 10: two transactions commit in reverse order of their cursors (made certain
 * here: both sequence numbers are taken first, then the higher is written and committed before
 * the lower). A campaign hub (the Workers Durable Object's) sends the lower one late, after the
 * higher; the SSE id sent with each must differ, and a resume from either must miss nothing:
 * from the first id, the late event is replayed; from the second, nothing is sent twice. On the
 * Node hub the two arrive in cursor order, and a resume between them replays the second.
 * Same stream code (src/live/stream.ts), on PGlite and the Postgres server, through `yoga.fetch`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import type { Clock } from '../../src/primitives/clock.js';
import { decodeId } from '../../src/primitives/ids.js';
import { LiveHub } from '../../src/live/hub.js';
import { formatPosition, parsePosition } from '../../src/live/position.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import { seededRng } from '../../src/rules/dice.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { type LiveTestApp, type Subscription, startLiveApp, subscribe } from '../support/live.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';

const URL = 'http://test/graphql';
const EVENTS = `subscription($c: ID!) { campaignEvents(campaignId: $c) { cursor type payload } }`;
const PIP = [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 }];

describe('positions (src/live/position.ts)', () => {
  it('write a bare sequence when nothing is above the floor, and read back only what a stream sends', () => {
    expect(formatPosition(12, [])).toBe('12');
    expect(formatPosition(12, [16, 9, 15])).toBe('12.15.16');
    expect(parsePosition('12.15.16')).toEqual({ floor: 12, above: [15, 16] });
    expect(parsePosition('12')).toEqual({ floor: 12, above: [] });
    for (const bad of ['', 'x', '12.', '12.11', '12.15.15', '-1', '1e3', `1${'.2'.repeat(1)}.${'9'.repeat(16)}`]) expect(parsePosition(bad)).toBeNull();
  });
});

describe.each(BACKENDS)('events committed out of cursor order, on $name', (backend) => {
  let app: LiveTestApp;
  const open: Subscription[] = [];
  beforeAll(async () => {
    if (!backend.skipReason) app = await startLiveApp(backend);
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function setUp() {
    const t = await table(app);
    const pip = (await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: PIP }, { name: 'Pip' })).character;
    return { ...t, pip, campaignId: decodeId('Campaign', t.campaign.id)! };
  }
  /** Two cursors taken now, in order: each written later with its own insert (and commit). */
  async function twoCursors(): Promise<[number, number]> {
    const rows = async () => ((await app.database.db.execute(sql`select nextval(pg_get_serial_sequence('outbox_events', 'seq'))::int as seq`)) as unknown as { rows: { seq: number }[] }).rows[0]!.seq;
    const first = await rows();
    return [first, await rows()];
  }
  const write = (campaignId: string, seq: number | null, n: number, characterId: string) =>
    seq === null
      ? app.database.db.execute(sql`insert into outbox_events (campaign_id, type, payload) values (${campaignId}, 'fatigue.changed', ${JSON.stringify({ characterId, n })}::jsonb)`)
      : app.database.db.execute(sql`insert into outbox_events (campaign_id, type, payload, seq) overriding system value values (${campaignId}, 'fatigue.changed', ${JSON.stringify({ characterId, n })}::jsonb, ${seq})`);
  const n = (message: { data: any }) => message.data.data.campaignEvents.payload.n as number;

  test('a campaign hub (Workers) sends the late event with an id of its own; a resume from either id misses nothing', async () => {
    const { gm, pip, campaign, campaignId } = await setUp();
    const hub = await new LiveHub(app.database.db, { campaignId, pollMs: 0 }).start();
    const limiter = inProcessLimiter({ limit: 10_000, windowMs: 60_000, clock: app.clock as Clock });
    const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => app.database.db, rng: seededRng(1), clock: app.clock, signUpLimiter: () => limiter, live: () => hub });
    const fetch = (url: string, init: RequestInit) => yoga.fetch(new Request(url, init));
    const sub = async (headers: Record<string, string> = {}) => {
      const s = await subscribe(fetch, URL, EVENTS, { c: campaign.id }, gm.apiKey, headers);
      open.push(s);
      return s;
    };
    try {
      const stream = await sub();
      const [early, later] = await twoCursors();
      await write(campaignId, later, 2, pip.id);
      hub.poke();
      const first = await stream.next();
      expect(n(first)).toBe(2);
      await write(campaignId, early, 1, pip.id);
      hub.poke();
      const second = await stream.next();
      expect(n(second)).toBe(1);
      // Never the same id twice (it was: the late event reused the later one's).
      expect(second.id).not.toBe(first.id);
      expect(first.id).toBe(first.data.data.campaignEvents.cursor);
      expect(second.id).toBe(second.data.data.campaignEvents.cursor);

      // A client cut right after the first event resumes from its id: the late one comes.
      const between = await sub({ 'last-event-id': first.id! });
      expect(n(await between.next())).toBe(1);
      // One cut after the second: nothing again; the next event is new.
      const after = await sub({ 'last-event-id': second.id! });
      await write(campaignId, null, 3, pip.id);
      hub.poke();
      expect(n(await after.next())).toBe(3);
      expect(n(await between.next())).toBe(3);
      expect(n(await stream.next())).toBe(3);
      expect(after.pending()).toEqual([]);
    } finally {
      hub.close();
    }
  });

  test('the Node hub sends them in cursor order; a resume between the two replays the second', async () => {
    const { gm, pip, campaign, campaignId } = await setUp();
    const stream = await subscribe(app.fetch, URL, EVENTS, { c: campaign.id }, gm.apiKey);
    open.push(stream);
    const [early, later] = await twoCursors();
    await write(campaignId, later, 2, pip.id);
    await write(campaignId, early, 1, pip.id);
    const first = await stream.next();
    const second = await stream.next();
    expect([n(first), n(second)]).toEqual([1, 2]);
    expect([first.id, second.id]).toEqual([String(early), String(later)]);
    const between = await subscribe(app.fetch, URL, EVENTS, { c: campaign.id }, gm.apiKey, { 'last-event-id': first.id! });
    open.push(between);
    expect(n(await between.next())).toBe(2);
  });
});

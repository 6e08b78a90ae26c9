/**
 * Resuming a subscription replays the missed events in pages (issue 26 item 8): every event the
 * subscriber may see, in order, exactly once across page boundaries, then live ones; and who
 * may see what is read once per page, not per event (counted in statements).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import type { LiveEvent } from '../../src/live/hub.js';
import { FIRST_PAGE, openStream, REPLAY_PAGE } from '../../src/live/stream.js';
import { credentialHash } from '../../src/primitives/secrets.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { type LiveTestApp, startLiveApp, subscribe } from '../support/live.js';

const PIP = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Force', scope: 2, polarity: 'POSITIVE', rank: 3 },
];
/** Four replay pages (a first of 100, then 500, 500 and 134), so page boundaries are crossed. */
const MISSED = 1234;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe.each(BACKENDS)('replay on resume on $name', (backend) => {
  let app: LiveTestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startLiveApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('every missed event the caller may see, in order, once, across pages; one audience read per page', async () => {
    const { gm, player, campaign } = await table(app);
    const campaignId = decodeId('Campaign', campaign.id)!;
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: PIP }, { name: 'Pip' })).character;
    const [npc] = rowsOf<{ id: string }>(
      await app.database.db.execute(sql`insert into characters (campaign_id, name, kind, status, ruleset, race) values (${campaignId}::uuid, 'Grim', 'NPC', 'ACTIVE', 'SMS', 'HUMAN') returning id`),
    );
    const npcId = Buffer.from(`Character:${npc!.id}`).toString('base64');
    const userOf = async (apiKey: string) => decodeId('User', (await app.gql('{ me { id } }', {}, apiKey)).data.me.id)!;
    await app.hub.idle();
    const after = app.hub.cursor;
    // Events naming the player's PC (seen), the GM's NPC (never seen by a player), or no one.
    const seqs = rowsOf<{ seq: string; who: string }>(
      await app.database.db.execute(sql`insert into outbox_events (campaign_id, type, payload)
        select ${campaignId}::uuid, 'fatigue.changed',
               case i % 3 when 0 then jsonb_build_object('characterId', ${pip.id}::text, 'i', i)
                          when 1 then jsonb_build_object('characterId', ${npcId}::text, 'i', i)
                          else jsonb_build_object('i', i) end
        from generate_series(1, ${MISSED}::int) i
        returning seq, case when payload->>'characterId' = ${npcId}::text then 'npc' else 'seen' end as who`),
    )
      .map((r) => ({ seq: Number(r.seq), who: r.who }))
      .sort((a, b) => a.seq - b.seq);
    const last = seqs.at(-1)!.seq;
    // The hub's cursor reaches the end (nobody follows the campaign: no read, just its cursor).
    const deadline = Date.now() + 10_000;
    while (app.hub.cursor < last && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(app.hub.cursor).toBe(last);

    async function replay(apiKey: string, expected: number[]) {
      app.statements.reset();
      const stream = openStream({ hub: app.hub, db: app.database.db, campaignId, userId: await userOf(apiKey), keyHash: await credentialHash(apiKey), after: { floor: after, above: [] } });
      const statementsBefore = app.statements.statements.length;
      const got: LiveEvent[] = [];
      try {
        for (let i = 0; i < expected.length; i++) got.push((await stream.next()).value as LiveEvent);
        const replayStatements = app.statements.statements.length - statementsBefore;
        expect(got.map((e) => e.seq)).toEqual(expected);
        // Then live, with nothing of the replay again: the next event is the new one.
        const next = stream.next();
        const [fresh] = rowsOf<{ seq: string }>(
          await app.database.db.execute(sql`insert into outbox_events (campaign_id, type, payload) values (${campaignId}::uuid, 'fatigue.changed', '{"live":true}'::jsonb) returning seq`),
        );
        expect(((await next).value as LiveEvent).seq).toBe(Number(fresh!.seq));
        return replayStatements;
      } finally {
        await stream.return?.();
      }
    }

    const pages = 1 + Math.ceil((MISSED - FIRST_PAGE) / REPLAY_PAGE);
    expect(pages).toBe(4);
    // Per page: the outbox page, the members with their keys, the characters the page names.
    const playerStatements = await replay(player.apiKey, seqs.filter((s) => s.who === 'seen').map((s) => s.seq));
    expect(playerStatements).toBeLessThanOrEqual(3 * pages);
    // The GM sees every event, NPCs' included (and the player's live one of the replay above).
    const gmStatements = await replay(gm.apiKey, [...seqs.map((s) => s.seq), last + 1]);
    expect(gmStatements).toBeLessThanOrEqual(3 * pages + 1);
  });

  test('a subscription’s arguments are still checked as text, once, when it starts', async () => {
    const { gm, campaign } = await table(app);
    const stream = await subscribe(app.fetch, 'http://test/graphql', `subscription($c: ID!, $t: [String!]) { campaignEvents(campaignId: $c, types: $t) { cursor } }`, { c: campaign.id, t: ['fatigue.changed\u202e'] }, gm.apiKey);
    try {
      const first = await stream.next();
      expect(first.data.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(first.data.errors[0].message).toMatch(/invisible formatting/);
    } finally {
      await stream.close();
    }
  });
});

/**
 * The GM's hold on the table as live events (docs/webhooks.md): `removeMember` writes
 * `member.removed` and `regenerateInviteCode` writes `invite.regenerated`, each inside the
 * mutation's one statement, so every open screen re-reads the roster at once. Who sees what: the
 * GM and the players see a removal (it names only PCs), the removed player's own streams end on
 * it; a new invite code's event reaches the GM only and never carries the code. A refusal writes
 * no event. Through yoga.fetch with the live hub, on each backend.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, signUp, table } from '../support/flows.js';
import { type LiveTestApp, type Subscription, startLiveApp, subscribe } from '../support/live.js';

const REMOVE = `mutation($c: ID!, $u: ID!) { removeMember(input: { campaignId: $c, userId: $u }) { __typename } }`;
const REGENERATE = `mutation($c: ID!) { regenerateInviteCode(input: { campaignId: $c }) { __typename ... on CampaignPayload { campaign { inviteCode } } } }`;
const EVENTS = `subscription($c: ID!) { campaignEvents(campaignId: $c) { type payload } }`;
const OUTBOX = `query($c: ID!, $type: String) { campaign(id: $c) { events(type: $type, first: 50) { edges { node { type payload } } } } }`;
const PIP = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Force', scope: 2, polarity: 'POSITIVE', rank: 3 },
];

const codes = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.map((e) => e.extensions?.code);

describe.each(BACKENDS)('members and invites as live events on $name', (backend) => {
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

  const stream = async (campaignId: string, apiKey: string) => {
    const s = await subscribe(app.fetch, 'http://test/graphql', EVENTS, { c: campaignId }, apiKey);
    open.push(s);
    return s;
  };
  const outbox = async (campaignId: string, gmKey: string, type: string) =>
    (await app.gql(OUTBOX, { c: campaignId, type }, gmKey)).data.campaign.events.edges.map((e: { node: { payload: unknown } }) => e.node.payload);

  test('a new invite code reaches the GM’s other screens without the code; players never see the event', async () => {
    const { gm, other, campaign } = await table(app);
    const gmElsewhere = await stream(campaign.id, gm.apiKey);
    const player = await stream(campaign.id, other.apiKey);

    // A player may not: refused, nothing written.
    expect(codes(await app.gql(REGENERATE, { c: campaign.id }, other.apiKey))).toEqual(['FORBIDDEN']);
    expect(await outbox(campaign.id, gm.apiKey, 'invite.regenerated')).toEqual([]);

    const fresh = (await app.gql(REGENERATE, { c: campaign.id }, gm.apiKey)).data.regenerateInviteCode.campaign.inviteCode;
    const seen = (await gmElsewhere.next()).data.data.campaignEvents;
    expect(seen).toEqual({ type: 'invite.regenerated', payload: { campaignId: campaign.id } });
    // The screen reads the code itself, as the GM.
    expect((await app.gql(`query($c: ID!) { campaign(id: $c) { inviteCode } }`, { c: campaign.id }, gm.apiKey)).data.campaign.inviteCode).toBe(fresh);
    // Neither code is anywhere in the outbox (webhook receivers get its rows too).
    const campaignId = decodeId('Campaign', campaign.id);
    for (const code of [fresh, campaign.inviteCode]) {
      const rows = await app.database.db.execute(sql`select count(*)::int as n from outbox_events where campaign_id = ${campaignId}::uuid and payload::text like ${`%${code}%`}`);
      expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    }

    // The player's stream skipped it: the next thing it gets is the next event players may see.
    const newcomer = await signUp(app, 'Nina');
    await app.gql(`mutation($code: String!) { joinCampaign(input: { inviteCode: $code }) { __typename } }`, { code: fresh }, newcomer.apiKey);
    expect((await player.next()).data.data.campaignEvents.type).toBe('member.joined');
    expect((await gmElsewhere.next()).data.data.campaignEvents.type).toBe('member.joined');
    expect(player.pending()).toEqual([]);
  });

  test('a removal reaches the GM and the other players with who left and the PCs kept; the removed player’s stream ends on it', async () => {
    const { gm, player, other, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: PIP }, { name: 'Pip' })).character;
    const gmStream = await stream(campaign.id, gm.apiKey);
    const otherStream = await stream(campaign.id, other.apiKey);
    const removedStream = await stream(campaign.id, player.apiKey);

    // Refusals write no event: a player removing someone, the GM removing a stranger.
    expect(codes(await app.gql(REMOVE, { c: campaign.id, u: other.userId }, player.apiKey))).toEqual(['FORBIDDEN']);
    const stranger = await signUp(app, 'Stan');
    expect(codes(await app.gql(REMOVE, { c: campaign.id, u: stranger.userId }, gm.apiKey))).toEqual(['NOT_FOUND']);
    expect(await outbox(campaign.id, gm.apiKey, 'member.removed')).toEqual([]);

    expect((await app.gql(REMOVE, { c: campaign.id, u: player.userId }, gm.apiKey)).data.removeMember.__typename).toBe('RemoveMemberPayload');
    const expected = { type: 'member.removed', payload: { campaignId: campaign.id, userId: player.userId, name: 'Paul the player', role: 'PLAYER', charactersKept: [pip.id] } };
    expect((await gmStream.next()).data.data.campaignEvents).toEqual(expected);
    expect((await otherStream.next()).data.data.campaignEvents).toEqual(expected);
    // No later event is needed to end the removed player's stream: the removal itself ends it.
    expect((await removedStream.next()).event).toBe('complete');
    expect(await outbox(campaign.id, gm.apiKey, 'member.removed')).toEqual([expected.payload]);
  });
});

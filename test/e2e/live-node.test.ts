/**
 * Live subscriptions across Node processes: two servers on one Postgres behind a (pretend) load
 * balancer. A subscriber on one instance receives what a mutation on the other committed,
 * through the outbox trigger's NOTIFY and each instance's LISTEN (src/live/node.ts). The poll
 * safety net is off, so only NOTIFY can carry the events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeDatabase } from '../../src/db/node.js';
import { postgresBackend } from '../support/backends.js';
import { subscribe } from '../support/live.js';
import { printedPort, type Started, startProcess, waitForHttp } from '../support/processes.js';

const skip = postgresBackend.skipReason;

describe.skipIf(skip)('live subscriptions on two Node servers sharing one Postgres', () => {
  let database: NodeDatabase & { url?: string };
  const servers: { started: Started; base: string }[] = [];

  beforeAll(async () => {
    database = await postgresBackend.open();
    for (let i = 0; i < 2; i++) {
      const started = startProcess('node', ['scripts/start.mjs'], { DATABASE_URL: database.url!, PORT: '0', DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0', LIVE_POLL_MS: '0' });
      servers.push({ started, base: `http://127.0.0.1:${await printedPort(started, 90_000)}` });
    }
    for (const s of servers) await waitForHttp(`${s.base}/graphql?query=%7B__typename%7D`, s.started, 90_000);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.started.stop()));
    await database?.close();
  });

  const gql = async (base: string, query: string, variables: Record<string, unknown> = {}, apiKey?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as { data?: any; errors?: unknown[] };
  };

  it('the table loop across instances: request on B reaches the player on A, the answer on A reaches the GM on B; resume on the other instance', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const signUp = async (name: string) => (await gql(a.base, `mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }`, { n: name })).data.signUp.apiKey as string;
    const gm = await signUp('Gina');
    const player = await signUp('Paul');
    const campaign = (await gql(b.base, `mutation { createCampaign(input: { name: "Two", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }`, {}, gm)).data.createCampaign.campaign;
    await gql(a.base, `mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode }, player);
    const pip = (
      await gql(
        a.base,
        `mutation($c: ID!) { createCharacter(input: { campaignId: $c, name: "Pip", sms: { race: "HUMAN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 3 }] } }) { ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } } }`,
        { c: campaign.id },
        player,
      )
    ).data.createCharacter.character;

    const onA = await subscribe(fetch, `${a.base}/graphql`, `subscription($c: ID!) { actionRequested(campaignId: $c) { cursor requestId characterId } }`, { c: campaign.id }, player);
    const onB = await subscribe(fetch, `${b.base}/graphql`, `subscription($c: ID!) { rollResolved(campaignId: $c) { cursor requestId success } }`, { c: campaign.id }, gm);
    try {
      const asked = await gql(b.base, `mutation($id: ID!) { requestAction(input: { characterId: $id, difficulty: 8 }) { ... on ActionRequestPayload { request { id } } } }`, { id: pip.id }, gm);
      const requestId = asked.data.requestAction.request.id;
      const heard = await onA.next();
      expect(heard.data.data.actionRequested).toMatchObject({ requestId, characterId: pip.id });
      expect(heard.id).toBe(heard.data.data.actionRequested.cursor);

      const answered = await gql(a.base, `mutation($r: ID!, $c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, requestId: $r, moduleIds: $m }) { __typename } }`, { r: requestId, c: pip.id, m: [pip.sheet.modules[0].id] }, player);
      expect(answered.data.resolveAction.__typename).toBe('ResolveActionPayload');
      expect((await onB.next()).data.data.rollResolved).toMatchObject({ requestId });

      // The player's app reconnects to the other instance with its Last-Event-ID: the request
      // asked meanwhile is replayed there, then the stream is live.
      await onA.close();
      const again = await gql(b.base, `mutation($id: ID!) { requestAction(input: { characterId: $id, difficulty: 6 }) { ... on ActionRequestPayload { request { id } } } }`, { id: pip.id }, gm);
      const resumed = await subscribe(fetch, `${b.base}/graphql`, `subscription($c: ID!) { actionRequested(campaignId: $c) { requestId } }`, { c: campaign.id }, player, { 'last-event-id': heard.id! });
      try {
        expect((await resumed.next()).data.data.actionRequested.requestId).toBe(again.data.requestAction.request.id);
        const third = await gql(a.base, `mutation($id: ID!) { requestAction(input: { characterId: $id, difficulty: 4 }) { ... on ActionRequestPayload { request { id } } } }`, { id: pip.id }, gm);
        expect((await resumed.next()).data.data.actionRequested.requestId).toBe(third.data.requestAction.request.id);
      } finally {
        await resumed.close();
      }
    } finally {
      await onA.close();
      await onB.close();
    }
  });
});

/**
 * Apollo Client's subscriptions out of the box (issue 22, item 15): a real `@apollo/client`
 * with nothing but an `HttpLink` subscribes over multipart HTTP (its default for subscriptions,
 * src/live/multipart.ts) and receives the table's events; the wire format is checked too.
 */
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_CONTENT_TYPE } from '../../src/live/multipart.js';
import { pgliteBackend } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { type LiveTestApp, startLiveApp } from '../support/live.js';

const ACTION_REQUESTED = `subscription($c: ID!) { actionRequested(campaignId: $c) { requestId characterId difficulty } }`;
const REQUEST = `mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename ... on ActionRequestPayload { request { id } } } }`;
/** The Accept header Apollo Client 3 sends for a subscription over HTTP (4 sends it unquoted). */
const APOLLO_ACCEPT = 'multipart/mixed;boundary="graphql";subscriptionSpec="1.0",application/json';

describe('subscriptions for Apollo Client (multipart HTTP)', () => {
  let app: LiveTestApp;
  beforeAll(async () => {
    app = await startLiveApp(pgliteBackend);
  });
  afterAll(async () => app?.close());

  async function setUp() {
    const t = await table(app);
    const pip = (await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Pip' })).character;
    return { ...t, pip };
  }

  it('a plain ApolloClient + HttpLink receives the GM’s requests as they happen', async () => {
    const { gm, player, campaign, pip } = await setUp();
    const client = new ApolloClient({
      link: new HttpLink({ uri: 'http://test/graphql', fetch: app.fetch, headers: { authorization: `Bearer ${player.apiKey}` } }),
      cache: new InMemoryCache(),
    });
    const received: unknown[] = [];
    const failures: unknown[] = [];
    let arrived: () => void = () => undefined;
    const subscription = client.subscribe({ query: gql(ACTION_REQUESTED), variables: { c: campaign.id } }).subscribe({
      next: (result) => {
        received.push(result);
        arrived();
      },
      error: (error) => failures.push(error),
    });
    try {
      // The stream is open once its first part (a heartbeat) came: then the GM asks twice.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ids: string[] = [];
      for (const difficulty of [8, 6]) {
        const next = new Promise<void>((resolve) => {
          arrived = resolve;
        });
        const asked = await app.gql(REQUEST, { input: { characterId: pip.id, difficulty } }, gm.apiKey);
        ids.push(asked.data.requestAction.request.id);
        await Promise.race([next, new Promise((_, reject) => setTimeout(() => reject(new Error(`no event: ${JSON.stringify(failures)}`)), 10_000))]);
      }
      expect(failures).toEqual([]);
      expect(received).toEqual([
        { data: { actionRequested: { __typename: 'ActionRequestedEvent', requestId: ids[0], characterId: pip.id, difficulty: 8 } } },
        { data: { actionRequested: { __typename: 'ActionRequestedEvent', requestId: ids[1], characterId: pip.id, difficulty: 6 } } },
      ]);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('the wire format of Apollo’s multipart subscription protocol: boundary "graphql", payload parts, heartbeats', async () => {
    const { gm, player, campaign, pip } = await setUp();
    const res = await app.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: APOLLO_ACCEPT, authorization: `Bearer ${player.apiKey}` },
      body: JSON.stringify({ query: ACTION_REQUESTED, variables: { c: campaign.id } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(MULTIPART_CONTENT_TYPE);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (done: () => boolean) => {
      while (!done()) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
    };
    await readUntil(() => text.includes('{}'));
    const asked = await app.gql(REQUEST, { input: { characterId: pip.id, difficulty: 10 } }, gm.apiKey);
    await readUntil(() => text.includes('"payload"'));
    await reader.cancel();
    const parts = text.split('\r\n--graphql').filter((p) => p.length);
    expect(parts[0]).toBe('\r\ncontent-type: application/json; charset=utf-8\r\n\r\n{}');
    const event = parts.find((p) => p.includes('payload'))!;
    const [headers, json] = event.split('\r\n\r\n');
    expect(headers).toBe('\r\ncontent-type: application/json; charset=utf-8');
    expect(JSON.parse(json!)).toEqual({ payload: { data: { actionRequested: { requestId: asked.data.requestAction.request.id, characterId: pip.id, difficulty: 10 } } } });
  });

  it('a refused subscription is an ordinary GraphQL response Apollo reads as an error', async () => {
    const { campaign } = await setUp();
    const res = await app.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: APOLLO_ACCEPT },
      body: JSON.stringify({ query: ACTION_REQUESTED, variables: { c: campaign.id } }),
    });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
  });
});

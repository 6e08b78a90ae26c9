/**
 * A read the table app asks from the network because something changed (a live event's read, a
 * reload after a mutation) answers from after the change, even when the same read was already
 * out, sent before it (web/src/lib/client.ts). urql's client merges a read into the same one in
 * flight: under load a player's roll once never showed in the Ylnies rolls, whose read had left
 * before the roll and answered after its event. The app's own client, on the real app (its
 * fetch, no ports), with the first read's answer held back as a slow network would.
 */
import { gql } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../web/src/lib/client.js';
import { LIVE_READ } from '../../web/src/lib/live.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const Roster = gql`
  query FreshRoster($id: ID!) {
    campaign(id: $id) { id characters(first: 50) { edges { node { id name } } } }
  }
`;

describe('a fresh read asked while the same read is out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await app?.close();
  });

  /**
   * The network: the app's own fetch, every roster read counted; the answer of read number
   * `held` (read by the server at once, before what follows) comes back only when `release` is called.
   */
  function network(held: number) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const network = { reads: 0, release };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await app.fetch(new Request(new URL(String(input), 'http://test'), init));
      if (/FreshRoster/.test(String(input) + String(init?.body ?? '')) && ++network.reads === held) await released;
      return response;
    });
    return network;
  }

  /** What the screen shows of the roster, each answer in turn. */
  function watch(client: ReturnType<typeof createApiClient>, campaignId: string) {
    const names: string[][] = [];
    const subscription = client.query(Roster, { id: campaignId }).subscribe((result) => {
      names.push((result.data?.campaign?.characters.edges ?? []).map((e: { node: { name: string } }) => e.node.name));
    });
    return { names, stop: () => subscription.unsubscribe() };
  }

  const addMira = (gmKey: string, campaignId: string) =>
    createSmsCharacter(app, gmKey, campaignId, { modules: [{ name: 'Hache', scope: 3, polarity: 'POSITIVE', rank: 2 }] }, { name: 'Mira', kind: 'NPC' });

  for (const [asked, context] of [
    ['for a live event', LIVE_READ],
    ['to reload after a change', { requestPolicy: 'network-only' as const }],
  ] as const) {
    it(`${asked}: answered from after the change`, async () => {
      const { gm, campaign } = await table(app);
      const net = network(1);
      const client = createApiClient(gm.apiKey, 'http://test/graphql');
      const screen = watch(client, campaign.id);
      // The first read has been answered by the server (before the character exists), its answer still on the way.
      await vi.waitFor(() => expect(net.reads).toBe(1));
      await addMira(gm.apiKey, campaign.id);
      // The change is known (its event arrived, or the mutation answered): the screen reads again.
      const again = client.query(Roster, { id: campaign.id }, context).subscribe(() => undefined);
      net.release();
      await vi.waitFor(() => expect(screen.names.at(-1)).toEqual(['Mira']), { timeout: 5_000 });
      expect(net.reads).toBe(2);
      again.unsubscribe();
      screen.stop();
      vi.unstubAllGlobals();
    });
  }
});

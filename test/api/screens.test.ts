/**
 * The screens of a table app, each one query, within the query limits (issue #12 item 3): a GM
 * screen of the whole party with health and the open requests, and a player's sheet screen —
 * accepted, and answered with the real data; a deliberately abusive query is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { pgliteBackend } from '../support/backends.js';
import { createSmsCharacter, joinCampaign, signUp, table } from '../support/flows.js';

const SHEET = `id name kind status version
  sheet { __typename ... on SmsSheet {
    race { key } healthStatus dead
    wounds { id nature severity rank }
    fatigue { passing lasting persistent }
    modules { id name scope polarity rank }
    afflictions { id name filled status }
    experience { available } } }`;

/** The GM's table: every PC's sheet with its health, and everything the table waits for. */
const GM_SCREEN = `query($id: ID!) { campaign(id: $id) { id name viewerRole
  party { ${SHEET} owner { id name } }
  openActionRequests(first: 100) { edges { node { id note difficulty status ruleset createdAt character { id name } } } } } }`;

/** A player's screen: their campaigns, their characters' sheets, what the GM waits for. */
const PLAYER_SCREEN = `{ me { id name
  campaigns(first: 20) { edges { node { id name viewerRole } } }
  characters(first: 20) { edges { node { ${SHEET} } } }
  openActionRequests(first: 20) { edges { node { id note difficulty character { id name } } } } } }`;

describe('screens of a table app fit the query limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend);
  });
  afterAll(async () => app?.close());

  async function tableOf(players: number) {
    const { gm, player, campaign } = await table(app);
    const pcs = [(await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Acrobatie', scope: 2, polarity: 'POSITIVE', rank: 2 }] }, { name: 'PC 0' })).character];
    for (let i = 1; i < players; i++) {
      const p = await signUp(app, `Player ${i}`);
      await joinCampaign(app, p.apiKey, campaign.inviteCode);
      pcs.push((await createSmsCharacter(app, p.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] }, { name: `PC ${i}` })).character);
    }
    for (const pc of pcs.slice(0, 3)) {
      const res = await app.gql(
        `mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename } }`,
        { input: { characterId: pc.id, difficulty: 8, note: `Act, ${pc.name}` } },
        gm.apiKey,
      );
      expect(res.data.requestAction.__typename).toBe('ActionRequestPayload');
    }
    return { gm, player, campaign, pcs };
  }

  it('the GM screen: a party of 6 with health and the open requests, in one query', async () => {
    const { gm, campaign } = await tableOf(6);
    const res = await app.gql(GM_SCREEN, { id: campaign.id }, gm.apiKey);
    expect(res.errors).toBeUndefined();
    expect(res.data.campaign.party.map((c: { name: string }) => c.name).sort()).toEqual(['PC 0', 'PC 1', 'PC 2', 'PC 3', 'PC 4', 'PC 5']);
    expect(res.data.campaign.party.find((c: { name: string }) => c.name === 'PC 0').sheet).toMatchObject({ healthStatus: 'ACTIVE', wounds: [], fatigue: { passing: 0 } });
    expect(res.data.campaign.openActionRequests.edges.map((e: { node: { note: string } }) => e.node.note).sort()).toEqual(['Act, PC 0', 'Act, PC 1', 'Act, PC 2']);
  });

  it('the player screen: my campaigns, my sheets and what the GM waits for, in one query', async () => {
    const { player } = await tableOf(2);
    const res = await app.gql(PLAYER_SCREEN, {}, player.apiKey);
    expect(res.errors).toBeUndefined();
    expect(res.data.me.characters.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['PC 0']);
    expect(res.data.me.openActionRequests.edges.map((e: { node: { note: string } }) => e.node.note)).toEqual(['Act, PC 0']);
  });

  it('a deliberately abusive query is refused before it runs', async () => {
    const { gm, campaign } = await tableOf(1);
    const many = Array.from({ length: 12 }, (_, i) => `p${i}: party { ${SHEET} rolls(first: 100) { edges { node { id faces payload } } } }`).join(' ');
    const res = await app.gql(`query($id: ID!) { campaign(id: $id) { ${many} } }`, { id: campaign.id }, gm.apiKey);
    expect(res.data?.campaign ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/cost|complexity|aliases|tokens/i);
  });
});

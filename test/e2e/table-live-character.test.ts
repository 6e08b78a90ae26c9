/**
 * Issue 39 item 1 in Chromium: after activating a character the player lands on its own page
 * (`#/character/<id>`), which did not follow the campaign's events: the GM's request did not
 * appear there in 30 s. Now that page opens the campaign's live stream, so another device's
 * request shows on the phone without a reload. Test people sign in by device link
 * (as table-live does); the GM's device acts through its key.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkip, expectNoSecretInReachOfScript, launchChromium, startTableServer, type TableServer, type TestBrowser } from '../support/browser.js';

const PIP_MODULES = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Force', scope: 2, polarity: 'POSITIVE', rank: 3 },
];

describe.skipIf(browserSkip)('the character page is live', () => {
  let server: TableServer;
  let browser: TestBrowser;
  let player: Page;
  const keys = { gm: '', player: '' };
  let pipId = '';

  async function api<T = any>(key: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }
  const signUp = async (name: string) => (await api<any>('', 'mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }', { n: name })).signUp.apiKey as string;

  beforeAll(async () => {
    server = await startTableServer('sms-live-character-');
    keys.gm = await signUp('Gemma');
    keys.player = await signUp('Paula');
    const created = await api<any>(keys.gm, 'mutation { createCampaign(input: { name: "Loreval", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }');
    await api(keys.player, 'mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }', { c: created.createCampaign.campaign.inviteCode });
    const pc = await api<any>(keys.player, 'mutation($i: CreateCharacterInput!) { createCharacter(input: $i) { ... on CharacterPayload { character { id } } } }', {
      i: { campaignId: created.createCampaign.campaign.id, name: 'Pip', sms: { race: 'HUMAN', modules: PIP_MODULES } },
    });
    pipId = pc.createCharacter.character.id;
    await api(keys.player, 'mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }', { id: pipId });

    browser = await launchChromium();
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB', hasTouch: true, isMobile: true });
    const link = await api<any>(keys.player, 'mutation { createDeviceLink { ... on DeviceLink { token } } }');
    player = await phone.newPage();
    await player.goto(`${server.base}/#/device/${link.createDeviceLink.token}`);
    await player.getByRole('button', { name: /Not now|Plus tard/ }).click();
    await expectNoSecretInReachOfScript(player);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the GM’s request appears on the player’s character page without a reload', async () => {
    await player.goto(`${server.base}/#/character/${encodeURIComponent(pipId)}`);
    await player.locator('[data-testid="live-status"][data-state="live"]').waitFor({ timeout: 20_000 });
    expect(await player.getByTestId('answer-request').count()).toBe(0);
    const loads: string[] = [];
    player.on('framenavigated', (frame) => (frame === player.mainFrame() ? loads.push(frame.url()) : null));

    await api(keys.gm, 'mutation($i: RequestActionInput!) { requestAction(input: $i) { __typename } }', { i: { characterId: pipId, difficulty: 8, note: 'Climb the tower wall' } });
    await player.getByTestId('answer-request').waitFor({ timeout: 5_000 });
    expect(await player.getByTestId('answer-request').textContent()).toContain('Climb the tower wall');

    // No reload, no navigation: the page changed by itself.
    expect(loads).toEqual([]);
  }, 60_000);
});

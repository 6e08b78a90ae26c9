/**
 * Issue 39 item 6 in Chromium: experience people understand. A refused purchase says what
 * unlocks it (the GM completes a scenario) and the GM's panel says the same; a session recorded
 * on the GM's laptop pays its 1 XP at once (no awards job runs behind this server), and the
 * form said so before; the Ylnies GM screen has its sessions panel, without experience words.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkip, launchChromium, openTool, startTableServer, type TableServer, type TestBrowser } from '../support/browser.js';

const LONG = { timeout: 20_000 };

describe.skipIf(browserSkip)('experience at the table', () => {
  let server: TableServer;
  let browser: TestBrowser;
  let gm: Page;
  let player: Page;
  const keys = { gm: '', player: '' };
  const ids = { sms: '', ylnies: '' };

  async function api<T = any>(key: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }
  const signUp = async (name: string) => {
    const res = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }', variables: { n: name } }),
    });
    return ((await res.json()) as any).data.signUp.apiKey as string;
  };
  const campaign = async (name: string, ruleset: string) => {
    const made = await api<any>(keys.gm, 'mutation($n: String!, $r: Ruleset!) { createCampaign(input: { name: $n, ruleset: $r }) { ... on CampaignPayload { campaign { id inviteCode } } } }', { n: name, r: ruleset });
    await api(keys.player, 'mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }', { c: made.createCampaign.campaign.inviteCode });
    return made.createCampaign.campaign.id as string;
  };
  const device = async (key: string, locale: string, viewport: { width: number; height: number }) => {
    const context = await browser.newContext({ viewport, locale });
    const link = await api<any>(key, 'mutation { createDeviceLink { ... on DeviceLink { token } } }');
    const page = await context.newPage();
    await page.goto(`${server.base}/#/device/${link.createDeviceLink.token}`);
    await page.getByRole('button', { name: /Not now|Plus tard/ }).click();
    return page;
  };

  beforeAll(async () => {
    server = await startTableServer('experience-');
    keys.gm = await signUp('Gemma');
    keys.player = await signUp('Paula');
    ids.sms = await campaign('Loreval', 'SMS');
    ids.ylnies = await campaign('Ylnies nights', 'YLNIES');
    const pc = await api<any>(keys.player, 'mutation($i: CreateCharacterInput!) { createCharacter(input: $i) { ... on CharacterPayload { character { id } } } }', {
      i: { campaignId: ids.sms, name: 'Pip', sms: { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 2 }] } },
    });
    await api(keys.player, 'mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }', { id: pc.createCharacter.character.id });
    browser = await launchChromium();
    gm = await device(keys.gm, 'en-GB', { width: 1280, height: 900 });
    player = await device(keys.player, 'en-GB', { width: 390, height: 844 });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a refused purchase says what unlocks it; a recorded session pays at once, as its form said', async () => {
    await player.goto(`${server.base}/#/campaign/${encodeURIComponent(ids.sms)}`);
    const spend = player.getByTestId('spend-xp');
    await spend.locator('summary').waitFor(LONG);
    const before = Number((await spend.locator('summary').textContent())?.match(/\((\d+)\)/)?.[1]);
    await spend.locator('summary').click();
    await spend.getByRole('button', { name: /^Escrime 2 → 3/ }).click();
    await spend.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => spend.getByTestId('spend-locked').textContent(), LONG).toContain('the GM opens spending by completing a scenario');

    await gm.goto(`${server.base}/#/campaign/${encodeURIComponent(ids.sms)}`);
    // One GM tool open at a time (issue 39 item 4): the scenarios and sessions are folded.
    await openTool(gm, 'Scenarios and sessions', 'Record the session');
    expect(await gm.getByTestId('spending-hint').textContent({ timeout: 20_000 })).toContain('completing one opens spending');
    const session = gm.getByRole('form', { name: 'Record the session' });
    expect(await session.getByTestId('session-award').textContent()).toBe('Each participant earns 1 XP as soon as the session is recorded.');
    await session.getByLabel('Award the XP now').uncheck();
    // The box is unchecked at once; its words follow in the next render: awaited, not read once.
    await expect.poll(() => session.getByTestId('session-award').textContent(), LONG).toContain('at the next awards run');
    await session.getByLabel('Award the XP now').check();
    await session.getByLabel('Session title').fill('First evening');
    await session.getByRole('button', { name: 'Record the session' }).click();
    await expect.poll(() => gm.getByTestId('sessions').textContent(), LONG).toMatch(/First evening.*played/);
    // No awards job runs behind this server: the XP came with the recording, live on the phone.
    await expect.poll(() => spend.locator('summary').textContent(), LONG).toBe(`Spend experience (${before + 1})`);
  }, 120_000);

  it('the Ylnies GM screen has its sessions panel, with no experience to award', async () => {
    await gm.goto(`${server.base}/#/campaign/${encodeURIComponent(ids.ylnies)}`);
    await openTool(gm, 'Scenarios and sessions', 'Record the session');
    const session = gm.getByRole('form', { name: 'Record the session' });
    expect(await session.getByTestId('session-award').textContent({ timeout: 20_000 })).toBe('Ylnies has no experience points: a session records who played.');
    expect(await session.getByLabel('Award the XP now').count()).toBe(0);
    await session.getByLabel('Session title').fill('Night one');
    await session.getByRole('button', { name: 'Record the session' }).click();
    await expect.poll(() => gm.getByTestId('sessions').textContent(), LONG).toMatch(/Night one.*played/);
  }, 60_000);
});

/**
 * Issue 42 in Chromium: the GM's screen, open in the app, shows what the table does from Discord
 * without a reload — the roll of /ask → Roll → odds → roll, the encounter's turn moved by the
 * "Next turn" button, the XP of /xp. The app is served as `npm start` serves it, its Discord door
 * configured with a test key and pointed at the local stand-in of Discord's REST API; the
 * interactions are signed and posted over HTTP as Discord would post them.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { APPLICATION_ID, button, command, discordUser, post, type SignedDoor, select, startDiscordStandIn, testKey } from '../discord/harness.js';
import { browserSkip, launchChromium, startTableServer, type TableServer, type TestBrowser } from '../support/browser.js';

const GM = discordUser('630000000000000001', 'gwen');
const PIERRE = discordUser('630000000000000002', 'pierre');
const on = { channelId: '530000000000000001' };

describe.skipIf(browserSkip)('the GM’s screen sees a Discord evening live', () => {
  let server: TableServer;
  let standIn: Awaited<ReturnType<typeof startDiscordStandIn>>;
  let browser: TestBrowser;
  let door: SignedDoor;

  beforeAll(async () => {
    standIn = await startDiscordStandIn();
    const key = await testKey();
    server = await startTableServer('discord-evening-', { DISCORD_APPLICATION_ID: APPLICATION_ID, DISCORD_PUBLIC_KEY: key.publicKeyHex, DISCORD_BOT_TOKEN: 'test-bot-token', DISCORD_API_BASE: standIn.apiBase });
    door = { key, clock: { now: () => new Date() }, handler: async (request) => fetch(`${server.base}${new URL(request.url).pathname}`, { method: 'POST', headers: request.headers, body: await request.text() }) };
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await standIn?.close();
  });

  async function api(key: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
    const res = await fetch(`${server.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) }, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data: any; errors?: unknown };
    expect(body.errors, query).toBeUndefined();
    return body.data;
  }
  const signUp = async (name: string) => (await api('', 'mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }', { n: name })).signUp.apiKey as string;
  async function link(user: ReturnType<typeof discordUser>, apiKey: string) {
    const answer = await post(door, command(user, 'link'));
    const code = /\*\*([A-Z0-9]+)\*\*/.exec(answer.body.data.content)![1]!;
    expect((await api(apiKey, 'mutation($code: String!) { linkDiscordAccount(input: { code: $code }) { __typename } }', { code })).linkDiscordAccount.__typename).toBe('LinkDiscordAccountPayload');
  }
  /** The text of a selector on the page, once it satisfies `until` (the page is never reloaded). */
  async function shows(page: Page, selector: string, until: (text: string) => boolean) {
    await expect.poll(async () => until((await page.locator(selector).first().textContent().catch(() => '')) ?? ''), { timeout: 15_000 }).toBe(true);
  }

  it('the roll, the turn and the XP made from Discord appear on the GM’s open screen', async () => {
    const gmKey = await signUp('Gwen');
    const playerKey = await signUp('Pierre');
    const campaign = (await api(gmKey, `mutation { createCampaign(input: { name: "Loreval", ruleset: SMS, magicSystem: LOREVAL }) { ... on CampaignPayload { campaign { id inviteCode } } } }`)).createCampaign.campaign;
    await api(playerKey, 'mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }', { c: campaign.inviteCode });
    const pip = (
      await api(playerKey, 'mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { ... on CharacterPayload { character { id } } } }', {
        input: { campaignId: campaign.id, name: 'Pip', sms: { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] } },
      })
    ).createCharacter.character;
    await link(GM, gmKey);
    await link(PIERRE, playerKey);
    expect((await post(door, command(GM, 'campaign', [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: decodeId('Campaign', campaign.id)! }] }] as never, on))).body.data.content).toContain('Loreval');

    // The GM's screen, signed in by a device link, Pip selected, live.
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const deviceLink = await api(gmKey, 'mutation { createDeviceLink { ... on DeviceLink { token } } }');
    const signIn = await laptop.newPage();
    await signIn.goto(`${server.base}/#/device/${deviceLink.createDeviceLink.token}`);
    await signIn.getByRole('button', { name: /Not now|Plus tard/ }).click();
    await signIn.close();
    const page = await laptop.newPage();
    await page.goto(`${server.base}/#/campaign/${encodeURIComponent(campaign.id)}?character=${encodeURIComponent(pip.id)}`);
    await page.locator('[data-testid="live-status"][data-state="live"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('gm-character-tools').waitFor({ state: 'attached', timeout: 20_000 });
    let loads = 0;
    page.on('load', () => loads++);

    // /ask → Roll → the odds → roll: the last roll shows Pip's.
    const pick = [{ name: 'character', type: 3, value: decodeId('Character', pip.id)! }];
    const asked = await post(door, command(GM, 'ask', [...pick, { name: 'difficulty', type: 4, value: 8 }] as never, on));
    const requestId = (asked.body.data.components[0].components[0].custom_id as string).slice('roll:'.length);
    const menu = (await post(door, button(PIERRE, `roll:${requestId}`, on))).body.data.components[0].components[0];
    const preview = await post(door, select(PIERRE, menu.custom_id, menu.options.map((o: { value: string }) => o.value), on));
    expect(preview.body.data.content).toContain('chance of success');
    const go = preview.body.data.components.flatMap((r: { components: { custom_id: string }[] }) => r.components).find((c: { custom_id: string }) => c.custom_id.startsWith('rgo:')).custom_id;
    const rolled = await post(door, button(PIERRE, go, { ...on, components: preview.body.data.components }));
    expect(rolled.body.data.content).toMatch(/^\*\*Pip\*\* rolls/);
    await shows(page, '[data-testid="last-roll"]', (t) => t.includes('Pip'));

    // The encounter (started in the app: Discord has no command that starts one); Discord's /init and Next turn.
    await api(gmKey, 'mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename } }', { input: { campaignId: campaign.id, name: 'Ambush', participants: [{ characterId: pip.id, initiative: 5 }] } });
    await shows(page, 'body', (t) => t.includes('Ambush'));
    const order = await post(door, command(GM, 'init', [], on));
    const moved = await post(door, button(GM, order.body.data.components[0].components[0].custom_id, on));
    expect(moved.body.data.content).toMatch(/Round \d+: \*\*Pip\*\*’s turn/);
    await shows(page, 'body', (t) => t.includes('Encounter moved to the next turn'));

    // /xp: the award on the GM's screen.
    const awarded = await post(door, command(GM, 'xp', [...pick, { name: 'xp', type: 4, value: 3 }, { name: 'reason', type: 3, value: 'The ambush' }] as never, on));
    expect(awarded.body.data.content).toContain('The GM awards **3 XP** to **Pip**.');
    await shows(page, 'body', (t) => t.includes('Pip earned 3 XP — The ambush'));
    expect(loads).toBe(0);
    await laptop.close();
  }, 240_000);
});

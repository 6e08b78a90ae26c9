/**
 * The table app live, in a real browser (Debian's Chromium through playwright-core) against a
 * real `npm start` server on an embedded database: a connection cut by a TCP proxy and an
 * offline phone lose no event and recover by themselves; a roll is a result card both screens
 * show, and the browser redraws its faces from the revealed seed; the feed reads in sentences,
 * survives a reload and filters (in French); the encounter tracker says who it leaves out and
 * shows every refusal. Each new screen passes axe-core (no serious or critical violation) on a
 * desktop (GM) and a phone (player) viewport, with a screenshot in test-artifacts/.
 *
 * The table is set up through the API (sign-ups, campaign, characters): this file is about what
 * the app does with live events, not about the builder (test/e2e/table-app.test.ts plays that).
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, browserSkip, expectAccessible, expectNoSecretInReachOfScript, launchChromium, openTool, startTableServer, type TableServer, type TestBrowser } from '../support/browser.js';
import { type PausableProxy, startPausableProxy } from '../support/tcp-proxy.js';

const skip = browserSkip;

const PIP_MODULES = [
  { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Agilité', scope: 3, polarity: 'POSITIVE', rank: 2 },
  { name: 'Force', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { name: 'Courage', scope: 1, polarity: 'POSITIVE', rank: 1 },
  { name: 'Résistance à la douleur', scope: 2, polarity: 'RESISTIVE', rank: 2 },
  { name: 'Maladroit', scope: 2, polarity: 'NEGATIVE', rank: 2 },
];

describe.skipIf(skip)('the table app live in Chromium', () => {
  let server: TableServer;
  let browser: TestBrowser;
  let proxy: PausableProxy;
  let base: string;
  let viaProxy: string;
  const contexts: BrowserContext[] = [];
  let gm: Page;
  let player: Page;
  let playerContext: BrowserContext;
  const keys = { gm: '', player: '', other: '', lurker: '' };
  let campaignId = '';
  let pipId = '';

  async function api<T = any>(key: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  async function signUp(name: string): Promise<string> {
    return (await api<any>('', 'mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }', { n: name })).signUp.apiKey;
  }

  async function pc(key: string, name: string): Promise<string> {
    const created = await api<any>(key, 'mutation($i: CreateCharacterInput!) { createCharacter(input: $i) { __typename ... on CharacterPayload { character { id } } } }', {
      i: { campaignId, name, sms: { race: 'HUMAN', modules: PIP_MODULES } },
    });
    const id = created.createCharacter.character.id as string;
    const activated = await api<any>(key, 'mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }', { id });
    expect(activated.activateCharacter.__typename).toBe('CharacterPayload');
    return id;
  }

  async function award(reason: string, characterIds: string[]) {
    const out = await api<any>(keys.gm, 'mutation($i: AwardExperienceInput!) { awardExperience(input: $i) { __typename } }', { i: { campaignId, characterIds, reason } });
    expect(out.awardExperience.__typename).not.toMatch(/Error|Violation/);
  }

  async function ask(characterId: string, note: string) {
    const out = await api<any>(keys.gm, 'mutation($i: RequestActionInput!) { requestAction(input: $i) { __typename } }', { i: { characterId, difficulty: 8, note } });
    expect(out.requestAction.__typename).not.toMatch(/Error|Violation/);
  }

  /**
   * The person's browser, signed in as the app does it for another device (issue 24): a one-time
   * link made with their key (an integrator's path), opened in the browser, which then holds a
   * session cookie and no key.
   */
  async function open(context: BrowserContext, origin: string, key: string, locale = 'EN'): Promise<Page> {
    await context.addInitScript((l) => {
      if (!localStorage.getItem('sms.locale')) localStorage.setItem('sms.locale', l as string);
    }, locale);
    const link = await api<any>(key, 'mutation { createDeviceLink { ... on DeviceLink { token } } }');
    const page = await context.newPage();
    await page.goto(`${origin}/#/device/${link.createDeviceLink.token}`);
    await page.getByRole('button', { name: /Not now|Plus tard/ }).click();
    await expectNoSecretInReachOfScript(page);
    await page.goto(`${origin}/#/campaign/${encodeURIComponent(campaignId)}`);
    await page.locator('[data-testid="live-status"][data-state="live"]').waitFor({ timeout: 20_000 });
    return page;
  }

  const accessible = expectAccessible;

  beforeAll(async () => {
    server = await startTableServer('sms-live-');
    // No passkey here (people sign in by device link): the address as the proxy's, so the
    // desktop's session cookie (cookies ignore ports) serves both.
    base = `http://127.0.0.1:${server.port}`;
    proxy = await startPausableProxy({ host: '127.0.0.1', port: server.port });
    viaProxy = `http://127.0.0.1:${proxy.port}`;

    keys.gm = await signUp('Gemma');
    keys.player = await signUp('Paula');
    keys.other = await signUp('Olga');
    keys.lurker = await signUp('Lou');
    const created = await api<any>(keys.gm, 'mutation { createCampaign(input: { name: "Loreval", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }');
    campaignId = created.createCampaign.campaign.id;
    for (const key of [keys.player, keys.other, keys.lurker])
      await api(key, 'mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }', { c: created.createCampaign.campaign.inviteCode });
    pipId = await pc(keys.player, 'Pip');
    await pc(keys.other, 'Ola');

    browser = await launchChromium();
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    playerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB', hasTouch: true, isMobile: true });
    contexts.push(desktop, playerContext);
    // The GM's table goes through the proxy the test cuts; the player's phone goes offline.
    gm = await open(desktop, viaProxy, keys.gm);
    player = await open(playerContext, base, keys.player);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await server?.stop();
  });

  it('a cut connection loses no event: the stream resumes from its cursor and the screen recovers by itself', async () => {
    const feed = gm.getByTestId('feed');
    await award('before the cut', [pipId]);
    await expect.poll(() => feed.getByText(/before the cut/).count(), { timeout: 15_000 }).toBe(1);
    // The roster shows a member who joined without making a character.
    await expect.poll(() => gm.getByTestId('roster').textContent()).toMatch(/Lou.*no character yet/);

    const xpOfPip = async () => Number(await gm.locator('table.party tbody tr', { hasText: 'Pip' }).locator('td').nth(2).textContent());
    proxy.cut();
    await expect.poll(() => gm.getByTestId('live-status').getAttribute('data-state'), { timeout: 15_000 }).not.toBe('live');
    for (let i = 1; i <= 10; i++) await award(`during the cut ${i}`, [pipId]);
    // The screen still shows the table while cut (no "[Network] Failed to fetch" in its place).
    expect(await gm.getByRole('heading', { name: /Loreval/ }).count()).toBe(1);
    await gm.screenshot({ path: join(ARTIFACTS, 'live-cut.png'), fullPage: true });
    proxy.resume();

    await expect.poll(() => gm.getByTestId('live-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('live');
    // All ten, each once: replayed by the server from the cursor the app sent on reconnecting
    // (the feed's history was read once, before the cut, so only the replay can bring them).
    for (let i = 1; i <= 10; i++) await expect.poll(() => feed.getByText(new RegExp(`during the cut ${i}$`)).count(), { timeout: 15_000 }).toBe(1);
    // And the party shows the XP the ten awards gave, without a reload.
    const sheet = await api<any>(keys.gm, 'query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { experience { available } } } } }', { id: pipId });
    await expect.poll(xpOfPip, { timeout: 15_000 }).toBe(sheet.character.sheet.experience.available);
  }, 120_000);

  it('offline: the badge says so, a failed refetch keeps the screen with a notice, and the phone catches up by itself', async () => {
    await playerContext.setOffline(true);
    await expect.poll(() => player.getByTestId('live-status').getAttribute('data-state'), { timeout: 10_000 }).toBe('offline');
    await ask(pipId, 'Climb the tower wall');
    await award('while the phone was offline', [pipId]);
    await player.screenshot({ path: join(ARTIFACTS, 'live-offline.png'), fullPage: true });
    await playerContext.setOffline(false);
    await expect.poll(() => player.getByTestId('live-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('live');
    // The request committed while offline reaches the phone without a reload.
    await player.getByTestId('answer-request').waitFor({ timeout: 20_000 });
    expect(await player.getByTestId('answer-request').textContent()).toContain('Climb the tower wall');
    // …and is announced: the live region and the tab's title.
    // Announced from the live event, not from the read that shows the request: either can come first.
    await expect.poll(() => player.getByTestId('announcer').textContent(), { timeout: 15_000 }).toBe('New request for Pip');
    await expect.poll(() => player.title(), { timeout: 15_000 }).toContain('New request for Pip');

    // The stream is up but queries fail (a captive portal, a flaky path): the screen stays.
    // (Only the event stream asks for `text/event-stream` alone; urql's queries accept it among others.)
    await player.route(/\/graphql/, (route) => (route.request().headers().accept === 'text/event-stream' ? route.continue() : route.abort('internetdisconnected')));
    await award('while queries fail', [pipId]);
    await player.getByTestId('stale-notice').waitFor({ timeout: 15_000 });
    expect(await player.getByRole('article', { name: 'Pip', exact: true }).count()).toBe(1);
    expect(await player.locator('body').textContent()).not.toContain('[Network]');
    await accessible(player, 'live-stale-notice');
    await player.unroute(/\/graphql/);
    await award('queries work again', [pipId]);
    await expect.poll(() => player.getByTestId('stale-notice').count(), { timeout: 15_000 }).toBe(0);
  }, 120_000);

  it('a roll is a result card on both screens, and the browser redraws its faces from the revealed seed', async () => {
    const answer = player.getByTestId('answer-request');
    await answer.getByLabel(/Escrime/).check();
    await answer.getByRole('button', { name: /Roll/ }).click();
    await expect.poll(() => player.getByTestId('answer-request').count(), { timeout: 15_000 }).toBe(0);

    const playerCard = player.getByTestId('last-roll').getByTestId('roll-card');
    await expect.poll(() => playerCard.textContent(), { timeout: 15_000 }).toMatch(/Pip — Action/);
    const text = (await playerCard.textContent()) ?? '';
    expect(text).toMatch(/Climb the tower wall/);
    expect(text).toMatch(/Success|Failure/);
    expect(text).toMatch(/Quality/);
    expect(text).toMatch(/stakes/);
    expect(text).toMatch(/Score\s*\d+ vs D8/);
    // The GM sees the same roll's card.
    const gmCard = gm.getByTestId('last-roll').getByTestId('roll-card');
    await expect.poll(() => gmCard.textContent(), { timeout: 15_000 }).toMatch(/Pip — Action/);
    expect(await gmCard.getByTestId('roll-big').textContent()).toBe(await playerCard.getByTestId('roll-big').textContent());
    await accessible(player, 'live-roll-card-phone');
    await accessible(gm, 'live-roll-card-desktop');

    // Sealed until the reveal: the check says so (a tap opens the details: no hover needed).
    await playerCard.getByTestId('fairness-details').locator('summary').tap();
    await playerCard.getByRole('button', { name: 'Check it yourself' }).tap();
    await expect.poll(() => playerCard.getByTestId('fair-check').getAttribute('data-status')).toBe('sealed');

    // The GM's tools are folded, one open at a time (issue 39 item 4).
    await openTool(gm, 'Fair dice');
    await gm.getByRole('button', { name: /Reveal the seed/ }).click();
    await expect.poll(() => gm.getByTestId('revealed-seed').textContent(), { timeout: 15_000 }).toMatch(/Epoch 1 — revealed seed [0-9a-f]{64}/);
    await expect.poll(() => playerCard.getByTestId('server-seed').count(), { timeout: 15_000 }).toBe(1);
    // The seed the GM revealed is the one the player's card shows.
    expect(await gm.getByTestId('revealed-seed').textContent()).toContain(await playerCard.getByTestId('server-seed').textContent());
    const card = player.getByTestId('last-roll').getByTestId('roll-card');
    if (!(await card.getByTestId('fair-check').isVisible())) await card.getByTestId('fairness-details').locator('summary').tap();
    await card.getByRole('button', { name: 'Check it yourself' }).tap();
    await expect.poll(() => card.getByTestId('fair-check').getAttribute('data-status'), { timeout: 10_000 }).toBe('agrees');
    // The faces the browser redrew are the ones the server stored (and the server says verified).
    const server = await api<any>(keys.player, 'query($id: ID!) { character(id: $id) { rolls(first: 1) { edges { node { faces verified } } } } }', { id: pipId });
    const stored = server.character.rolls.edges[0].node;
    expect(stored.verified).toBe(true);
    expect(await card.getByTestId('fair-check').textContent()).toContain(`redrew ${stored.faces.join(', ')} from the revealed seed`);
    await accessible(player, 'live-check-yourself');
  }, 120_000);

  it('the feed reads in sentences, in French after a reload, with its history and its filters', async () => {
    const desktop = contexts[0]!;
    const fr = await desktop.newPage();
    await fr.addInitScript(() => localStorage.setItem('sms.locale', 'FR'));
    await fr.goto(`${base}/#/campaign/${encodeURIComponent(campaignId)}`);
    await expect.poll(() => fr.evaluate(() => document.documentElement.lang)).toBe('fr');
    const feed = fr.getByTestId('feed');
    // History from the API: events committed before this page opened are there.
    await expect.poll(() => feed.getByText(/Pip gagne 1 XP — before the cut/).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => feed.locator('li[data-type="roll.resolved"]').textContent()).toMatch(/Pip (réussit|échoue) — Climb the tower wall\u00a0: \S+ sur D8, score \d+$/);
    expect(await feed.textContent()).not.toMatch(/encounter\.changed|experience\.awarded|roll\.resolved/);
    await fr.getByTestId('feed-kind').selectOption('rolls');
    await expect.poll(() => feed.locator('li').count()).toBe(1);
    await fr.getByTestId('feed-kind').selectOption('');
    await fr.getByTestId('feed-character').selectOption({ label: 'Ola' });
    await expect.poll(() => feed.locator('li', { hasText: 'Pip' }).count()).toBe(0);
    expect(await feed.locator('li', { hasText: 'Ola' }).count()).toBeGreaterThan(0);
    await fr.getByTestId('feed-character').selectOption('');
    await accessible(fr, 'live-feed-fr');
    await fr.close();
  }, 120_000);

  it('the encounter tracker says who it leaves out, shows every refusal, declarations with their content (intent, modules), and the turn', async () => {
    const start = gm.getByRole('form', { name: 'Start an encounter' });
    await start.getByLabel('Encounter', { exact: true }).fill('Ambush at the ford');
    // Nobody has an initiative yet: both are named as left out, before Start.
    await expect.poll(() => start.getByTestId('left-out').textContent()).toMatch(/: (Pip, Ola|Ola, Pip)$/);
    await start.getByRole('button', { name: 'Start an encounter' }).click();
    // Starting with nobody is refused in words, in the form, and nothing started.
    await expect.poll(() => start.getByRole('alert').textContent(), { timeout: 15_000 }).toMatch(/^Nobody takes part yet/);
    expect(await gm.getByTestId('encounter').count()).toBe(0);
    await accessible(gm, 'live-encounter-refused');

    await start.getByLabel('Initiative — Pip').fill('3');
    await expect.poll(() => start.getByTestId('left-out').textContent()).toBe('Not taking part (no initiative and no module): Ola');
    // A failure of the request itself (no answer, a top-level error) shows in the form too.
    await gm.route('**/graphql', (route) => (route.request().postData()?.includes('StartEncounter') ? route.abort('connectionreset') : route.continue()));
    await start.getByRole('button', { name: 'Start an encounter' }).click();
    await expect.poll(() => start.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('The server did not answer. Nothing was changed; try again.');
    await gm.unroute('**/graphql');
    await start.getByRole('button', { name: 'Start an encounter' }).click();
    await expect.poll(() => gm.getByTestId('turn-number').textContent(), { timeout: 15_000 }).toBe('1');

    // Pip's player is told it is their turn, and declares against nobody; the GM sees the content.
    await player.getByTestId('your-turn').waitFor({ timeout: 15_000 });
    await expect.poll(() => player.getByTestId('announcer').textContent()).toContain('Your turn: Pip');
    await expect.poll(() => player.title()).toContain('Your turn: Pip');
    const declare = player.getByRole('form', { name: 'Declare the action' });
    await declare.getByLabel('casts a spell').check();
    // What Pip does and the modules of Pip's own sheet it brings: the GM's screen shows both.
    await declare.getByLabel('Intent', { exact: true }).fill('Climb the tower wall');
    await declare.getByRole('group', { name: 'Modules' }).getByLabel('Agilité', { exact: true }).check();
    await declare.getByRole('button', { name: 'Declare the action' }).click();
    await expect.poll(() => gm.getByTestId('declarations').textContent(), { timeout: 15_000 }).toMatch(/Pip: action.*casts a spell.*Climb the tower wall.*Modules: Agilité/);
    // The player's screen learns of the declaration from its own live event, not the GM's.
    await expect.poll(() => player.getByTestId('declarations').textContent(), { timeout: 15_000 }).toMatch(/Climb the tower wall.*Modules: Agilité/);
    await accessible(player, 'live-encounter-your-turn');

    // A second declaration in the same turn is refused, beside the button that tried it.
    await declare.getByRole('button', { name: 'Declare the action' }).click();
    await expect.poll(() => player.getByTestId('encounter').getByRole('alert').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await accessible(gm, 'live-encounter-gm');

    // Removing the last participant is shown or refused where it happened, never silently.
    await gm.getByRole('button', { name: 'Remove Pip' }).click();
    await expect
      .poll(async () => (await gm.getByTestId('encounter').count()) === 0 || (await gm.getByTestId('encounter').getByRole('alert').count()) > 0 || !(await gm.getByTestId('encounter').textContent())?.includes('Remove Pip'), { timeout: 15_000 })
      .toBe(true);

    // A tie on initiative and tie-break: the server rolls D12 roll-offs, and the order shows them.
    if ((await gm.getByTestId('encounter').count()) > 0) await gm.getByRole('button', { name: 'End the encounter' }).click();
    const again = gm.getByRole('form', { name: 'Start an encounter' });
    await again.getByLabel('Encounter', { exact: true }).fill('Standoff at the bridge');
    await again.getByLabel('Initiative — Pip').fill('4');
    await again.getByLabel('Initiative — Ola').fill('4');
    // The left-out notice goes in the render after the last initiative is typed: awaited.
    await expect.poll(() => again.getByTestId('left-out').count(), { timeout: 15_000 }).toBe(0);
    await again.getByRole('button', { name: 'Start an encounter' }).click();
    await expect.poll(() => gm.getByTestId('encounter').locator('ol.order').textContent(), { timeout: 15_000 }).toMatch(/roll-offs D12 \d+.*roll-offs D12 \d+/s);
    // The GM declares for whoever won the roll-off and reacts for the other with an intent and
    // one of that character's modules: the player's screen shows what the reaction says.
    const first = await gm.getByTestId('encounter').locator('ol.order > li').first().locator('strong').textContent();
    const second = first === 'Pip' ? 'Ola' : 'Pip';
    await gm.getByRole('form', { name: 'Declare the action' }).getByRole('button', { name: 'Declare the action' }).click();
    await expect.poll(() => gm.getByTestId('declarations').textContent(), { timeout: 15_000 }).toContain(`${first}: action`);
    // The GM's reactions are one click away (issue 39 item 4: compact rows, not a form per participant).
    await gm.getByTestId('declarations').getByText(`React or intervene on ${first}’s declaration`).click();
    const answer = gm.getByRole('form', { name: `React or intervene — ${second}` });
    await answer.getByLabel(`Intent — ${second}`).fill('Raises a shield');
    await answer.getByRole('group', { name: 'Modules' }).getByLabel('Escrime', { exact: true }).check();
    await answer.getByRole('button', { name: `React: ${second}` }).click();
    await expect.poll(() => player.getByTestId('declarations').textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${second}: reaction.*Raises a shield.*Modules: Escrime`));
    await gm.getByRole('button', { name: 'End the encounter' }).click();

    // Initiative derived from ticked modules: the server computes it, tie-break Σ rank × scope
    // (Escrime (2) : 3 and Agilité (3) : 2 → 12).
    const derived = gm.getByRole('form', { name: 'Start an encounter' });
    await derived.getByLabel('Encounter', { exact: true }).fill('Chase on the roofs');
    const ola = derived.getByRole('group', { name: 'Ola', exact: true });
    await ola.getByText('Initiative modules — Ola').click();
    await ola.getByLabel('Escrime (2) : 3').check();
    await ola.getByLabel('Agilité (3) : 2').check();
    await expect.poll(() => derived.getByTestId('left-out').textContent()).toBe('Not taking part (no initiative and no module): Pip');
    await derived.getByRole('button', { name: 'Start an encounter' }).click();
    await expect.poll(() => gm.getByTestId('encounter').locator('ol.order').textContent(), { timeout: 15_000 }).toMatch(/^Ola Initiative \d+ · tie-break 12/);
    await gm.getByRole('button', { name: 'End the encounter' }).click();
  }, 120_000);

  it('a screen first opened offline says so with a retry, and loads by itself when the network is back', async () => {
    // The phone has not opened the character builder yet: neither its script nor its data is here.
    await playerContext.setOffline(true);
    await player.getByRole('link', { name: 'New character' }).click();
    const notLoaded = player.getByTestId('not-loaded');
    await notLoaded.waitFor({ timeout: 15_000 });
    expect(await notLoaded.textContent()).toContain('This could not be loaded');
    expect(await notLoaded.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    expect(await player.locator('body').textContent()).not.toContain('[Network]');
    await accessible(player, 'live-not-loaded');
    await playerContext.setOffline(false);
    // No click: the browser's "online" brings the builder.
    await player.getByRole('heading', { name: 'New character' }).waitFor({ timeout: 20_000 });
    await player.getByLabel('Character name').waitFor({ timeout: 20_000 });
    expect(await notLoaded.count()).toBe(0);
  }, 120_000);
});

/**
 * Issue 23's full SMS evening, end to end in Chromium (Debian's, through playwright-core)
 * against a real `npm start` server, played only through the app: a GM on a laptop
 * (1280×900), Paula on a phone (390×844, English) and Amélie on a tablet (820×1180, French,
 * from her browser's language). Sign-ups → a LOREVAL campaign → two characters built and
 * activated → the scenario starts → the GM asks rolls, the players answer, and the result card
 * shows on every screen → an encounter (initiative, declaration, reaction, next turn) → the
 * GM defines a spell, Pip casts it, Bo counters it from the live list → a session recorded,
 * the scenario completed (XP awarded) → both players spend XP, cost shown then confirmed.
 *
 * Zero calls outside the app: every request of every page is recorded and must go to the app's
 * own server, and the test process's own fetch is watched (it makes none after the server is
 * up). axe-core and a screenshot (test-artifacts/evening-*.png) on every screen of the evening.
 *
 * Robustness (CI runs the whole suite on 2 cores): after each action the test waits for the
 * state it leads to (expect.poll, locator.waitFor), never for a fixed time.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ARTIFACTS, browserSkip, expectAccessible, launchChromium, openTool, showView, startTableServer, type TableServer, type TestBrowser } from '../support/browser.js';
import { joinAndBuild, recordTraffic, signUpOnScreen, WORDS, watchOwnFetches } from '../support/evening.js';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const EN = WORDS.EN;
const FR = WORDS.FR;
const LONG = { timeout: 20_000 };

describe.skipIf(browserSkip)('a full SMS evening in Chromium, with nothing but the app', () => {
  let server: TableServer;
  let browser: TestBrowser;
  let base: string;
  /** The GM's laptop, Paula's phone (Pip), Amélie's tablet in French (Bo). */
  let gm: Page;
  let phone: Page;
  let tablet: Page;
  const traffic = recordTraffic();
  let ownFetches: ReturnType<typeof watchOwnFetches>;
  let inviteCode = '';

  beforeAll(async () => {
    server = await startTableServer('sms-evening-');
    base = server.base;
    ownFetches = watchOwnFetches();
    browser = await launchChromium();
    const laptop = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
    const mobile = await browser.newContext({ viewport: PHONE, locale: 'en-GB', isMobile: true, hasTouch: true });
    const pad = await browser.newContext({ viewport: TABLET, locale: 'fr-FR', isMobile: true, hasTouch: true });
    gm = await laptop.newPage();
    phone = await mobile.newPage();
    tablet = await pad.newPage();
    for (const page of [gm, phone, tablet]) traffic.watch(page);
  }, 150_000);

  afterAll(async () => {
    ownFetches?.restore();
    await browser?.close();
    await server?.stop();
  }, 60_000);

  /** On a failure, what each of the three screens showed. */
  function screensOnFailure() {
    onTestFailed(async () => {
      for (const [who, page] of [['gm', gm], ['phone', phone], ['tablet', tablet]] as const)
        await page.screenshot({ path: join(ARTIFACTS, `evening-failed-${who}.png`), fullPage: true }).catch(() => undefined);
    });
  }

  /** Back to the campaign's screen from wherever the page is, waiting for its live badge. */
  async function toCampaign(page: Page) {
    if (!page.url().includes('#/campaign/')) {
      await page.goto(`${base}/#/`);
      await page.getByRole('link', { name: 'Loreval nights' }).first().click(LONG);
    }
    await page.locator('[data-testid="live-status"][data-state="live"]').waitFor(LONG);
  }

  it('the GM signs up on a laptop and opens a LOREVAL campaign', async () => {
    screensOnFailure();
    await signUpOnScreen(gm, base, 'Gemma', EN);
    await gm.getByLabel('Campaign name').fill('Loreval nights');
    await gm.getByLabel('Magic').selectOption('LOREVAL');
    await gm.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(async () => (await gm.getByTestId('invite-code').textContent())?.trim(), LONG).toMatch(/\S/);
    inviteCode = (await gm.getByTestId('invite-code').textContent())!.trim();
    await expectAccessible(gm, 'evening-campaign-new-desktop');
  }, 120_000);

  it('the players sign up on their own devices, one of them in French from her browser’s language', async () => {
    screensOnFailure();
    await signUpOnScreen(phone, base, 'Paula', EN);
    await expectAccessible(phone, 'evening-home-phone');
    // Amélie's browser speaks French: the app does too, from the first screen.
    await tablet.goto(base);
    await expect.poll(() => tablet.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expectAccessible(tablet, 'evening-welcome-fr-tablet');
    await signUpOnScreen(tablet, base, 'Amélie', FR);
    await expectAccessible(tablet, 'evening-home-fr-tablet');
    expect(await tablet.getByRole('heading', { name: 'Mes campagnes' }).count()).toBe(1);
  }, 120_000);

  it('two characters are built by their players and activated; the GM sees the roster fill live', async () => {
    screensOnFailure();
    await joinAndBuild(phone, EN, inviteCode, 'Pip', [
      ['Magie naturelle', 5, 3],
      ['Escrime', 2, 2],
    ]);
    // The roster shows Amélie as soon as she joins, before she has a character.
    await tablet.getByLabel(FR.inviteCode).fill(inviteCode);
    await tablet.getByRole('button', { name: FR.join, exact: true }).click();
    await tablet.getByRole('link', { name: FR.newCharacter }).waitFor(LONG);
    await expect.poll(() => gm.getByTestId('roster').textContent(), LONG).toMatch(/Amélie.*Player/);
    await expect.poll(() => gm.getByTestId('feed').textContent(), LONG).toContain('Amélie joined the campaign as a player');
    await tablet.goto(`${base}/#/`);
    await tablet.getByRole('heading', { name: FR.myCampaigns }).waitFor(LONG);
    await joinAndBuild(tablet, FR, inviteCode, 'Bo', [
      ['Magie naturelle', 5, 2],
      ['Escrime', 2, 2],
    ], () => expectAccessible(tablet, 'evening-builder-fr-tablet'));
    // Activated: each player goes to the table (the campaign's player view), live.
    await toCampaign(phone);
    await toCampaign(tablet);
    await phone.getByRole('article', { name: 'Pip', exact: true }).getByTestId('sms-sheet').waitFor(LONG);
    await tablet.getByRole('article', { name: 'Bo', exact: true }).getByTestId('sms-sheet').waitFor(LONG);
    await expectAccessible(phone, 'evening-player-view-phone');
    await expectAccessible(tablet, 'evening-player-view-fr-tablet');

    // The GM's party shows both active PCs without a reload.
    await expect.poll(async () => (await gm.getByRole('button', { name: /^Sheet: / }).allTextContents()).sort(), LONG).toEqual(['Sheet: Bo', 'Sheet: Pip']);
    // The roster's members come from the campaign's read, the party's buttons from the characters':
    // two reads, so the roster is awaited on its own.
    await expect.poll(() => gm.getByTestId('roster').textContent(), LONG).toMatch(/Paula.*Pip/);
    await expectAccessible(gm, 'evening-gm-party-desktop');
  }, 120_000);

  it('the scenario starts, the GM asks Pip for a roll, the phone answers, and the result card shows on every screen', async () => {
    screensOnFailure();
    // The GM's tools are folded, one open at a time (issue 39 item 4).
    const start = await openTool(gm, 'Scenarios and sessions', 'Start the scenario');
    await start.getByLabel('Scenario title').fill('The ford');
    await start.getByRole('button', { name: 'Start the scenario' }).click();
    await expect.poll(() => gm.getByTestId('scenarios').textContent(), LONG).toMatch(/The ford.*running.*(Pip, Bo|Bo, Pip)/);

    // Pip first, on the phone.
    await gm.getByRole('button', { name: 'Sheet: Pip' }).click();
    const askPip = gm.getByRole('region', { name: 'Ask for a roll: Pip' });
    await askPip.getByLabel('Difficulty die').selectOption('8');
    await askPip.getByLabel('What is at stake').fill('Cross the ford');
    await askPip.getByRole('button', { name: 'Ask', exact: true }).click();
    const answer = phone.getByTestId('answer-request');
    await answer.waitFor(LONG);
    expect(await answer.textContent()).toContain('Cross the ford');
    await answer.getByLabel(/Escrime/).check();
    await expect.poll(() => answer.getByTestId('preview').textContent(), LONG).toMatch(/Score 2/);
    await expectAccessible(phone, 'evening-answer-phone');
    await answer.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => phone.getByTestId('answer-request').count(), LONG).toBe(0);

    // One card per roll, the same on the three screens (players see the PCs' rolls).
    const cards = [gm, phone, tablet].map((page) => page.getByTestId('last-roll').getByTestId('roll-card'));
    await expect.poll(() => cards[1]!.textContent(), LONG).toMatch(/Pip — Action.*Cross the ford/);
    const big = await cards[1]!.getByTestId('roll-big').textContent();
    expect(await cards[1]!.getByTestId('roll-verdict').textContent()).toMatch(/^(Success|Failure)$/);
    await expect.poll(() => cards[0]!.getByTestId('roll-big').textContent(), LONG).toBe(big);
    await expect.poll(() => cards[2]!.textContent(), LONG).toMatch(/Pip — Action/);
    expect(await cards[2]!.getByTestId('roll-big').textContent()).toBe(big);
    // In French on the tablet: the verdict in French.
    expect(await cards[2]!.getByTestId('roll-verdict').textContent()).toMatch(/^(Réussite|Échec)$/);
    await expectAccessible(gm, 'evening-roll-card-desktop');
    await expectAccessible(tablet, 'evening-roll-card-fr-tablet');
  }, 120_000);

  it('Bo answers in French on the tablet; the card reaches the others and the GM’s feed says it in a sentence', async () => {
    screensOnFailure();
    const cards = [gm, phone].map((page) => page.getByTestId('last-roll').getByTestId('roll-card'));
    await gm.getByRole('button', { name: 'Sheet: Bo' }).click();
    const askBo = gm.getByRole('region', { name: 'Ask for a roll: Bo' });
    await askBo.getByLabel('Difficulty die').selectOption('6');
    await askBo.getByLabel('What is at stake').fill('Spot the ambush');
    await askBo.getByRole('button', { name: 'Ask', exact: true }).click();
    const answerBo = tablet.getByTestId('answer-request');
    await answerBo.waitFor(LONG);
    await expect.poll(() => tablet.getByTestId('announcer').textContent(), LONG).toContain('Bo');
    await answerBo.getByLabel(/Escrime/).check();
    await expectAccessible(tablet, 'evening-answer-fr-tablet');
    await answerBo.getByRole('button', { name: 'Lancer' }).click();
    await expect.poll(() => tablet.getByTestId('answer-request').count(), LONG).toBe(0);
    await expect.poll(() => cards[0]!.textContent(), LONG).toMatch(/Bo — Action.*Spot the ambush/);
    await expect.poll(() => cards[1]!.textContent(), LONG).toMatch(/Bo — Action/);
    await expect.poll(async () => (await gm.getByTestId('feed').locator('li[data-type="roll.resolved"]').allTextContents()).join('\n'), LONG).toMatch(/Bo (succeeded|failed) — Spot the ambush: \S+ on D6, score \d+$/m);
    await expectAccessible(gm, 'evening-feed-desktop');
  }, 120_000);

  it('an encounter: initiative, a declaration, a reaction in French, the next turn on every screen', async () => {
    screensOnFailure();
    const start = gm.getByRole('form', { name: 'Start an encounter' });
    await start.getByLabel('Encounter', { exact: true }).fill('Ambush at the ford');
    await start.getByLabel('Initiative — Pip').fill('4');
    await start.getByLabel('Initiative — Bo').fill('2');
    // The notice of who is left out goes in the render after the last initiative is typed.
    await expect.poll(() => start.getByTestId('left-out').count(), LONG).toBe(0);
    await start.getByRole('button', { name: 'Start an encounter' }).click();
    for (const page of [gm, phone, tablet]) await expect.poll(() => page.getByTestId('turn-number').textContent(), LONG).toBe('1');
    expect(await gm.getByTestId('encounter').locator('ol.order > li strong').allTextContents()).toEqual(['Pip', 'Bo']);

    // Pip's turn, told on the phone; Pip declares with content.
    await phone.getByTestId('your-turn').waitFor(LONG);
    const declare = phone.getByRole('form', { name: 'Declare the action' });
    await declare.getByLabel('Intent', { exact: true }).fill('Lash the bandit with thorns');
    await declare.getByLabel('casts a spell').check();
    await declare.getByRole('button', { name: 'Declare the action' }).click();
    await expect.poll(() => gm.getByTestId('declarations').textContent(), LONG).toMatch(/Pip: action.*casts a spell.*Lash the bandit with thorns/);
    await expectAccessible(phone, 'evening-encounter-phone');

    // Bo reacts from the tablet, in French, bringing Escrime; the GM reads what it says.
    const react = tablet.getByRole('form', { name: 'Réagir ou intervenir — Bo' });
    await react.waitFor(LONG);
    await react.getByLabel('Intention — Bo').fill('Lève son bouclier');
    await react.getByRole('group', { name: 'Modules' }).getByLabel('Escrime', { exact: true }).check();
    await expectAccessible(tablet, 'evening-encounter-fr-tablet');
    await react.getByRole('button', { name: /^Réagir.*Bo$/ }).click();
    await expect.poll(() => gm.getByTestId('declarations').textContent(), LONG).toMatch(/Bo: reaction.*Lève son bouclier.*Modules: Escrime/);
    await expect.poll(() => tablet.getByTestId('declarations').textContent(), LONG).toMatch(/Bo\u00a0: réaction.*Lève son bouclier/);
    await expectAccessible(gm, 'evening-encounter-desktop');

    // Next turn: Bo's, on every screen, and the tablet says so in French.
    await gm.getByRole('button', { name: 'Next turn' }).click();
    for (const page of [gm, phone, tablet]) await expect.poll(() => page.getByTestId('turn-number').textContent(), LONG).toBe('2');
    await expect.poll(() => tablet.getByTestId('your-turn').textContent(), LONG).toBe('À vous de jouer\u00a0: Bo');
    await gm.getByRole('button', { name: 'End the encounter' }).click();
    await gm.getByRole('form', { name: 'Start an encounter' }).waitFor(LONG);
    await expect.poll(() => phone.getByTestId('encounter').count(), LONG).toBe(0);
  }, 120_000);

  it('spells: the GM defines one in the catalogue, Pip casts it, and Bo counters it from the live list', async () => {
    screensOnFailure();
    const define = await openTool(gm, 'Spell catalogue', 'Define a spell');
    await define.locator('input[name=spellName]').fill('Thorn lash');
    await define.locator('select[name=source]').selectOption('NATURAL');
    await define.locator('input[name=power]').fill('1');
    await define.locator('select[name=usual-range]').selectOption('1');
    await define.getByRole('button', { name: 'Define' }).click();
    await expect.poll(() => gm.getByTestId('spell-catalogue').locator('tbody').textContent(), LONG).toContain('Thorn lash');
    await expect.poll(() => gm.getByTestId('feed').textContent(), LONG).toContain('Thorn lash was added to the spell catalogue');
    await expectAccessible(gm, 'evening-spell-catalogue-desktop');

    // The cast form appears on the phone once the catalogue has a spell; the odds before the roll.
    const pip = phone.getByRole('article', { name: 'Pip', exact: true });
    const cast = await openTool(pip, 'Cast a spell');
    await expect.poll(() => cast.locator('select[name=spell] option').allTextContents(), LONG).toContain('Thorn lash (1)');
    await cast.locator('select[name=spell]').selectOption({ label: 'Thorn lash (1)' });
    await expect.poll(() => cast.getByTestId('cast-preview').textContent(), LONG).toContain('D4');
    await cast.getByRole('button', { name: 'Cast', exact: true }).click();
    await expect.poll(() => cast.getByTestId('magic-outcome').textContent(), LONG).toMatch(/Thorn lash: (Success|Failure)/);
    await expectAccessible(phone, 'evening-cast-phone');

    // The tablet sees the cast live, in French, and counters it in one tap.
    const bo = tablet.getByRole('article', { name: 'Bo', exact: true });
    const recent = bo.getByRole('region', { name: 'Sorts lancés à l’instant' });
    await expect.poll(() => recent.textContent(), LONG).toContain('Pip');
    await recent.getByRole('listitem').first().getByRole('button', { name: 'Contrer ce sort' }).click();
    const counter = bo.getByRole('form', { name: 'Contre-sort' });
    await expect.poll(() => counter.locator('select[name=againstCaster] option:checked').textContent(), LONG).toBe('Pip');
    await expect.poll(() => counter.locator('select[name=againstSpell] option:checked').textContent(), LONG).toBe('Thorn lash (1)');
    await counter.getByRole('button', { name: 'Contrer' }).click();
    await expect.poll(() => counter.getByTestId('magic-outcome').textContent(), LONG).toMatch(/Contre-sort.*: (Réussite|Échec)/);
    await expectAccessible(tablet, 'evening-counter-fr-tablet');
  }, 120_000);

  it('the session is recorded and the scenario completed; Pip spends XP, cost shown and confirmed', async () => {
    screensOnFailure();
    // The phone shows the magic view since the cast: back to the sheet (issue 39 item 3).
    await showView(phone, 'Sheet');
    const pipXp = phone.getByRole('article', { name: 'Pip', exact: true }).getByTestId('spend-xp');
    const before = Number((await pipXp.locator('summary').textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(before).toBeGreaterThan(0);

    const session = await openTool(gm, 'Scenarios and sessions', 'Record the session');
    await session.getByLabel('Session title').fill('First evening');
    await session.getByRole('button', { name: 'Record the session' }).click();
    await expect.poll(() => gm.getByTestId('sessions').textContent(), LONG).toMatch(/First evening.*played/);
    await gm.getByRole('button', { name: 'Complete the scenario: The ford' }).click();
    await expect.poll(() => gm.getByTestId('scenarios').textContent(), LONG).toMatch(/The ford.*completed/);
    await expectAccessible(gm, 'evening-scenario-complete-desktop');
    // The session's 1 XP and the completion's, both paid at once ("award now", issue 39 item 6:
    // this server runs no awards job), seen on the phone without a reload.
    const available = before + 2;
    await expect.poll(() => pipXp.locator('summary').textContent(), LONG).toBe(`Spend experience (${available})`);

    // Pip buys a rank of Escrime: the cost on the button, the confirmation says what is left.
    await pipXp.locator('summary').click();
    const buy = pipXp.getByRole('button', { name: /^Escrime 2 → 3: \d+ XP$/ });
    const cost = Number((await buy.textContent())?.match(/: (\d+) XP$/)?.[1]);
    await buy.click();
    const confirm = pipXp.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain(`Buy a rank of Escrime for ${cost} XP? ${available - cost} XP will be left.`);
    await expectAccessible(phone, 'evening-spend-confirm-phone');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => pipXp.getByRole('status').textContent(), LONG).toBe(`Escrime is now rank 3 (−${cost} XP).`);
    await expect.poll(() => pipXp.locator('summary').textContent(), LONG).toBe(`Spend experience (${available - cost})`);
  }, 120_000);

  it('Bo spends XP in French, in her words; the GM’s feed says who raised what', async () => {
    screensOnFailure();
    const boXp = tablet.getByRole('article', { name: 'Bo', exact: true }).getByTestId('spend-xp');
    await expect.poll(() => boXp.locator('summary').textContent(), LONG).toMatch(/^Dépenser de l'expérience \(\d+\)$/);
    const boAvailable = Number((await boXp.locator('summary').textContent())!.match(/\((\d+)\)/)![1]);
    await boXp.locator('summary').click();
    const boBuy = boXp.getByRole('button', { name: /^Escrime 2 → 3 : \d+ XP$/ });
    const boCost = Number((await boBuy.textContent())?.match(/: (\d+) XP$/)?.[1]);
    await boBuy.click();
    expect(await boXp.getByRole('alertdialog').textContent()).toContain(`Acheter un rang de Escrime pour ${boCost} XP\u202f? Il restera ${boAvailable - boCost} XP.`);
    await expectAccessible(tablet, 'evening-spend-confirm-fr-tablet');
    await boXp.getByRole('alertdialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect.poll(() => boXp.getByRole('status').textContent(), LONG).toBe(`Escrime passe au rang 3 (−${boCost} XP).`);

    // The GM's party shows what is left, and the feed says who raised what.
    await expect.poll(() => gm.getByRole('row', { name: /^Bo / }).getByRole('cell').nth(2).textContent(), LONG).toBe(String(boAvailable - boCost));
    await expect.poll(() => gm.getByTestId('feed').textContent(), LONG).toContain(`Bo raised Escrime to rank 3 (${boCost} XP)`);
    await expectAccessible(gm, 'evening-end-desktop');
    await gm.setViewportSize(PHONE);
    await expectAccessible(gm, 'evening-end-phone');
    await gm.setViewportSize(DESKTOP);
  }, 120_000);

  it('made no call outside the app: every request went to its own server, and the test sent none of its own', () => {
    expect(traffic.urls.length).toBeGreaterThan(50);
    expect(traffic.urls.filter((url) => !url.startsWith(`${base}/`))).toEqual([]);
    expect(ownFetches.calls).toEqual([]);
    // What the evening did went through the app's own operations (their names, as the pages sent them):
    // a passkey sign-up, no API key (issue 24).
    const evening = ['StartPasskeySignUp', 'FinishPasskeySignUp', 'CreateCampaign', 'JoinCampaign', 'CreateCharacter', 'AddModule', 'ActivateCharacter', 'StartScenario', 'RequestAction', 'ResolveAction', 'StartEncounter', 'DeclareAction', 'React', 'NextTurn', 'EndEncounter', 'DefineSpell', 'CastSpell', 'CounterSpell', 'RecordSession', 'CompleteScenario', 'AwardScenario', 'SpendXp'];
    expect(evening.filter((operation) => !traffic.operations.has(operation)), `sent: ${[...traffic.operations].join(' ')}`).toEqual([]);
  });
});

/**
 * Issue 39 items 5 and 10 in Chromium against a real `npm start` server: one language at a time.
 * An SMS evening's main screens (the builder, the GM's screen with the Ask tool open, the
 * player's campaign with a request, the player's character page) are read in English, then in
 * French, and each screen's visible text is scanned for words of the other language from a
 * list (user-typed names avoid them). And a cited rule opens the rule itself. Then the same for a
 * Ylnies evening: the builder, the draft, the GM's screen with a test asked and the sessions
 * panel open, the player's campaign with the request.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkip, openTool, signUpWithPasskey } from '../support/browser.js';
import { openNewCharacter, recordScreensOnFailure, useBrowserTable } from '../support/table-browser.js';

/** English that must not show on a French page (the app's own words, catalogue names, events). */
const ENGLISH = [' the ', 'Roll', 'roll ', 'wounded', 'Spell', 'spell', 'turn', 'Cast', 'Ask ', 'Character', 'Campaign', 'Encounter', 'Request', 'Small size', 'Sheet', 'Health', 'Activate', 'Draft', 'light', 'serious', 'Unharmed', ' and ', ' of ', ' your ', 'Threshold', 'Skill', 'Strength', 'Willpower', 'Agility', 'wound', 'Weapon', 'Armour'];
/** French that must not show on an English page. */
const FRENCH = [' le ', ' la ', ' les ', ' des ', ' du ', ' une ', 'blessé', 'Sort', 'sort ', 'tour', 'Personnage', 'Campagne', 'Lancer', 'Demande', 'Petite taille', 'Fiche', 'légère', 'Compétence', 'Réagir', ' et ', 'Seuil', 'Volonté', 'Agilité', 'Blessure', 'Caractéristique', 'Arme', 'Armure'];

/** The words of the other language on the page, each with a little of its line. */
async function leaks(page: Page, words: readonly string[]): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a reader sees it.
  const visible = await page.locator('body').innerText();
  const lines = visible.split('\n').map((l) => ` ${l.trim()} `);
  // A word starts a word: "roll" is not in "Troll" (a Ylnies race, the same in French).
  const at = (w: string) => new RegExp(`${/^\p{L}/u.test(w) ? '(?<!\\p{L})' : ''}${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
  return words.flatMap((w) => lines.filter((l) => at(w).test(l)).map((l) => `${w.trim()} ← ${l.trim().slice(0, 90)}`));
}

describe.skipIf(browserSkip)('one language at a time, and the rules at hand', () => {
  let base: string;
  let gm: Page;
  let player: Page;
  useBrowserTable('lang-', (table) => ({ base, gm, player } = table));

  it('a cited rule opens its text, and the evening’s screens show no word of the other language', async () => {
    recordScreensOnFailure('lang-scan', { gm, player });
    await signUpWithPasskey(gm, base, 'Gemma');
    await gm.getByLabel('Campaign name').fill('Loreval');
    await gm.getByRole('button', { name: 'Create' }).click();
    const inviteCode = (await gm.getByTestId('invite-code').textContent())?.trim();
    const gmCampaign = gm.url();
    await signUpWithPasskey(player, base, 'Pip');
    await player.getByLabel('Invite code').fill(inviteCode!);
    await player.getByRole('button', { name: 'Join' }).click();
    await player.waitForURL(/#\/campaign\//);
    const playerCampaign = player.url();
    await openNewCharacter(player);
    const builderEn = await leaks(player, FRENCH);
    await player.getByLabel('Character name').fill('Bel');
    await player.getByLabel('Tifin').check();
    await player.getByRole('button', { name: 'Create the draft' }).click();
    await expect.poll(() => player.getByTestId('xp-left').textContent(), { timeout: 15_000 }).toContain('33');

    // Item 10: a refused module cites SMS §8; the citation opens the rule's text.
    await player.getByLabel('Module', { exact: true }).fill('Bravoure');
    await player.getByLabel('Scope').fill('2');
    await player.getByLabel('Rank').fill('5');
    await player.getByRole('button', { name: 'Add module' }).click();
    const cite = player.getByRole('button', { name: /^SMS §8/ }).first();
    await cite.waitFor({ timeout: 15_000 });
    await cite.click();
    const dialog = player.getByRole('dialog');
    await dialog.waitFor();
    // The dialog is shown before its text renders (showModal runs before the state update lands):
    // the text is awaited, not read once.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a reader sees it.
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toMatch(/SMS §8 — Experience, creation, progression[\s\S]*33 XP/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await player.getByLabel('Rank').fill('1');
    await player.getByRole('button', { name: 'Add module' }).click();
    await expect.poll(() => player.getByTestId('xp-left').textContent(), { timeout: 15_000 }).toContain('31');
    const characterPage = player.url();
    await player.getByRole('button', { name: 'Activate' }).click();
    await player.getByRole('article', { name: 'Bel', exact: true }).waitFor();

    // The GM asks Bel for a roll: the Ask tool lists Bel's modules, the racial one included.
    await gm.goto(gmCampaign);
    await gm.getByRole('button', { name: 'Sheet: Bel' }).click({ timeout: 15_000 });
    const ask = gm.getByRole('region', { name: 'Ask for a roll: Bel' });
    await ask.getByLabel('Difficulty die').selectOption('8');
    await ask.getByLabel('What is at stake').fill('Ford');
    await ask.getByRole('checkbox', { name: /Small size/ }).waitFor({ timeout: 15_000 });
    await ask.getByRole('button', { name: 'Ask', exact: true }).click();
    await player.goto(playerCampaign);
    await player.getByRole('article', { name: 'Bel', exact: true }).waitFor();
    await expect.poll(() => player.getByText('Ford').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    const found: Record<string, string[]> = { builderEn };
    found.gmEn = await leaks(gm, FRENCH);
    found.playerEn = await leaks(player, FRENCH);
    await player.goto(characterPage);
    await player.getByTestId('sms-sheet').waitFor({ timeout: 15_000 }).catch(() => undefined);
    found.characterEn = await leaks(player, FRENCH);

    for (const page of [gm, player]) await page.getByRole('button', { name: 'Français' }).click();
    await expect.poll(() => gm.locator('html').getAttribute('lang')).toBe('fr');
    await gm.getByRole('region', { name: 'Demander un jet\u00a0: Bel' }).or(gm.getByRole('region', { name: /Bel$/ })).first().waitFor({ timeout: 15_000 });
    await gm.waitForTimeout(1500);
    found.gmFr = await leaks(gm, ENGLISH);
    await player.waitForTimeout(1500);
    found.characterFr = await leaks(player, ENGLISH);
    await player.goto(playerCampaign);
    await player.getByRole('article', { name: 'Bel', exact: true }).waitFor();
    await player.waitForTimeout(1500);
    found.playerFr = await leaks(player, ENGLISH);
    await player.getByRole('link', { name: 'Nouveau personnage' }).click();
    await player.waitForFunction(() => location.hash.endsWith('/new-character'), null, { timeout: 10_000 });
    await player.waitForTimeout(1000);
    found.builderFr = await leaks(player, ENGLISH);

    expect(found).toEqual({ builderEn: [], gmEn: [], playerEn: [], characterEn: [], gmFr: [], characterFr: [], playerFr: [], builderFr: [] });
  }, 300_000);
  it('the Ylnies evening’s screens show no word of the other language', async () => {
    recordScreensOnFailure('lang-scan-ylnies', { gm, player });
    for (const page of [gm, player]) {
      await page.goto(`${base}/#/`);
      const english = page.getByRole('button', { name: 'English' });
      if (await english.isVisible()) await english.click();
    }
    await gm.getByLabel('Campaign name').fill('Ylnies');
    await gm.getByLabel('Ruleset').selectOption('YLNIES');
    await gm.getByRole('button', { name: 'Create' }).click();
    const inviteCode = (await gm.getByTestId('invite-code').textContent())?.trim();
    expect(inviteCode).toBeTruthy();
    const gmCampaign = gm.url();
    await player.getByLabel('Invite code').fill(inviteCode!);
    await player.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => player.url(), { timeout: 15_000 }).toMatch(/#\/campaign\//);
    const playerCampaign = player.url();
    await openNewCharacter(player);
    const builder = player.getByRole('form', { name: 'New character' });
    await builder.waitFor({ timeout: 15_000 });
    const found: Record<string, string[]> = { builderEn: await leaks(player, FRENCH) };

    // A character by points (70), an innate spell and an axe: the draft, then active.
    await builder.getByLabel('Character name').fill('Grok');
    await builder.getByLabel('Troll', { exact: true }).check();
    for (const [name, value] of [['Strength', '9'], ['Constitution', '9'], ['Agility', '7'], ['Willpower', '8'], ['Intelligence', '2']]) {
      await builder.getByLabel(name!, { exact: true }).fill(value!);
    }
    await builder.getByRole('button', { name: 'Add a skill' }).click();
    await builder.getByLabel('Skill name').fill('Hache');
    await builder.getByLabel('Value', { exact: true }).fill('8');
    await builder.getByRole('group', { name: 'Innate spell or power' }).getByLabel('Innate ability’s name').fill('Boule de feu');
    await builder.getByRole('button', { name: 'Add a weapon' }).click();
    await builder.getByLabel('Weapon name').fill('Hache de guerre');
    await builder.getByRole('button', { name: 'Create the character' }).click();
    await player.getByTestId('ylnies-sheet').waitFor({ timeout: 15_000 });
    const draftPage = player.url();
    found.draftEn = await leaks(player, FRENCH);
    await player.getByRole('button', { name: 'Activate' }).click();
    await player.getByRole('article', { name: 'Grok', exact: true }).waitFor({ timeout: 15_000 });

    // The GM asks a test and opens the sessions panel.
    await gm.goto(gmCampaign);
    await gm.getByRole('button', { name: 'Sheet: Grok' }).click({ timeout: 15_000 });
    const ask = gm.getByRole('form', { name: 'Ask for a roll' });
    await ask.getByLabel('Threshold').fill('20');
    await ask.getByLabel('Skills').selectOption('Hache');
    await ask.getByRole('button', { name: 'Ask' }).click();
    await openTool(gm, 'Scenarios and sessions', 'Scenarios and sessions').catch(() => undefined);
    await gm.waitForTimeout(1000);
    found.gmEn = await leaks(gm, FRENCH);
    await player.goto(playerCampaign);
    const card = player.getByRole('article', { name: 'Grok', exact: true });
    await card.getByTestId('answer-request').waitFor({ timeout: 20_000 });
    found.playerEn = await leaks(player, FRENCH);
    await card.getByTestId('answer-request').getByRole('button', { name: 'Roll 4d6' }).click();
    await card.getByTestId('ylnies-rolls').waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getByTestId('answer-request').count(), { timeout: 15_000 }).toBe(0);
    found.testEn = await leaks(player, FRENCH);

    for (const page of [gm, player]) await page.getByRole('button', { name: 'Français' }).click();
    await expect.poll(() => gm.locator('html').getAttribute('lang')).toBe('fr');
    await gm.waitForTimeout(1500);
    found.gmFr = await leaks(gm, ENGLISH);
    await player.waitForTimeout(1500);
    found.testFr = await leaks(player, ENGLISH);
    await player.goto(draftPage);
    await player.getByTestId('ylnies-sheet').waitFor({ timeout: 15_000 }).catch(() => undefined);
    await player.waitForTimeout(1000);
    found.sheetFr = await leaks(player, ENGLISH);
    await player.goto(playerCampaign);
    await player.getByRole('link', { name: 'Nouveau personnage' }).click();
    await player.waitForFunction(() => location.hash.endsWith('/new-character'), null, { timeout: 10_000 });
    await player.waitForTimeout(1000);
    found.builderFr = await leaks(player, ENGLISH);

    expect(found).toEqual({ builderEn: [], draftEn: [], gmEn: [], playerEn: [], testEn: [], gmFr: [], testFr: [], sheetFr: [], builderFr: [] });
  }, 300_000);
});

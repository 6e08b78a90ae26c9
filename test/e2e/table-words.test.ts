/**
 * Issue 39, "words for people, one language at a time", in Chromium against a real `npm start`
 * server: a refused input is told in a sentence of the page's language beside its field, never
 * as the API's path or schema text ("race.name: Too small: expected string to have >=1
 * characters"), and never before the user has sent anything.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkip, openTool, signUpWithPasskey } from '../support/browser.js';
import { openNewCharacter, recordScreensOnFailure, useBrowserTable } from '../support/table-browser.js';

// biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a reader sees it.
const text = (locator: Locator) => locator.innerText();

/** What developers' messages look like: an input path before a colon, zod's own wording. */
const RAW = /\b[a-z]+(\.[a-z0-9]+)*\s*:\s|Too small|Too big|expected|Invalid input|characters\b.*>=/i;

/** The refusal describing `field` (aria-describedby), once it is marked invalid. */
async function refusalOf(field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
  const id = ((await field.getAttribute('aria-describedby')) ?? '').split(' ')[0]!;
  return text(field.page().locator(`[id="${id}"]`));
}

describe.skipIf(browserSkip)('refusals in words, in the page’s language', () => {
  let base: string;
  let gm: Page;
  let player: Page;
  /** The Loreval campaign's screen, as the player opens it. */
  let playerCampaign: string;

  useBrowserTable('words-', (table) => ({ base, gm, player } = table));
  const signUp = (page: Page, name: string) => signUpWithPasskey(page, base, name);

  it('the Ylnies builder: a nameless character is told to fill the name in, in English then French, beside the name', async () => {
    recordScreensOnFailure('words-builder', { gm, player });
    await signUp(gm, 'Gemma');
    await gm.getByLabel('Campaign name').fill('Ylnies');
    await gm.getByLabel('Ruleset').selectOption('YLNIES');
    await gm.getByRole('button', { name: 'Create' }).click();
    const inviteCode = (await gm.getByTestId('invite-code').textContent())?.trim();
    await signUp(player, 'Pip');
    await player.getByLabel('Invite code').fill(inviteCode!);
    await player.getByRole('button', { name: 'Join' }).click();
    await openNewCharacter(player);
    const builder = player.getByRole('form', { name: 'New character' });
    // Nothing refused before anything is sent.
    expect(await builder.getByRole('alert').count()).toBe(0);
    await builder.getByLabel('Troll', { exact: true }).check();
    await builder.getByRole('button', { name: 'Create the character' }).click();
    const name = builder.getByLabel('Character name');
    const english = await refusalOf(name);
    expect(english).toBe('Fill this in.');

    await player.getByRole('button', { name: 'Français' }).click();
    const french = await refusalOf(player.getByRole('form', { name: 'Nouveau personnage' }).getByLabel('Nom du personnage'));
    expect(french).toBe('À remplir.');
    for (const said of [english, french]) expect(said).not.toMatch(RAW);

    // A rule's refusal on the French page: the skill at 12 told in French with its values, from its code.
    const fr = player.getByRole('form', { name: 'Nouveau personnage' });
    await fr.getByLabel('Nom du personnage').fill('Grok');
    await fr.getByRole('button', { name: 'Ajouter une compétence' }).click();
    await fr.getByLabel('Nom de la compétence').fill('Hache');
    await fr.getByLabel('Valeur', { exact: true }).fill('12');
    await fr.getByRole('button', { name: 'Créer le personnage' }).click();
    const skills = fr.getByRole('group', { name: /Compétences/ });
    await expect.poll(() => text(skills.getByRole('alert')), { timeout: 20_000 }).toContain('«\u00a0Hache\u00a0» est à 12\u00a0: à la création, une compétence va jusqu’à 10.');
    expect(await text(skills.getByRole('alert'))).not.toMatch(/skill "Hache" is 12, above/);
    await player.getByRole('button', { name: 'English' }).click();
  }, 180_000);

  it('the cast form’s other target: nothing refused before the cast, then “fill this in” beside the target’s name', async () => {
    recordScreensOnFailure('words-targets', { gm, player });
    await gm.goto(`${base}/#/`);
    await gm.getByLabel('Campaign name').fill('Loreval');
    await gm.locator('select[name=magicSystem]').selectOption('LOREVAL');
    await gm.getByRole('button', { name: 'Create' }).click();
    const inviteCode = (await gm.getByTestId('invite-code').textContent())?.trim();
    // The GM's tools are folded, one open at a time (issue 39 item 4).
    const define = await openTool(gm, 'Spell catalogue', 'Define a spell');
    await define.locator('input[name=spellName]').fill('Thorn lash');
    await define.locator('select[name=source]').selectOption('NATURAL');
    await define.locator('input[name=power]').fill('1');
    await define.locator('select[name=nature]').selectOption('MISC');
    await define.locator('select[name=effect]').selectOption('NARRATIVE');
    await define.getByRole('button', { name: 'Define' }).click();
    await expect.poll(() => gm.getByTestId('spell-catalogue').locator('tbody').textContent(), { timeout: 15_000 }).toContain('Thorn lash');

    await player.goto(`${base}/#/`);
    await player.getByLabel('Invite code').fill(inviteCode!);
    await player.getByRole('button', { name: 'Join' }).click();
    await player.waitForURL(/#\/campaign\//);
    playerCampaign = player.url();
    await openNewCharacter(player);
    await player.getByLabel('Character name').fill('Bel');
    await player.getByLabel('Human').check();
    await player.getByRole('button', { name: 'Create the draft' }).click();
    await player.getByTestId('xp-left').waitFor();
    await player.getByRole('button', { name: 'Activate' }).click();
    const card = player.getByRole('article', { name: 'Bel', exact: true });
    await card.waitFor();

    const cast = await openTool(card, 'Cast a spell');
    await cast.locator('select[name=spell]').selectOption({ label: 'Thorn lash (1)' });
    await cast.locator('select[name=target]').selectOption({ label: 'Someone else (by name)' });
    const label = cast.locator('input[name=targetLabel]');
    await label.waitFor();
    // The preview runs on what the form holds (no name yet): that is no refusal to show.
    await expect.poll(() => cast.getByTestId('cast-preview').count(), { timeout: 15_000 }).toBe(0);
    await player.waitForTimeout(500);
    expect(await cast.getByRole('alert').count()).toBe(0);
    expect(await label.getAttribute('aria-invalid')).toBeNull();

    await cast.getByRole('button', { name: 'Cast' }).click();
    const said = await refusalOf(label);
    expect(said).toBe('Fill this in.');
    expect(said).not.toMatch(RAW);
    expect(await text(cast)).not.toMatch(/targets\.0|Too small/);
  }, 240_000);


  it('a player removed while the campaign is open is told so, not that the server is unreachable', async () => {
    recordScreensOnFailure('words-removed', { gm, player });
    await player.goto(playerCampaign);
    await player.getByRole('article', { name: 'Bel', exact: true }).waitFor();
    await player.waitForTimeout(2000);
    await gm.getByRole('button', { name: 'Remove from the campaign: Pip' }).click();
    await gm.getByRole('button', { name: 'Remove from the campaign', exact: true }).click();
    await gm.getByTestId('member-removed').waitFor();
    // No reload: the open screen learns it from the live stream (or its next read).
    const ended = player.getByTestId('campaign-ended');
    await ended.waitFor({ timeout: 30_000 });
    expect(await ended.getAttribute('data-trouble')).toBe('removed');
    expect(await text(ended)).toContain('You are not a member of this campaign any more');
    expect(await player.getByTestId('stale-notice').count()).toBe(0);
    expect(await text(player.locator('body'))).not.toMatch(/cannot be reached|reconnecting/);
  }, 120_000);
});

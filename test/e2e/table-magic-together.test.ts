/**
 * ALMERA magic with others at the table, in Chromium (Debian's, through playwright-core)
 * against a real `npm start` server, with no API call outside the app (issue 23): a player on a
 * phone casts with an assistant (chosen among the characters the player may involve, their part
 * shown before the cast and in the result), the breakdown in French when the UI is French, and
 * the GM interrupts a ritual from the GM's magic tools, its consequence shown in the result card,
 * on the sheets and in the feed. Each form gets one bad input whose refusal shows beside it with
 * the rule it cites, writes nothing, and keeps what was typed. Every screen passes axe-core.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkip, expectAccessible, openTool, signUpWithPasskey } from '../support/browser.js';
import { DESKTOP, PHONE, recordScreensOnFailure, useBrowserTable, openNewCharacter } from '../support/table-browser.js';

const POLL = { timeout: 20_000 };

describe.skipIf(browserSkip)('ALMERA magic together at the table in Chromium', () => {
  let base: string;
  let gm: Page;
  let player: Page;
  /** Requests the pages sent to anything but the app's own server (there must be none). */
  let outside: string[];

  useBrowserTable('sms-magic-together-', (table) => ({ base, gm, player, outside } = table));

  const screenshotsOnFailure = () => recordScreensOnFailure('magic-together', { gm, player });

  const signUp = (page: Page, name: string) => signUpWithPasskey(page, base, name);

  /** The server's refusal inside the form that caused it, citing a rule. */
  async function refusal(form: Locator): Promise<string> {
    const alert = form.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect((await alert.locator('cite').allTextContents()).join(' ').trim(), 'the refusal cites its rule').not.toBe('');
    return (await alert.textContent()) ?? '';
  }

  async function defineSpell(fields: { name: string; kind?: string; power: number; castingTime?: string }) {
    // The GM's tools are folded, one open at a time (issue 39 item 4).
    const form = await openTool(gm, 'Spell catalogue', 'Define a spell');
    await form.locator('input[name=spellName]').fill(fields.name);
    await form.locator('select[name=kind]').selectOption(fields.kind ?? 'SPELL');
    await form.locator('select[name=source]').selectOption('ARCANE');
    await form.locator('input[name=power]').fill(String(fields.power));
    if (fields.castingTime) await form.locator('input[name=castingTime]').fill(fields.castingTime);
    await form.locator('select[name=nature]').selectOption('MISC');
    await form.locator('select[name=effect]').selectOption('NARRATIVE');
    await form.getByRole('button', { name: 'Define' }).click();
    await expect.poll(() => gm.getByTestId('spell-catalogue').locator('tbody').textContent(), POLL).toContain(fields.name);
  }

  async function buildCharacter(name: string, modules: [string, number, number][], join?: string) {
    await player.goto(`${base}/#/`);
    if (join) {
      await player.getByLabel('Invite code').fill(join);
      await player.getByRole('button', { name: 'Join' }).click();
    } else {
      await player.getByRole('link', { name: 'Almera together' }).click();
    }
    await openNewCharacter(player);
    await player.getByLabel('Character name').fill(name);
    await player.getByLabel('Human').check();
    await player.getByRole('button', { name: 'Create the draft' }).click();
    await player.getByTestId('xp-left').waitFor(POLL);
    const add = player.getByRole('form', { name: 'Add module' });
    for (const [module, scope, rank] of modules) {
      const before = await player.getByTestId('xp-left').textContent();
      await add.getByLabel('Module', { exact: true }).fill(module);
      await add.getByLabel('Scope').fill(String(scope));
      await add.getByLabel('Rank').fill(String(rank));
      await add.getByRole('button', { name: 'Add module' }).click();
      await expect.poll(() => player.getByTestId('xp-left').textContent(), POLL).not.toBe(before);
    }
    await player.getByRole('button', { name: 'Activate' }).click();
    await player.getByRole('article', { name }).waitFor(POLL);
  }

  it('the GM defines an ALMERA spell and a ritual; a player builds three characters', async () => {
    screenshotsOnFailure();
    await signUp(gm, 'Gemma');
    await gm.getByLabel('Campaign name').fill('Almera together');
    await gm.locator('select[name=magicSystem]').selectOption('ALMERA');
    await gm.getByRole('button', { name: 'Create' }).click();
    const invite = (await gm.getByTestId('invite-code').textContent())?.trim();
    expect(invite).toBeTruthy();
    await defineSpell({ name: 'Light', power: 1 });
    await defineSpell({ name: 'Seal of stars', kind: 'RITUAL', power: 6, castingTime: '1 h' });

    await signUp(player, 'Pip');
    await buildCharacter('Ama', [['Pouvoir des arcanes', 5, 2]], invite!);
    await buildCharacter('Bel', [
      ['Pouvoir des arcanes', 5, 1],
      ['Runes', 2, 1],
    ]);
    await buildCharacter('Cid', []);
  }, 120_000);

  it('a player casts with an assistant: only their own characters offered, the assistant’s part before and after, in English and French', async () => {
    screenshotsOnFailure();
    await player.goto(`${base}/#/`);
    await player.getByRole('link', { name: 'Almera together' }).click();
    const ama = player.getByRole('article', { name: 'Ama', exact: true });
    const bel = player.getByRole('article', { name: 'Bel', exact: true });
    const cid = player.getByRole('article', { name: 'Cid', exact: true });
    const cast = await openTool(ama, 'Cast a spell');
    await cast.locator('select[name=spell]').selectOption({ label: 'Light (1)' });
    await expect.poll(() => cast.getByTestId('cast-preview').textContent(), POLL).toContain('D2');
    // The player's own characters, never the caster herself.
    const helpers = cast.getByTestId('cast-assistants');
    // The helpers come from a query of their own: waited for, not raced.
    await helpers.waitFor(POLL);
    expect(await helpers.locator('fieldset.assistant').evaluateAll((sets) => sets.map((s) => s.getAttribute('aria-label')).sort())).toEqual(['Assistant Bel', 'Assistant Cid']);

    // Bad input: Cid holds no Power of the Arcane — refused beside the form, citing the rule; nothing cast, nothing paid.
    await helpers.getByRole('group', { name: 'Assistant Cid' }).getByLabel('Cid').check();
    await cast.getByRole('button', { name: 'Cast', exact: true }).click();
    expect(await refusal(cast)).toContain('every assistant holds at least the predefined modules the effect requires');
    expect(await cast.getByTestId('magic-outcome').count()).toBe(0);
    expect(await cast.locator('select[name=spell]').inputValue()).not.toBe('');
    expect(await helpers.getByRole('group', { name: 'Assistant Cid' }).getByLabel('Cid').isChecked()).toBe(true);
    expect(await ama.getByTestId('magic-exhaustion').textContent()).toBe('rested: no magical exhaustion');
    expect(await cid.getByTestId('magic-exhaustion').textContent()).toBe('rested: no magical exhaustion');

    // Bel helps with two modules: +2 shown before the cast, from the API's preview.
    await helpers.getByRole('group', { name: 'Assistant Cid' }).getByLabel('Cid').uncheck();
    const belGroup = helpers.getByRole('group', { name: 'Assistant Bel' });
    await belGroup.getByLabel('Bel').check();
    await belGroup.getByLabel('Runes').check();
    await belGroup.getByLabel('Pouvoir des arcanes').check();
    await expect.poll(() => cast.getByTestId('cast-preview').textContent(), POLL).toContain('assistant Bel: +1 × 2 module(s)');
    await expect.poll(() => belGroup.getByTestId('assistant-part').textContent(), POLL).toBe('adds +2 to the score; pays 1 exhaustion');
    await expect.poll(() => cast.getByRole('alert').count(), POLL).toBe(0);
    await expectAccessible(player, 'magic-together-player-phone');
    expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await cast.getByRole('button', { name: 'Cast', exact: true }).click();
    const outcome = cast.getByTestId('magic-outcome');
    await expect.poll(() => outcome.textContent(), POLL).toMatch(/Light: (Success|Failure)/);
    expect(await outcome.textContent()).toContain('Assistants: Bel +2 (1 exhaustion)');
    // Bel paid too: on Bel's card, live.
    await expect.poll(() => bel.getByTestId('magic-exhaustion').textContent(), POLL).toBe('1 point: −1 to every magical action');
    await expect.poll(() => ama.getByTestId('magic-exhaustion').textContent(), POLL).toBe('1 point: −1 to every magical action');
    expect(await cid.getByTestId('magic-exhaustion').textContent()).toBe('rested: no magical exhaustion');
    // The GM's feed says who helped.
    await expect.poll(() => gm.getByTestId('feed').textContent(), POLL).toMatch(/Ama cast Light with Bel: (success|failure)/);

    // In French, the breakdown comes from the API in French (rule citations included).
    await player.getByRole('button', { name: 'Français' }).click();
    const castFr = ama.getByRole('form', { name: 'Lancer un sort' });
    await expect.poll(() => castFr.getByTestId('cast-preview').textContent(), POLL).toContain('assistant Bel : +1 × 2 module(s)');
    const preview = (await castFr.getByTestId('cast-preview').textContent()) ?? '';
    expect(preview).toContain('épuisement magique −1');
    expect(preview).toContain('MAGIE ALMERA §Lancer un sort à plusieurs : chaque assistant ajoute 1 point par module qui entre en jeu');
    expect(preview).toContain('premier niveau de magie, puissance 1 : D2');
    expect(preview).not.toContain('MAGIC ALMERA');
    expect(await castFr.getByRole('group', { name: 'Assistant Bel' }).getByTestId('assistant-part').textContent()).toBe('ajoute +2 au score\u202f; paie 1 d’épuisement');
    expect(await castFr.getByTestId('magic-outcome').textContent()).toContain('Assistants\u00a0: Bel +2 (1 d’épuisement)');
    await expectAccessible(player, 'magic-together-player-phone-fr');
    await player.getByRole('button', { name: 'English' }).click();
    await ama.getByRole('form', { name: 'Cast a spell' }).waitFor(POLL);
  }, 120_000);

  it('the GM interrupts a ritual: a bad procedure refused and nothing written; then the released share, the costs on the sheets and the feed', async () => {
    screenshotsOnFailure();
    await gm.getByRole('button', { name: 'Sheet: Ama' }).click();
    const form = await openTool(gm, 'Interrupt a ritual');
    const exhaustion = gm.getByTestId('magic-panel').getByTestId('magic-exhaustion');
    await expect.poll(() => exhaustion.textContent(), POLL).toBe('1 point: −1 to every magical action');
    // A player's screen never offers it (the interruption is the GM's number, SMS §2.8).
    expect(await player.getByRole('form', { name: 'Interrupt a ritual' }).count()).toBe(0);

    await form.locator('select[name=interruptedRitual]').selectOption({ label: 'Seal of stars (6)' });
    await form.getByLabel('Bel').check();
    await form.locator('input[name=interruptProcedureBonus]').fill('3');
    await form.locator('input[name=elapsed]').fill('15');
    await form.locator('input[name=total]').fill('60');
    await form.getByRole('button', { name: 'Interrupt' }).click();
    expect(await refusal(form)).toContain('MAGIC ALMERA §Mode opératoire d’un rituel');
    expect(await form.locator('input[name=interruptProcedureBonus]').inputValue()).toBe('3');
    expect(await form.getByTestId('magic-outcome').count()).toBe(0);
    expect(await exhaustion.textContent()).toBe('1 point: −1 to every magical action');
    await expect.poll(() => player.getByRole('article', { name: 'Bel', exact: true }).getByTestId('magic-exhaustion').textContent(), POLL).toBe('1 point: −1 to every magical action');

    // A quarter of the way, without its stop protocol: power 6 → 3 / 3, a quarter let loose.
    await form.locator('input[name=interruptProcedureBonus]').fill('4');
    await form.getByRole('button', { name: 'Interrupt' }).click();
    const outcome = form.getByTestId('magic-outcome');
    await expect.poll(() => outcome.getAttribute('aria-label'), POLL).toBe('Seal of stars: Interrupted');
    const text = (await outcome.textContent()) ?? '';
    expect(text).toContain('the magic let loose: 25 % of its power (1.5)');
    expect(text).toContain('Who paid what: Ama — 3 exhaustion; Bel — 3 exhaustion');
    expect(text).not.toContain('Stakes');
    await expect.poll(() => form.getByRole('alert').count(), POLL).toBe(0);
    // On the sheets: the GM's panel, and the player's cards, live.
    await expect.poll(() => exhaustion.textContent(), POLL).toBe('4 points: −4 to every magical action');
    await expect.poll(() => player.getByRole('article', { name: 'Ama', exact: true }).getByTestId('magic-exhaustion').textContent(), POLL).toBe('4 points: −4 to every magical action');
    await expect.poll(() => player.getByRole('article', { name: 'Bel', exact: true }).getByTestId('magic-exhaustion').textContent(), POLL).toBe('4 points: −4 to every magical action');
    // In the feed, in sentences.
    await expect.poll(() => gm.getByTestId('feed').textContent(), POLL).toContain('The GM interrupted Ama’s ritual Seal of stars (with Bel): 25 % of its magic let loose');
    await expectAccessible(gm, 'magic-together-gm-interrupt');
    await gm.setViewportSize(PHONE);
    await expectAccessible(gm, 'magic-together-gm-interrupt-phone');
    expect(await gm.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await gm.setViewportSize(DESKTOP);
  }, 120_000);

  it('the interruption’s card and feed sentence in French', async () => {
    screenshotsOnFailure();
    await gm.getByRole('button', { name: 'Français' }).click();
    const formFr = gm.getByRole('form', { name: 'Interrompre un rituel' });
    await expect.poll(() => formFr.getByTestId('magic-outcome').textContent(), POLL).toContain('la magie libérée\u00a0: 25 % de sa puissance (1.5)');
    expect(await formFr.getByTestId('magic-outcome').textContent()).toContain('Qui a payé quoi\u00a0: Ama — 3 d’épuisement\u202f; Bel — 3 d’épuisement');
    await expect.poll(() => gm.getByTestId('feed').textContent(), POLL).toContain('Le MJ interrompt le rituel Seal of stars de Ama (avec Bel)\u00a0: 25 % de sa magie est libérée');
    await expectAccessible(gm, 'magic-together-gm-interrupt-fr');
    await gm.getByRole('button', { name: 'English' }).click();
    expect(outside).toEqual([]);
  }, 120_000);
});

/**
 * NPCs in the magic (issue 39 item 7), in Chromium against a real `npm start` server, with no
 * call outside the app: the GM defines an NPC and announces its spell from the GM's screen (NPCs
 * roll nothing, docs/rules.md §6 decision 58); the player's phone shows it live in the magic
 * screen, counters it with the NPC preselected, and the card shows the die the server took from
 * the NPC's definition — the die shown is the die used. Every screen passes axe-core.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkip, expectAccessible, openTool, showPartOf, signUpWithPasskey } from '../support/browser.js';
import { openNewCharacter, recordScreensOnFailure, useBrowserTable } from '../support/table-browser.js';

const POLL = { timeout: 20_000 };

describe.skipIf(browserSkip)('an NPC’s spell announced by the GM and countered by a player, in Chromium', () => {
  let base: string;
  let gm: Page;
  let player: Page;
  let outside: string[];

  useBrowserTable('sms-npc-magic-', (table) => ({ base, gm, player, outside } = table));

  it('the GM announces Grohk’s fireball at Pip; Pip counters it from the phone; the card shows Grohk’s die', async () => {
    recordScreensOnFailure('npc-magic', { gm, player });
    await signUpWithPasskey(gm, base, 'Gemma');
    await gm.getByLabel('Campaign name').fill('Loreval nights');
    await gm.locator('select[name=magicSystem]').selectOption('LOREVAL');
    await gm.getByRole('button', { name: 'Create' }).click();
    const invite = (await gm.getByTestId('invite-code').textContent())?.trim();
    expect(invite).toBeTruthy();

    // The player's mage: Power of the Arcane at rank 2 (a counter needs a rank ≥ the spell's power).
    await signUpWithPasskey(player, base, 'Paula');
    await player.goto(`${base}/#/`);
    await player.getByLabel('Invite code').fill(invite!);
    await player.getByRole('button', { name: 'Join' }).click();
    await openNewCharacter(player);
    await player.getByLabel('Character name').fill('Pip');
    await player.getByLabel('Human').check();
    await player.getByRole('button', { name: 'Create the draft' }).click();
    await player.getByTestId('xp-left').waitFor(POLL);
    const add = player.getByRole('form', { name: 'Add module' });
    await add.getByLabel('Module', { exact: true }).fill('Pouvoir des arcanes');
    await add.getByLabel('Scope').fill('5');
    await add.getByLabel('Rank').fill('2');
    const before = await player.getByTestId('xp-left').textContent();
    await add.getByRole('button', { name: 'Add module' }).click();
    await expect.poll(() => player.getByTestId('xp-left').textContent(), POLL).not.toBe(before);
    await player.getByRole('button', { name: 'Activate' }).click();
    const pip = player.getByRole('article', { name: 'Pip', exact: true });
    await pip.waitFor(POLL);

    // The GM's NPC, defined by its role: its base die D8 stays the GM's.
    await gm.reload();
    const npc = await openTool(gm, 'NPCs and creatures', 'New NPC');
    await npc.getByLabel('Character name').fill('Grohk');
    await npc.getByRole('button', { name: 'Create' }).click();
    await gm.getByRole('button', { name: 'Sheet: Grohk' }).click({ timeout: 15_000 });
    const define = await openTool(gm, 'Sheet and care — Grohk', 'Define the NPC');
    await define.getByLabel('Role').selectOption('ONE_SHOT');
    await define.getByLabel('Method').selectOption('SIMPLE');
    await define.getByLabel('Attack difficulty').fill('8');
    await define.getByLabel(/Defence difficulty/).fill('8');
    await define.getByRole('button', { name: 'Define the NPC' }).click();
    await expect.poll(() => define.getByTestId('npc-definition').textContent(), POLL).toContain('One-shot, Simple');

    // The GM announces: a spell described at the table, aimed at Pip. No roll.
    const announce = await openTool(gm, 'Magic: Grohk', 'Announce the spell');
    await announce.locator('input[name=announcedName]').fill('Fireball');
    await announce.locator('select[name=announcedPower]').selectOption('2');
    await announce.getByLabel('Pip').check();
    await announce.getByRole('button', { name: 'Announce the spell' }).click();
    await expect.poll(() => announce.getByTestId('npc-announced').textContent(), POLL).toBe('Fireball announced: the table sees it.');
    await expect.poll(() => gm.getByTestId('feed').textContent(), POLL).toContain('Grohk → Pip — Fireball (announced, power 2)');
    await expectAccessible(gm, 'npc-magic-gm-announce');

    // The player's phone: live, no reload; the counter aims at Grohk, Pip a target (a reaction).
    const announced = pip.getByTestId('npc-spells');
    await showPartOf(announced);
    await expect.poll(() => announced.textContent(), POLL).toContain('Grohk → Pip — Fireball (power 2)');
    await announced.getByRole('button', { name: 'Counter this spell' }).click();
    const counter = pip.getByRole('form', { name: 'Counter-spell' });
    await counter.waitFor(POLL);
    // The form is filled from the announcement once it renders (an effect): under load the first
    // read can come before that render, so the choice is awaited, not read once.
    await expect.poll(() => counter.locator('select[name=againstCaster] option:checked').textContent(), POLL).toBe('Grohk');
    expect(await counter.locator('input[name=isTarget]').isChecked()).toBe(true);
    // A player is never asked for the NPC's number.
    expect(await counter.locator('input[name=interruptBaseDie]').count()).toBe(0);
    await counter.getByRole('button', { name: 'Counter', exact: true }).click();
    const outcome = counter.getByTestId('magic-outcome');
    await expect.poll(() => outcome.textContent(), POLL).toContain('base die to interrupt this caster D8');
    // D8 + 2 for power 2 = D10: the die named is the die rolled.
    expect(await outcome.textContent()).toContain('D10');
    expect(await outcome.textContent()).toContain('reaction');
    await expectAccessible(player, 'npc-magic-player-counter');
    expect(outside).toEqual([]);
  }, 240_000);
  it('in an encounter, Grohk counters Pip’s declared spell: the cast shows Grohk’s die and is rolled on it', async () => {
    recordScreensOnFailure('npc-magic-counter', { gm, player });
    const define = await openTool(gm, 'Spell catalogue', 'Define a spell');
    await define.locator('input[name=spellName]').fill('Light');
    await define.locator('select[name=kind]').selectOption('SPELL');
    await define.locator('select[name=source]').selectOption('ARCANE');
    await define.locator('input[name=power]').fill('1');
    await define.locator('select[name=nature]').selectOption('MISC');
    await define.locator('select[name=effect]').selectOption('NARRATIVE');
    await define.getByRole('button', { name: 'Define' }).click();
    await expect.poll(() => gm.getByTestId('spell-catalogue').locator('tbody').textContent(), POLL).toContain('Light');

    const start = gm.getByRole('form', { name: 'Start an encounter' });
    await start.getByLabel('Encounter', { exact: true }).fill('The cave');
    await start.getByLabel('Initiative — Pip').fill('4');
    await start.getByLabel('Initiative — Grohk').fill('2');
    await start.getByRole('button', { name: 'Start an encounter' }).click();
    await expect.poll(() => gm.getByTestId('turn-number').textContent(), POLL).toBe('1');

    // Pip declares a spell at the table (the campaign's screen); the GM says Grohk counters it (no roll: a die the cast must beat).
    await player.goto(gm.url().split('?')[0]!);
    await player.getByRole('article', { name: 'Pip', exact: true }).waitFor(POLL);
    const declare = player.getByRole('form', { name: 'Declare the action' });
    await declare.waitFor({ state: 'attached', ...POLL });
    await showPartOf(declare);
    await declare.getByLabel('casts a spell').check();
    await declare.getByRole('button', { name: 'Declare the action' }).click();
    const declarations = gm.getByTestId('declarations');
    await expect.poll(() => declarations.textContent(), POLL).toMatch(/Pip: action.*casts a spell/);
    await declarations.locator('details.row-actions > summary').first().click();
    const answer = gm.getByRole('form', { name: 'React or intervene — Grohk' });
    await answer.getByLabel('counters the spell').check();
    await answer.getByRole('button', { name: /^React.*Grohk$/ }).click();
    await expect.poll(() => declarations.textContent(), POLL).toMatch(/Grohk: reaction.*counters the spell/);
    await expectAccessible(gm, 'npc-magic-gm-counter');

    // Pip casts the declared spell: Light alone is D4; Grohk's counter lifts it to his D8, shown before and after.
    const pip = player.getByRole('article', { name: 'Pip', exact: true });
    const cast = await openTool(pip, 'Cast a spell');
    await cast.locator('select[name=spell]').selectOption({ label: 'Light (1)' });
    expect(await cast.locator('input[name=inEncounter]').isChecked()).toBe(true);
    await expect.poll(() => cast.getByTestId('cast-preview').textContent(), POLL).toContain('Grohk counters the spell: its difficulty D8');
    await cast.getByRole('button', { name: 'Cast', exact: true }).click();
    const outcome = cast.getByTestId('magic-outcome');
    await expect.poll(() => outcome.textContent(), POLL).toMatch(/Light: (Success|Failure)/);
    expect(await outcome.textContent()).toContain('Grohk counters the spell: its difficulty D8');
    expect(await outcome.textContent()).toContain('D8');
    await expectAccessible(player, 'npc-magic-player-countered-cast');
    expect(outside).toEqual([]);
  }, 240_000);
});

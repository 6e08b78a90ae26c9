/**
 * Issue 23 in a real browser (Debian's Chromium through playwright-core) against a real
 * `npm start` server: the SMS GM's campaign tools and the sheet people read, with zero API
 * calls outside the app. A GM (desktop) and a player (phone): a scenario starts, a request is
 * asked twice and one cancelled, the roll is answered, fatigue is added, a wound inflicted and
 * healed, a fall resolved, an NPC defined by its role, the scenario completed, and the player
 * spends experience with the cost shown and confirmed; then the settings page registers a
 * webhook. Each form gets one bad input: the refusal is shown beside it, with the rule it
 * cites, and the form keeps what was typed. axe-core on every new screen, phone and desktop.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkip, expectAccessible, openTool, signUpWithPasskey } from '../support/browser.js';
import { expectAccessibleBothSizes, useBrowserTable, openNewCharacter } from '../support/table-browser.js';

const skip = browserSkip;

describe.skipIf(skip)('the SMS GM’s tools and sheet in Chromium', () => {
  let base: string;
  let gm: Page;
  let player: Page;

  useBrowserTable('sms-gm-', (table) => ({ base, gm, player } = table));

  // A passkey through Chromium's virtual authenticator (test/support/browser.ts).
  const signUp = (page: Page, name: string) => signUpWithPasskey(page, base, name);

  const accessible = expectAccessible;

  /** The same screen on the other device size too: a GM runs the table from a phone as well. */
  const bothSizes = expectAccessibleBothSizes;

  /** A refusal beside the form, citing its rule when it breaks one, while the field keeps its text. */
  async function refused(form: Locator, field: Locator, typed: string, cites: RegExp) {
    await expect.poll(() => form.getByRole('alert').textContent(), { timeout: 15_000 }).toMatch(cites);
    expect(await field.inputValue()).toBe(typed);
  }

  it('plays an evening with the GM’s tools, from scenario start to experience spent', async () => {
    // The table: a GM, a player with a Tifin.
    await signUp(gm, 'Gemma');
    await gm.getByLabel('Campaign name').fill('Loreval');
    await gm.getByRole('button', { name: 'Create' }).click();
    const inviteCode = (await gm.getByTestId('invite-code').textContent())?.trim();
    await signUp(player, 'Pip');
    await player.getByLabel('Invite code').fill(inviteCode!);
    await player.getByRole('button', { name: 'Join' }).click();
    await openNewCharacter(player);
    await player.getByLabel('Character name').fill('Pip');
    await player.getByLabel('Tifin').check();
    // The race preview says what the package costs and what is left (not "XP left: −7").
    await expect.poll(() => player.getByTestId('race-xp-left').textContent()).toContain('33');
    await accessible(player, 'sms-race-preview-phone');
    await player.getByRole('button', { name: 'Create the draft' }).click();
    await expect.poll(() => player.getByTestId('xp-left').textContent()).toContain('33');

    // The paste box: a good line and a bad one; the good one is added, only the bad one stays,
    // and its refusal is shown once (not again under the add-module form).
    const paste = player.getByLabel('Paste modules in SMS notation (one per line)');
    await paste.fill('Escrime (2) : 2\nCourse (1) : 4');
    await player.getByRole('button', { name: 'Read' }).click();
    await expect.poll(() => player.getByTestId('xp-left').textContent(), { timeout: 15_000 }).toContain('29');
    await expect.poll(() => paste.inputValue()).toBe('Course (1) : 4');
    expect(await player.getByTestId('notation-problem').count()).toBe(1);
    expect(await player.getByRole('alert').count()).toBe(1);
    await expect.poll(() => player.getByTestId('notation-problem').textContent()).toContain('SMS §8');
    await accessible(player, 'sms-builder-paste-phone');
    await paste.fill('');
    await player.getByRole('button', { name: 'Activate' }).click();
    await player.getByRole('article', { name: 'Pip', exact: true }).waitFor();
    // The table, live: the campaign's player view.
    await player.goto(`${base}/#/`);
    await player.getByRole('link', { name: 'Loreval' }).click();
    const card = player.getByRole('article', { name: 'Pip', exact: true });
    await card.waitFor();

    // The sheet people read: the race, fatigue by kind, modules grouped, racial ones in English.
    const sheet = card.getByTestId('sms-sheet');
    await expect.poll(() => sheet.getByTestId('race').textContent()).toBe('Tifin');
    await expect.poll(() => sheet.getByTestId('fatigue').textContent()).toContain('passing: 0');
    const table = sheet.getByTestId('module-table');
    expect(await table.getByRole('rowheader', { name: 'Small size' }).count()).toBe(1);
    expect(await table.getByRole('columnheader', { name: 'Negative' }).count() + (await table.getByText('Negative').count())).toBeGreaterThan(0);

    // The GM starts a scenario (a bad one first: no title).
    await gm.getByRole('button', { name: 'Sheet: Pip' }).click();
    // The GM's tools are folded, one open at a time (issue 39 item 4).
    const start = await openTool(gm, 'Scenarios and sessions', 'Start the scenario');
    await start.getByRole('button', { name: 'Start the scenario' }).click();
    await refused(start, start.getByLabel('Scenario title'), '', /^Fill this in\.$/);
    await start.getByLabel('Scenario title').fill('The ford');
    await start.getByRole('button', { name: 'Start the scenario' }).click();
    await expect.poll(() => gm.getByTestId('scenarios').textContent(), { timeout: 15_000 }).toContain('The ford');

    // A request asked twice: the duplicate is cancelled, the player sees one and rolls it.
    await gm.getByLabel('Difficulty die').selectOption('8');
    await gm.getByLabel('What is at stake').fill('Cross the ford');
    await gm.getByRole('button', { name: 'Ask', exact: true }).click();
    await gm.getByRole('button', { name: 'Ask', exact: true }).click();
    const asks = gm.getByTestId('open-asks');
    await expect.poll(() => asks.getByRole('button', { name: /Cancel: Pip/ }).count(), { timeout: 15_000 }).toBe(2);
    await accessible(gm, 'sms-gm-tools-desktop');
    await asks.getByRole('button', { name: /Cancel: Pip/ }).first().click();
    await expect.poll(() => asks.getByRole('button', { name: /Cancel: Pip/ }).count(), { timeout: 15_000 }).toBe(1);
    const answer = player.getByTestId('answer-request');
    await expect.poll(() => answer.count(), { timeout: 15_000 }).toBe(1);
    await answer.getByLabel(/Escrime/).check();
    await answer.getByRole('button', { name: /Roll/ }).click();
    await expect.poll(() => player.getByTestId('answer-request').count(), { timeout: 15_000 }).toBe(0);

    // Fatigue: zero levels is refused beside the form, then one lasting level shows, labelled.
    await openTool(gm, 'Sheet and care — Pip');
    const tools = gm.getByTestId('gm-character-tools');
    const fatigue = tools.getByRole('form', { name: 'Add fatigue' });
    await fatigue.getByLabel('Kind').selectOption('LASTING');
    await fatigue.getByLabel('Levels').fill('0');
    await fatigue.getByRole('button', { name: 'Add fatigue' }).click();
    await refused(fatigue, fatigue.getByLabel('Levels'), '0', /^At least 1\.$/);
    await fatigue.getByLabel('Levels').fill('1');
    await fatigue.getByRole('button', { name: 'Add fatigue' }).click();
    await expect.poll(() => card.getByTestId('fatigue').textContent(), { timeout: 15_000 }).toContain('lasting: 1');

    // A wound, labelled by its severity on the player's sheet, then healed by the GM.
    await openTool(gm, 'Wound or experience');
    await gm.getByRole('textbox', { name: 'Nature' }).fill('Cut on the arm');
    await gm.getByRole('button', { name: 'Inflict' }).click();
    await expect.poll(() => card.getByTestId('wounds').textContent(), { timeout: 15_000 }).toContain('Cut on the arm — light');
    await openTool(gm, 'Sheet and care — Pip');
    await tools.getByRole('button', { name: 'Heal: Cut on the arm' }).click();
    await expect.poll(() => card.getByTestId('sms-sheet').textContent(), { timeout: 15_000 }).toContain('no wound');

    // A fall: a negative height is refused citing the rule; five metres are rolled and shown.
    const fall = tools.getByRole('form', { name: 'Fall or throw' });
    await fall.getByLabel('Distance (m)').fill('-3');
    await fall.getByRole('button', { name: 'Roll' }).click();
    await refused(fall, fall.getByLabel('Distance (m)'), '-3', /^At least \d+\.$/);
    await fall.getByLabel('Distance (m)').fill('5');
    await fall.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => fall.getByTestId('impact').textContent(), { timeout: 15_000 }).toMatch(/Score \d+ vs D\d+/);
    await bothSizes(gm, 'sms-gm-health');

    // An NPC: created, then defined by its role; a defence outside the role's range cites SMS §9.
    const npc = await openTool(gm, 'NPCs and creatures', 'New NPC');
    await npc.getByLabel('Character name').fill('Bandit');
    await npc.getByLabel('Modules in SMS notation (one per line)').fill('Épée (2) : 2');
    await npc.getByRole('button', { name: 'Create' }).click();
    await gm.getByRole('button', { name: 'Sheet: Bandit' }).click({ timeout: 15_000 });
    const define = await openTool(gm, 'Sheet and care — Bandit', 'Define the NPC');
    await define.getByLabel('Role').selectOption('ONE_SHOT');
    await define.getByLabel('Method').selectOption('SIMPLE');
    await define.getByLabel('Attack difficulty').fill('8');
    await define.getByLabel(/Defence difficulty/).fill('4');
    await define.getByRole('button', { name: 'Define the NPC' }).click();
    await refused(define, define.getByLabel(/Defence difficulty/), '4', /SMS §9/);
    await define.getByLabel(/Defence difficulty/).fill('8');
    await define.getByRole('button', { name: 'Define the NPC' }).click();
    await expect.poll(() => define.getByTestId('npc-definition').textContent(), { timeout: 15_000 }).toContain('One-shot, Simple');
    await bothSizes(gm, 'sms-gm-npc');

    // The scenario ends with its awards; the player spends experience: cost shown, then confirmed.
    await openTool(gm, 'Scenarios and sessions');
    await gm.getByRole('button', { name: 'Complete the scenario: The ford' }).click();
    await expect.poll(() => gm.getByTestId('scenarios').textContent(), { timeout: 15_000 }).toContain('completed');
    const spend = card.getByTestId('spend-xp');
    await expect.poll(() => spend.locator('summary').textContent(), { timeout: 15_000 }).toBe('Spend experience (30)');
    await spend.locator('summary').click();
    await spend.getByRole('button', { name: 'Escrime 2 → 3: 2 XP' }).click();
    const confirm = spend.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain('Buy a rank of Escrime for 2 XP? 28 XP will be left.');
    await accessible(player, 'sms-spend-confirm-phone');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => spend.getByRole('status').textContent(), { timeout: 15_000 }).toBe('Escrime is now rank 3 (−2 XP).');
    // A second rank of the same module at the same scenario end is refused, citing the rule.
    await spend.getByRole('button', { name: 'Escrime 3 → 4: 2 XP' }).click();
    await spend.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => spend.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('SMS §8');

    // In French, the same sheet reads in French: racial modules, fatigue kinds.
    await player.getByRole('button', { name: 'Français' }).click();
    await expect.poll(() => card.getByTestId('module-table').textContent(), { timeout: 15_000 }).toContain('Petite taille');
    expect(await card.getByTestId('fatigue').textContent()).toContain('durable\u00a0: 1');
    await accessible(player, 'sms-sheet-fr-phone');
    await player.getByRole('button', { name: 'English' }).click();
  }, 300_000);

  it('the settings page registers a webhook, lists it, and shows each secret once', async () => {
    await gm.getByRole('link', { name: 'Campaign settings' }).click();
    const register = gm.getByRole('form', { name: 'Register the webhook' });
    await register.getByRole('checkbox', { name: 'roll.resolved' }).check();
    await register.getByLabel('Endpoint URL (https)').fill('http://hooks.example.com/in');
    await register.getByRole('button', { name: 'Register the webhook' }).click();
    await refused(register, register.getByLabel('Endpoint URL (https)'), 'http://hooks.example.com/in', /https/);
    await register.getByLabel('Endpoint URL (https)').fill('https://hooks.example.com/in');
    await register.getByRole('button', { name: 'Register the webhook' }).click();
    await expect.poll(() => gm.getByTestId('webhook-secret').textContent(), { timeout: 15_000 }).toMatch(/^whsec_/);
    await expect.poll(() => gm.getByTestId('webhook-endpoints').textContent()).toContain('https://hooks.example.com/in');
    await gm.getByRole('button', { name: 'Create a new inbound secret' }).click();
    await expect.poll(() => gm.getByTestId('inbound-secret').textContent(), { timeout: 15_000 }).toBeTruthy();
    await bothSizes(gm, 'sms-settings');
    await gm.getByRole('button', { name: 'Remove: https://hooks.example.com/in' }).click();
    await expect.poll(() => gm.getByTestId('webhook-endpoints').textContent(), { timeout: 15_000 }).not.toContain('https://hooks.example.com/in');
  }, 120_000);
  it('switching PC gives a fresh ask form: no stake, die or ticked module of the previous PC, and the odds chart keeps its score', async () => {
    // A second PC, a Human with a module of its own.
    await openNewCharacter(player);
    await player.getByLabel('Character name').fill('Tam');
    await player.getByLabel('Human').check();
    await player.getByRole('button', { name: 'Create the draft' }).click();
    const addModule = player.getByRole('form', { name: 'Add module' });
    await addModule.getByLabel('Module', { exact: true }).fill('Natation');
    await addModule.getByLabel('Scope').fill('2');
    await addModule.getByLabel('Rank').fill('1');
    await player.getByRole('button', { name: 'Add module' }).click();
    await expect.poll(() => player.getByTestId('xp-left').textContent(), { timeout: 15_000 }).toContain('38');
    await player.getByRole('button', { name: 'Activate' }).click();
    await player.getByRole('article', { name: 'Tam', exact: true }).waitFor();

    await gm.getByRole('link', { name: /Back/ }).click();
    await gm.getByRole('button', { name: 'Sheet: Pip' }).click({ timeout: 15_000 });
    const ask = gm.getByRole('region', { name: 'Ask for a roll: Pip' });
    await ask.getByLabel('Difficulty die').selectOption('12');
    await ask.getByLabel('What is at stake').fill('Climb the tower');
    await ask.getByRole('checkbox', { name: /Escrime/ }).check();
    await expect.poll(() => ask.locator('figcaption').textContent(), { timeout: 15_000 }).toMatch(/Score \d/);

    await gm.getByRole('button', { name: 'Sheet: Tam' }).click({ timeout: 15_000 });
    const askTam = gm.getByRole('region', { name: 'Ask for a roll: Tam' });
    await askTam.waitFor();
    expect(await askTam.getByLabel('What is at stake').inputValue()).toBe('');
    expect(await askTam.getByLabel('Difficulty die').inputValue()).toBe('8');
    expect(await askTam.getByRole('checkbox', { checked: true, name: /Natation/ }).count()).toBe(0);
    await askTam.getByRole('checkbox', { name: /Natation/ }).check();
    await expect.poll(() => askTam.locator('figcaption').textContent(), { timeout: 15_000 }).toMatch(/Score \d/);
    await accessible(gm, 'sms-gm-switch-pc-desktop');
  }, 120_000);
  it('every other GM form refuses a bad input beside it, keeps what was typed, then does its work', async () => {
    await gm.getByRole('button', { name: 'Sheet: Pip' }).click();
    await openTool(gm, 'Sheet and care — Pip');
    const tools = gm.getByTestId('gm-character-tools');

    // Recovery: a negative number of hours.
    const recover = tools.getByRole('form', { name: 'Recover' });
    await recover.getByLabel('Kind').selectOption('REST_HOURS');
    await recover.getByLabel('Hours', { exact: true }).fill('-1');
    await recover.getByRole('button', { name: 'Recover' }).click();
    await refused(recover, recover.getByLabel('Hours', { exact: true }), '-1', /^At least \d+\.$/);
    await recover.getByLabel('Hours', { exact: true }).fill('1');
    await recover.getByRole('button', { name: 'Recover' }).click();
    await expect.poll(() => tools.getByTestId('fatigue').textContent(), { timeout: 15_000 }).toContain('lasting: 0');

    // An affliction: a negative number of boxes is refused citing SMS §10; then a poison is caught, progresses, is treated and healed.
    const afflict = tools.getByRole('form', { name: 'Disease or poison' });
    await afflict.getByLabel('Name', { exact: true }).fill('Spider venom');
    await afflict.getByLabel('Boxes', { exact: true }).fill('-1');
    await afflict.getByLabel('Period', { exact: true }).fill('1 h');
    await afflict.getByRole('button', { name: 'Disease or poison' }).click();
    await refused(afflict, afflict.getByLabel('Boxes', { exact: true }), '-1', /SMS §10/);
    expect(await afflict.getByLabel('Name', { exact: true }).inputValue()).toBe('Spider venom');
    await afflict.getByLabel('Boxes', { exact: true }).fill('3');
    await afflict.getByRole('button', { name: 'Disease or poison' }).click();
    await tools.getByRole('button', { name: 'Treat (remove the cause): Spider venom' }).waitFor({ timeout: 15_000 });
    const progress = tools.getByRole('form', { name: 'Let periods pass' });
    await progress.getByLabel('Periods', { exact: true }).fill('-1');
    await progress.getByRole('button', { name: 'Let periods pass' }).click();
    await refused(progress, progress.getByLabel('Periods', { exact: true }), '-1', /^At least \d+\.$/);
    await progress.getByLabel('Periods', { exact: true }).fill('1');
    await progress.getByRole('button', { name: 'Let periods pass' }).click();
    await expect.poll(() => tools.getByTestId('sms-sheet').textContent(), { timeout: 15_000 }).toContain('Boxes 1/3');
    await tools.getByRole('button', { name: 'Treat (remove the cause): Spider venom' }).click();
    await tools.getByRole('button', { name: 'Heal boxes: Spider venom' }).click({ timeout: 15_000 });
    await expect.poll(() => tools.getByTestId('sms-sheet').textContent(), { timeout: 15_000 }).not.toContain('Spider venom');

    // A module adjusted by the GM: rank 0 is refused, rank 3 is recorded.
    const adjust = tools.getByRole('form', { name: 'Adjust a module' });
    await adjust.getByRole('combobox', { name: /^Module/ }).selectOption({ label: 'Fear resistance' });
    await adjust.getByLabel('Rank', { exact: true }).fill('0');
    await adjust.getByRole('button', { name: 'Save' }).click();
    await refused(adjust, adjust.getByLabel('Rank', { exact: true }), '0', /rank|^At least \d+\.$/i);
    await adjust.getByLabel('Rank', { exact: true }).fill('2');
    await adjust.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => tools.getByTestId('module-table').getByRole('row', { name: /Fear resistance/ }).textContent(), { timeout: 15_000 }).toContain('2');

    // A session: no title is refused; a planned one is then marked played.
    const session = await openTool(gm, 'Scenarios and sessions', 'Record the session');
    await session.getByLabel('Status').selectOption('PLANNED');
    await session.getByRole('button', { name: 'Record the session' }).click();
    await refused(session, session.getByLabel('Session title'), '', /^Fill this in\.$/);
    await session.getByLabel('Session title').fill('Second evening');
    await session.getByRole('button', { name: 'Record the session' }).click();
    await gm.getByRole('button', { name: 'Mark as played: Second evening' }).click({ timeout: 15_000 });
    await expect.poll(() => gm.getByTestId('sessions').textContent(), { timeout: 15_000 }).toContain('played');

    // An archetype over 33 XP cites SMS §8; a smaller one is defined and applied to the NPC.
    const archetype = await openTool(gm, 'NPCs and creatures', 'Define an archetype');
    await archetype.getByLabel('Key (e.g. KNIGHT)').fill('BANDIT_CHIEF');
    await archetype.getByLabel('Name (English)').fill('Bandit chief');
    await archetype.getByLabel('Name (French)').fill('Chef brigand');
    const heavy = 'Force (5) : 3\nEscrime (5) : 3\nCourse (5) : 3';
    await archetype.getByLabel('Modules in SMS notation (one per line)').fill(heavy);
    await archetype.getByRole('button', { name: 'Define' }).click();
    await refused(archetype, archetype.getByLabel('Modules in SMS notation (one per line)'), heavy, /SMS §8/);
    await archetype.getByLabel('Modules in SMS notation (one per line)').fill('Commandement (3) : 2');
    await archetype.getByRole('button', { name: 'Define' }).click();
    await expect.poll(() => archetype.getByRole('status').textContent(), { timeout: 15_000 }).toContain('BANDIT_CHIEF');
    await gm.getByRole('button', { name: 'Sheet: Bandit' }).click();
    const apply = await openTool(gm, 'Sheet and care — Bandit', 'Apply an archetype');
    await apply.getByLabel('Archetype').selectOption({ label: 'Bandit chief (Trade)' });
    await apply.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => gm.getByTestId('gm-character-tools').getByTestId('module-table').textContent(), { timeout: 15_000 }).toContain('Commandement');

    // A creature: a scope of 7 in its race's modules cites SMS §1; then a goblin vampire is made.
    const creature = await openTool(gm, 'NPCs and creatures', 'Create a creature');
    await creature.getByLabel('Character name').fill('Zog');
    await creature.getByLabel('Bestiary class').selectOption('LESSER_HUMANOID');
    await creature.getByLabel('Its race').fill('Gobelin');
    await creature.getByLabel('Modules in SMS notation (one per line)').fill('Fourberie (7) : 2');
    await creature.getByRole('button', { name: 'Create a creature' }).click();
    await refused(creature, creature.getByLabel('Character name'), 'Zog', /scope|portée|SMS §1/i);
    await creature.getByLabel('Modules in SMS notation (one per line)').fill('Fourberie (3) : 2');
    await creature.getByRole('checkbox', { name: /Vampire/ }).check();
    await creature.getByRole('button', { name: 'Create a creature' }).click();
    await gm.getByRole('button', { name: 'Sheet: Zog' }).waitFor({ timeout: 15_000 });

    // A new NPC from a line the notation cannot read: the line is named, the text kept.
    const npc = await openTool(gm, 'NPCs and creatures', 'New NPC');
    await npc.getByLabel('Character name').fill('Guard');
    await npc.getByLabel('Modules in SMS notation (one per line)').fill('Hallebarde');
    await npc.getByRole('button', { name: 'Create' }).click();
    await refused(npc, npc.getByLabel('Modules in SMS notation (one per line)'), 'Hallebarde', /#1/);
    await bothSizes(gm, 'sms-gm-forms');
    // The GM's tools in French: the words, the enum values and the racial modules.
    await gm.getByRole('button', { name: 'Français' }).click();
    await gm.getByRole('button', { name: 'Fiche\u00a0: Pip' }).click();
    await openTool(gm, 'Fiche et soins\u00a0— Pip');
    await expect.poll(() => gm.getByTestId('gm-character-tools').getByTestId('module-table').textContent(), { timeout: 15_000 }).toContain('Résistance à la peur');
    expect(await gm.getByTestId('gm-character-tools').getByRole('form', { name: 'Ajouter de la fatigue' }).count()).toBe(1);
    await accessible(gm, 'sms-gm-tools-fr-desktop');
    await gm.getByRole('button', { name: 'English' }).click();

    // The player's own PC: fatigue and falls are theirs to roll too (the API allows it).
    await player.getByRole('link', { name: /Back/ }).click();
    const self = player.getByRole('article', { name: 'Pip', exact: true }).getByTestId('self-care');
    await self.locator('summary').click();
    const tired = self.getByRole('form', { name: 'Add fatigue' });
    await tired.getByLabel('Levels', { exact: true }).fill('1');
    await tired.getByRole('button', { name: 'Add fatigue' }).click();
    await expect.poll(() => player.getByRole('article', { name: 'Pip', exact: true }).getByTestId('fatigue').textContent(), { timeout: 15_000 }).toContain('passing: 1');
    await self.getByRole('form', { name: 'Recover' }).getByRole('button', { name: 'Recover' }).click();
    await expect.poll(() => player.getByRole('article', { name: 'Pip', exact: true }).getByTestId('fatigue').textContent(), { timeout: 15_000 }).toContain('passing: 0');
    await accessible(player, 'sms-self-care-phone');
  }, 180_000);
});

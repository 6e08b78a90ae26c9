/**
 * A whole Ylnies evening in a real browser (Debian's Chromium through playwright-core) against a
 * real `npm start` server, with no API call outside the app: the GM (desktop) creates a Ylnies
 * campaign, a player (phone) joins and builds one character by points and one at random (in
 * French), the GM asks a test, runs an opposed test, a shot, an attack spell and a melee
 * exchange, the player casts, then progression. One bad input per form shows the server's
 * refusal beside the field with the rule it cites; every new screen passes axe-core.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserSkip, expectAccessible, openTool, signUpWithPasskey } from '../support/browser.js';
import { useBrowserTable, openNewCharacter } from '../support/table-browser.js';

const skip = browserSkip;

describe.skipIf(skip)('a Ylnies evening in Chromium', () => {
  let base: string;
  let gm: Page;
  let player: Page;
  let campaignUrl: string;

  useBrowserTable('ylnies-app-', (table) => ({ base, gm, player } = table));

  // A passkey through Chromium's virtual authenticator (test/support/browser.ts).
  const signUp = (page: Page, name: string) => signUpWithPasskey(page, base, name);

  const accessible = expectAccessible;

  /** A GM tool folded in a <details>: opened, and its form. */
  const tool = openTool;

  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a reader sees it (cells and lines apart).
  const text = (locator: Locator) => locator.innerText();
  // Selects whose labels share a word ("Defender", "Defender’s modifier") are found by name: a
  // label's text includes its select's options, so an exact label match cannot tell them apart.

  it('builds a character by points: live budgets, refusals beside their fields, then the draft and activation', async () => {
    await signUp(gm, 'Gemma');
    await gm.getByLabel('Campaign name').fill('Ylnies');
    await gm.getByLabel('Ruleset').selectOption('YLNIES');
    await gm.getByRole('button', { name: 'Create' }).click();
    const inviteCode = (await gm.getByTestId('invite-code').textContent())?.trim();
    expect(inviteCode).toBeTruthy();
    campaignUrl = gm.url();

    await signUp(player, 'Pip');
    await player.getByLabel('Invite code').fill(inviteCode!);
    await player.getByRole('button', { name: 'Join' }).click();
    await openNewCharacter(player);
    const builder = player.getByRole('form', { name: 'New character' });
    await builder.getByLabel('Character name').fill('Grok');
    await builder.getByLabel('Troll', { exact: true }).check();

    // 87 of 70: the budget says so as the player types.
    await builder.getByLabel('Strength', { exact: true }).fill('13');
    await builder.getByLabel('Constitution', { exact: true }).fill('13');
    await builder.getByLabel('Agility', { exact: true }).fill('12');
    await expect.poll(() => text(builder.getByTestId('characteristic-budget'))).toBe('87 of 70 points spent — 17 over the budget');
    // The final value shows the Troll's +4.
    expect(await text(builder.getByRole('row', { name: /Strength/ }))).toMatch(/\+4\s+17/);
    await builder.getByRole('button', { name: 'Add a skill' }).click();
    await builder.getByLabel('Skill name').fill('Hache');
    await builder.getByLabel('Value', { exact: true }).fill('8');
    await expect.poll(() => text(builder.getByTestId('skill-budget'))).toBe('Skill points: 8 of 75 spent — 67 left');

    // Sent as it is: each refusal beside its field, citing the rule, and the form keeps it all.
    await builder.getByRole('button', { name: 'Create the character' }).click();
    const characteristics = builder.getByRole('group', { name: 'Characteristics' });
    await expect.poll(() => text(characteristics.getByRole('alert'))).toContain('Ylnies §Creation: 70 points');
    const innate = builder.getByRole('group', { name: 'Innate spell or power' });
    expect(await text(innate.getByRole('alert'))).toContain('The character needs one innate spell or power.');
    expect(await builder.getByLabel('Character name').inputValue()).toBe('Grok');
    expect(await builder.getByLabel('Skill name').inputValue()).toBe('Hache');
    await accessible(player, 'ylnies-builder-refused');

    await builder.getByLabel('Strength', { exact: true }).fill('9');
    await builder.getByLabel('Constitution', { exact: true }).fill('9');
    await builder.getByLabel('Agility', { exact: true }).fill('7');
    await builder.getByLabel('Willpower', { exact: true }).fill('8');
    await builder.getByLabel('Intelligence', { exact: true }).fill('2');
    await expect.poll(() => text(builder.getByTestId('characteristic-budget'))).toBe('70 of 70 points spent — 0 left');
    await innate.getByLabel('Innate ability’s name').fill('Boule de feu');
    // The innate ability is free up to Willpower (8): 9 costs one point at the spell rate, 2.
    await innate.getByLabel(/^Value/).fill('9');
    await expect.poll(() => text(builder.getByTestId('skill-budget'))).toBe('Skill points: 10 of 75 spent — 65 left');
    await innate.getByLabel(/^Value/).fill('');
    await builder.getByRole('button', { name: 'Add a weapon' }).click();
    await builder.getByLabel('Weapon name').fill('Hache de guerre');
    await builder.getByLabel('Armour type').selectOption('LEATHER');
    await builder.getByRole('button', { name: 'Create the character' }).click();

    // The draft: the server's sheet, with the skill points it counted.
    const sheet = player.getByTestId('ylnies-sheet');
    await sheet.waitFor();
    expect(await text(sheet)).toContain('Skill points: 8 of 75 spent');
    expect(await text(sheet.getByRole('row', { name: /Constitution/ }))).toMatch(/13\s+9\s+\+4/);
    expect(await text(sheet)).toContain('Hache de guerre');
    // A bad skill value on the draft: the refusal beside the skills, the value kept.
    const skillsForm = player.getByRole('form', { name: 'Save the skills' });
    await skillsForm.getByLabel('Value', { exact: true }).fill('11');
    await skillsForm.getByRole('button', { name: 'Save the skills' }).click();
    await expect.poll(() => text(skillsForm.getByRole('alert'))).toContain('Ylnies §Creation: at most 10 points per skill');
    expect(await skillsForm.getByLabel('Value', { exact: true }).inputValue()).toBe('11');
    await skillsForm.getByLabel('Value', { exact: true }).fill('9');
    await skillsForm.getByRole('button', { name: 'Save the skills' }).click();
    await expect.poll(() => text(sheet)).toContain('Skill points: 9 of 75 spent');
    // A nameless weapon: refused beside the equipment, the row kept.
    const equipmentForm = player.getByRole('form', { name: 'Save the equipment' });
    await equipmentForm.getByRole('button', { name: 'Add a weapon' }).click();
    await equipmentForm.getByRole('button', { name: 'Save the equipment' }).click();
    await expect.poll(() => text(equipmentForm.getByRole('alert'))).toBe('Fill this in.');
    expect(await equipmentForm.getByLabel('Weapon name').count()).toBe(2);
    await equipmentForm.getByRole('button', { name: 'Remove', exact: true }).click();
    await accessible(player, 'ylnies-draft');
    await player.getByRole('button', { name: 'Activate' }).click();
    await player.getByRole('article', { name: 'Grok', exact: true }).waitFor();
  }, 180_000);

  it('builds a mixed character at random, in French', async () => {
    await player.goto(`${campaignUrl}/new-character`);
    await player.getByRole('button', { name: 'Français' }).click();
    const builder = player.getByRole('form', { name: 'Nouveau personnage' });
    await builder.getByLabel('Nom du personnage').fill('Vif');
    await builder.getByLabel('Métis (deux parents)').check();
    await builder.getByLabel('Parent 1').selectOption('HALF_ELF');
    await builder.getByLabel('Parent 2').selectOption('HUMAN');
    await builder.getByLabel(/Élevé parmi les humains/).check();
    await builder.getByLabel(/Au hasard/).check();
    // The box is checked at once; the words it brings follow in the next render: awaited, not read once.
    await expect.poll(() => text(builder.getByRole('group', { name: 'Caractéristiques' })), { timeout: 15_000 }).toContain('tirée à la création');
    await builder.getByRole('button', { name: 'Ajouter une compétence' }).click();
    await builder.getByLabel('Nom de la compétence').fill('Arc');
    await builder.getByRole('group', { name: /Compétences/ }).getByLabel('Caractéristique').selectOption('PER');
    await builder.getByLabel('Valeur', { exact: true }).fill('7');
    await expect.poll(() => text(builder.getByTestId('skill-budget'))).toBe('Points de compétence\u00a0: 7 dépensés sur 90 — 83 restants');
    const innate = builder.getByRole('group', { name: 'Sort ou pouvoir inné' });
    await innate.getByLabel('Nom de la capacité innée').fill('Regard');
    await innate.getByLabel('Type').selectOption('POWER');
    await builder.getByRole('button', { name: 'Ajouter une arme' }).click();
    await builder.getByLabel('Nom de l’arme').fill('Arc court');
    await builder.getByLabel('Type d’arme').selectOption('BOW');
    await builder.getByLabel('Type d’armure').selectOption('PLATE');
    await accessible(player, 'ylnies-builder-random-fr');
    await builder.getByRole('button', { name: 'Créer le personnage' }).click();
    const sheet = player.getByTestId('ylnies-sheet');
    await sheet.waitFor();
    expect(await text(sheet)).toContain('tirées au hasard');
    expect(await text(sheet)).toContain('Harnois');
    await accessible(player, 'ylnies-draft-fr');
    await player.getByRole('button', { name: 'Activer' }).click();
    await player.getByRole('article', { name: 'Vif', exact: true }).waitFor();
    await player.getByRole('button', { name: 'English' }).click();
  }, 120_000);

  it('plays the table: a test asked and answered, an opposed test, a shot, an attack spell, a melee blow, a cast', async () => {
    await gm.getByRole('button', { name: 'Sheet: Grok' }).click();
    const panel = gm.getByTestId('ylnies-gm');
    await panel.getByTestId('ylnies-sheet').waitFor();
    expect(await text(panel.getByTestId('ylnies-sheet'))).toMatch(/Strength\s+13/);

    // A test: the skill is one of the sheet's, chosen from a list (issue 39: a skill the sheet
    // lacks is no longer offered); then the player answers.
    const ask = gm.getByRole('form', { name: 'Ask for a roll' });
    expect(await ask.getByLabel('Skills').locator('option', { hasText: 'Hache' }).count()).toBe(1);
    expect(await ask.getByLabel('Skills').locator('option', { hasText: 'Nage' }).count()).toBe(0);
    await ask.getByLabel('Threshold').fill('20');
    await ask.getByLabel('Skills').selectOption('Hache');
    await ask.getByRole('button', { name: 'Ask' }).click();
    // The player sits at the table: the campaign's view with both characters' cards.
    await player.goto(campaignUrl);
    const card = player.getByRole('article', { name: 'Grok', exact: true });
    await card.waitFor();
    const answer = card.getByTestId('answer-request');
    await answer.waitFor({ timeout: 15_000 });
    // The GM left the characteristic to the skill's: the player's chance counts Agility, not nothing.
    await expect.poll(() => text(answer)).toContain('4d6 + Agility + Hache — Threshold 20');
    await expect.poll(() => text(answer.getByTestId('preview'))).toMatch(/Chance \d+\.\d %/);
    await answer.getByRole('button', { name: 'Roll 4d6' }).click();
    await expect.poll(() => text(card.getByTestId('ylnies-rolls')), { timeout: 15_000 }).toMatch(/#1 Test — .+: Total \d+ vs Threshold 20/);
    await accessible(player, 'ylnies-player');

    // The player casts Grok's innate spell on himself: too strong first, then the mana it costs.
    const cast = card.getByRole('form', { name: 'Cast a spell or power' });
    await card.locator('summary', { hasText: 'Cast a spell or power' }).click();
    await cast.getByLabel('Power', { exact: true }).fill('40');
    await cast.getByRole('button', { name: 'Cast' }).click();
    await expect.poll(() => text(cast.getByRole('alert'))).toContain('Ylnies §Magic');
    await cast.getByLabel('Power', { exact: true }).fill('2');
    await cast.getByRole('button', { name: 'Cast' }).click();
    await expect.poll(() => text(cast.getByTestId('ylnies-exchange'))).toMatch(/Grok — Boule de feu \(Power 2, Beneficial\): Success[\s\S]*2 mana spent/);

    // A test the GM asks on the spell: the player casts it against the threshold, spending mana.
    await ask.getByLabel('Skills').selectOption('Boule de feu');
    await ask.getByLabel('Threshold').fill('15');
    await ask.getByRole('button', { name: 'Ask' }).click();
    const spellAnswer = card.getByTestId('answer-request');
    await spellAnswer.waitFor({ timeout: 15_000 });
    await spellAnswer.getByLabel(/Power/).fill('3');
    await spellAnswer.getByRole('button', { name: 'Cast Boule de feu against the threshold (spends mana)' }).click();
    await expect.poll(() => card.getByTestId('answer-request').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => text(card.getByTestId('ylnies-rolls')), { timeout: 15_000 }).toMatch(/Spell — (Success|Failure)/);

    // An opposed test: Grok's axe against Vif's bow.
    const opposed = await tool(gm, 'Opposed test');
    await opposed.getByRole('group', { name: /Side A/ }).getByLabel('Skill').selectOption('Hache');
    await opposed.locator('select[name=sideB]').selectOption({ label: 'Vif' });
    await opposed.getByRole('group', { name: 'Side B' }).getByLabel('Skill').selectOption('Arc');
    await opposed.getByRole('button', { name: 'Roll the opposed test' }).click();
    await expect.poll(() => text(opposed.getByTestId('ylnies-result'))).toMatch(/(wins|Both fail)[\s\S]*Grok: Total \d+[\s\S]*Vif: Total \d+/);
    await accessible(gm, 'ylnies-gm-opposed');

    // The GM brings in a wolf: a non-player character, bound by no creation budget.
    await gm.getByRole('link', { name: 'New non-player character' }).click();
    const npc = gm.getByRole('form', { name: 'New character' });
    await npc.getByLabel('Character name').fill('Loup');
    await npc.getByLabel('Troll', { exact: true }).check();
    await npc.getByLabel('Strength', { exact: true }).fill('16');
    await npc.getByRole('button', { name: 'Add a skill' }).click();
    await npc.getByLabel('Skill name').fill('Crocs');
    await npc.getByLabel('Value', { exact: true }).fill('12');
    await npc.getByRole('group', { name: 'Innate spell or power' }).getByLabel('Innate ability’s name').fill('Hurlement');
    await npc.getByRole('button', { name: 'Create the character' }).click();
    await expect.poll(() => text(gm.getByRole('region', { name: /NPCs/ }))).toContain('Loup');
    expect(await player.getByRole('article', { name: 'Loup', exact: true }).count()).toBe(0);

    // Grok swings at the wolf, before anyone is hurt: a melee needs both fighters standing, and
    // the shot and the spell below may knock Grok out (real dice).
    await gm.getByRole('button', { name: 'Sheet: Grok' }).click();
    await expect.poll(() => text(gm.getByTestId('ylnies-gm').getByTestId('ylnies-sheet'))).toContain('Hache de guerre');
    const melee = await tool(gm, 'Melee');
    await melee.locator('select[name=attackerSkill]').selectOption('Hache');
    await melee.locator('select[name=defender]').selectOption({ label: 'Loup' });
    await melee.getByRole('button', { name: 'Fight' }).click();
    await expect.poll(() => text(melee.getByTestId('ylnies-exchange'))).toMatch(/(wins|Both fail)[\s\S]*(No blow lands\.|hits [\s\S]* = -?\d+ damage|the blow does no harm)/);
    await gm.screenshot({ path: join(ARTIFACTS, 'ylnies-gm-melee.png'), fullPage: true });

    // Vif shoots Grok: out of range is refused with the rule; at 10 m the shot is resolved.
    await gm.getByRole('button', { name: 'Sheet: Vif' }).click();
    await gm.getByTestId('ylnies-gm').getByTestId('ylnies-sheet').waitFor();
    await expect.poll(() => text(gm.getByTestId('ylnies-gm').getByTestId('ylnies-sheet'))).toContain('Arc court');
    const ranged = await tool(gm, 'Ranged attack');
    await ranged.locator('select[name=defender]').selectOption({ label: 'Grok' });
    await ranged.locator('select[name=attackerSkill]').selectOption('Arc');
    await ranged.getByLabel('Distance (metres)').fill('500');
    await ranged.getByRole('button', { name: 'Shoot' }).click();
    await expect.poll(() => text(ranged.getByRole('alert'))).toContain('Ylnies §');
    expect(await ranged.getByLabel('Distance (metres)').inputValue()).toBe('500');
    await ranged.getByLabel('Distance (metres)').fill('10');
    await ranged.getByRole('button', { name: 'Shoot' }).click();
    const shot = ranged.getByTestId('ylnies-exchange');
    await expect.poll(() => text(shot)).toMatch(/(short|medium|long) range[\s\S]*(wins|Both fail)/);
    expect(await text(shot)).toMatch(/No blow lands\.|Vif hits Grok — [\s\S]*strength \d+ (− resistance \d+ = \d+ damage|against resistance \d+: the blow does no harm)[\s\S]*Grok: /);

    // Vif's innate power at its lowest against Grok's Willpower.
    const spell = await tool(gm, 'Attack spell');
    await spell.locator('select[name=target]').selectOption({ label: 'Grok' });
    await spell.getByLabel('Power', { exact: true }).fill('0');
    await spell.getByRole('button', { name: 'Cast the attack' }).click();
    await expect.poll(() => text(spell.getByRole('alert'))).toContain('Ylnies §Magic');
    await spell.getByLabel('Power', { exact: true }).fill('1');
    await spell.getByRole('button', { name: 'Cast the attack' }).click();
    await expect.poll(() => text(spell.getByTestId('ylnies-exchange'))).toMatch(/Vif → Grok — Regard \(Power 1, Attack\): (Success|Failure)[\s\S]*1 mana spent/);
    // The roll log says who did what to whom, the verdict before the dice (issue 39 item 8).
    await expect.poll(() => text(gm.getByTestId('ylnies-gm').getByTestId('ylnies-rolls'))).toMatch(/Vif → Grok — Spell — (Success|Failure) \[Dice/);
    await accessible(gm, 'ylnies-gm-exchanges');

    // The party at a glance: each Ylnies PC's wounds and mana (Vif spent 1 on the attack spell).
    await expect.poll(() => text(gm.getByRole('row', { name: /Vif/ }).getByTestId('ylnies-glance'))).toMatch(/Mana (\d+)\/\d+/);
    // Back to Grok's sheet, where the evening's progression goes on.
    await gm.getByRole('button', { name: 'Sheet: Grok' }).click();
    await expect.poll(() => text(gm.getByTestId('ylnies-gm').getByTestId('ylnies-sheet'))).toContain('Hache de guerre');

  }, 240_000);

  it('progresses: mana restored, a skill raised, increases rolled, a training started and kept by the player', async () => {
    const panel = gm.getByTestId('ylnies-gm');
    const restore = await tool(gm, 'Restore mana', 'Restore mana');
    await restore.getByLabel(/Mana points/).fill('-3');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => restore.getByRole('alert').count(), { timeout: 15_000 }).toBe(1);
    await restore.getByLabel(/Mana points/).fill('');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => text(restore.getByRole('status')), { timeout: 15_000 }).toMatch(/Mana: (\d+) \/ \1/);

    await tool(gm, 'Progression', 'Raise skills (GM’s decision)');
    const grant = gm.getByRole('form', { name: 'Raise skills (GM’s decision)' });
    await grant.getByRole('button', { name: 'Raise' }).click();
    await expect.poll(() => grant.getByRole('alert').count(), { timeout: 15_000 }).toBe(1);
    await grant.getByLabel('Skill').selectOption('Hache');
    await grant.getByRole('button', { name: 'Raise' }).click();
    await expect.poll(() => text(panel.getByTestId('ylnies-sheet').getByRole('row', { name: /^Hache/ })), { timeout: 15_000 }).toMatch(/^Hache\s+10/);

    const rollForm = gm.getByRole('form', { name: /Roll for the skills used/ });
    await rollForm.getByLabel('Hache (10)').check();
    await rollForm.getByRole('button', { name: 'Roll the increases' }).click();
    await expect.poll(() => text(rollForm.getByTestId('ylnies-increases')), { timeout: 15_000 }).toMatch(/Hache: \d \+ \d \+ \d \+ \d = \d+ vs 10 — (raised by 1|stays)/);

    const start = gm.getByRole('form', { name: 'Start a training' });
    await start.getByLabel('Skill').selectOption('Hache');
    await start.getByLabel('Days needed').fill('0');
    await start.getByRole('button', { name: 'Start a training' }).click();
    await expect.poll(() => text(start.getByRole('alert')), { timeout: 15_000 }).toContain('Ylnies §Progression');
    await start.getByLabel('Days needed').fill('10');
    await start.getByRole('button', { name: 'Start a training' }).click();
    await expect.poll(() => text(start.getByRole('status')), { timeout: 15_000 }).toContain('Hache: 0 of 10 days');
    await accessible(gm, 'ylnies-gm-progression');

    // The GM edits an active character's skills (shape rules only): a nameless skill is refused beside the skills.
    const skills = await tool(gm, 'Skills', 'Save the skills');
    await skills.getByRole('button', { name: 'Add a skill' }).click();
    await skills.getByRole('button', { name: 'Save the skills' }).click();
    await expect.poll(() => text(skills.getByRole('group', { name: /^Skills/ }).getByRole('alert')), { timeout: 15_000 }).toContain('each skill has a name');
    expect(await skills.getByTestId('skill-budget').count()).toBe(0);
    // The GM's panel on a phone.
    await gm.setViewportSize({ width: 390, height: 844 });
    await accessible(gm, 'ylnies-gm-phone');
    await gm.setViewportSize({ width: 1280, height: 900 });

    // The player records two days of training on the phone.
    const card = player.getByRole('article', { name: 'Grok', exact: true });
    // Progression sends no live event: the player's form asks the server, which knows the training.
    await card.locator('summary', { hasText: 'Record days of training' }).click();
    const train = card.getByRole('form', { name: 'Record days of training' });
    await train.getByLabel('Skill').selectOption('Boule de feu');
    await train.getByLabel('Days').fill('2');
    await train.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => text(train.getByRole('alert')), { timeout: 15_000 }).toContain('Ylnies §Progression');
    await train.getByLabel('Skill').selectOption('Hache');
    await train.getByLabel('Days').fill('2');
    await train.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => text(train.getByRole('status')), { timeout: 15_000 }).toContain('Hache: 2 of 10 days');
    await accessible(player, 'ylnies-player-progression');
  }, 180_000);
  /**
   * The server's refusal beside the field: the field is marked invalid and described by the
   * alert that says `says`, the field keeps `typed`.
   */
  async function refusedBeside(field: Locator, typed: string | null, says: RegExp) {
    await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
    const id = ((await field.getAttribute('aria-describedby')) ?? '').split(' ')[0];
    const refusal = field.page().locator(`[id="${id}"]`);
    expect(await refusal.getAttribute('role')).toBe('alert');
    // Said once: not again at the foot of the form.
    expect(await field.locator('xpath=ancestor::form[1]').getByRole('alert').count()).toBe(1);
    expect(await text(refusal)).toMatch(says);
    if (typed !== null) expect(await field.inputValue()).toBe(typed);
  }

  /** A region's text once it has loaded and stopped changing (two reads apart agree): what "before" is compared with. */
  async function settled(locator: Locator): Promise<string> {
    let last = '';
    for (let i = 0; i < 60; i++) {
      const now = await text(locator);
      if (now === last && now.trim() !== '' && !now.includes('Loading')) return now;
      last = now;
      await new Promise((r) => setTimeout(r, 500));
    }
    return last;
  }

  it('bad input in the opposed test, the melee exchange and the rolled increases: refused beside the field, kept, nothing written', async () => {
    // Progression sends no live event: the sheet is read fresh (the player's training days).
    await gm.reload();
    await gm.getByRole('button', { name: 'Sheet: Grok' }).click({ timeout: 15_000 });
    const panel = gm.getByTestId('ylnies-gm');
    const sheet = panel.getByTestId('ylnies-sheet');
    await expect.poll(() => text(sheet), { timeout: 15_000 }).toContain('Hache: 2 of 10 days');
    const rolls = panel.getByRole('region', { name: 'Ylnies rolls' });
    const sheetBefore = await settled(sheet);
    const rollsBefore = await settled(rolls);

    // An opposed test with a modifier beyond ±100: beside Side A's modifier, the skill still chosen.
    const opposed = await tool(gm, 'Opposed test');
    await opposed.getByRole('group', { name: /Side A/ }).getByLabel('Skill').selectOption('Hache');
    await opposed.locator('select[name=sideB]').selectOption({ label: 'Vif' });
    await opposed.getByRole('group', { name: 'Side B' }).getByLabel('Skill').selectOption('Arc');
    const modifierA = opposed.locator('input[name=modifierA]');
    await modifierA.fill('500');
    await opposed.getByRole('button', { name: 'Roll the opposed test' }).click();
    await refusedBeside(modifierA, '500', /^At most 100\.$/);
    expect(await opposed.getByRole('group', { name: /Side A/ }).getByLabel('Skill').inputValue()).toBe('Hache');

    // A melee blow at a location of 61 characters: beside the location.
    const melee = await tool(gm, 'Melee');
    await melee.locator('select[name=attackerSkill]').selectOption('Hache');
    const location = melee.locator('input[name=location]');
    const far = 'x'.repeat(61);
    await location.fill(far);
    await melee.getByRole('button', { name: 'Fight' }).click();
    await refusedBeside(location, far, /^At most 60 characters\.$/);
    expect(await melee.locator('select[name=attackerSkill]').inputValue()).toBe('Hache');

    // Increases rolled with no skill ticked: beside the skills used.
    await tool(gm, 'Progression', 'Raise skills (GM’s decision)');
    const rollForm = gm.getByRole('form', { name: /Roll for the skills used/ });
    const ticked = rollForm.getByRole('checkbox', { checked: true });
    while ((await ticked.count()) > 0) await ticked.first().uncheck();
    await rollForm.getByRole('button', { name: 'Roll the increases' }).click();
    await refusedBeside(rollForm.getByRole('group', { name: 'Skills used since the last roll' }), null, /^Choose at least one\.$/);
    await accessible(gm, 'ylnies-gm-refusals');

    // Nothing written: the sheet and the roll log read the same after a reload.
    await gm.reload();
    await gm.getByRole('button', { name: 'Sheet: Grok' }).click({ timeout: 15_000 });
    await expect.poll(() => text(gm.getByTestId('ylnies-gm').getByTestId('ylnies-sheet')), { timeout: 15_000 }).toBe(sheetBefore);
    await expect.poll(() => text(gm.getByTestId('ylnies-gm').getByRole('region', { name: 'Ylnies rolls' })), { timeout: 15_000 }).toBe(rollsBefore);
  }, 120_000);

  it('bad input in the ranged attack and restore mana: refused beside the field, kept, nothing written', async () => {
    await gm.reload();
    await gm.getByRole('button', { name: 'Sheet: Vif' }).click({ timeout: 15_000 });
    const panel = gm.getByTestId('ylnies-gm');
    await expect.poll(() => text(panel.getByTestId('ylnies-sheet')), { timeout: 15_000 }).toContain('Arc court');
    const sheetBefore = await settled(panel.getByTestId('ylnies-sheet'));
    const rollsBefore = await settled(panel.getByRole('region', { name: 'Ylnies rolls' }));

    // A shot at 500 m: beyond the bow's long range, beside the distance with the rule it cites.
    const ranged = await tool(gm, 'Ranged attack');
    await ranged.locator('select[name=defender]').selectOption({ label: 'Grok' });
    await ranged.locator('select[name=attackerSkill]').selectOption('Arc');
    const distance = ranged.getByLabel('Distance (metres)');
    await distance.fill('500');
    await ranged.getByRole('button', { name: 'Shoot' }).click();
    await refusedBeside(distance, '500', /500 m is beyond the long range[\s\S]*Ylnies §Equipment/);
    expect(await ranged.locator('select[name=attackerSkill]').inputValue()).toBe('Arc');

    // A negative amount of mana: beside the amount.
    const restore = await tool(gm, 'Restore mana', 'Restore mana');
    const amount = restore.getByLabel(/Mana points/);
    await amount.fill('-3');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await refusedBeside(amount, '-3', /^At least 0\.$/);
    await accessible(gm, 'ylnies-gm-refusals-ranged-mana');

    // Nothing written: Vif's sheet (mana included) and roll log read the same after a reload.
    await gm.reload();
    await gm.getByRole('button', { name: 'Sheet: Vif' }).click({ timeout: 15_000 });
    await expect.poll(() => text(gm.getByTestId('ylnies-gm').getByTestId('ylnies-sheet')), { timeout: 15_000 }).toBe(sheetBefore);
    await expect.poll(() => text(gm.getByTestId('ylnies-gm').getByRole('region', { name: 'Ylnies rolls' })), { timeout: 15_000 }).toBe(rollsBefore);
  }, 120_000);
});

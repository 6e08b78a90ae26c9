/**
 * Issue 23, "bad input in every form", in Chromium against a real `npm start` server: each SMS GM
 * form gets one bad input, and the server's refusal must show beside the field it concerns (the
 * field is aria-invalid and described by the refusal, which cites the rule when it breaks one),
 * the field keeps what was typed, and nothing is written (read back through the app). A GM on a
 * desktop, a player on a phone; axe-core on the screens with their refusals shown, both sizes.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkip, expectAccessible, openTool, signUpWithPasskey } from '../support/browser.js';
import { expectAccessibleBothSizes, useBrowserTable, openNewCharacter } from '../support/table-browser.js';

const NOTATION = 'Modules in SMS notation (one per line)';

describe.skipIf(browserSkip)('every SMS GM form shows the refusal beside its field, in Chromium', () => {
  let base: string;
  let gm: Page;
  let player: Page;
  /** Pip's sheet before any bad input, to show nothing was written. */
  let sheetBefore: string | null;

  useBrowserTable('refusals-', (table) => ({ base, gm, player } = table));

  const signUp = (page: Page, name: string) => signUpWithPasskey(page, base, name);

  /** The screen on both sizes, with its refusals shown: screenshots and axe-core. */
  const bothSizes = expectAccessibleBothSizes;

  /**
   * The refusal beside the field: the field is marked invalid and described by an alert that
   * says `says` (the rule it cites when it breaks one), placed right after the field's label;
   * the field keeps `typed`.
   */
  async function refusedBeside(field: Locator, typed: string | null, says: RegExp) {
    await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
    const refusal = field.page().locator(`[id="${ids[0]}"]`);
    expect(await refusal.getAttribute('role')).toBe('alert');
    // Said once: not again at the foot of the form.
    expect(await field.locator('xpath=ancestor::form[1]').getByRole('alert').count()).toBe(1);
    expect(await refusal.textContent()).toMatch(says);
    // Beside: the refusal follows the field's own label (or fieldset), with no other control between them.
    const between = await refusal.evaluate((alert, id) => {
      const control = document.querySelector(`[aria-describedby~="${id}"]`)!;
      const holder = control.closest('label, fieldset') ?? control;
      let next = holder.nextElementSibling;
      let skipped = 0;
      while (next && next !== alert) {
        if (next.matches('input, select, textarea, label, fieldset, button')) skipped++;
        next = next.nextElementSibling;
      }
      return next === alert ? skipped : holder.contains(alert) ? 0 : -1;
    }, ids[0]!);
    expect(between, 'the refusal sits right after its field').toBe(0);
    if (typed !== null) expect(await field.inputValue()).toBe(typed);
  }

  it('the GM’s tools for a character: fatigue, rest, affliction, periods, fall, module', async () => {
    await signUp(gm, 'Gemma');
    await gm.getByLabel('Campaign name').fill('Loreval');
    await gm.locator('select[name=magicSystem]').selectOption('LOREVAL');
    await gm.getByRole('button', { name: 'Create' }).click();
    const inviteCode = (await gm.getByTestId('invite-code').textContent())?.trim();
    await signUp(player, 'Pip');
    await player.getByLabel('Invite code').fill(inviteCode!);
    await player.getByRole('button', { name: 'Join' }).click();
    await openNewCharacter(player);
    await player.getByLabel('Character name').fill('Pip');
    await player.getByLabel('Human').check();
    await player.getByRole('button', { name: 'Create the draft' }).click();
    const add = player.getByRole('form', { name: 'Add module' });
    await add.getByLabel('Module', { exact: true }).fill('Escrime');
    await add.getByLabel('Scope').fill('2');
    await add.getByLabel('Rank').fill('2');
    await add.getByRole('button', { name: 'Add module' }).click();
    await expect.poll(() => player.getByTestId('xp-left').textContent(), { timeout: 15_000 }).toContain('36');
    await player.getByRole('button', { name: 'Activate' }).click();
    await player.getByRole('article', { name: 'Pip', exact: true }).waitFor({ timeout: 15_000 });

    await gm.getByRole('button', { name: 'Sheet: Pip' }).click({ timeout: 15_000 });
    // The GM's tools are folded, one open at a time (issue 39 item 4).
    await openTool(gm, 'Sheet and care — Pip');
    const tools = gm.getByTestId('gm-character-tools');
    const sheet = tools.getByTestId('sms-sheet');
    await sheet.waitFor({ timeout: 15_000 });
    sheetBefore = await sheet.textContent();

    const fatigue = tools.getByRole('form', { name: 'Add fatigue' });
    await fatigue.getByLabel('Levels').fill('0');
    await fatigue.getByRole('button', { name: 'Add fatigue' }).click();
    await refusedBeside(fatigue.getByLabel('Levels'), '0', /^At least 1\.$/);

    const recover = tools.getByRole('form', { name: 'Recover' });
    await recover.getByLabel('Kind').selectOption('SLEEP');
    await recover.getByLabel('Hours', { exact: true }).fill('4');
    await recover.getByRole('checkbox').check();
    await recover.getByRole('button', { name: 'Recover' }).click();
    await refusedBeside(recover.getByRole('checkbox'), null, /SMS/);
    expect(await recover.getByLabel('Hours', { exact: true }).inputValue()).toBe('4');

    const afflict = tools.getByRole('form', { name: 'Disease or poison' });
    await afflict.getByLabel('Name', { exact: true }).fill('Spider venom');
    await afflict.getByLabel('Rate per period', { exact: true }).fill('0');
    await afflict.getByLabel('Period', { exact: true }).fill('1 h');
    await afflict.getByRole('button', { name: 'Disease or poison' }).click();
    await refusedBeside(afflict.getByLabel('Rate per period', { exact: true }), '0', /SMS §10/);
    expect(await afflict.getByLabel('Name', { exact: true }).inputValue()).toBe('Spider venom');

    const progress = tools.getByRole('form', { name: 'Let periods pass' });
    await progress.getByLabel('Periods', { exact: true }).fill('-1');
    await progress.getByRole('button', { name: 'Let periods pass' }).click();
    await refusedBeside(progress.getByLabel('Periods', { exact: true }), '-1', /^At least \d+\.$/);

    const fall = tools.getByRole('form', { name: 'Fall or throw' });
    await fall.getByLabel('Distance (m)').fill('-3');
    await fall.getByRole('button', { name: 'Roll' }).click();
    await refusedBeside(fall.getByLabel('Distance (m)'), '-3', /^At least \d+\.$/);

    const adjust = tools.getByRole('form', { name: 'Adjust a module' });
    await adjust.getByRole('combobox', { name: /^Module/ }).selectOption({ label: 'Escrime' });
    await adjust.getByLabel('Scope', { exact: true }).fill('9');
    await adjust.getByRole('button', { name: 'Save' }).click();
    await refusedBeside(adjust.getByLabel('Scope', { exact: true }), '9', /scope|SMS|^At most \d+\.$/i);

    await bothSizes(gm, 'refusals-gm-character-tools');
  }, 120_000);

  it('the GM’s table forms: request, wound, award, scenario, session, spell, encounter; then nothing was written', async () => {
    const ask = gm.getByRole('region', { name: 'Ask for a roll: Pip' });
    await ask.getByLabel('What is at stake').fill('Cross the ford');
    await ask.getByLabel('Quality shift').selectOption('-2');
    await ask.getByRole('button', { name: 'Ask', exact: true }).click();
    await refusedBeside(ask.getByLabel('Quality shift'), '-2', /SMS/);
    expect(await ask.getByLabel('What is at stake').inputValue()).toBe('Cross the ford');

    await openTool(gm, 'Wound or experience');
    await gm.getByRole('textbox', { name: 'Nature' }).fill('   ');
    await gm.getByRole('button', { name: 'Inflict' }).click();
    await refusedBeside(gm.getByRole('textbox', { name: 'Nature' }), '   ', /^Fill this in\.$/);
    await gm.getByRole('textbox', { name: 'Reason' }).fill('   ');
    await gm.getByRole('button', { name: 'Award (+1)' }).click();
    await refusedBeside(gm.getByRole('textbox', { name: 'Reason' }), '   ', /^Fill this in\.$/);

    const start = await openTool(gm, 'Scenarios and sessions', 'Start the scenario');
    await start.getByRole('button', { name: 'Start the scenario' }).click();
    await refusedBeside(start.getByLabel('Scenario title'), '', /^Fill this in\.$/);
    const session = gm.getByRole('form', { name: 'Record the session' });
    await session.getByLabel('Played on').fill('2024-05-01');
    await session.getByRole('button', { name: 'Record the session' }).click();
    await refusedBeside(session.getByLabel('Session title'), '', /^Fill this in\.$/);
    expect(await session.getByLabel('Played on').inputValue()).toBe('2024-05-01');

    const define = await openTool(gm, 'Spell catalogue', 'Define a spell');
    await define.getByLabel('Spell name').fill('Thorn lash');
    await define.locator('input[name=power]').fill('9');
    await define.getByRole('button', { name: 'Define', exact: true }).click();
    await refusedBeside(define.locator('input[name=power]'), '9', /LOREVAL|SMS/);
    expect(await define.getByLabel('Spell name').inputValue()).toBe('Thorn lash');

    const encounter = gm.getByRole('form', { name: 'Start an encounter' });
    await encounter.getByLabel('Encounter', { exact: true }).fill('Ambush');
    await encounter.getByLabel('Initiative — Pip').fill('500');
    await encounter.getByRole('button', { name: 'Start an encounter' }).click();
    await refusedBeside(encounter.getByLabel('Initiative — Pip'), '500', /initiative|100/);
    expect(await encounter.getByLabel('Encounter', { exact: true }).inputValue()).toBe('Ambush');
    await bothSizes(gm, 'refusals-gm-table');

    // Nothing was written: the sheet, the open requests, the scenarios and sessions, the catalogue, no encounter.
    await gm.reload();
    await gm.getByRole('button', { name: 'Sheet: Pip' }).click({ timeout: 15_000 });
    await expect.poll(() => gm.getByTestId('gm-character-tools').getByTestId('sms-sheet').textContent(), { timeout: 15_000 }).toBe(sheetBefore);
    // Each list read once its first answer is in (aria-busy), so an empty one is read, not one on its way.
    for (const list of ['open-asks', 'scenarios', 'sessions']) {
      await expect.poll(() => gm.getByTestId(list).getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
    }
    expect(await gm.getByTestId('open-asks').textContent()).toContain('No request waits for an answer.');
    expect(await gm.getByTestId('scenarios').textContent()).toBe('');
    expect(await gm.getByTestId('sessions').textContent()).toBe('');
    expect(await gm.getByTestId('spell-catalogue').textContent()).toContain('No spell in the catalogue yet.');
    expect(await gm.getByRole('form', { name: 'Start an encounter' }).count()).toBe(1);
  }, 120_000);

  it('the GM’s cast: a new NPC, its definition, an archetype, a creature', async () => {
    const npc = await openTool(gm, 'NPCs and creatures', 'New NPC');
    await npc.getByLabel(NOTATION).fill('Épée (2) : 2');
    await npc.getByRole('button', { name: 'Create' }).click();
    await refusedBeside(npc.getByLabel('Character name'), '', /^Fill this in\.$/);
    expect(await npc.getByLabel(NOTATION).inputValue()).toBe('Épée (2) : 2');
    await npc.getByLabel('Character name').fill('Bandit');
    await npc.getByRole('button', { name: 'Create' }).click();
    await gm.getByRole('button', { name: 'Sheet: Bandit' }).click({ timeout: 15_000 });

    const define = await openTool(gm, 'Sheet and care — Bandit', 'Define the NPC');
    await define.getByLabel('Role').selectOption('ONE_SHOT');
    await define.getByLabel('Method').selectOption('SIMPLE');
    await define.getByLabel('Attack difficulty').fill('8');
    await define.getByLabel(/Defence difficulty/).fill('4');
    await define.getByRole('button', { name: 'Define the NPC' }).click();
    // The base die outside the role's range: SMS §9, beside the role it breaks.
    await refusedBeside(define.getByLabel('Role'), 'ONE_SHOT', /SMS §9/);
    expect(await define.getByLabel(/Defence difficulty/).inputValue()).toBe('4');
    expect(await define.getByTestId('npc-definition').count()).toBe(0);

    const archetype = await openTool(gm, 'NPCs and creatures', 'Define an archetype');
    await archetype.getByLabel('Key (e.g. KNIGHT)').fill('BANDIT_CHIEF');
    await archetype.getByLabel('Name (English)').fill('Bandit chief');
    await archetype.getByLabel('Name (French)').fill('Chef brigand');
    const heavy = 'Force (5) : 3\nEscrime (5) : 3\nCourse (5) : 3';
    await archetype.getByLabel(NOTATION).fill(heavy);
    await archetype.getByRole('button', { name: 'Define' }).click();
    await refusedBeside(archetype.getByLabel(NOTATION), heavy, /SMS §8/);

    const creature = gm.getByRole('form', { name: 'Create a creature' });
    // A scope of 7 is a line the notation cannot read: named beside the modules before anything is sent.
    await creature.getByLabel('Character name').fill('Zog');
    await creature.getByLabel('Its race').fill('Gobelin');
    await creature.getByLabel(NOTATION).fill('Fourberie (7) : 2');
    await creature.getByRole('button', { name: 'Create a creature' }).click();
    await refusedBeside(creature.getByLabel(NOTATION), 'Fourberie (7) : 2', /#1 scope 7/);
    // The server's refusal: a creature needs a name.
    await creature.getByLabel(NOTATION).fill('Fourberie (3) : 2');
    await creature.getByLabel('Character name').fill('');
    await creature.getByRole('button', { name: 'Create a creature' }).click();
    await refusedBeside(creature.getByLabel('Character name'), '', /^Fill this in\.$/);
    expect(await creature.getByLabel('Its race').inputValue()).toBe('Gobelin');
    await bothSizes(gm, 'refusals-gm-cast');

    // Nothing written: no archetype to apply, no creature in the party.
    const apply = await openTool(gm, 'Sheet and care — Bandit', 'Apply an archetype');
    await apply.waitFor({ timeout: 15_000 });
    expect(await apply.getByRole('option', { name: /Bandit chief/ }).count()).toBe(0);
    expect(await gm.getByRole('button', { name: /^Sheet: / }).allTextContents()).toEqual(['Sheet: Pip', 'Sheet: Bandit']);
  }, 120_000);

  it('on a phone, the player’s own fatigue form shows its refusal beside the field', async () => {
    const card = player.getByRole('article', { name: 'Pip', exact: true });
    const self = card.getByTestId('self-care');
    await self.locator('summary').click();
    const tired = self.getByRole('form', { name: 'Add fatigue' });
    await tired.getByLabel('Levels', { exact: true }).fill('0');
    await tired.getByRole('button', { name: 'Add fatigue' }).click();
    await refusedBeside(tired.getByLabel('Levels', { exact: true }), '0', /^At least 1\.$/);
    expect(await card.getByTestId('fatigue').first().textContent()).toContain('passing: 0');
    await expectAccessible(player, 'refusals-self-care-phone');
  }, 120_000);
});

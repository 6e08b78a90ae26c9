/**
 * SMS magic at the table, in Chromium (Debian's, through playwright-core) against a real
 * `npm start` server on an embedded database, with no API call outside the app: a GM defines
 * spells in a LOREVAL campaign; a player (on a phone, the magic tools folded under their names
 * and far shorter so) casts one with parameters, counters a spell, dispels an effect, performs a
 * ritual with a participant and rests; then one ALMERA cast with a component. Each form gets one bad input whose refusal shows beside it, with the
 * rule it cites, and keeps what was typed. Every new screen passes axe-core.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkip, expectAccessible, openTool, showView, signUpWithPasskey } from '../support/browser.js';
import { DESKTOP, PHONE, recordScreensOnFailure, useBrowserTable, openNewCharacter } from '../support/table-browser.js';

const skip = browserSkip;

describe.skipIf(skip)('SMS magic at the table in Chromium', () => {
  let base: string;
  let gm: Page;
  let player: Page;
  /** Requests the pages sent to anything but the app's own server (there must be none). */
  let outside: string[];

  useBrowserTable('sms-magic-', (table) => ({ base, gm, player, outside } = table));

  // A passkey through Chromium's virtual authenticator (test/support/browser.ts).
  const signUp = (page: Page, name: string) => signUpWithPasskey(page, base, name);

  const accessible = expectAccessible;

  /** The server's refusal, shown inside the form that caused it, citing a rule (or naming the field). */
  async function refusal(form: Locator): Promise<string> {
    const alert = form.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    // A rule by its citation; an input issue by the field it sits beside (its path only in `data-path`, never shown).
    const cited = (await alert.locator('cite').allTextContents()).join(' ') + (await alert.locator('[data-path]').evaluateAll((items) => items.map((li) => li.getAttribute('data-path')).join(' ')));
    expect(cited.trim(), `the refusal in ${await form.getAttribute('aria-label')} names its rule or field`).not.toBe('');
    const text = (await alert.textContent()) ?? '';
    if (process.env.MAGIC_E2E_LOG) console.log(`refused: ${text}`);
    return text;
  }

  async function createCampaign(name: string, magic: 'LOREVAL' | 'ALMERA'): Promise<string> {
    await gm.goto(`${base}/#/`);
    await gm.getByLabel('Campaign name').fill(name);
    await gm.locator('select[name=magicSystem]').selectOption(magic);
    await gm.getByRole('button', { name: 'Create' }).click();
    const code = (await gm.getByTestId('invite-code').textContent())?.trim();
    expect(code).toBeTruthy();
    return code!;
  }

  async function buildCharacter(join: { inviteCode: string } | { campaign: string }, name: string, modules: [string, number, number][]) {
    await player.goto(`${base}/#/`);
    if ('inviteCode' in join) {
      await player.getByLabel('Invite code').fill(join.inviteCode);
      await player.getByRole('button', { name: 'Join' }).click();
    } else {
      await player.getByRole('link', { name: join.campaign }).click();
    }
    await openNewCharacter(player);
    await player.getByLabel('Character name').fill(name);
    await player.getByLabel('Human').check();
    await player.getByRole('button', { name: 'Create the draft' }).click();
    await player.getByTestId('xp-left').waitFor();
    const add = player.getByRole('form', { name: 'Add module' });
    for (const [module, scope, rank] of modules) {
      const before = await player.getByTestId('xp-left').textContent();
      await add.getByLabel('Module', { exact: true }).fill(module);
      await add.getByLabel('Scope').fill(String(scope));
      await add.getByLabel('Rank').fill(String(rank));
      await add.getByRole('button', { name: 'Add module' }).click();
      await expect.poll(() => player.getByTestId('xp-left').textContent()).not.toBe(before);
    }
    await player.getByRole('button', { name: 'Activate' }).click();
    await player.getByRole('article', { name }).waitFor();
  }

  async function defineSpell(fields: { name: string; kind?: string; source: string; power: number; castingTime?: string; range?: number; nature?: string; module?: string }) {
    // The GM's tools are folded, one open at a time (issue 39 item 4).
    const form = await openTool(gm, 'Spell catalogue', 'Define a spell');
    await form.locator('input[name=spellName]').fill(fields.name);
    await form.locator('select[name=kind]').selectOption(fields.kind ?? 'SPELL');
    await form.locator('select[name=source]').selectOption(fields.source);
    await form.locator('input[name=power]').fill(String(fields.power));
    if (fields.castingTime) await form.locator('input[name=castingTime]').fill(fields.castingTime);
    if (fields.range !== undefined) await form.locator('select[name=usual-range]').selectOption(String(fields.range));
    await form.locator('select[name=nature]').selectOption(fields.nature ?? 'MISC');
    await form.locator('select[name=effect]').selectOption(fields.module ? 'ENHANCEMENT' : 'NARRATIVE');
    if (fields.module) await form.locator('input[name=effectModule]').fill(fields.module);
    await form.getByRole('button', { name: 'Define' }).click();
    await expect.poll(() => gm.getByTestId('spell-catalogue').locator('tbody').textContent(), { timeout: 15_000 }).toContain(fields.name);
    // Defined: the name is cleared for the next one, the rest kept.
    // The name is cleared when the mutation's promise settles and the catalogue shows by its own read:
    // two updates, no order promised between them, so the cleared field is awaited.
    await expect.poll(() => form.locator('input[name=spellName]').inputValue(), { timeout: 15_000 }).toBe('');
  }

  /** On a failure, what each screen showed (beside the error). */
  const screenshotsOnFailure = () => recordScreensOnFailure('magic', { gm, player });

  it('LOREVAL: the GM defines spells; a player casts, counters, dispels, performs a ritual and rests', async () => {
    screenshotsOnFailure();
    await signUp(gm, 'Gemma');
    const invite = await createCampaign('Loreval nights', 'LOREVAL');

    // The GM's catalogue: one bad input first (power 7 is not an effect's power) — refused beside the form, the name kept.
    const define = await openTool(gm, 'Spell catalogue', 'Define a spell');
    await define.locator('input[name=spellName]').fill('Thorn lash');
    await define.locator('select[name=source]').selectOption('NATURAL');
    await define.locator('input[name=power]').fill('7');
    await define.getByRole('button', { name: 'Define' }).click();
    expect(await refusal(define)).toContain('a power is a level from 1 to 5');
    expect(await define.locator('input[name=spellName]').inputValue()).toBe('Thorn lash');
    expect(await gm.getByTestId('spell-catalogue').getByText('No spell in the catalogue yet.').count()).toBe(1);
    await defineSpell({ name: 'Thorn lash', source: 'NATURAL', power: 1, range: 1 });
    await defineSpell({ name: 'Climber’s grip', source: 'NATURAL', power: 1, range: 0, nature: 'ENHANCEMENT', module: 'Escalade' });
    await defineSpell({ name: 'Blessing of the fields', kind: 'RITUAL', source: 'NATURAL', power: 1, castingTime: '1 h' });
    await defineSpell({ name: 'Green harmony', kind: 'POWER', source: 'NATURAL', power: 1 });
    // The catalogue gives each spell's base die and what a caster needs (LOREVAL: D4 + 2 per power level above 1).
    expect(await gm.getByRole('row', { name: /Thorn lash/ }).textContent()).toContain('D4');
    await accessible(gm, 'magic-gm-catalogue');
    await gm.setViewportSize(PHONE);
    await accessible(gm, 'magic-gm-catalogue-phone');
    await gm.setViewportSize(DESKTOP);

    await signUp(player, 'Pip');
    await buildCharacter({ inviteCode: invite }, 'Bo', []);
    await buildCharacter({ campaign: 'Loreval nights' }, 'Pip', [
      ['Magie naturelle', 5, 3],
      ['Magie rituelle', 5, 1],
    ]);
    await player.goto(`${base}/#/`);
    await player.getByRole('link', { name: 'Loreval nights' }).click();
    const pip = player.getByRole('article', { name: 'Pip', exact: true });
    const bo = player.getByRole('article', { name: 'Bo', exact: true });
    // The phone shows one view at a time (issue 39 item 3): the magic one.
    await showView(player, 'Magic');

    // On the phone the magic tools come folded under their names: the screen lists what one can
    // do, a few lines each, instead of every form one under the other.
    // Each card: cast, counter-spell, dispel, ritual, special power, rest (no booking before an encounter).
    const tools = player.locator('details.tool');
    await expect.poll(() => tools.count(), { timeout: 15_000 }).toBe(12);
    const foldedTools = await tools.count();
    expect(await player.locator('details.tool[open]').count()).toBe(0);
    // Heights in CSS pixels: the whole page, and the tools themselves.
    const heights = () =>
      player.evaluate(() => ({
        page: document.documentElement.scrollHeight,
        tools: [...document.querySelectorAll('details.tool')].reduce((sum, d) => sum + d.getBoundingClientRect().height, 0),
      }));
    const folded = await heights();
    for (const summary of await player.locator('details.tool > summary').all()) await summary.click();
    expect(await player.locator('details.tool[open]').count()).toBe(foldedTools);
    const unfolded = await heights();
    if (process.env.MAGIC_E2E_LOG) console.log(`player's magic screen on a phone: ${JSON.stringify(folded)} folded, ${JSON.stringify(unfolded)} with every tool open`);
    // Less than half the page, and the tools a fifth of what they take open.
    expect(folded.page).toBeLessThan(unfolded.page / 2);
    expect(folded.tools).toBeLessThan(unfolded.tools / 5);
    for (const summary of await player.locator('details.tool > summary').all()) await summary.click();
    expect(await player.locator('details.tool[open]').count()).toBe(0);

    // Cast with parameters: the range lowers the score, shown step by step before the roll.
    const cast = await openTool(pip, 'Cast a spell');
    await cast.locator('select[name=spell]').selectOption({ label: 'Thorn lash (1)' });
    await expect.poll(() => cast.locator('select[name=cast-range]').inputValue()).toBe('1');
    await cast.locator('select[name=cast-area]').selectOption('1');
    await expect.poll(() => cast.getByTestId('cast-preview').textContent(), { timeout: 15_000 }).toContain('D4');
    await cast.getByRole('button', { name: 'Cast', exact: true }).click();
    const castOutcome = cast.getByTestId('magic-outcome');
    await expect.poll(() => castOutcome.textContent(), { timeout: 15_000 }).toMatch(/Thorn lash: (Success|Failure)/);
    expect(await castOutcome.textContent()).toContain('1 lasting fatigue');
    await expect.poll(() => pip.getByTestId('magic-exhaustion').textContent(), { timeout: 15_000 }).toBe('1 level');
    // The odds are asked again after the cast: the new fatigue now lowers the score.
    await expect.poll(() => cast.getByTestId('cast-preview').textContent(), { timeout: 15_000 }).toContain('Lasting fatigue');
    // A caster without the form's module is refused beside the cast form, citing the rule.
    const boCast = await openTool(bo, 'Cast a spell');
    await boCast.locator('select[name=spell]').selectOption({ label: 'Thorn lash (1)' });
    await boCast.getByRole('button', { name: 'Cast', exact: true }).click();
    expect(await refusal(boCast)).toContain('casting with this form requires Natural magic');
    expect(await boCast.locator('select[name=spell]').inputValue()).not.toBe('');

    // An enhancement on Bo: a temporary module recorded on Bo's sheet, that Pip will dispel.
    await cast.locator('select[name=spell]').selectOption({ label: 'Climber’s grip (1)' });
    await cast.locator('select[name=target]').selectOption({ label: 'Bo' });
    // The dice are fair (no script): cast again until it takes hold. Each cast costs a lasting
    // fatigue level, which lowers the next score, so Pip sleeps between tries (score 3 against D4: 3 in 4).
    const rest = await openTool(pip, 'Rest after magic');
    for (let attempt = 0; attempt < 8; attempt++) {
      const before = await castOutcome.getAttribute('data-seq');
      await cast.getByRole('button', { name: 'Cast', exact: true }).click();
      await expect.poll(() => castOutcome.getAttribute('data-seq'), { timeout: 15_000 }).not.toBe(before);
      if ((await castOutcome.getAttribute('aria-label')) === 'Climber’s grip: Success') break;
      await rest.getByLabel('A full sleep').check();
      await rest.getByRole('button', { name: 'Rest' }).click();
      await expect.poll(() => pip.getByTestId('magic-exhaustion').textContent(), { timeout: 15_000 }).toBe('none');
    }
    expect(await castOutcome.getAttribute('aria-label')).toBe('Climber’s grip: Success');

    // Counter-spell, as a reaction: against Bo's Thorn lash (a PC caster: its action score for the spell sets the base die).
    const counter = await openTool(pip, 'Counter-spell');
    await counter.locator('select[name=againstSpell]').selectOption({ label: 'Thorn lash (1)' });
    await counter.locator('select[name=againstCaster]').selectOption({ label: 'Bo' });
    await counter.getByRole('button', { name: 'Counter' }).click();
    await expect.poll(() => counter.getByTestId('magic-outcome').textContent(), { timeout: 15_000 }).toMatch(/Counter-spell \(reaction\): (Success|Failure)/);
    expect(await counter.getByTestId('magic-outcome').textContent()).toMatch(/the spell (is stopped|goes on)/);
    // Bo sees Pip's cast live in the roll log and aims the counter-spell at it in one tap — refused: Bo has no Natural magic.
    const recent = bo.getByRole('region', { name: 'Spells cast just now' });
    await expect.poll(() => recent.textContent(), { timeout: 15_000 }).toContain('Pip cast ');
    const newest = recent.getByRole('listitem').first();
    const spellName = (await newest.textContent())!.match(/Pip cast (.+?) Counter this spell/)![1]!;
    // Bo's counter-spell tool is folded: aiming it unfolds it.
    expect(await bo.locator('details.tool:has(form[aria-label="Counter-spell"])').getAttribute('open')).toBeNull();
    await newest.getByRole('button', { name: 'Counter this spell' }).click();
    const boCounter = bo.getByRole('form', { name: 'Counter-spell' });
    await boCounter.waitFor({ timeout: 15_000 });
    await expect.poll(() => boCounter.locator('select[name=againstCaster] option:checked').textContent()).toBe('Pip');
    await expect.poll(() => boCounter.locator('select[name=againstSpell] option:checked').textContent()).toBe(`${spellName} (1)`);
    await boCounter.getByRole('button', { name: 'Counter' }).click();
    expect(await refusal(boCounter)).toContain('a counter-spell needs the same form of magic');

    // The GM's screen has Pip's magic too, with the GM's numbers: an effect of power 5 described
    // by the GM is beyond Pip's rank 3 — refused beside the form, the power kept.
    await gm.getByRole('button', { name: 'Sheet: Pip' }).click();
    const gmDispel = await openTool(gm, 'Dispel an effect');
    await gmDispel.locator('input[name=dispelPower]').fill('5');
    await gmDispel.getByRole('button', { name: 'Dispel' }).click();
    expect(await refusal(gmDispel)).toContain('a dispel needs any form of magic at a rank ≥ the power');
    expect(await gmDispel.locator('input[name=dispelPower]').inputValue()).toBe('5');
    await accessible(gm, 'magic-gm-pc-panel');

    // A player dispels an effect recorded on a sheet: the enhancement on Bo.
    const dispel = await openTool(pip, 'Dispel an effect');
    expect(await dispel.locator('input[name=dispelPower]').count()).toBe(0);
    await dispel.locator('select[name=dispelTarget]').selectOption({ label: 'Bo' });
    await dispel.locator('select[name=dispelEffect]').selectOption({ label: 'Climber’s grip (power 1)' });
    await dispel.getByRole('button', { name: 'Dispel' }).click();
    await expect.poll(() => dispel.getByTestId('magic-outcome').textContent(), { timeout: 15_000 }).toMatch(/the effect (is dispelled|stays)/);

    // Ritual with a participant: both pay (LOREVAL: every participant at least 1 level).
    const boRitual = await openTool(bo, 'Perform a ritual');
    await boRitual.locator('select[name=ritual]').selectOption({ label: 'Blessing of the fields (1)' });
    await boRitual.getByRole('button', { name: 'Perform' }).click();
    expect(await refusal(boRitual)).toContain('a ritual requires Ritual magic');
    const ritual = await openTool(pip, 'Perform a ritual');
    await ritual.locator('select[name=ritual]').selectOption({ label: 'Blessing of the fields (1)' });
    await ritual.getByLabel('Bo').check();
    await ritual.getByRole('button', { name: 'Perform' }).click();
    const ritualOutcome = ritual.getByTestId('magic-outcome');
    await expect.poll(() => ritualOutcome.textContent(), { timeout: 15_000 }).toMatch(/Blessing of the fields: (Success|Failure)/);
    expect(await ritualOutcome.textContent()).toContain('Who paid what: Pip — 1 lasting fatigue; Bo — 1 lasting fatigue');

    // A special power needs Harmony (and Natural magic at the maximum rank): refused, citing the rule.
    const power = await openTool(pip, 'Use a special power');
    await power.locator('select[name=specialPower]').selectOption({ label: 'Green harmony (1)' });
    await power.getByRole('button', { name: 'Use' }).click();
    expect(await refusal(power)).toContain('a special power requires Harmony');
    await accessible(player, 'magic-player-loreval');
    // On the phone nothing runs off the side: the step tables and forms fit 390 px.
    expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Rest: a negative number of hours is refused beside the form; a full sleep recovers everything.
    await rest.locator('input[name=rest][value=hours]').check();
    await rest.locator('input[name=hours]').fill('-1');
    await rest.getByRole('button', { name: 'Rest' }).click();
    expect(await refusal(rest)).toBe('At least 0.');
    expect(await rest.locator('input[name=hours]').inputValue()).toBe('-1');
    await rest.getByLabel('A full sleep').check();
    await rest.getByRole('button', { name: 'Rest' }).click();
    await expect.poll(() => rest.getByTestId('recovered').textContent(), { timeout: 15_000 }).toMatch(/recovered — Lasting fatigue .*: none/);
    await expect.poll(() => pip.getByTestId('magic-exhaustion').textContent(), { timeout: 15_000 }).toBe('none');

    // In an encounter: a spell booked against the one-spell limit; a second one before Pip acts again is refused (SMS §5).
    const start = gm.getByRole('form', { name: 'Start an encounter' });
    await start.locator('input[name=encounterName]').fill('Ambush at the mill');
    await start.getByLabel('Initiative — Pip').fill('4');
    await start.getByLabel('Initiative — Bo').fill('2');
    await start.getByRole('button', { name: 'Start an encounter' }).click();
    // The booking tool appears (folded) once the encounter runs.
    const book = await openTool(pip, 'Book a spell in the running encounter');
    await book.getByRole('button', { name: 'Book' }).click();
    await expect.poll(() => book.getByRole('status').textContent(), { timeout: 15_000 }).toBe('Booked against the one-spell limit');
    await book.getByRole('button', { name: 'Book' }).click();
    expect(await refusal(book)).toContain('§5');
    await accessible(player, 'magic-player-encounter');

    // The same screen in French.
    await player.getByRole('button', { name: 'Français' }).click();
    await pip.getByRole('form', { name: 'Se reposer après la magie' }).waitFor();
    expect(await pip.getByTestId('magic-exhaustion').textContent()).toBe('aucune');
    expect(await pip.getByRole('form', { name: 'Accomplir un rituel' }).getByTestId('magic-outcome').textContent()).toContain('Qui a payé quoi\u00a0: Pip — 1 de fatigue durable\u202f; Bo — 1 de fatigue durable');
    // The card as assistive technology reads it (roles, names, text), one line each: a dump to read, not layout-bound.
    if (process.env.MAGIC_E2E_LOG) console.log(await player.getByRole('article', { name: 'Pip', exact: true }).ariaSnapshot());
    await accessible(player, 'magic-player-loreval-fr');
    await player.getByRole('button', { name: 'English' }).click();
  }, 300_000);

  it('ALMERA: a cast with a component costs magical exhaustion, shown in words', async () => {
    screenshotsOnFailure();
    const invite = await createCampaign('Almera', 'ALMERA');
    await defineSpell({ name: 'Light', source: 'ARCANE', power: 1 });
    await buildCharacter({ inviteCode: invite }, 'Ama', [
      ['Pouvoir des arcanes', 5, 2],
      ['Alimentation du pouvoir magique', 5, 1],
    ]);
    await player.goto(`${base}/#/`);
    await player.getByRole('link', { name: 'Almera' }).click();
    const ama = player.getByRole('article', { name: 'Ama', exact: true });
    const cast = await openTool(ama, 'Cast a spell');
    await cast.locator('select[name=spell]').selectOption({ label: 'Light (1)' });
    await cast.locator('input[name=components]').fill('1');
    await expect.poll(() => cast.getByTestId('cast-preview').textContent(), { timeout: 15_000 }).toContain('D2');
    await cast.getByRole('button', { name: 'Cast', exact: true }).click();
    const outcome = cast.getByTestId('magic-outcome');
    await expect.poll(() => outcome.textContent(), { timeout: 15_000 }).toMatch(/Light: (Success|Failure)/);
    expect(await outcome.textContent()).toContain('1 exhaustion; magical exhaustion now 1');
    await expect.poll(() => ama.getByTestId('magic-exhaustion').textContent(), { timeout: 15_000 }).toBe('1 point: −1 to every magical action');
    await accessible(player, 'magic-player-almera');

    // The GM casts for Ama at a goblin by name, with the GM's number: its resistance (+2) moves the die D2 → D4.
    await gm.getByRole('button', { name: 'Sheet: Ama' }).click();
    const gmCast = await openTool(gm, 'Cast a spell');
    await gmCast.locator('select[name=spell]').selectOption({ label: 'Light (1)' });
    await gmCast.locator('select[name=target]').selectOption({ label: 'Someone else (by name)' });
    await gmCast.locator('input[name=targetLabel]').fill('Goblin');
    await gmCast.locator('select[name=resistance]').selectOption('RESISTS');
    await expect.poll(() => gmCast.getByTestId('cast-preview').textContent(), { timeout: 15_000 }).toContain('Difficulty die D4');
    await gmCast.getByRole('button', { name: 'Cast', exact: true }).click();
    await expect.poll(() => gmCast.getByTestId('magic-outcome').textContent(), { timeout: 15_000 }).toMatch(/Light: (Success|Failure)/);
    await accessible(gm, 'magic-gm-almera-cast');
    await player.setViewportSize(DESKTOP);
    await accessible(player, 'magic-player-almera-desktop');
    expect(outside).toEqual([]);
  }, 240_000);
});

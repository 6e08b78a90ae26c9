/**
 * Magic through the API, both variants (MAGIC.md; seeds 000 and 003): every worked example of
 * the seeds' magic sections, cast or previewed through GraphQL with scripted dice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicModuleViolations } from '../../src/rules/magic/prerequisites.js';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';

type Table = Awaited<ReturnType<typeof table>>;

/** A PC built by its player, activated, then raised by the GM (ACTIVE adjustments may reach rank 5). */
async function mage(app: TestApp, t: Table, name: string, modules: { name: string; rank: number; scope?: number; polarity?: string }[], race = 'HUMAN') {
  const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race, modules: [] }, { name });
  expect(created.__typename).toBe('CharacterPayload');
  const id = created.character.id as string;
  const act = await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename ... on Error { message } } }`, { id }, t.player.apiKey);
  expect(act.data.activateCharacter.__typename).toBe('CharacterPayload');
  const moduleIds: Record<string, string> = {};
  for (const m of modules) {
    const r = await app.gql(
      `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { modules { id name } } } } } ... on Error { message } } }`,
      { input: { characterId: id, module: { name: m.name, scope: m.scope ?? 5, polarity: m.polarity ?? 'POSITIVE', rank: m.rank } } },
      t.gm.apiKey,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data.addModule.__typename, JSON.stringify(r.data.addModule)).toBe('CharacterPayload');
    for (const x of r.data.addModule.character.sheet.modules) moduleIds[x.name] = x.id;
  }
  return { id, moduleIds };
}

const RESULT = `result { outcome success stakes score { score raw } difficulty { die aboveTwelve steps { points rule } } check { roll success probability }
  cost { exhaustion lastingFatigue passingFatigue } exhaustionAfter lastingFatigueAfter
  effects { narrative wounds { woundId severity levels target { characterId label } } healed { woundIds target { characterId } } lasting { kind effectIds moduleName moduleRank rank defenceDieShift } } }
  roll { seq kind faces }`;

const CAST = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename
  ... on CastSpellPayload { ${RESULT} }
  ... on RuleViolation { code message rule violations { code rule } }
  ... on ValidationError { issues { path message } } } }`;

const PREVIEW = `query($input: CastSpellInput!) { previewCast(input: $input) { __typename
  ... on SpellPreview { probability automatic impossible exhaustion score { score raw steps { label points } } difficulty { die aboveTwelve steps { label points } } }
  ... on RuleViolation { code message rule } ... on ValidationError { issues { path message } } } }`;

const DEFINE = `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename
  ... on SpellPayload { spell { id name kind power baseDifficulty { die } requiredModules { key minRank } } }
  ... on RuleViolation { code message rule violations { code rule } }
  ... on ValidationError { issues { path message } } } }`;

const SHEET = `query($id: ID!) { character(id: $id) { version sheet { ... on SmsSheet { magicalExhaustion fatigue { passing lasting } wounds { id severity nature }
  modules { name scope polarity rank source } magicEffects { id kind rank module { name rank polarity } expiresAt } } } } }`;

const POWER = `mutation($input: UseSpecialPowerInput!) { useSpecialPower(input: $input) { __typename
  ... on CastSpellPayload { ${RESULT} } ... on RuleViolation { code message rule violations { rule } } ... on ValidationError { issues { path message } } } }`;

const RITUAL = `mutation($input: PerformRitualInput!) { performRitual(input: $input) { __typename
  ... on PerformRitualPayload { result { outcome success releasedFraction releasedPower score { score } difficulty { die aboveTwelve } check { roll automatic impossible }
    costs { characterId cost { exhaustion lastingFatigue } } } roll { kind faces } }
  ... on RuleViolation { code message rule violations { code rule } } ... on ValidationError { issues { path message } } } }`;

const COUNTER = `mutation($input: CounterSpellInput!) { counterSpell(input: $input) { __typename
  ... on CounterSpellPayload { result { actionKind success cancelsSpell score { score } difficulty { die } check { roll } cost { exhaustion lastingFatigue } exhaustionAfter lastingFatigueAfter } roll { kind faces } }
  ... on RuleViolation { code message rule } ... on ValidationError { issues { path message } } } }`;

const DISPEL = `mutation($input: DispelInput!) { dispel(input: $input) { __typename
  ... on DispelPayload { result { success dispelled score { score } difficulty { die } cost { lastingFatigue } } target { id } }
  ... on RuleViolation { code message rule } ... on ValidationError { issues { path message } } } }`;

const RECOVER = `mutation($input: RecoverExhaustionInput!) { recoverExhaustion(input: $input) { __typename
  ... on RecoverExhaustionPayload { recovered exhaustion lastingFatigue blockedBy } ... on RuleViolation { code message rule } } }`;

describe('magicModuleViolations (for the module edits)', () => {
  it('Harmony needs Natural magic at the campaign’s maximum rank; predefined modules are scope 5', () => {
    const harmony = { name: 'Harmonie', scope: 5, polarity: 'POSITIVE' as const, rank: 1 };
    const natural = (rank: number) => ({ name: 'Magie naturelle', scope: 5, polarity: 'POSITIVE' as const, rank });
    const v = magicModuleViolations('LOREVAL', [natural(4), harmony], { maxModuleRank: 5 });
    expect(v.map((x) => x.code)).toEqual(['MAGIC_MODULE_PREREQUISITE']);
    expect(v[0]!.rule).toBe('MAGIC LOREVAL §Pouvoirs particuliers: Harmony requires Natural magic (power of spirits) at the maximum rank');
    expect(magicModuleViolations('LOREVAL', [natural(5), harmony], { maxModuleRank: 5 })).toEqual([]);
    expect(magicModuleViolations('LOREVAL', [natural(4), harmony], { maxModuleRank: 4 })).toEqual([]);
    expect(magicModuleViolations('ALMERA', [natural(4), harmony])).toEqual([]);
    expect(magicModuleViolations('ALMERA', [{ name: 'Pouvoir des Esprits', scope: 3, polarity: 'POSITIVE', rank: 2 }]).map((x) => x.code)).toEqual(['MAGIC_MODULE_SCOPE']);
    expect(magicModuleViolations('ALMERA', [{ name: 'Résistance à l’épuisement magique', scope: 5, polarity: 'RESISTIVE', rank: 6 }]).map((x) => x.code)).toEqual(['RANK_ABOVE_MODULE_MAX']);
    expect(magicModuleViolations(null, [harmony])).toEqual([]);
  });
});

describe.each(BACKENDS)('magic API on $name', (backend) => {
  let app: TestApp;
  const faces: number[] = [];
  beforeAll(async () => {
    if (!backend.skipReason) {
      app = await startTestApp(backend, {
        // Scripted faces for the examples; 1 (a success) once they run out.
        rng: {
          int(min, max) {
            const f = faces.shift();
            if (f === undefined) return min;
            if (f < min || f > max) throw new RangeError(`face ${f} outside ${min}..${max}`);
            return f;
          },
        },
      });
    }
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  const roll = (...f: number[]) => faces.splice(0, faces.length, ...f);
  const gql = (q: string, input: unknown, key: string) => app.gql(q, { input }, key);
  const sheet = async (id: string, key: string) => (await app.gql(SHEET, { id }, key)).data.character;
  const define = async (t: Table, spell: Record<string, unknown>) => {
    const r = await gql(DEFINE, { campaignId: t.campaign.id, ...spell }, t.gm.apiKey);
    expect(r.data.defineSpell.__typename, JSON.stringify(r)).toBe('SpellPayload');
    return r.data.defineSpell.spell as { id: string; baseDifficulty: { die: number } };
  };
  const npc = async (t: Table, name: string) => {
    const r = await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { modules: [] }, { name, kind: 'NPC' });
    return r.character.id as string;
  };

  test('LOREVAL invisibility (power 2): D4 + 2 = D6; the cast adds one lasting fatigue, success or failure', async () => {
    const t = await table(app);
    const m = await mage(app, t, 'Arcaniste', [{ name: 'Pouvoir des arcanes', rank: 3 }]);
    const spell = await define(t, { name: 'Invisibilité', source: 'ARCANE', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE', description: 'true invisibility' }] });
    expect(spell.baseDifficulty.die).toBe(6);
    const p = await gql(PREVIEW, { characterId: m.id, spellId: spell.id }, t.player.apiKey);
    expect(p.data.previewCast, JSON.stringify(p)).toMatchObject({ __typename: 'SpellPreview', probability: 0.5, difficulty: { die: 6 }, score: { score: 3 } });
    roll(3);
    const ok = await gql(CAST, { characterId: m.id, spellId: spell.id }, t.player.apiKey);
    expect(ok.data.castSpell.__typename, JSON.stringify(ok)).toBe('CastSpellPayload');
    expect(ok.data.castSpell.result).toMatchObject({ outcome: 'SUCCESS', difficulty: { die: 6 }, cost: { lastingFatigue: 1, exhaustion: 0 }, lastingFatigueAfter: 1, effects: { narrative: 'true invisibility' } });
    expect(ok.data.castSpell.roll).toMatchObject({ kind: 'SPELL', faces: [3], seq: 1 });
    roll(6);
    const ko = await gql(CAST, { characterId: m.id, spellId: spell.id }, t.player.apiKey);
    // The lasting fatigue of the first cast lowers the score now: 3 − 1.
    expect(ko.data.castSpell.result).toMatchObject({ outcome: 'FAILURE', stakes: 'LOW', score: { score: 2 }, lastingFatigueAfter: 2, effects: null });
    expect((await sheet(m.id, t.player.apiKey)).sheet.fatigue).toEqual({ passing: 0, lasting: 2 });
  });

  test('LOREVAL fireball (Tord-Gnoll): light D6 → critical D10 → thrown far D12; the wound lands on the target’s sheet', async () => {
    const t = await table(app);
    const tord = await mage(app, t, 'Tord-Gnoll', [{ name: 'Pouvoir des arcanes', rank: 5 }, { name: 'Pyromane', scope: 2, rank: 2 }]);
    const gnoll = await npc(t, 'Gnoll');
    const fire = (power: number) => ({ name: 'Boule de feu', source: 'ARCANE', power, nature: 'OFFENSIVE', effects: [{ kind: 'DAMAGE', damageType: 'BLUNT' }] });
    const target = { characterId: gnoll, baseDie: 6 };
    const die = async (power: number, circumstances: unknown[] = []) =>
      (await gql(PREVIEW, { characterId: tord.id, improvised: fire(power), targets: [target], circumstances }, t.gm.apiKey)).data.previewCast.difficulty;
    expect((await die(1)).die).toBe(6);
    expect((await die(3)).die).toBe(10);
    const far = await die(3, [{ label: 'thrown far', points: 2 }]);
    expect(far.die).toBe(12);
    expect(far.steps.map((s: { points: number }) => s.points)).toEqual([6, 4, 2]);
    roll(5);
    const r = await gql(CAST, { characterId: tord.id, improvised: fire(3), moduleIds: [tord.moduleIds.Pyromane], parameters: { range: 1 }, targets: [target], circumstances: [{ label: 'thrown far', points: 2 }] }, t.gm.apiKey);
    expect(r.data.castSpell.__typename, JSON.stringify(r)).toBe('CastSpellPayload');
    // Score 5 + 2 − 1 (range): parameters lower the score, never the die.
    expect(r.data.castSpell.result).toMatchObject({ outcome: 'SUCCESS', score: { score: 6 }, difficulty: { die: 12 }, check: { roll: 5 } });
    const w = r.data.castSpell.result.effects.wounds[0];
    expect(w).toMatchObject({ severity: 'CRITICAL', levels: 3, target: { characterId: gnoll } });
    const s = await sheet(gnoll, t.gm.apiKey);
    expect(s.sheet.wounds).toEqual([{ id: w.woundId, severity: 'CRITICAL', nature: 'Boule de feu' }]);
    // Only the GM sets the numbers of the die (SMS §2.8); a player cannot cast it alone at that target.
    const refused = await gql(CAST, { characterId: tord.id, improvised: fire(3), targets: [target] }, t.player.apiKey);
    expect(refused.data.castSpell).toMatchObject({ __typename: 'RuleViolation', code: 'GM_SETS_DIFFICULTY' });
  });

  test('prerequisites: Arcane magic heals only with Space-Time; a caster without the form cannot cast; a special power needs Harmony', async () => {
    const t = await table(app);
    const m = await mage(app, t, 'Arcaniste', [{ name: 'Pouvoir des arcanes', rank: 3 }]);
    const heal = { name: 'Soin', source: 'ARCANE', power: 2, nature: 'CURATIVE', effects: [{ kind: 'HEAL_SEVERITY' }] };
    const r = await gql(CAST, { characterId: m.id, improvised: heal }, t.player.apiKey);
    expect(r.data.castSpell).toMatchObject({ __typename: 'RuleViolation', code: 'MISSING_PREREQUISITE_MODULE', rule: 'MAGIC LOREVAL §La magie: curative Power of the Arcane requires Space-Time at rank ≥ 1' });
    const divine = await gql(CAST, { characterId: m.id, improvised: { ...heal, source: 'DIVINE' } }, t.player.apiKey);
    expect(divine.data.castSpell.rule).toBe('MAGIC LOREVAL §La magie: casting with this form requires Divine magic (power of faith) at rank ≥ 1');
    const power = { name: 'Communion', kind: 'POWER', source: 'NATURAL', powerModule: 'HARMONY', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
    const p = await gql(POWER, { characterId: m.id, improvised: power }, t.player.apiKey);
    expect(p.data.useSpecialPower.violations.map((x: { rule: string }) => x.rule)).toContain('MAGIC LOREVAL §Pouvoirs particuliers: a special power requires Harmony at rank ≥ 1');
    // Nothing was booked by the refused casts.
    expect((await sheet(m.id, t.player.apiKey)).sheet.fatigue.lasting).toBe(0);
    const cat = await app.gql(`query($id: ID!) { magicModules(campaignId: $id) { key scope requires { key rank rule } } }`, { id: t.campaign.id }, t.player.apiKey);
    expect(cat.data.magicModules.find((x: { key: string }) => x.key === 'HARMONY').requires).toEqual([
      { key: 'NATURAL', rank: 5, rule: 'MAGIC LOREVAL §Pouvoirs particuliers: Harmony requires Natural magic (power of spirits) at the maximum rank' },
    ]);
  });

  test('LOREVAL special power: base D8 + 2, one passing fatigue, exempt from the one-spell limit in an encounter', async () => {
    const t = await table(app);
    const m = await mage(app, t, 'Druide', [{ name: 'Magie naturelle', rank: 5 }, { name: 'Harmonie', rank: 1 }]);
    const ally = await mage(app, t, 'Allié', []);
    const enc = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } ... on Error { message } } }`,
      { input: { campaignId: t.campaign.id, name: 'Embuscade', participants: [{ characterId: m.id, initiative: 5 }, { characterId: ally.id, initiative: 3 }] } },
      t.gm.apiKey,
    );
    const encounterId = enc.data.startEncounter.encounter.id;
    const power = await define(t, { name: 'Communion', kind: 'POWER', source: 'NATURAL', powerModule: 'HARMONY', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] });
    const spell = await define(t, { name: 'Ronces', source: 'NATURAL', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] });
    roll(4);
    const first = await gql(CAST, { characterId: m.id, spellId: spell.id, encounterId }, t.player.apiKey);
    expect(first.data.castSpell.result.outcome).toBe('SUCCESS');
    const second = await gql(CAST, { characterId: m.id, spellId: spell.id, encounterId }, t.player.apiKey);
    expect(second.data.castSpell).toMatchObject({ __typename: 'RuleViolation', code: 'ONE_SPELL_BETWEEN_ACTIONS' });
    roll(4);
    const p = await gql(POWER, { characterId: m.id, spellId: power.id, encounterId }, t.player.apiKey);
    expect(p.data.useSpecialPower, JSON.stringify(p)).toMatchObject({ result: { outcome: 'SUCCESS', difficulty: { die: 10 }, score: { score: 5 }, cost: { passingFatigue: 1, lastingFatigue: 0 } } });
    // Natural 5 + Harmony 1 − the lasting fatigue of the spell: 5.
    roll(2);
    const again = await gql(POWER, { characterId: m.id, spellId: power.id, encounterId }, t.player.apiKey);
    expect(again.data.useSpecialPower.result.outcome).toBe('SUCCESS');
    expect((await sheet(m.id, t.player.apiKey)).sheet.fatigue).toEqual({ passing: 2, lasting: 1 });
    // A spell is refused on the second cast without the encounter changing anything else.
    expect(second.data.castSpell.rule).toBe("SMS §5: one spell between two of one's own actions");
  });

  test('Toruk: climbing (scope 3, rank 1) is power 3 → D8, a temporary module while the short duration lasts; aiming malus on a group loses a rank', async () => {
    const clock = app.clock;
    const t = await table(app);
    const toruk = await mage(app, t, 'Toruk', [{ name: 'Magie naturelle', rank: 3 }]);
    const bad = await gql(DEFINE, { campaignId: t.campaign.id, name: 'Escalade+', source: 'NATURAL', power: 3, nature: 'ENHANCEMENT', effects: [{ kind: 'ENHANCEMENT', module: { name: 'Escalade', scope: 3, rank: 3 } }] }, t.gm.apiKey);
    expect(bad.data.defineSpell).toMatchObject({ __typename: 'RuleViolation', code: 'ENHANCEMENT_POWER_MISMATCH' });
    const climb = await define(t, { name: 'Escalade', source: 'NATURAL', power: 3, nature: 'ENHANCEMENT', effects: [{ kind: 'ENHANCEMENT', module: { name: 'Escalade', scope: 3, rank: 1 } }] });
    expect(climb.baseDifficulty.die).toBe(8);
    roll(1);
    const r = await gql(CAST, { characterId: toruk.id, spellId: climb.id, parameters: { duration: 1 } }, t.player.apiKey);
    expect(r.data.castSpell.result).toMatchObject({ outcome: 'SUCCESS', difficulty: { die: 8 }, score: { score: 2 }, effects: { lasting: [{ kind: 'TEMPORARY_MODULE', moduleName: 'Escalade', moduleRank: 1 }] } });
    let s = await sheet(toruk.id, t.player.apiKey);
    expect(s.sheet.modules).toContainEqual({ name: 'Escalade', scope: 3, polarity: 'POSITIVE', rank: 1, source: 'MAGIC' });
    expect(s.sheet.magicEffects).toMatchObject([{ kind: 'TEMPORARY_MODULE', module: { name: 'Escalade', rank: 1 } }]);
    // While the spell runs, Toruk cannot recover (seed 000 "Durée").
    const blocked = await gql(RECOVER, { characterId: toruk.id, hours: 1 }, t.player.apiKey);
    expect(blocked.data.recoverExhaustion).toMatchObject({ recovered: 0, lastingFatigue: 1, blockedBy: 'MAINTAINED_SPELL' });
    clock.advance(11 * 60_000);
    const rested = await gql(RECOVER, { characterId: toruk.id, hours: 1 }, t.player.apiKey);
    expect(rested.data.recoverExhaustion).toMatchObject({ recovered: 1, lastingFatigue: 0, blockedBy: null });
    s = await sheet(toruk.id, t.player.apiKey);
    expect(s.sheet.modules.filter((x: { source: string }) => x.source === 'MAGIC')).toEqual([]);
    expect(s.sheet.magicEffects).toEqual([]);

    const archers = [await npc(t, 'Archer 1'), await npc(t, 'Archer 2')];
    const aim = { name: 'Trouble des sens', source: 'NATURAL', power: 3, nature: 'ENHANCEMENT', effects: [{ kind: 'ENHANCEMENT', module: { name: 'Viser', scope: 2, rank: 2, polarity: 'NEGATIVE' } }] };
    roll(1);
    const g = await gql(CAST, { characterId: toruk.id, improvised: aim, parameters: { range: 1, area: 1 }, targets: archers.map((characterId) => ({ characterId, opposes: false })) }, t.gm.apiKey);
    expect(g.data.castSpell.result.effects.lasting).toMatchObject([{ kind: 'TEMPORARY_MODULE', moduleRank: 1, effectIds: [expect.any(String), expect.any(String)] }]);
    for (const id of archers) expect((await sheet(id, t.gm.apiKey)).sheet.modules).toEqual([{ name: 'Viser', scope: 2, polarity: 'NEGATIVE', rank: 1, source: 'MAGIC' }]);
  });

  test('Javis: aura against evil (scope 4, power 5) → rank 2; anti-fire (scope 3, power 5) → counter-effect rank 3 stops a power-3 fireball; disintegration at a D10 lich behind rank 4 → D18', async () => {
    const t = await table(app);
    const javis = await mage(app, t, 'Javis', [{ name: 'Pouvoir des arcanes', rank: 5 }]);
    const rival = await mage(app, t, 'Rival', [{ name: 'Pouvoir des arcanes', rank: 5 }]);
    roll(1);
    const aura = await gql(CAST, { characterId: javis.id, improvised: { name: 'Aura de protection contre le mal', source: 'ARCANE', power: 5, nature: 'DEFENSIVE', effects: [{ kind: 'OCCULT_PROTECTION', module: { name: 'Aura contre le mal', scope: 4, rank: 2 } }] } }, t.player.apiKey);
    expect(aura.data.castSpell.result).toMatchObject({ difficulty: { die: 12 }, effects: { lasting: [{ kind: 'TEMPORARY_MODULE', moduleRank: 2 }] } });
    roll(1);
    const anti = await gql(CAST, { characterId: javis.id, improvised: { name: 'Anti-feu', source: 'ARCANE', power: 5, nature: 'DEFENSIVE', effects: [{ kind: 'COUNTER_EFFECT', against: 'fire', scope: 3 }] } }, t.player.apiKey);
    expect(anti.data.castSpell.result.effects.lasting).toMatchObject([{ kind: 'COUNTER_EFFECT', rank: 3 }]);
    const fx = (await sheet(javis.id, t.gm.apiKey)).sheet.magicEffects;
    expect(fx.map((e: { kind: string; rank: number | null }) => [e.kind, e.rank])).toEqual([['TEMPORARY_MODULE', null], ['COUNTER_EFFECT', 3]]);
    roll(1);
    const ball = await gql(CAST, { characterId: rival.id, improvised: { name: 'Boule de feu', source: 'ARCANE', power: 3, nature: 'OFFENSIVE', effects: [{ kind: 'DAMAGE', damageType: 'LETHAL', elemental: true }] }, parameters: { range: 1, area: 1 }, targets: [{ characterId: javis.id, baseDie: 4, counterEffectRanks: [3] }] }, t.gm.apiKey);
    expect(ball.data.castSpell.result.effects.wounds).toEqual([]);
    expect((await sheet(javis.id, t.gm.apiKey)).sheet.wounds).toEqual([]);
    const dis = await gql(PREVIEW, { characterId: javis.id, improvised: { name: 'Désintégration', source: 'ARCANE', power: 5, nature: 'OFFENSIVE', effects: [{ kind: 'DAMAGE', damageType: 'BLUNT' }] }, parameters: { range: 1 }, targets: [{ label: 'Gas’Rashk', baseDie: 10, counterEffectRanks: [4] }] }, t.gm.apiKey);
    expect(dis.data.previewCast).toMatchObject({ difficulty: { die: 18, aboveTwelve: true }, impossible: true, probability: 0 });
  });

  test('defences recorded on a sheet act by themselves: an anti-fire counter-effect stops a fireball, a barrier moves the dice of spells, attacks and defences; the GM may override', async () => {
    const t = await table(app);
    const javis = await mage(app, t, 'Javis', [{ name: 'Pouvoir des arcanes', rank: 5 }]);
    const rival = await mage(app, t, 'Rival', [{ name: 'Pouvoir des arcanes', rank: 5 }]);
    roll(1);
    await gql(CAST, { characterId: javis.id, improvised: { name: 'Anti-feu', source: 'ARCANE', power: 5, nature: 'DEFENSIVE', effects: [{ kind: 'COUNTER_EFFECT', against: 'fire', scope: 3 }] } }, t.player.apiKey);
    const fireball = await define(t, { name: 'Boule de feu', source: 'ARCANE', power: 3, nature: 'OFFENSIVE', keywords: ['Fire'], effects: [{ kind: 'DAMAGE', damageType: 'BLUNT' }] });
    const EFFECTS = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ... on CastSpellPayload { result { outcome difficulty { die steps { label points rule } }
      effects { wounds { severity } cancelledByCounterEffect { characterId } counterEffects { target { characterId } source against spellName rank cancels } } } } ... on RuleViolation { code message } } }`;
    roll(1);
    // No counterEffectRanks: the rank-3 anti-fire on Javis's sheet cancels the power-3 fireball.
    const stopped = await gql(EFFECTS, { characterId: rival.id, spellId: fireball.id, targets: [{ characterId: javis.id, baseDie: 4 }] }, t.gm.apiKey);
    expect(stopped.data.castSpell.result, JSON.stringify(stopped)).toMatchObject({
      outcome: 'SUCCESS',
      effects: {
        wounds: [],
        cancelledByCounterEffect: [{ characterId: javis.id }],
        counterEffects: [{ target: { characterId: javis.id }, source: 'SHEET', against: 'fire', spellName: 'Anti-feu', rank: 3, cancels: true }],
      },
    });
    expect((await sheet(javis.id, t.gm.apiKey)).sheet.wounds).toEqual([]);
    // The GM rules that it does not match: the fireball lands.
    roll(1);
    const through = await gql(EFFECTS, { characterId: rival.id, spellId: fireball.id, targets: [{ characterId: javis.id, baseDie: 4, counterEffectRanks: [] }] }, t.gm.apiKey);
    expect(through.data.castSpell.result.effects).toMatchObject({ wounds: [{ severity: 'CRITICAL' }], counterEffects: [], cancelledByCounterEffect: [] });
    // Only the GM overrides.
    const byPlayer = await gql(EFFECTS, { characterId: rival.id, spellId: fireball.id, targets: [{ characterId: javis.id, counterEffectRanks: [] }] }, t.player.apiKey);
    expect(byPlayer.data.castSpell).toMatchObject({ __typename: 'RuleViolation', code: 'GM_SETS_DIFFICULTY' });

    // A barrier of power 2 on a gnoll raises the die of a fireball at it by 4, and shows why.
    const gnoll = await npc(t, 'Gnoll');
    roll(1);
    const shielded = await gql(CAST, { characterId: javis.id, improvised: { name: 'Bouclier', source: 'ARCANE', power: 2, nature: 'DEFENSIVE', effects: [{ kind: 'BARRIER' }] }, targets: [{ characterId: gnoll }] }, t.gm.apiKey);
    expect(shielded.data.castSpell.result.effects.lasting, JSON.stringify(shielded)).toMatchObject([{ kind: 'BARRIER', defenceDieShift: -4 }]);
    const at = (extra: Record<string, unknown> = {}) =>
      gql(PREVIEW, { characterId: rival.id, spellId: fireball.id, targets: [{ characterId: gnoll, baseDie: 6, ...extra }] }, t.gm.apiKey);
    const preview = (await at()).data.previewCast;
    expect(preview.difficulty.die).toBe(14);
    expect(preview.difficulty.steps).toContainEqual({ label: 'Gnoll: magical barrier "Bouclier" (power 2)', points: 4 });
    expect((await at({ barrierApplies: false })).data.previewCast.difficulty.die).toBe(10);

    // The same barrier in the GM's combat dice: a PC attacking the gnoll, a protected PC defending.
    const DEFINE_NPC = `mutation($input: DefineNpcInput!) { defineNpc(input: $input) { __typename } }`;
    expect((await gql(DEFINE_NPC, { characterId: gnoll, role: 'DISPOSABLE', method: 'UBER_SIMPLE', attack: 6, defence: 4 }, t.gm.apiKey)).data.defineNpc.__typename).toBe('CharacterPayload');
    const BREAKDOWN = `{ __typename ... on DifficultyBreakdown { die steps { label shift } } ... on RuleViolation { code } }`;
    const attack = await app.gql(`query($input: AttackDifficultyInput!) { attackDifficulty(input: $input) ${BREAKDOWN} }`, { input: { npcId: gnoll, severity: 'LIGHT' } }, t.gm.apiKey);
    expect(attack.data.attackDifficulty).toMatchObject({ die: 8, steps: [{ shift: 4 }, { shift: 0 }, { label: 'magical barrier "Bouclier" (power 2)', shift: 4 }] });
    const ruledOut = await app.gql(`query($input: AttackDifficultyInput!) { attackDifficulty(input: $input) ${BREAKDOWN} }`, { input: { npcId: gnoll, severity: 'LIGHT', barrierApplies: false } }, t.gm.apiKey);
    expect(ruledOut.data.attackDifficulty.die).toBe(4);
    roll(1);
    await gql(CAST, { characterId: javis.id, improvised: { name: 'Égide', source: 'ARCANE', power: 1, nature: 'DEFENSIVE', effects: [{ kind: 'BARRIER' }] } }, t.player.apiKey);
    const DEFENCE = `query($input: DefenceDifficultyInput!) { defenceDifficulty(input: $input) ${BREAKDOWN} }`;
    const defence = await app.gql(DEFENCE, { input: { npcId: gnoll, severity: 'LIGHT', pcId: javis.id } }, t.gm.apiKey);
    expect(defence.data.defenceDifficulty).toMatchObject({ die: 4, steps: [{ shift: 6 }, { shift: 0 }, { label: 'magical barrier "Égide" (power 1)', shift: -2 }] });
    const unprotected = await app.gql(DEFENCE, { input: { npcId: gnoll, severity: 'LIGHT', pcId: rival.id } }, t.gm.apiKey);
    expect(unprotected.data.defenceDifficulty.die).toBe(6);
    const notPc = await app.gql(DEFENCE, { input: { npcId: gnoll, severity: 'LIGHT', pcId: gnoll } }, t.gm.apiKey);
    expect(notPc.data.defenceDifficulty).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_A_PC_OF_THIS_CAMPAIGN' });
  });

  test('Ulrik heals his group: a mortal-level heal on an area works as critical; the mortal wound stays', async () => {
    const t = await table(app);
    const ulrik = await mage(app, t, 'Ulrik', [{ name: 'Magie divine', rank: 5 }]);
    const group = [await npc(t, 'A'), await npc(t, 'B'), await npc(t, 'C'), await npc(t, 'D')];
    const wound = (characterId: string, severity: string, damageType = 'LETHAL') =>
      app.gql(`mutation($input: InflictWoundInput!) { inflictWound(input: $input) { __typename } }`, { input: { characterId, nature: `${severity} wound`, severity, damageType } }, t.gm.apiKey);
    await wound(group[0]!, 'CRITICAL');
    await wound(group[0]!, 'LIGHT');
    await wound(group[1]!, 'CRITICAL', 'CRITICAL');
    await wound(group[2]!, 'SERIOUS');
    await wound(group[2]!, 'LIGHT');
    await wound(group[3]!, 'MORTAL');
    await wound(group[3]!, 'LIGHT');
    roll(1);
    const r = await gql(CAST, { characterId: ulrik.id, improvised: { name: 'Soin de groupe', source: 'DIVINE', power: 4, nature: 'CURATIVE', effects: [{ kind: 'HEAL_SEVERITY' }] }, parameters: { area: 1 }, targets: group.map((characterId) => ({ characterId })) }, t.player.apiKey);
    expect(r.data.castSpell.result, JSON.stringify(r)).toMatchObject({ outcome: 'SUCCESS', difficulty: { die: 10 }, score: { score: 4 } });
    const left = await Promise.all(group.map(async (id) => (await sheet(id, t.gm.apiKey)).sheet.wounds.map((w: { severity: string }) => w.severity)));
    expect(left).toEqual([['LIGHT'], [], [], ['MORTAL']]);
  });

  test('ALMERA ladders: first level D2…D10, second level D4…D12; an unwilling target adds its resistance (D12 → D16)', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const m = await mage(app, t, 'Mage', [{ name: 'Pouvoir des Esprits', rank: 3 }, { name: "Magie de l'Âme", rank: 2 }]);
    const effect = (power: number, forms: string[] = []) => ({ name: 'Effet', source: 'SPIRITS', forms, power, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] });
    const die = async (power: number, forms: string[] = [], targets?: unknown[]) =>
      (await gql(PREVIEW, { characterId: m.id, improvised: effect(power, forms), targets }, t.gm.apiKey)).data.previewCast;
    const first: number[] = [];
    const second: number[] = [];
    for (const p of [1, 2, 3, 4, 5]) {
      first.push((await die(p)).difficulty.die);
      second.push((await die(p, ['SOUL'])).difficulty.die);
    }
    expect(first).toEqual([2, 4, 6, 8, 10]);
    expect(second).toEqual([4, 6, 8, 10, 12]);
    const resisted = await die(5, ['SOUL'], [{ label: 'sage', opposes: true, resistance: 'HIGHLY_RESISTANT' }]);
    expect(resisted).toMatchObject({ difficulty: { die: 16, aboveTwelve: true }, impossible: true });
    // A resistance alone makes the target unwilling: it is applied, never dropped in silence.
    expect(await die(5, ['SOUL'], [{ label: 'sage', resistance: 'HIGHLY_RESISTANT' }])).toMatchObject({ difficulty: { die: 16 } });
    expect(await die(5, ['SOUL'], [{ label: 'sage', opposes: false, resistance: 'HIGHLY_RESISTANT' }])).toMatchObject({
      __typename: 'RuleViolation',
      code: 'RESISTANCE_ON_WILLING_TARGET',
    });
    expect((await die(3, ['SOUL'])).score.score).toBe(5);
    const noForm = await gql(PREVIEW, { characterId: m.id, improvised: effect(1, ['METAMORPHOSIS']) }, t.gm.apiKey);
    expect(noForm.data.previewCast.rule).toBe('MAGIC ALMERA §Lancement d’un sort: a second-level effect requires its form module (METAMORPHOSIS) at rank ≥ 1');
  });

  test('ALMERA exhaustion: +1 per cast whatever the outcome, a malus on the next cast; −1 per hour; all after an Elfin’s meditation', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const m = await mage(app, t, 'Elfe', [{ name: 'Pouvoir de la Foi', rank: 4 }], 'ELFIN');
    const human = await mage(app, t, 'Humain', [{ name: 'Pouvoir de la Foi', rank: 4 }]);
    const spell = await define(t, { name: 'Lumière', source: 'FAITH', power: 3, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] });
    roll(6);
    const a = await gql(CAST, { characterId: m.id, spellId: spell.id }, t.player.apiKey);
    expect(a.data.castSpell.result).toMatchObject({ outcome: 'FAILURE', cost: { exhaustion: 1 }, exhaustionAfter: 1, lastingFatigueAfter: 0 });
    roll(3);
    const b = await gql(CAST, { characterId: m.id, spellId: spell.id }, t.player.apiKey);
    expect(b.data.castSpell.result).toMatchObject({ outcome: 'SUCCESS', score: { score: 3 }, exhaustionAfter: 2 });
    expect((await sheet(m.id, t.player.apiKey)).sheet.magicalExhaustion).toBe(2);
    expect((await gql(RECOVER, { characterId: m.id, hours: 1 }, t.player.apiKey)).data.recoverExhaustion).toMatchObject({ recovered: 1, exhaustion: 1 });
    const notElfin = await gql(RECOVER, { characterId: human.id, meditation: true }, t.player.apiKey);
    expect(notElfin.data.recoverExhaustion).toMatchObject({ __typename: 'RuleViolation', code: 'ELFIN_MEDITATION_ONLY' });
    expect((await gql(RECOVER, { characterId: m.id, meditation: true }, t.player.apiKey)).data.recoverExhaustion).toMatchObject({ recovered: 1, exhaustion: 0 });
  });

  test('ALMERA ritual of three casters, power 20: D40 needs the score, no roll; exhaustion 10 / 5 / 5 on the sheets; interrupted, released pro rata', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const main = await mage(app, t, 'Meneur', [{ name: 'Pouvoir des Arcanes', rank: 5 }]);
    const a1 = await mage(app, t, 'Second', [{ name: 'Pouvoir des Arcanes', rank: 2 }, { name: 'Runes', scope: 2, rank: 1 }]);
    const a2 = await mage(app, t, 'Tiers', [{ name: 'Pouvoir des Arcanes', rank: 1 }]);
    const ritual = await define(t, { name: 'Grand rituel', kind: 'RITUAL', source: 'ARCANE', power: 20, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] });
    expect(ritual.baseDifficulty.die).toBe(40);
    const participants = [{ characterId: a1.id, moduleIds: [a1.moduleIds['Pouvoir des Arcanes'], a1.moduleIds.Runes] }, { characterId: a2.id, moduleIds: [a2.moduleIds['Pouvoir des Arcanes']] }];
    const low = await gql(RITUAL, { characterId: main.id, ritualSpellId: ritual.id, participants, procedureBonus: 3 }, t.gm.apiKey);
    expect(low.data.performRitual).toMatchObject({ __typename: 'RuleViolation', code: 'PROCEDURE_BONUS_TOO_LOW' });
    const r = await gql(RITUAL, { characterId: main.id, ritualSpellId: ritual.id, participants, procedureBonus: 30 }, t.gm.apiKey);
    expect(r.data.performRitual, JSON.stringify(r)).toMatchObject({
      result: { outcome: 'FAILURE', score: { score: 38 }, difficulty: { die: 40, aboveTwelve: true }, check: { roll: null, automatic: false, impossible: true } },
      roll: { kind: 'RITUAL', faces: [] },
    });
    // Source 5 + procedure 30 + 2 + 1 assistant modules = 38 < 40: it fails, and costs all the same.
    expect(r.data.performRitual.result.costs.map((c: { cost: { exhaustion: number } }) => c.cost.exhaustion)).toEqual([10, 5, 5]);
    const ex = await Promise.all([main, a1, a2].map(async (c) => (await sheet(c.id, t.gm.apiKey)).sheet.magicalExhaustion));
    expect(ex).toEqual([10, 5, 5]);
    const cut = await gql(RITUAL, { characterId: main.id, ritualSpellId: ritual.id, participants, procedureBonus: 30, interruption: { elapsed: 30, total: 60 } }, t.gm.apiKey);
    expect(cut.data.performRitual.result).toMatchObject({ outcome: 'INTERRUPTED', releasedFraction: 0.5, releasedPower: 10, check: null });
    const ex2 = await Promise.all([main, a1, a2].map(async (c) => (await sheet(c.id, t.gm.apiKey)).sheet.magicalExhaustion));
    expect(ex2).toEqual([20, 10, 10]);
  });

  test('LOREVAL ritual: D8 + 2 per level, −2 per participant; lasting fatigue shared by all, every participant tired (P3, two participants: 2 / 1 / 1)', async () => {
    const t = await table(app);
    const main = await mage(app, t, 'Ritualiste', [{ name: 'Magie divine', rank: 3 }, { name: 'Magie rituelle', rank: 2 }]);
    const p1 = await mage(app, t, 'Acolyte 1', []);
    const p2 = await mage(app, t, 'Acolyte 2', []);
    const improvised = await gql(CAST, { characterId: main.id, improvised: { name: 'Rituel', kind: 'RITUAL', source: 'DIVINE', power: 3, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }], ritual: { castingTime: '1 h' } } }, t.player.apiKey);
    expect(improvised.data.castSpell.code).toBe('RITUAL_CANNOT_BE_IMPROVISED');
    const noTime = await gql(DEFINE, { campaignId: t.campaign.id, name: 'Bénédiction', kind: 'RITUAL', source: 'DIVINE', power: 3, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }], ritual: { castingTime: '' } }, t.gm.apiKey);
    expect(noTime.data.defineSpell.code).toBe('RITUAL_DESCRIPTION_REQUIRED');
    const ritual = await define(t, { name: 'Bénédiction', kind: 'RITUAL', source: 'DIVINE', power: 3, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }], ritual: { castingTime: '1 h', prerequisites: ['encens'] } });
    expect(ritual.baseDifficulty.die).toBe(12);
    roll(5);
    const r = await gql(RITUAL, { characterId: main.id, ritualSpellId: ritual.id, participants: [{ characterId: p1.id }, { characterId: p2.id }] }, t.player.apiKey);
    expect(r.data.performRitual, JSON.stringify(r)).toMatchObject({ result: { outcome: 'SUCCESS', score: { score: 5 }, difficulty: { die: 8 }, check: { roll: 5 } } });
    const lasting = await Promise.all([main, p1, p2].map(async (c) => (await sheet(c.id, t.player.apiKey)).sheet.fatigue.lasting));
    expect(lasting).toEqual([2, 1, 1]);
  });

  test('counter-spells: LOREVAL same form at rank ≥ power, die from the PC caster’s score; not against a ritual; ALMERA same source only', async () => {
    const t = await table(app);
    const caster = await mage(app, t, 'Lanceur', [{ name: 'Pouvoir des arcanes', rank: 3 }]);
    const counter = await mage(app, t, 'Contreur', [{ name: 'Pouvoir des arcanes', rank: 2 }]);
    const spell = await define(t, { name: 'Éclair', source: 'ARCANE', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] });
    roll(2);
    const r = await gql(COUNTER, { characterId: counter.id, againstSpell: { spellId: spell.id, casterId: caster.id } }, t.player.apiKey);
    // Base = the caster's score 3, + 2 for power 2: 5 → D6.
    expect(r.data.counterSpell, JSON.stringify(r)).toMatchObject({ result: { actionKind: 'INTERVENTION', success: true, cancelsSpell: true, difficulty: { die: 6 }, score: { score: 2 }, cost: { lastingFatigue: 1 } }, roll: { kind: 'COUNTER_SPELL', faces: [2] } });
    const tooStrong = await gql(COUNTER, { characterId: counter.id, againstSpell: { source: 'ARCANE', power: 3, casterId: caster.id } }, t.player.apiKey);
    expect(tooStrong.data.counterSpell.code).toBe('COUNTER_SPELL_RANK_TOO_LOW');
    const otherForm = await gql(COUNTER, { characterId: counter.id, againstSpell: { source: 'DIVINE', power: 1, casterId: caster.id } }, t.player.apiKey);
    expect(otherForm.data.counterSpell).toMatchObject({ code: 'COUNTER_SPELL_OTHER_FORM' });
    expect(otherForm.data.counterSpell.message).not.toContain('rank 0');
    const ritual = await gql(COUNTER, { characterId: counter.id, againstSpell: { source: 'ARCANE', power: 1, ritual: true, casterId: caster.id } }, t.player.apiKey);
    expect(ritual.data.counterSpell.code).toBe('NO_COUNTER_SPELL_AGAINST_RITUAL');

    const a = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const spirit = await mage(app, a, 'Chaman', [{ name: 'Pouvoir des Esprits', rank: 3 }]);
    const other = await gql(COUNTER, { characterId: spirit.id, againstSpell: { source: 'FAITH', power: 2, level: 1 } }, a.player.apiKey);
    expect(other.data.counterSpell.code).toBe('COUNTER_SPELL_OTHER_SOURCE');
    roll(3);
    const weak = await gql(COUNTER, { characterId: spirit.id, power: 1, againstSpell: { source: 'SPIRITS', power: 2, level: 1 } }, a.player.apiKey);
    // Its own power 1 on the first-level table: D2; a success that is too weak to stop a power-2 spell.
    expect(weak.data.counterSpell.result).toMatchObject({ success: true, cancelsSpell: false, difficulty: { die: 2 }, cost: { exhaustion: 1 }, exhaustionAfter: 1 });
  });

  test('dispel (LOREVAL): any form at rank ≥ power undoes an effect in place and its module; ALMERA has none', async () => {
    const t = await table(app);
    const toruk = await mage(app, t, 'Toruk', [{ name: 'Magie naturelle', rank: 3 }]);
    const sage = await mage(app, t, 'Sage', [{ name: 'Magie divine', rank: 3 }]);
    roll(1);
    await gql(CAST, { characterId: toruk.id, improvised: { name: 'Escalade', source: 'NATURAL', power: 3, nature: 'ENHANCEMENT', effects: [{ kind: 'ENHANCEMENT', module: { name: 'Escalade', scope: 3, rank: 1 } }] }, parameters: { duration: 2 } }, t.player.apiKey);
    const effectId = (await sheet(toruk.id, t.player.apiKey)).sheet.magicEffects[0].id;
    roll(2);
    const r = await gql(DISPEL, { characterId: sage.id, targetCharacterId: toruk.id, effectId, rangeToEffect: 1 }, t.player.apiKey);
    // Score 3 − (duration 2 + range 1) = 0 → 1; die D4 + 4 = D8; a 2 fails.
    expect(r.data.dispel, JSON.stringify(r)).toMatchObject({ result: { success: false, dispelled: false, score: { score: 1 }, difficulty: { die: 8 }, cost: { lastingFatigue: 1 } } });
    roll(1);
    const ok = await gql(DISPEL, { characterId: sage.id, targetCharacterId: toruk.id, effectId, rangeToEffect: 0 }, t.player.apiKey);
    expect(ok.data.dispel.result).toMatchObject({ success: true, dispelled: true });
    const s = await sheet(toruk.id, t.player.apiKey);
    expect(s.sheet.magicEffects).toEqual([]);
    expect(s.sheet.modules.filter((m: { source: string }) => m.source === 'MAGIC')).toEqual([]);
    // The maintained link is cut: Toruk may rest again.
    expect((await gql(RECOVER, { characterId: toruk.id, hours: 1 }, t.player.apiKey)).data.recoverExhaustion.blockedBy).toBeNull();

    const a = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const m = await mage(app, a, 'Mage', [{ name: 'Pouvoir des Esprits', rank: 3 }]);
    const none = await gql(DISPEL, { characterId: m.id, effect: { power: 1 } }, a.gm.apiKey);
    expect(none.data.dispel.code).toBe('NO_DISPEL_IN_ALMERA');
  });

  test('ALMERA one spell per action per means of casting: an enchanted item is another means', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const m = await mage(app, t, 'Mage', [{ name: 'Pouvoir des Esprits', rank: 5 }]);
    const enc = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { ... on EncounterPayload { encounter { id } } } }`,
      { input: { campaignId: t.campaign.id, name: 'Duel', participants: [{ characterId: m.id, initiative: 5 }] } },
      t.gm.apiKey,
    );
    const encounterId = enc.data.startEncounter.encounter.id;
    const spell = { name: 'Souffle', source: 'SPIRITS', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
    expect((await gql(CAST, { characterId: m.id, improvised: spell, encounterId }, t.player.apiKey)).data.castSpell.__typename).toBe('CastSpellPayload');
    expect((await gql(CAST, { characterId: m.id, improvised: spell, encounterId }, t.player.apiKey)).data.castSpell.code).toBe('ONE_SPELL_BETWEEN_ACTIONS');
    expect((await gql(CAST, { characterId: m.id, improvised: spell, encounterId, means: 'Anneau' }, t.player.apiKey)).data.castSpell.__typename).toBe('CastSpellPayload');
    const third = await gql(CAST, { characterId: m.id, improvised: spell, encounterId, means: 'Anneau' }, t.player.apiKey);
    expect(third.data.castSpell).toMatchObject({ code: 'ONE_SPELL_PER_ACTION', rule: 'MAGIC ALMERA §Limitations propres à l’usage des sorts: one spell per action for each means of casting (a counter-spell counts)' });
    // Refused casts booked nothing: two casts, two points of exhaustion.
    expect((await sheet(m.id, t.player.apiKey)).sheet.magicalExhaustion).toBe(2);
  });

  test('who may cast: the owner or the GM; NPCs never roll', async () => {
    const t = await table(app);
    const m = await mage(app, t, 'Mage', [{ name: 'Pouvoir des arcanes', rank: 2 }]);
    const spell = { name: 'Étincelle', source: 'ARCANE', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
    const stranger = await gql(CAST, { characterId: m.id, improvised: spell }, t.other.apiKey);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gm = await gql(CAST, { characterId: m.id, improvised: spell }, t.gm.apiKey);
    expect(gm.data.castSpell.__typename).toBe('CastSpellPayload');
    const n = await npc(t, 'Sorcier');
    const r = await gql(CAST, { characterId: n, improvised: spell }, t.gm.apiKey);
    expect(r.data.castSpell).toMatchObject({ code: 'NPC_DOES_NOT_ROLL', rule: 'SMS §2.8: only players roll; the GM never rolls (NPC abilities are difficulties)' });
    const bad = await gql(CAST, { characterId: m.id, improvised: { ...spell, effects: [{ kind: 'DAMAGE' }] } }, t.gm.apiKey);
    expect(bad.data.castSpell.__typename).toBe('ValidationError');
  });

  test('ALMERA casting together: +1 per assistant module in play; assistants need the required modules and pay +1 exhaustion; the catalogue lists the spells', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const referent = await mage(app, t, 'Référent', [{ name: 'Pouvoir des Esprits', rank: 2 }]);
    const helper = await mage(app, t, 'Aide', [{ name: 'Pouvoir des Esprits', rank: 1 }, { name: 'Chants', scope: 2, rank: 3 }]);
    const faithful = await mage(app, t, 'Fidèle', [{ name: 'Pouvoir de la Foi', rank: 3 }]);
    const spell = await define(t, { name: 'Vent', source: 'SPIRITS', power: 4, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] });
    roll(4);
    const r = await gql(CAST, { characterId: referent.id, spellId: spell.id, assistants: [{ characterId: helper.id, moduleIds: Object.values(helper.moduleIds) }] }, t.player.apiKey);
    expect(r.data.castSpell.result, JSON.stringify(r)).toMatchObject({ outcome: 'SUCCESS', score: { score: 4 }, difficulty: { die: 8 }, exhaustionAfter: 1 });
    expect((await sheet(helper.id, t.gm.apiKey)).sheet.magicalExhaustion).toBe(1);
    const wrong = await gql(CAST, { characterId: referent.id, spellId: spell.id, assistants: [{ characterId: faithful.id, moduleIds: Object.values(faithful.moduleIds) }] }, t.player.apiKey);
    expect(wrong.data.castSpell).toMatchObject({ code: 'ASSISTANT_MISSING_MODULE', rule: 'MAGIC ALMERA §Lancer un sort à plusieurs: every assistant holds at least the predefined modules the effect requires' });
    expect(wrong.data.castSpell.message).toMatch(/^Fidèle lacks /);
    // Score labels name the assistant too.
    const preview = await gql(PREVIEW, { characterId: referent.id, spellId: spell.id, assistants: [{ characterId: helper.id, moduleIds: Object.values(helper.moduleIds) }] }, t.player.apiKey);
    expect(preview.data.previewCast.score.steps.map((s: { label: string }) => s.label)).toContain('assistant Aide: +1 × 2 module(s)');
    // A player involves only their own characters: assisting costs the assistant.
    const someone = await createSmsCharacter(app, t.other.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Autre' });
    const forced = await gql(CAST, { characterId: referent.id, spellId: spell.id, assistants: [{ characterId: someone.character.id }] }, t.player.apiKey);
    expect(forced.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await sheet(referent.id, t.player.apiKey)).sheet.magicalExhaustion).toBe(1);
    const list = await app.gql(`query($id: ID!) { campaign(id: $id) { spells(first: 10) { edges { node { id name kind variant } } } } }`, { id: t.campaign.id }, t.player.apiKey);
    expect(list.data.campaign.spells.edges.map((e: { node: { name: string; variant: string } }) => [e.node.name, e.node.variant])).toEqual([['Vent', 'ALMERA']]);
    const node = await app.gql(`query($id: ID!) { node(id: $id) { ... on Spell { name power requiredModules { key minRank } } } }`, { id: spell.id }, t.player.apiKey);
    expect(node.data.node).toEqual({ name: 'Vent', power: 4, requiredModules: [{ key: 'SPIRITS', minRank: 1 }] });
    const notGm = await gql(DEFINE, { campaignId: t.campaign.id, name: 'Autre', source: 'SPIRITS', power: 1, nature: 'MISC', effects: [] }, t.player.apiKey);
    expect(notGm.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('concurrent ALMERA casts by one caster never lose an exhaustion point', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const m = await mage(app, t, 'Mage', [{ name: 'Pouvoir des Esprits', rank: 5 }]);
    const spell = await define(t, { name: 'Souffle', source: 'SPIRITS', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] });
    roll();
    const n = 8;
    const results = await Promise.all(Array.from({ length: n }, () => gql(CAST, { characterId: m.id, spellId: spell.id }, t.player.apiKey)));
    expect(results.map((r) => r.data?.castSpell.__typename ?? r.errors?.[0]?.message)).toEqual(Array(n).fill('CastSpellPayload'));
    expect(results.map((r) => r.data.castSpell.result.exhaustionAfter).sort((x: number, y: number) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect((await sheet(m.id, t.player.apiKey)).sheet.magicalExhaustion).toBe(n);
    const seqs = results.map((r) => r.data.castSpell.roll.seq).sort((x: number, y: number) => x - y);
    expect(seqs).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });
});

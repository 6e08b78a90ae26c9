/** Issue 2 acceptance: accounts, campaigns, SMS characters and their lifecycle, through yoga.fetch. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { CHARACTER_FIELDS, CREATE_CHARACTER, createCampaign, createSmsCharacter, signUp, table } from '../support/flows.js';

const ESCRIME = { name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 2 };

describe.each(BACKENDS)('foundation API on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('signUp returns a key once, stored only as a hash, and me answers with it', async () => {
    const { apiKey, userId } = await signUp(app, 'Alice');
    // The secret, and beside it the holder's user id (checked with the secret on the first statement).
    expect(apiKey).toMatch(/^sms_[A-Za-z0-9_-]{43}\.[0-9a-f]{32}$/);
    const me = await app.gql('{ me { id name } }', {}, apiKey);
    expect(me.data.me).toEqual({ id: userId, name: 'Alice' });
    const stored = await app.database.db.execute(`select key_hash, prefix from api_keys` as never);
    const rows = (stored as unknown as { rows: { key_hash: string }[] }).rows;
    expect(rows.some((r) => r.key_hash === apiKey)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key_hash))).toBe(true);
    // A key that matches nobody is refused, not read as signed out (docs/api.md §Errors).
    const wrong = await app.gql('{ me { id } }', {}, 'sms_wrong');
    expect(wrong.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(wrong.data?.me ?? null).toBeNull();
    expect((await app.gql('{ me { id } }', {})).data.me).toBeNull();
  });

  test('signUp validates its input', async () => {
    const issues = 'issues { path message code limit kind }';
    const res = await app.gql(`mutation { signUp(input: { name: "   " }) { __typename ... on ValidationError { code ${issues} } } }`);
    expect(res.data.signUp.__typename).toBe('ValidationError');
    // zod's own English words (src/primitives/zod-locale.ts: zod/mini has no locale of its own).
    expect(res.data.signUp.issues).toEqual([{ path: 'name', message: 'Too small: expected string to have >=1 characters', code: 'too_small', limit: 1, kind: 'string' }]);
    const long = await app.gql(`mutation { signUp(input: { name: "${'x'.repeat(61)}" }) { ... on ValidationError { ${issues} } } }`);
    expect(long.data.signUp.issues).toEqual([{ path: 'name', message: 'Too big: expected string to have <=60 characters', code: 'too_big', limit: 60, kind: 'string' }]);
  });

  test('anonymous callers get UNAUTHENTICATED and nothing changes', async () => {
    const res = await app.gql(`mutation { createCampaign(input: { name: "X", ruleset: SMS }) { __typename } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const count = await app.database.db.execute(`select count(*)::int as n from campaigns where name = 'X'` as never);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  test('createCampaign makes the caller GM; SMS defaults to LOREVAL; YLNIES refuses a magic system', async () => {
    const { apiKey } = await signUp(app);
    const sms = await createCampaign(app, apiKey);
    expect(sms.magicSystem).toBe('LOREVAL');
    expect(sms.inviteCode).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const almera = await createCampaign(app, apiKey, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    expect(almera.magicSystem).toBe('ALMERA');
    const bad = await app.gql(`mutation { createCampaign(input: { name: "Y", ruleset: YLNIES, magicSystem: ALMERA }) { __typename ... on ValidationError { issues { path } } } }`, {}, apiKey);
    expect(bad.data.createCampaign).toEqual({ __typename: 'ValidationError', issues: [{ path: 'magicSystem' }] });
  });

  test('joinCampaign makes a PLAYER, who does not see the invite code; outsiders are FORBIDDEN', async () => {
    const { gm, player, campaign } = await table(app);
    const q = `query($id: ID!) { campaign(id: $id) { name viewerRole inviteCode settings { creationBudget maxModuleRank } members { role user { name } } } }`;
    const asPlayer = await app.gql(q, { id: campaign.id }, player.apiKey);
    expect(asPlayer.data.campaign.viewerRole).toBe('PLAYER');
    expect(asPlayer.data.campaign.inviteCode).toBeNull();
    expect(asPlayer.data.campaign.settings).toEqual({ creationBudget: 40, maxModuleRank: 5 });
    expect(asPlayer.data.campaign.members.map((m: { role: string }) => m.role)).toEqual(['GM', 'PLAYER', 'PLAYER']);
    const asGm = await app.gql(q, { id: campaign.id }, gm.apiKey);
    expect(asGm.data.campaign.inviteCode).toBe(campaign.inviteCode);
    const outsider = await signUp(app, 'Outsider');
    const res = await app.gql(q, { id: campaign.id }, outsider.apiKey);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('races(SMS) lists the ten Loreval races with French and English names', async () => {
    const res = await app.gql(`{ races(ruleset: SMS) { key en: name fr: name(locale: FR) ... on SmsRace { sizeFactor extraXp netCost modules { name(locale: FR) scope polarity rank } } } }`);
    const races = res.data.races as { key: string; en: string; fr: string; sizeFactor: number; extraXp: number; netCost: number; modules: unknown[] }[];
    expect(races.map((r) => r.key)).toEqual(['HUMAN', 'TIFIN', 'ELFIN', 'MIORKIN', 'MIELFIN', 'DUDIN', 'NELIN', 'DESCAR', 'ATARK', 'MALTIF']);
    expect(races.find((r) => r.key === 'HUMAN')).toMatchObject({ fr: 'Humain', en: 'Human', extraXp: 7, netCost: 0, sizeFactor: 5 });
    expect(races.find((r) => r.key === 'TIFIN')).toMatchObject({ sizeFactor: 4, netCost: 7 });
    for (const race of races) expect(race.netCost + race.extraXp).toBe(7);
  });

  test('done-when: a Tifin PC who buys Escrime (2) : 2 has 29 XP available', async () => {
    const { player, campaign } = await table(app);
    const created = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'TIFIN', modules: [ESCRIME] });
    expect(created.__typename).toBe('CharacterPayload');
    const c = created.character;
    expect(c.status).toBe('DRAFT');
    expect(c.kind).toBe('PC');
    expect(c.sheet.sizeFactor).toBe(4);
    expect(c.sheet.experience).toEqual({ earned: 40, spent: 11, available: 29 });
    expect(c.sheet.modules.filter((m: { source: string }) => m.source === 'RACE')).toHaveLength(7);
    expect(c.sheet.notation).toContain('Escrime (2) : 2');
    expect(c.sheet.notation).toContain('Petite taille (-5) : 1');
  });

  test('issue 23: a sheet reads in the reader’s language — racial modules by `label(locale:)` — and prices the next rank (`rankCost`)', async () => {
    const { player, campaign } = await table(app);
    const created = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'TIFIN', modules: [ESCRIME] });
    const q = `query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { modules { name source en: label fr: label(locale: FR) scope rankCost } } } } }`;
    const res = await app.gql(q, { id: created.character.id }, player.apiKey);
    const modules = res.data.character.sheet.modules as { name: string; source: string; en: string; fr: string; scope: number; rankCost: number }[];
    expect(modules.find((m) => m.name === 'Petite taille')).toMatchObject({ source: 'RACE', en: 'Small size', fr: 'Petite taille' });
    // The player's own modules are shown as written, in every language.
    expect(modules.find((m) => m.source === 'PLAYER')).toMatchObject({ en: 'Escrime', fr: 'Escrime' });
    for (const m of modules) expect(m.rankCost).toBe(m.scope);
  });

  test('done-when: a module at rank 4 is a RuleViolation citing the rule, and nothing is written', async () => {
    const { player, campaign } = await table(app);
    const before = await app.gql(`query($id: ID!) { campaign(id: $id) { characters(first: 100) { edges { node { id } } } } }`, { id: campaign.id }, player.apiKey);
    const res = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'TIFIN', modules: [{ ...ESCRIME, rank: 4 }] });
    expect(res.__typename).toBe('RuleViolation');
    expect(res.code).toBe('RANK_ABOVE_CREATION_MAX');
    expect(res.rule).toBe('SMS §8: at most 3 ranks per module at creation');
    const after = await app.gql(`query($id: ID!) { campaign(id: $id) { characters(first: 100) { edges { node { id } } } } }`, { id: campaign.id }, player.apiKey);
    expect(after.data.campaign.characters.edges).toEqual(before.data.campaign.characters.edges);
  });

  test('every breach is reported at once: budget, scope, rank, negative cap', async () => {
    const { player, campaign } = await table(app);
    const res = await createSmsCharacter(app, player.apiKey, campaign.id, {
      race: 'HUMAN',
      modules: [
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Charisme', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Portée folle', scope: 6, polarity: 'POSITIVE', rank: 1 },
        { name: 'Rang nul', scope: 1, polarity: 'POSITIVE', rank: 0 },
      ],
    });
    expect(res.__typename).toBe('RuleViolation');
    const codes = res.violations.map((v: { code: string }) => v.code);
    expect(codes).toEqual(expect.arrayContaining(['SCOPE_OUT_OF_RANGE', 'RANK_INVALID', 'INSUFFICIENT_EXPERIENCE']));
    // Negatives give back at most 10 XP: 3 × 5 = 15 → 10.
    const capped = await createSmsCharacter(app, player.apiKey, campaign.id, {
      race: 'HUMAN',
      modules: [
        { name: 'Un peu bête', scope: 5, polarity: 'NEGATIVE', rank: 3 },
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Escrime', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Sens', scope: 5, polarity: 'POSITIVE', rank: 2 },
      ],
    });
    expect(capped.__typename).toBe('CharacterPayload');
    expect(capped.character.sheet.experience).toEqual({ earned: 50, spent: 40, available: 10 });
  });

  test('done-when: another player editing the character is FORBIDDEN and nothing changes', async () => {
    const { player, other, gm, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'TIFIN', modules: [ESCRIME] });
    const add = `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ... on CharacterPayload { character { version sheet { ... on SmsSheet { experience { available } } } } } ... on RuleViolation { code rule } } }`;
    const forbidden = await app.gql(add, { input: { characterId: character.id, module: { name: 'Vol', scope: 1, polarity: 'POSITIVE', rank: 1 } } }, other.apiKey);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = await app.gql(add, { input: { characterId: character.id, module: { name: 'Vol', scope: 1, polarity: 'POSITIVE', rank: 1 } } }, player.apiKey);
    expect(mine.data.addModule.character.sheet.experience.available).toBe(28);
    const byGm = await app.gql(add, { input: { characterId: character.id, module: { name: 'Nage', scope: 1, polarity: 'POSITIVE', rank: 1 } } }, gm.apiKey);
    expect(byGm.data.addModule.character.sheet.experience.available).toBe(27);
  });

  test('DRAFT edits are checked; racial modules are fixed; ACTIVE locks ranks to the GM, who is recorded', async () => {
    const { player, gm, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'TIFIN', modules: [ESCRIME] });
    const escrime = character.sheet.modules.find((m: { name: string }) => m.name === 'Escrime');
    const racial = character.sheet.modules.find((m: { source: string }) => m.source === 'RACE');
    const update = `mutation($input: UpdateModuleInput!) { updateModule(input: $input) { __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { experience { available } } } } } ... on RuleViolation { code rule } } }`;
    const tooHigh = await app.gql(update, { input: { moduleId: escrime.id, rank: 4 } }, player.apiKey);
    expect(tooHigh.data.updateModule.code).toBe('RANK_ABOVE_CREATION_MAX');
    const ok = await app.gql(update, { input: { moduleId: escrime.id, rank: 3 } }, player.apiKey);
    expect(ok.data.updateModule.character.sheet.experience.available).toBe(27);
    const fixed = await app.gql(update, { input: { moduleId: racial.id, rank: 2 } }, player.apiKey);
    expect(fixed.data.updateModule.code).toBe('RACIAL_MODULE_FIXED');
    const remove = `mutation($id: ID!) { removeModule(input: { moduleId: $id }) { __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { modules { name } } } } } } }`;
    const removed = await app.gql(remove, { id: escrime.id }, player.apiKey);
    expect(removed.data.removeModule.character.sheet.modules.map((m: { name: string }) => m.name)).not.toContain('Escrime');

    const activate = `mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename ... on CharacterPayload { character { status sheet { ... on SmsSheet { experience { earned spent available } } } } } ... on RuleViolation { code } } }`;
    const active = await app.gql(activate, { id: character.id }, player.apiKey);
    expect(active.data.activateCharacter.character.status).toBe('ACTIVE');
    expect(active.data.activateCharacter.character.sheet.experience).toEqual({ earned: 40, spent: 7, available: 33 });
    expect((await app.gql(activate, { id: character.id }, player.apiKey)).data.activateCharacter.code).toBe('ALREADY_ACTIVE');

    const add = `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { modules { name source } experience { available } } } } } ... on RuleViolation { code rule } } }`;
    const locked = await app.gql(add, { input: { characterId: character.id, module: ESCRIME } }, player.apiKey);
    expect(locked.data.addModule.code).toBe('CHARACTER_ACTIVE');
    const adjusted = await app.gql(add, { input: { characterId: character.id, module: { ...ESCRIME, rank: 4 } } }, gm.apiKey);
    expect(adjusted.data.addModule.__typename).toBe('CharacterPayload');
    // A GM adjustment changes ranks, not experience.
    expect(adjusted.data.addModule.character.sheet.experience.available).toBe(33);
    const ledger = await app.database.db.execute(`select kind, author_id from experience_entries` as never);
    expect((ledger as unknown as { rows: { kind: string }[] }).rows.some((r) => r.kind === 'GM_ADJUSTMENT')).toBe(true);
  });

  test('a GM adjustment of a racial module to rank 0 or scope 7 is a RuleViolation citing SMS §1, not an unexpected error, and changes nothing', async () => {
    const { player, gm, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'TIFIN', modules: [ESCRIME] });
    await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: character.id }, player.apiKey);
    const racial = character.sheet.modules.find((m: { source: string }) => m.source === 'RACE');
    const update = `mutation($input: UpdateModuleInput!) { updateModule(input: $input) { __typename ... on RuleViolation { code rule } } }`;
    const zero = await app.gql(update, { input: { moduleId: racial.id, rank: 0 } }, gm.apiKey);
    expect(zero.errors).toBeUndefined();
    expect(zero.data.updateModule).toMatchObject({ __typename: 'RuleViolation', code: 'BAD_RANK', rule: expect.stringContaining('SMS §1') });
    const wide = await app.gql(update, { input: { moduleId: racial.id, scope: 7 } }, gm.apiKey);
    expect(wide.data.updateModule).toMatchObject({ __typename: 'RuleViolation', code: 'BAD_SCOPE', rule: expect.stringContaining('SMS §1') });
    const read = await app.gql(`query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { modules { id scope rank } } } } }`, { id: character.id }, gm.apiKey);
    expect(read.data.character.sheet.modules.find((m: { id: string }) => m.id === racial.id)).toMatchObject({ scope: racial.scope, rank: racial.rank });
  });

  test('NPCs are the GM’s and bound by no budget; players cannot create them or see them', async () => {
    const { player, gm, campaign } = await table(app);
    const boss = {
      race: 'MIORKIN',
      modules: [
        { name: 'Hache de guerre', scope: 3, polarity: 'POSITIVE', rank: 6 },
        { name: 'Chef de clan', scope: 5, polarity: 'POSITIVE', rank: 5 },
      ],
    };
    const byPlayer = await createSmsCharacter(app, player.apiKey, campaign.id, boss, { kind: 'NPC' });
    expect(byPlayer.code).toBe('NPC_IS_GM_ONLY');
    const npc = await createSmsCharacter(app, gm.apiKey, campaign.id, boss, { kind: 'NPC', name: 'Grok' });
    expect(npc.__typename).toBe('CharacterPayload');
    expect(npc.character.status).toBe('ACTIVE');
    const seen = await app.gql(`query($id: ID!) { character(id: $id) { id } }`, { id: npc.character.id }, player.apiKey);
    expect(seen.data.character).toBeNull();
    const byGm = await app.gql(`query($id: ID!) { character(id: $id) { name owner { id } } }`, { id: npc.character.id }, gm.apiKey);
    expect(byGm.data.character).toEqual({ name: 'Grok', owner: null });
  });

  test('parseModules reads a paper sheet and reports bad lines with their numbers', async () => {
    const text = 'Force (5) : 1\nUn peu bête (-5) : 1\n\nRésistance à la douleur (*2) : 2\nPetite taille (5) -1\nn’importe quoi';
    const res = await app.gql(`query($t: String!) { parseModules(text: $t) { modules { line name scope polarity rank } errors { line message } } }`, { t: text });
    expect(res.data.parseModules.modules).toEqual([
      { line: 1, name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 },
      { line: 2, name: 'Un peu bête', scope: 5, polarity: 'NEGATIVE', rank: 1 },
      { line: 4, name: 'Résistance à la douleur', scope: 2, polarity: 'RESISTIVE', rank: 2 },
      { line: 5, name: 'Petite taille', scope: 5, polarity: 'NEGATIVE', rank: 1 },
    ]);
    expect(res.data.parseModules.errors).toHaveLength(1);
    expect(res.data.parseModules.errors[0].line).toBe(6);
  });

  test('node(id) and the characters connection paginate', async () => {
    const { player, campaign } = await table(app);
    for (let i = 0; i < 3; i++) await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] });
    const page1 = await app.gql(`query($id: ID!) { campaign(id: $id) { characters(first: 2) { pageInfo { hasNextPage endCursor } edges { node { id } } } } }`, { id: campaign.id }, player.apiKey);
    const conn = page1.data.campaign.characters;
    expect(conn.edges).toHaveLength(2);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    const page2 = await app.gql(`query($id: ID!, $after: String) { campaign(id: $id) { characters(first: 2, after: $after) { pageInfo { hasNextPage } edges { node { id } } } } }`, { id: campaign.id, after: conn.pageInfo.endCursor }, player.apiKey);
    expect(page2.data.campaign.characters.edges).toHaveLength(1);
    const node = await app.gql(`query($id: ID!) { node(id: $id) { __typename ... on Character { name } } }`, { id: conn.edges[0].node.id }, player.apiKey);
    expect(node.data.node.__typename).toBe('Character');
    const tooMany = await app.gql(`query($id: ID!) { campaign(id: $id) { characters(first: 500) { edges { node { id } } } } }`, { id: campaign.id }, player.apiKey);
    expect(tooMany.errors?.length ?? 0).toBeGreaterThan(0);
  });

  test('unexpected errors are masked and query limits hold', async () => {
    const deep = `{ me { id } ${Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const aliases = await app.gql(deep);
    expect(aliases.errors?.[0]?.message).toMatch(/alias/i);
    const json = JSON.stringify(aliases);
    expect(json).not.toMatch(/at .*\.ts:\d+/);
  });

  test('a statement budget: the character query with its modules takes at most 3 statements', async () => {
    const { player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'TIFIN', modules: [ESCRIME] });
    app.statements.reset();
    const res = await app.gql(`query($id: ID!) { character(id: $id) { ${CHARACTER_FIELDS} } }`, { id: character.id }, player.apiKey);
    expect(res.data.character.sheet.modules).toHaveLength(8);
    // 1 caller lookup + 1 character with role + 1 modules.
    expect(app.statements.statements.length).toBeLessThanOrEqual(3);
  });

  test('createCharacter with no sms part in an SMS campaign is a RuleViolation', async () => {
    const { player, campaign } = await table(app);
    const res = await app.gql(CREATE_CHARACTER, { input: { campaignId: campaign.id, name: 'Nobody' } }, player.apiKey);
    expect(res.data.createCharacter.code).toBe('SMS_SHEET_REQUIRED');
  });
});

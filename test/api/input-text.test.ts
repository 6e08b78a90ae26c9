/**
 * Text Postgres cannot store (a NUL character, a lone UTF-16 surrogate) is refused at the input
 * boundary with the field's ValidationError (mutations) or BAD_USER_INPUT (queries), never a
 * masked INTERNAL_SERVER_ERROR, and nothing is written. So are control characters and the
 * invisible formatting characters that make one name pass for another (issue 22, item 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedText } from '../../src/graphql/text-input.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { CREATE_CHARACTER, createSmsCharacter, table } from '../support/flows.js';

const VALIDATION = `... on ValidationError { code issues { path message } }`;
const SIGN_UP = `mutation($name: String!) { signUp(input: { name: $name }) { __typename ${VALIDATION} } }`;

/** Every character issue 22 lists, and the other invisible Cf characters of the same kind. */
const CONTROLS = [0x01, 0x07, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x85, 0x9f];
const SPOOFING = [0xfeff, 0x202e, 0x202a, 0x202b, 0x202c, 0x202d, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2066, 0x2067, 0x2068, 0x2069, 0x061c, 0x00ad, 0x2060, 0x180e];
const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

describe('refusedText: control and invisible formatting characters in names', () => {
  it('refuses every control character, and names the code point', () => {
    for (const cp of CONTROLS) {
      for (const name of [`Ana${String.fromCodePoint(cp)}`, `${String.fromCodePoint(cp)}Ana`, `A${String.fromCodePoint(cp)}na`]) {
        expect(refusedText(name), hex(cp)).toBe(`must not contain a control character (${hex(cp)})`);
      }
    }
  });

  it('refuses the byte-order mark, bidirectional controls and zero-width characters, and names the code point', () => {
    for (const cp of SPOOFING) {
      expect(refusedText(`Ad${String.fromCodePoint(cp)}min`), hex(cp)).toBe(`must not contain an invisible formatting or bidirectional control character (${hex(cp)})`);
      expect(refusedText(`${String.fromCodePoint(cp)}Admin`), hex(cp)).not.toBeNull();
      expect(refusedText(`Admin${String.fromCodePoint(cp)}`), hex(cp)).not.toBeNull();
    }
    expect(refusedText('Trojan \u202Egnp.exe')).toMatch(/U\+202E/);
  });

  it('keeps the text that needs a joiner: emoji sequences and non-Latin scripts', () => {
    for (const name of ['Ana 🐉', '👩‍🚀', '🏳️‍🌈', '👩🏽‍⚕️', 'می‌خواهم', 'क्‍ष', 'Zoë', 'Ålfrid Ø', 'Ἀθηνᾶ', '山田']) expect(refusedText(name), name).toBeNull();
    // Between two Latin letters, or alone, a joiner only hides.
    for (const name of ['Ad\u200Dmin', 'Ad\u200Cmin', '\u200D', '🐉\u200D', 'a\u200D🐉']) expect(refusedText(name), name).not.toBeNull();
  });

  it('multi-line prose keeps its line breaks and tabs, not the other controls', () => {
    expect(refusedText('First line.\n\tSecond line.\r\n', true)).toBeNull();
    expect(refusedText('bell\u0007', true)).toBe('must not contain a control character (U+0007)');
    expect(refusedText('x\u202Ey', true)).not.toBeNull();
  });
});

describe.each(BACKENDS)('unstorable text on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  test('signUp: a NUL (literal or variable) or a lone surrogate is a ValidationError on `name`; a real emoji is fine', async () => {
    const literal = await app.gql(`mutation { signUp(input: { name: "a\\u0000b" }) { __typename ${VALIDATION} } }`);
    expect(literal.errors).toBeUndefined();
    expect(literal.data.signUp).toEqual({ __typename: 'ValidationError', code: 'VALIDATION', issues: [{ path: 'name', message: 'must not contain a NUL character' }] });
    for (const name of ['a\u0000b', 'a\ud800b', 'end\udc00', '\ud800']) {
      const res = await app.gql(SIGN_UP, { name });
      expect(res.errors).toBeUndefined();
      expect(res.data.signUp.__typename).toBe('ValidationError');
      expect(res.data.signUp.issues[0].path).toBe('name');
    }
    app.clock.advance(61_000); // the sign-up limiter counts refused attempts too
    const fine = await app.gql(SIGN_UP, { name: 'Ana 🐉' });
    expect(fine.data.signUp.__typename).toBe('SignUpPayload');
  });

  test('inflictWound.nature, awardExperience.reason and nested module names: ValidationError with the path, nothing written', async () => {
    app.clock.advance(61_000);
    const { gm, player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] });
    const wound = await app.gql(
      `mutation($input: InflictWoundInput!) { inflictWound(input: $input) { __typename ${VALIDATION} } }`,
      { input: { characterId: character.id, nature: 'cut \ud800', severity: 'LIGHT' } },
      gm.apiKey,
    );
    expect(wound.errors).toBeUndefined();
    expect(wound.data.inflictWound).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'nature' }] });

    const award = await app.gql(
      `mutation($input: AwardExperienceInput!) { awardExperience(input: $input) { __typename ${VALIDATION} } }`,
      { input: { campaignId: campaign.id, characterIds: [character.id], reason: 'brave\u0000ly', xp: 2 } },
      gm.apiKey,
    );
    expect(award.errors).toBeUndefined();
    expect(award.data.awardExperience).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'reason', message: 'must not contain a NUL character' }] });

    const nested = await app.gql(
      CREATE_CHARACTER,
      { input: { campaignId: campaign.id, name: 'Ok', sms: { race: 'HUMAN', modules: [{ name: 'Fo\u0000rce', scope: 1, polarity: 'POSITIVE', rank: 1 }] } } },
      player.apiKey,
    );
    expect(nested.data.createCharacter).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'sms.modules.0.name' }] });

    const sheet = await app.gql(
      `query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { wounds { id } experience { earned } } } } }`,
      { id: character.id },
      player.apiKey,
    );
    expect(sheet.data.character.sheet).toEqual({ wounds: [], experience: { earned: 40 } });
  });

  test('a query argument with a NUL or a lone surrogate: BAD_USER_INPUT, not an internal error', async () => {
    app.clock.advance(61_000);
    const { gm } = await table(app);
    for (const id of ['abc\u0000', '\udfff']) {
      const res = await app.gql(`query($id: ID!) { campaign(id: $id) { id } }`, { id }, gm.apiKey);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toMatch(/^Invalid input: id: /);
    }
  });

  test('names with a control or bidirectional character: a ValidationError naming the field, nothing written', async () => {
    app.clock.advance(61_000);
    const refusedName = await app.gql(SIGN_UP, { name: 'Ana\u202E' });
    expect(refusedName.data.signUp).toEqual({
      __typename: 'ValidationError',
      code: 'VALIDATION',
      issues: [{ path: 'name', message: 'must not contain an invisible formatting or bidirectional control character (U+202E)' }],
    });
    const { gm, player, campaign } = await table(app);
    const campaigns = async () => (await app.gql('{ me { campaigns(first: 100) { edges { node { name } } } } }', {}, gm.apiKey)).data.me.campaigns.edges as unknown[];
    const before = await campaigns();
    for (const name of ['\uFEFFLoreval', 'Lore\u0001val', 'Loreval\n', 'Lo\u200Breval', 'Loreval\u2066']) {
      const res = await app.gql(`mutation($name: String!) { createCampaign(input: { name: $name, ruleset: SMS }) { __typename ${VALIDATION} } }`, { name }, gm.apiKey);
      expect(res.errors).toBeUndefined();
      expect(res.data.createCampaign).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'name' }] });
    }
    expect(await campaigns()).toEqual(before);

    const nested = await app.gql(
      CREATE_CHARACTER,
      { input: { campaignId: campaign.id, name: 'Ok', sms: { race: 'HUMAN', modules: [{ name: 'Escrime\u200F', scope: 1, polarity: 'POSITIVE', rank: 1 }] } } },
      player.apiKey,
    );
    expect(nested.data.createCharacter).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'sms.modules.0.name', message: expect.stringContaining('U+200F') }] });

    // A spell's description is prose: its line breaks are kept; its name is a name.
    const define = (input: Record<string, unknown>) =>
      app.gql(`mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { description } } ${VALIDATION} } }`, {
        input: { campaignId: campaign.id, source: 'ARCANE', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }], ...input },
      }, gm.apiKey);
    const prose = await define({ name: 'Éclair', description: 'A flash.\nThen thunder.' });
    expect(prose.data.defineSpell).toEqual({ __typename: 'SpellPayload', spell: { description: 'A flash.\nThen thunder.' } });
    const badName = await define({ name: 'Éclair\n2', description: 'x' });
    expect(badName.data.defineSpell).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'name', message: 'must not contain a control character (U+000A)' }] });
  });

  test('parseModules reads a paper sheet line by line, but not a bidirectional override in it', async () => {
    const parse = (text: string) => app.gql(`query($t: String!) { parseModules(text: $t) { modules { name } } }`, { t: text });
    expect((await parse('Force (5) : 1\r\n\tEscrime (2) : 2\n')).data.parseModules.modules).toEqual([{ name: 'Force' }, { name: 'Escrime' }]);
    const refused = await parse('Force (5) : 1\nEsc\u202Erime (2) : 2');
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('Invalid input: text: must not contain an invisible formatting or bidirectional control character (U+202E)');
  });

  test('a query argument with a control character: BAD_USER_INPUT', async () => {
    app.clock.advance(61_000);
    const { gm, campaign } = await table(app);
    const res = await app.gql(`query($id: ID!) { campaign(id: $id) { id } }`, { id: `${campaign.id}\u0008` }, gm.apiKey);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('Invalid input: id: must not contain a control character (U+0008)');
  });
});

/**
 * Text Postgres cannot store (a NUL character, a lone UTF-16 surrogate) is refused at the input
 * boundary with the field's ValidationError (mutations) or BAD_USER_INPUT (queries), never a
 * masked INTERNAL_SERVER_ERROR, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { CREATE_CHARACTER, createSmsCharacter, table } from '../support/flows.js';

const VALIDATION = `... on ValidationError { code issues { path message } }`;
const SIGN_UP = `mutation($name: String!) { signUp(input: { name: $name }) { __typename ${VALIDATION} } }`;

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
});

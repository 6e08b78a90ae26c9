/**
 * A throw downward through the API (issue 38 item 20; seed 000, « Projections »: « à moins d'être
 * projeté vers le bas. Dans ce dernier cas, les dégâts de projection s'ajouteront à celle de la
 * chute »): `resolveThrow` with `downward` and `fallHeight` is one resolution — both cushioning
 * rolls in one roll log entry, both parts in the payload, one wound of their summed levels.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Rng, scriptedRng } from '../../src/rules/dice.js';
import { woundLevelsToSeverity } from '../../src/rules/sms/health.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const PART = 'kind distance multiples strength score die roll success effectiveDistance rawLevels absorbed levels mortal severity';
const THROW = `mutation($input: ResolveThrowInput!) { resolveThrow(input: $input) { __typename
  ... on ImpactPayload { rollSeq levels severity mortal impact { ${PART} } fall { ${PART} } wound { nature severity damageType }
    character { sheet { ... on SmsSheet { wounds { nature severity } } } } }
  ... on RuleViolation { code } ... on ValidationError { issues { path message } } } }`;

describe.each(BACKENDS)('a throw downward on $name', (backend) => {
  let app: TestApp;
  let script: Rng = scriptedRng([]);
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend, { rng: { int: (min, max) => script.int(min, max) } });
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function human() {
    const t = await table(app);
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Acrobatie', scope: 2, polarity: 'POSITIVE', rank: 2 }] });
    return { ...t, pc: created.character as { id: string } };
  }

  test('the seed’s human (S 5) thrown 8 m then falling 12 m: 3 + 3 = 6 levels in one wound, both rolls in one entry', async () => {
    const { gm, pc } = await human();
    script = scriptedRng([3, 4]);
    const res = await app.gql(THROW, { input: { characterId: pc.id, distance: 8, downward: true, fallHeight: 12, score: 0 } }, gm.apiKey);
    const out = res.data.resolveThrow;
    expect(out.__typename, JSON.stringify(res)).toBe('ImpactPayload');
    expect(out.impact).toMatchObject({ kind: 'THROW', distance: 8, multiples: 2, strength: 6, die: 6, roll: 3, success: false, rawLevels: 3, levels: 3 });
    expect(out.fall).toMatchObject({ kind: 'FALL', distance: 12, multiples: 2, strength: 6, die: 6, roll: 4, success: false, rawLevels: 3, levels: 3 });
    expect(out).toMatchObject({ levels: 6, severity: woundLevelsToSeverity(6), mortal: false });
    expect(out.wound).toEqual({ nature: 'Thrown downward (8 m), then fell 12 m', severity: woundLevelsToSeverity(6), damageType: 'BLUNT' });
    expect(out.character.sheet.wounds).toHaveLength(1);

    const id = decodeGlobalID(pc.id).id;
    const rows = (await app.database.db.execute(sql`select kind, payload from rolls where character_id = ${id} order by seq`)) as unknown as { rows: { kind: string; payload: string }[] };
    expect(rows.rows.map((r) => r.kind)).toEqual(['THROW']);
    const entry = JSON.parse(rows.rows[0]!.payload);
    expect(entry.faces).toEqual([3, 4]);
    expect(entry.inputs).toMatchObject({ distance: 8, downward: true, fallHeight: 12 });
    expect(entry.outcome).toMatchObject({ kind: 'THROW', throwLevels: 3, levels: 6, fall: { kind: 'FALL', levels: 3 } });
    const log = await app.gql(`query($id: ID!) { character(id: $id) { rolls(first: 5) { edges { node { result { __typename ... on ImpactRollOutcome { levels distance } } } } } } }`, { id: pc.id }, gm.apiKey);
    expect(log.data.character.rolls.edges[0].node.result).toEqual({ __typename: 'ImpactRollOutcome', levels: 6, distance: 8 });
  });

  test('each part is cushioned by its own roll; a throw not downward has no fall and its own levels', async () => {
    const { gm, pc } = await human();
    script = scriptedRng([1, 2]);
    const cushioned = await app.gql(THROW, { input: { characterId: pc.id, distance: 8, downward: true, fallHeight: 12, score: 2 } }, gm.apiKey);
    expect(cushioned.data.resolveThrow.impact).toMatchObject({ roll: 1, effectiveDistance: -2, levels: 0 });
    expect(cushioned.data.resolveThrow.fall).toMatchObject({ roll: 2, effectiveDistance: 7, levels: 1 });
    expect(cushioned.data.resolveThrow).toMatchObject({ levels: 1, severity: 'LIGHT' });

    script = scriptedRng([3]);
    const plain = await app.gql(THROW, { input: { characterId: pc.id, distance: 8, score: 0 } }, gm.apiKey);
    expect(plain.data.resolveThrow).toMatchObject({ fall: null, levels: 3, impact: { levels: 3 } });
    expect(plain.data.resolveThrow.wound.nature).toBe('Thrown against an obstacle (8 m)');
  });

  test('a throw downward needs the height fallen; a height or a fall die without it is refused', async () => {
    const { gm, pc } = await human();
    const noHeight = await app.gql(THROW, { input: { characterId: pc.id, distance: 8, downward: true, score: 0 } }, gm.apiKey);
    expect(noHeight.data.resolveThrow).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'fallHeight' }] });
    const stray = await app.gql(THROW, { input: { characterId: pc.id, distance: 8, fallHeight: 12, fallDie: 8, score: 0 } }, gm.apiKey);
    expect(stray.data.resolveThrow.__typename).toBe('ValidationError');
    expect(stray.data.resolveThrow.issues.map((i: { path: string }) => i.path).sort()).toEqual(['fallDie', 'fallHeight']);
    script = scriptedRng([3, 4]);
    const lowDie = await app.gql(THROW, { input: { characterId: pc.id, distance: 8, downward: true, fallHeight: 12, fallDie: 2, score: 0 } }, gm.apiKey);
    expect(lowDie.data.resolveThrow).toMatchObject({ __typename: 'RuleViolation', code: 'DIE_BELOW_STRENGTH' });
  });
});

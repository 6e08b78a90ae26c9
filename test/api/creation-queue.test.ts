/**
 * Ylnies creations racing in one process stay at two statements each (issue 38 item 22): an
 * outside run saw 4 of 114 `createCharacter` calls take a third statement, each a creation that
 * lost the campaign's next creation place to a sibling request of the same process and wrote
 * again. Creations that roll now queue per campaign in the process (src/db/roll-queue.ts, as a
 * character's rolls do): each starts at the place the one before it took, so none loses.
 * Another process can still take a place first: that race stays one counted retry
 * (test/api/lost-race-retries.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retriesOf } from '../../src/db/retries.js';
import { decodeId } from '../../src/primitives/ids.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { table } from '../support/flows.js';

const CREATE = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id } } } }`;
const RANDOM_YLNIES = { race: 'HUMAN', method: 'RANDOM', skills: [{ name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true }] };
const MIXED_YLNIES = {
  mixed: { parents: ['HUMAN', 'TROLL'], humanUpbringing: false },
  method: 'POINTS',
  bases: { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 },
  skills: [{ name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true }],
};
const CREATION_WRITE = /update campaigns set creation_rolls/;
const PARALLEL = 12;

describe.each(BACKENDS)('concurrent Ylnies creations on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  test(`${PARALLEL} creations at once in one campaign (RANDOM and mixed): each written at its first attempt, two statements each, places 1…${PARALLEL}`, async () => {
    const { gm, player, other, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    // The requests' own statements only: sign-ups and the table are behind us.
    app.statements.reset();
    const retriesBefore = retriesOf('createCharacter');
    const callers = [player, other, gm];
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const caller = callers[i % callers.length]!;
        const ylnies = i % 2 ? MIXED_YLNIES : RANDOM_YLNIES;
        const kind = caller === gm ? 'NPC' : 'PC';
        return app.gql(CREATE, { input: { campaignId: campaign.id, name: `Jumeau ${i}`, kind, ylnies } }, caller.apiKey);
      }),
    );
    for (const answer of answers) expect(answer.data?.createCharacter.__typename, JSON.stringify(answer)).toBe('CharacterPayload');
    const statements = app.statements.statements;
    // No lost place: one creation write per request, no retry counted, two statements per request in all.
    expect(retriesOf('createCharacter') - retriesBefore).toBe(0);
    expect(statements.filter((s) => CREATION_WRITE.test(s))).toHaveLength(PARALLEL);
    expect(statements.length, statements.map((s) => s.slice(0, 120)).join('\n')).toBeLessThanOrEqual(2 * PARALLEL);

    // Every creation roll derived at its own place of the creation log.
    const ids = answers.map((a) => decodeId('Character', a.data.createCharacter.character.id)!);
    const rows = await app.database.db.execute(sql`select payload from rolls where character_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and seq = 1`);
    const places = (rows as unknown as { rows: { payload: string }[] }).rows.map((r) => (JSON.parse(r.payload) as { fairness: { derivedAt: { seq: number } } }).fairness.derivedAt.seq);
    expect(places.sort((a, b) => a - b)).toEqual(Array.from({ length: PARALLEL }, (_, i) => i + 1));
  });
});

/**
 * Fair dice beyond SMS actions (docs/fairness.md): Ylnies tests, rolls kept in several logs
 * (an opposed test between an NPC and a PC), SMS initiative roll-offs, and the `fairness.revealed`
 * event. For each: once the seed is revealed, the in-app `verified` and the offline audit
 * recompute every face, and a tampered face (or a moved place) is reported.
 */
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types.
import { audit } from '../../scripts/audit-rolls.mjs';
import { decodeId } from '../../src/primitives/ids.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const sevens = { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 };
const YLNIES = { race: 'HUMAN', method: 'POINTS', bases: sevens, skills: [{ name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 }, { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true }], equipment: { weapons: [], other: [] } };
const CREATE = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id } } ... on Error { message } } }`;
const REVEAL = `mutation($input: RevealFairnessSeedInput!) { revealFairnessSeed(input: $input) { ... on RevealFairnessSeedPayload { revealed { number serverSeed commitment } next { number commitment } } } }`;
const EXPORT = `query($id: ID!) { campaign(id: $id) { rollExport } }`;
const ROLLS = `query($id: ID!) { character(id: $id) { rolls(first: 20) { edges { node { seq kind faces clientSeed verified verification } } } } }`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Entry = { seq: number; prevHash: string; hash: string; payload: string };
type Exported = { chains: { characterId: string; kind: string; entries: Entry[] }[] };

/** What someone holding the database but not the key can do: rewrite an entry's payload and recompute the chain from there. */
function rewrite(exported: Exported, characterId: string, seq: number, edit: (payload: Record<string, any>) => void): Exported {
  const copy = structuredClone(exported);
  const chain = copy.chains.find((c) => c.characterId === characterId)!;
  let prev: string | null = null;
  for (const entry of chain.entries) {
    if (prev !== null) entry.prevHash = prev;
    if (entry.seq === seq) {
      const payload = JSON.parse(entry.payload);
      edit(payload);
      entry.payload = canonical(payload);
    }
    if (entry.seq >= seq) entry.hash = sha256(`${entry.prevHash}\n${entry.seq}\n${entry.payload}`);
    prev = entry.hash;
  }
  return copy;
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

describe.each(BACKENDS)('fair dice for every logged roll on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function ylniesCharacter(apiKey: string, campaignId: string, name: string, kind: 'PC' | 'NPC' = 'PC'): Promise<string> {
    const res = await app.gql(CREATE, { input: { campaignId, name, kind, ylnies: YLNIES } }, apiKey);
    expect(res.data.createCharacter.__typename, JSON.stringify(res)).toBe('CharacterPayload');
    return res.data.createCharacter.character.id;
  }

  const exportOf = async (campaignId: string, apiKey: string) => (await app.gql(EXPORT, { id: campaignId }, apiKey)).data.campaign.rollExport as Exported;
  const rollsOf = async (id: string, apiKey: string) => (await app.gql(ROLLS, { id }, apiKey)).data.character.rolls.edges.map((e: { node: any }) => e.node);

  test('a Ylnies test answered with a client seed verifies after the reveal; a rewritten face is reported', async () => {
    const { gm, player, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    const grok = await ylniesCharacter(player.apiKey, campaign.id, 'Grok');
    const asked = await app.gql(
      `mutation($input: RequestYlniesTestInput!) { requestYlniesTest(input: $input) { ... on YlniesTestRequestPayload { request { id } } } }`,
      { input: { characterId: grok, skill: 'Hache', threshold: 20 } },
      gm.apiKey,
    );
    const bad = await app.gql(
      `mutation($input: ResolveYlniesTestInput!) { resolveYlniesTest(input: $input) { __typename } }`,
      { input: { characterId: grok, requestId: asked.data.requestYlniesTest.request.id, clientSeed: 'tab\there' } },
      player.apiKey,
    );
    expect(bad.data.resolveYlniesTest.__typename).toBe('ValidationError');
    const answered = await app.gql(
      `mutation($input: ResolveYlniesTestInput!) { resolveYlniesTest(input: $input) { __typename ... on YlniesTestPayload { result { dice } } } }`,
      { input: { characterId: grok, requestId: asked.data.requestYlniesTest.request.id, clientSeed: 'à la hache'.normalize('NFD').replace(/[^\x20-\x7e]/g, '') } },
      player.apiKey,
    );
    expect(answered.data.resolveYlniesTest.__typename).toBe('YlniesTestPayload');
    const dice = answered.data.resolveYlniesTest.result.dice;
    expect((await rollsOf(grok, player.apiKey))[0]).toMatchObject({ kind: 'YLNIES_TEST', faces: dice, clientSeed: 'a la hache', verified: null });

    await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey);
    expect((await rollsOf(grok, player.apiKey))[0]).toMatchObject({ verified: true, verification: null });
    const exported = await exportOf(campaign.id, player.apiKey);
    const verdict = audit(exported);
    expect(verdict.problems).toEqual([]);
    expect(verdict.stats).toMatchObject({ verified: 1, notDerived: 0 });

    const uuid = decodeId('Character', grok)!;
    // The roll's event carries the head it made: a receiver that keeps it detects a cut log.
    const events = (await app.database.db.execute(sql`select payload from outbox_events where type = 'roll.resolved' and payload->>'kind' = 'YLNIES_TEST' and payload->>'characterId' = ${grok}`)) as unknown as { rows: { payload: any }[] };
    const head = exported.chains.find((c) => c.characterId === uuid)!.entries[0]!;
    expect(events.rows.map((r) => r.payload.chainHead)).toEqual([{ characterId: grok, seq: 1, hash: head.hash }]);
    const tampered = audit(rewrite(exported, uuid, 1, (p) => (p.faces[0] = (p.faces[0] % 6) + 1)));
    expect(tampered.ok).toBe(false);
    expect(tampered.problems.join('\n')).toMatch(/#1: the seeds give faces/);
  });

  test('random creations derive at places 1, 2 … of the campaign’s creation log; verified after the reveal; a shared, moved or skipped place is reported', async () => {
    const { gm, player, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    const random = { race: 'HUMAN', method: 'RANDOM', clientSeed: 'my dice', skills: [{ name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true }], equipment: { weapons: [], other: [] } };
    // A malformed client seed is refused before anything is rolled or written.
    const bad = await app.gql(CREATE, { input: { campaignId: campaign.id, name: 'Bad', ylnies: { ...random, clientSeed: 'tab\there' } } }, player.apiKey);
    expect(bad.data.createCharacter.__typename).toBe('ValidationError');
    const untouched = (await app.database.db.execute(
      sql`select (select count(*) from characters where campaign_id = ${decodeId('Campaign', campaign.id)})::int as characters, (select creation_rolls from campaigns where id = ${decodeId('Campaign', campaign.id)}) as places`,
    )) as unknown as { rows: { characters: number; places: number }[] };
    expect(untouched.rows[0]).toEqual({ characters: 0, places: 0 });
    const created: string[] = [];
    for (const [apiKey, name, kind, ylnies] of [
      [player.apiKey, 'Grok', 'PC', random],
      [gm.apiKey, 'Gobelin', 'NPC', { ...random, clientSeed: undefined }],
      [player.apiKey, 'Mira', 'PC', { ...random, mixed: { parents: ['HUMAN', 'TROLL'], humanUpbringing: false }, race: undefined }],
    ] as const) {
      const res = await app.gql(CREATE, { input: { campaignId: campaign.id, name, kind, ylnies } }, apiKey);
      expect(res.data.createCharacter.__typename, JSON.stringify(res)).toBe('CharacterPayload');
      created.push(res.data.createCharacter.character.id);
    }
    const [grok, gobelin, mira] = created.map((id) => decodeId('Character', id)!);
    const log = `creations/${decodeId('Campaign', campaign.id)}`;
    const fairness = async (id: string) => {
      const rows = (await app.database.db.execute(sql`select payload from rolls where character_id = ${id} and kind = 'CREATION'`)) as unknown as { rows: { payload: string }[] };
      return JSON.parse(rows.rows[0]!.payload).fairness;
    };
    expect(await fairness(grok!)).toMatchObject({ clientSeed: 'my dice', derivedAt: { log, seq: 1 } });
    expect(await fairness(gobelin!)).toMatchObject({ clientSeed: '', derivedAt: { log, seq: 2 } });
    expect(await fairness(mira!)).toMatchObject({ derivedAt: { log, seq: 3 } });
    expect((await rollsOf(created[0]!, player.apiKey))[0]).toMatchObject({ kind: 'CREATION', verified: null });

    await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey);
    for (const id of created) expect((await rollsOf(id, gm.apiKey))[0]).toMatchObject({ kind: 'CREATION', verified: true, verification: null });
    const gmExport = await exportOf(campaign.id, gm.apiKey);
    expect(audit(gmExport).problems).toEqual([]);
    expect(audit(gmExport).stats).toMatchObject({ verified: 3, notDerived: 0 });
    // The player's export lacks the NPC: its place shows as not in the export, not as a fault.
    const playerAudit = audit(await exportOf(campaign.id, player.apiKey));
    expect(playerAudit.problems).toEqual([]);
    expect(playerAudit.stats).toMatchObject({ verified: 2, creationPlacesNotInExport: 1 });

    // Two creations claiming one place, a place moved to another log, a skipped place: reported.
    const shared = rewrite(gmExport, mira!, 1, (p) => (p.fairness.derivedAt.seq = 1));
    expect(audit(shared).problems.join('\n')).toMatch(/creation place 1 is also claimed/);
    const moved = rewrite(gmExport, grok!, 1, (p) => (p.fairness.derivedAt.log = grok));
    expect(audit(moved).ok).toBe(false);
    const skipped = structuredClone(gmExport);
    skipped.chains = skipped.chains.filter((c) => c.characterId !== gobelin);
    expect(audit(skipped).problems.join('\n')).toMatch(/place\(s\) 2 are missing/);
  });

  test('an opposed test between an NPC and a PC derives at the PC’s place; both logs verify; a moved place is reported', async () => {
    const { gm, player, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    const pc = await ylniesCharacter(player.apiKey, campaign.id, 'Grok');
    const npc = await ylniesCharacter(gm.apiKey, campaign.id, 'Gobelin', 'NPC');
    const res = await app.gql(
      `mutation($input: OpposedYlniesTestInput!) { opposedYlniesTest(input: $input) { __typename ... on OpposedYlniesTestPayload { test { a { dice } b { dice } } } } }`,
      { input: { a: { characterId: npc, skill: 'Hache' }, b: { characterId: pc, skill: 'Hache' } } },
      gm.apiKey,
    );
    expect(res.data.opposedYlniesTest.__typename).toBe('OpposedYlniesTestPayload');
    const [pcId, npcId] = [decodeId('Character', pc)!, decodeId('Character', npc)!];
    const payloads = (await app.database.db.execute(sql`select character_id, payload from rolls where character_id in (${pcId}, ${npcId})`)) as unknown as {
      rows: { character_id: string; payload: string }[];
    };
    const payloadOf = (id: string) => JSON.parse(payloads.rows.find((r) => r.character_id === id)!.payload);
    const fairnessOf = (id: string) => payloadOf(id).fairness;
    // The anchor is the first PC of the sides (the NPC is named first), its own place; the NPC's entry names it.
    // In the PC's entry, which players read, the NPC's id is sealed (issue 22 item 4).
    expect(fairnessOf(pcId)).toMatchObject({ sides: [{ sealed: expect.stringMatching(/^[0-9a-f]{64}$/) }, pcId] });
    expect(fairnessOf(pcId).derivedAt).toBeUndefined();
    expect(fairnessOf(npcId)).toMatchObject({ sides: [npcId, pcId], derivedAt: { log: pcId, seq: 1 } });
    // The PC's side and the winner stay; the NPC's side, the totals and the degree are sealed.
    const pcEntry = payloadOf(pcId);
    expect(pcEntry.inputs.b).toMatchObject({ characterId: pcId, skill: 'Hache' });
    expect(Object.keys(pcEntry.inputs.a)).toEqual(['sealed']);
    expect(Object.keys(pcEntry.outcome.totals)).toEqual(['sealed']);
    expect(Object.keys(pcEntry.outcome.degree)).toEqual(['sealed']);
    expect(pcEntry.outcome).toHaveProperty('winner');
    // The NPC's entry (the GM's) keeps every value, and the salt that opens the PC's.
    const npcEntry = payloadOf(npcId);
    expect(npcEntry.inputs.a).toMatchObject({ characterId: npcId, bonus: expect.any(Object) });
    expect(npcEntry.outcome.totals).toHaveLength(2);
    expect(npcEntry.seal).toEqual({ salt: expect.stringMatching(/^[0-9a-f]{64}$/), entries: [{ log: pcId, seq: 1 }] });

    // Nothing a player reads names the NPC or shows its values: the roll, its typed outcome, the export.
    // (Both sheets are alike here, so the NPC's bonus is checked through its sealed side above.)
    const READ = `query($id: ID!) { character(id: $id) { rolls(first: 5) { edges { node { inputs outcome payload result { ... on CombatRollOutcome { winner degree totals } } } } } } }`;
    const read = JSON.stringify(await app.gql(READ, { id: pc }, player.apiKey));
    const playerExport = JSON.stringify(await exportOf(campaign.id, player.apiKey));
    for (const text of [read, playerExport]) {
      expect(text).not.toContain(npcId);
      expect(text).not.toContain(npc);
      expect(text).not.toContain(canonical(npcEntry.outcome.totals));
    }

    await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey);
    expect((await rollsOf(pc, gm.apiKey))[0]).toMatchObject({ kind: 'YLNIES_OPPOSED', verified: true });
    expect((await rollsOf(npc, gm.apiKey))[0]).toMatchObject({ kind: 'YLNIES_OPPOSED', verified: true });
    // The GM's export holds both logs, the player's the PC's only: both audit clean.
    const gmExport = await exportOf(campaign.id, gm.apiKey);
    expect(audit(gmExport).problems).toEqual([]);
    // The GM's export opens every sealed value of the PC's entry.
    expect(audit(gmExport).stats).toMatchObject({ verified: 2, notDerived: 0, sealed: 5, opened: 5 });
    const playerAudit = audit(await exportOf(campaign.id, player.apiKey));
    expect(playerAudit.problems).toEqual([]);
    expect(playerAudit.stats).toMatchObject({ verified: 1, notDerived: 0, sealed: 5, opened: 0 });
    // A sealed value the NPC's entry does not open (its value edited, the NPC's chain recomputed) is reported.
    const lied = rewrite(gmExport, npcId, 1, (p) => {
      p.outcome.totals = [p.outcome.totals[0] + 1, p.outcome.totals[1]];
    });
    expect(audit(lied).problems.join('\n')).toMatch(/its sealed outcome.totals is not the value of Gobelin #1/);

    // Deriving in the NPC's log instead (the server picking the place it likes) is reported.
    const moved = rewrite(gmExport, npcId, 1, (p) => {
      delete p.fairness.derivedAt;
    });
    expect(audit(moved).problems.join('\n')).toMatch(/not in its first PC's/);
    // So is pointing at a place that holds another roll.
    const elsewhere = rewrite(gmExport, npcId, 1, (p) => {
      p.fairness.derivedAt.seq = 2;
    });
    expect(audit(elsewhere).problems.join('\n')).toMatch(/an entry this export does not hold/);
  });

  test('initiative roll-offs derive in each tied participant’s own log, NPCs’ included, and verify after the reveal', async () => {
    const { gm, player, campaign } = await table(app);
    const aube = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Aube' })).character.id;
    const brune = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Brune' })).character.id;
    const npc = await app.gql(
      `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { ... on CharacterPayload { character { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Espion', kind: 'NPC', sms: { race: 'HUMAN', modules: [] } } },
      gm.apiKey,
    );
    const espion = npc.data.createCharacter.character.id;
    const started = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { participants { name rollOffs } } } } }`,
      { input: { campaignId: campaign.id, name: 'Ambush', participants: [aube, brune, espion].map((characterId) => ({ characterId, initiative: 3 })) } },
      gm.apiKey,
    );
    expect(started.data.startEncounter.__typename).toBe('EncounterPayload');
    const rollOffs = new Map<string, number[]>(started.data.startEncounter.encounter.participants.map((p: { name: string; rollOffs: number[] }) => [p.name, p.rollOffs]));

    await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey);
    for (const [id, name] of [
      [aube, 'Aube'],
      [brune, 'Brune'],
      [espion, 'Espion'],
    ] as const) {
      const [roll] = await rollsOf(id, gm.apiKey);
      expect(roll).toMatchObject({ kind: 'INITIATIVE', faces: rollOffs.get(name), verified: true });
    }
    const exported = await exportOf(campaign.id, gm.apiKey);
    expect(audit(exported).problems).toEqual([]);
    expect(audit(exported).stats).toMatchObject({ verified: 3, notDerived: 0 });
    const aubeId = decodeId('Character', aube)!;
    const tampered = audit(rewrite(exported, aubeId, 1, (p) => (p.faces[0] = (p.faces[0] % 12) + 1)));
    expect(tampered.problems.join('\n')).toMatch(/Aube #1: the seeds give faces/);
  });

  test('a PC tied only with an NPC: nothing a player reads shows the tie — no roll-offs, no log entry (issue 22 item 5)', async () => {
    const { gm, player, campaign } = await table(app);
    const aube = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Aube' })).character.id;
    const lone = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Lone' })).character.id;
    const npc = await app.gql(
      `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { ... on CharacterPayload { character { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Espion', kind: 'NPC', sms: { race: 'HUMAN', modules: [] } } },
      gm.apiKey,
    );
    const espion = npc.data.createCharacter.character.id;
    // Aube ties with the NPC only; Lone ties with nobody. To a player they must look alike.
    const started = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { ... on EncounterPayload { encounter { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Ambush', participants: [{ characterId: aube, initiative: 3 }, { characterId: espion, initiative: 3 }, { characterId: lone, initiative: 1 }] } },
      gm.apiKey,
    );
    const encounterId = started.data.startEncounter.encounter.id;
    const PARTICIPANTS = `query($id: ID!) { encounter(id: $id) { participants { name rollOffs } } }`;
    const seen = (await app.gql(PARTICIPANTS, { id: encounterId }, player.apiKey)).data.encounter.participants;
    expect(seen.find((p: { name: string }) => p.name === 'Aube').rollOffs).toEqual([]);
    expect(seen.find((p: { name: string }) => p.name === 'Lone').rollOffs).toEqual([]);
    expect(await rollsOf(aube, player.apiKey)).toEqual([]);
    expect(await rollsOf(lone, player.apiKey)).toEqual([]);
    const playerExport = JSON.stringify(await exportOf(campaign.id, player.apiKey));
    expect(playerExport).not.toContain(decodeId('Character', espion)!);
    // The NPC's dice placed it against Aube, in its own log: the GM audits them after the reveal.
    await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey);
    const [roll] = await rollsOf(espion, gm.apiKey);
    expect(roll).toMatchObject({ kind: 'INITIATIVE', verified: true });
    expect(roll.faces).toHaveLength(1);
    expect(audit(await exportOf(campaign.id, gm.apiKey)).problems).toEqual([]);
  });

  test('revealing a seed announces it: fairness.revealed carries the epoch, its seed and commitment, and the next commitment', async () => {
    const { gm, campaign } = await table(app);
    const revealed = (await app.gql(REVEAL, { input: { campaignId: campaign.id } }, gm.apiKey)).data.revealFairnessSeed;
    const events = await app.gql(
      `query($id: ID!) { campaign(id: $id) { events(type: "fairness.revealed", first: 5) { edges { node { type payload } } } } }`,
      { id: campaign.id },
      gm.apiKey,
    );
    expect(events.data.campaign.events.edges.map((e: { node: unknown }) => e.node)).toEqual([
      {
        type: 'fairness.revealed',
        payload: {
          campaignId: campaign.id,
          epoch: 1,
          serverSeed: revealed.revealed.serverSeed,
          commitment: revealed.revealed.commitment,
          nextEpoch: 2,
          nextCommitment: revealed.next.commitment,
        },
      },
    ]);
    expect(createHash('sha256').update(Buffer.from(revealed.revealed.serverSeed, 'hex')).digest('hex')).toBe(revealed.revealed.commitment);
  });
});

/** Building a campaign of each game with rolls, and reading its screens, for the archive tests. */
import { expect } from 'vitest';
import { LineDigest } from '../../src/archive/format.js';
import { handleArchive } from '../../src/http/archive.js';
import { developmentRollKeys, type RollKeyring } from '../../src/db/roll-keys.js';
import type { TestApp } from '../support/app.js';
import { createSmsCharacter, joinCampaign, signUp, table } from '../support/flows.js';

const MODULES = [
  { name: 'Acrobatie', scope: 2, polarity: 'POSITIVE', rank: 2 },
  { name: 'Escalade', scope: 3, polarity: 'POSITIVE', rank: 1 },
];

export async function smsCampaign(app: TestApp) {
  const t = await table(app, { name: 'Loreval', ruleset: 'SMS', magicSystem: 'LOREVAL' });
  const pip = (await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: MODULES }, { name: 'Pip' })).character;
  const moduleIds = pip.sheet.modules.map((m: { id: string }) => m.id);
  for (const clientSeed of ['one', 'two', undefined]) {
    const asked = await app.gql(
      `mutation($input: RequestActionInput!) { requestAction(input: $input) { ... on ActionRequestPayload { request { id } } } }`,
      { input: { characterId: pip.id, difficulty: 8, note: 'Climb' } },
      t.gm.apiKey,
    );
    const res = await app.gql(
      `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename } }`,
      { input: { characterId: pip.id, moduleIds, requestId: asked.data.requestAction.request.id, clientSeed } },
      t.player.apiKey,
    );
    expect(res.data.resolveAction.__typename).toBe('ResolveActionPayload');
  }
  // One request left open: the GM screen shows it.
  await app.gql(`mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename } }`, { input: { characterId: pip.id, difficulty: 6, note: 'Jump' } }, t.gm.apiKey);
  return { ...t, characters: [pip.id as string] };
}

export async function ylniesCampaign(app: TestApp) {
  const t = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
  const res = await app.gql(
    `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id } } } }`,
    { input: { campaignId: t.campaign.id, name: 'Kay', ylnies: { race: 'KAY_TEY', method: 'RANDOM', clientSeed: 'kay', skills: [{ name: 'Hache', characteristic: 'AGI', value: 10 }, { name: 'Vision du vent', characteristic: 'PER', kind: 'POWER', innate: true }] } } },
    t.player.apiKey,
  );
  expect(res.data.createCharacter.__typename, JSON.stringify(res)).toBe('CharacterPayload');
  const kay = res.data.createCharacter.character.id as string;
  const req = await app.gql(
    `mutation($input: RequestYlniesTestInput!) { requestYlniesTest(input: $input) { ... on YlniesTestRequestPayload { request { id } } } }`,
    { input: { characterId: kay, skill: 'Hache', threshold: 20 } },
    t.gm.apiKey,
  );
  const answered = await app.gql(
    `mutation($input: ResolveYlniesTestInput!) { resolveYlniesTest(input: $input) { __typename } }`,
    { input: { characterId: kay, requestId: req.data.requestYlniesTest.request.id, clientSeed: 'axe' } },
    t.player.apiKey,
  );
  expect(answered.data.resolveYlniesTest.__typename).toBe('YlniesTestPayload');
  return { ...t, characters: [kay] };
}

export async function reveal(app: TestApp, apiKey: string, campaignId: string) {
  const res = await app.gql(`mutation($id: ID!) { revealFairnessSeed(input: { campaignId: $id }) { __typename } }`, { id: campaignId }, apiKey);
  expect(res.data.revealFairnessSeed.__typename).toBe('RevealFairnessSeedPayload');
}

export async function exportArchive(app: TestApp, apiKey: string, campaignId: string, keys: RollKeyring = developmentRollKeys()): Promise<string> {
  const response = await handleArchive(new Request(`http://source.test/campaigns/${campaignId}/archive`, { headers: { authorization: `Bearer ${apiKey}` } }), {
    db: app.database.db,
    rollKeys: keys,
    maxBytes: 1 << 30,
    now: () => app.clock.now(),
  });
  expect(response.status).toBe(200);
  return response.text();
}

export async function importArchiveText(app: TestApp, apiKey: string, body: string | Uint8Array, options: { keys?: RollKeyring; maxBytes?: number } = {}) {
  const response = await handleArchive(new Request('http://target.test/campaigns/import', { method: "POST", headers: { authorization: `Bearer ${apiKey}` }, body: body as BodyInit }), {
    db: app.database.db,
    rollKeys: options.keys ?? developmentRollKeys(),
    maxBytes: options.maxBytes ?? 1 << 30,
    now: () => app.clock.now(),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const SHEET = `id name kind status version
  sheet { __typename
    ... on SmsSheet { race { key } healthStatus dead wounds { nature severity rank } fatigue { passing lasting persistent } modules { name scope polarity rank source } afflictions { name filled status } experience { earned spent available } }
    ... on YlniesSheet { yRace: race { key } characteristics { key value base modifier } skills { name characteristic kind value innate } yWounds: wounds { light unconscious dead } creationMethod } }`;

const ROLL = `seq kind faces inputs outcome hash prevHash payload commitment clientSeed serverSeed verified verification keyId mac epoch { number commitment serverSeed }`;

export const GM_SCREEN = `query($id: ID!) { campaign(id: $id) { id name ruleset magicSystem viewerRole
  party { ${SHEET} owner { name } }
  characters(first: 10) { edges { node { ${SHEET} rolls(first: 10) { edges { node { ${ROLL} } } } } } }
  openActionRequests(first: 10) { edges { node { note difficulty status ruleset character { name } } } }
  fairnessEpochs(first: 5) { edges { node { number commitment serverSeed } } }
  rollExport } }`;

export const PLAYER_SCREEN = `{ me { characters(first: 5) { edges { node { ${SHEET} rolls(first: 10) { edges { node { ${ROLL} } } } } } } } }`;

export const VERIFY = `query($id: ID!) { verifyRollChain(characterId: $id) { valid length brokenAt reason head } }`;

/** A screen with what an import changes by design taken out: ids, the campaign's and characters' keys in the roll export. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (['id', 'campaignId', 'campaign', 'characterId', 'exportedAt', 'epochId', 'lineage'].includes(k)) continue;
      out[k] = withoutIds(v);
    }
    return out;
  }
  return value;
}

export const byName = (a: { node: { name: string } }, b: { node: { name: string } }) => a.node.name.localeCompare(b.node.name);

/** `revealed`: the epoch numbers revealed on the source; the import reveals the one that was open (docs/archive.md). */
export function gmView(data: any, revealed: number[]) {
  const c = structuredClone(data.campaign);
  c.characters.edges.sort(byName);
  c.party.sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name));
  c.fairnessEpochs.edges = c.fairnessEpochs.edges.filter((e: any) => revealed.includes(e.node.number));
  c.rollExport.epochs = c.rollExport.epochs.filter((e: any) => revealed.includes(e.number));
  c.rollExport.chains.sort((a: any, b: any) => a.name.localeCompare(b.name));
  delete c.viewerRole;
  return withoutIds(c);
}

export { joinCampaign, signUp };


export { inflateArchive } from './inflate.js';

export type ArchiveRow = { t: string; r: Record<string, unknown> };

/** The archive with `edit` applied to its row lines (`index` counts the rows of the row's section), and a trailer that matches again. */
export function reseal(archive: string, edit: (row: ArchiveRow, index: number) => void): string {
  const lines = archive.trimEnd().split('\n');
  const trailer = JSON.parse(lines.pop()!);
  const digest = new LineDigest();
  const seen = new Map<string, number>();
  const out = lines.map((line, i) => {
    if (i === 0) return line;
    const row = JSON.parse(line) as ArchiveRow;
    const index = seen.get(row.t) ?? 0;
    seen.set(row.t, index + 1);
    edit(row, index);
    return JSON.stringify(row);
  });
  for (const line of out) digest.add(line);
  return `${[...out, JSON.stringify({ ...trailer, lines: digest.lines, sha256: digest.hex() })].join('\n')}\n`;
}

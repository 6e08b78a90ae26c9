/**
 * A table with both games' data, built through the API (any transport: `yoga.fetch` or a real
 * server), and the screens read back from it — to compare a database with its backup, its
 * pg_restore or its move (docs/backups.md): the SMS GM screen and the Ylnies party, both roll
 * exports, every character's chain verdict and the player's own screen.
 */
import { expect } from 'vitest';

export type Gql = (query: string, variables?: Record<string, unknown>, apiKey?: string) => Promise<{ data?: any; errors?: unknown[] }>;

/** Over HTTP, to a server at `base`. */
export function httpGql(base: string): Gql {
  return async (query, variables, apiKey) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: any; errors?: unknown[] };
  };
}

async function ok(gql: Gql, query: string, variables: Record<string, unknown>, apiKey: string | undefined, field: string, typename: string) {
  const res = await gql(query, variables, apiKey);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(res.data[field].__typename, JSON.stringify(res.data[field])).toBe(typename);
  return res.data[field];
}

export interface Table {
  gmKey: string;
  playerKey: string;
  smsCampaignId: string;
  ylniesCampaignId: string;
  characterIds: string[];
  /** The SMS character's modules the GM's rolls use. */
  moduleIds: string[];
}

const SIGN_UP = `mutation($n: String!) { signUp(input: { name: $n }) { __typename ... on SignUpPayload { apiKey } } }`;
const CAMPAIGN = `mutation($input: CreateCampaignInput!) { createCampaign(input: $input) { __typename ... on CampaignPayload { campaign { id inviteCode } } } }`;
const JOIN = `mutation($code: String!) { joinCampaign(input: { inviteCode: $code }) { __typename } }`;
const CREATE = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id sheet { ... on SmsSheet { modules { id } } } } } ... on RuleViolation { code message } } }`;

export async function buildTable(gql: Gql, rolls = 3): Promise<Table> {
  const gmKey = (await ok(gql, SIGN_UP, { n: 'Gina the GM' }, undefined, 'signUp', 'SignUpPayload')).apiKey as string;
  const playerKey = (await ok(gql, SIGN_UP, { n: 'Paul the player' }, undefined, 'signUp', 'SignUpPayload')).apiKey as string;
  const sms = (await ok(gql, CAMPAIGN, { input: { name: 'Loreval', ruleset: 'SMS' } }, gmKey, 'createCampaign', 'CampaignPayload')).campaign;
  const ylnies = (await ok(gql, CAMPAIGN, { input: { name: 'Ylnies', ruleset: 'YLNIES' } }, gmKey, 'createCampaign', 'CampaignPayload')).campaign;
  await ok(gql, JOIN, { code: sms.inviteCode }, playerKey, 'joinCampaign', 'CampaignPayload');
  await ok(gql, JOIN, { code: ylnies.inviteCode }, playerKey, 'joinCampaign', 'CampaignPayload');

  const pip = (
    await ok(
      gql,
      CREATE,
      { input: { campaignId: sms.id, name: 'Pip', sms: { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 2 }, { name: 'Acrobatie', scope: 2, polarity: 'POSITIVE', rank: 1 }] } } },
      playerKey,
      'createCharacter',
      'CharacterPayload',
    )
  ).character;
  const moduleIds = (pip.sheet.modules as { id: string }[]).slice(-2).map((m) => m.id);
  for (let i = 0; i < rolls; i++) {
    await ok(gql, `mutation($c: ID!, $m: [ID!]!) { resolveAction(input: { characterId: $c, moduleIds: $m, difficulty: 8 }) { __typename } }`, { c: pip.id, m: moduleIds }, gmKey, 'resolveAction', 'ResolveActionPayload');
  }
  await ok(gql, `mutation($input: InflictWoundInput!) { inflictWound(input: $input) { __typename } }`, { input: { characterId: pip.id, nature: 'Entaille', severity: 'LIGHT' } }, gmKey, 'inflictWound', 'CharacterPayload');
  await ok(gql, `mutation($input: RequestActionInput!) { requestAction(input: $input) { __typename } }`, { input: { characterId: pip.id, difficulty: 10, note: 'Climb the wall' } }, gmKey, 'requestAction', 'ActionRequestPayload');

  const troll = (
    await ok(
      gql,
      CREATE,
      {
        input: {
          campaignId: ylnies.id,
          name: 'Grok',
          ylnies: {
            race: 'TROLL',
            method: 'POINTS',
            bases: { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 },
            skills: [
              { name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 },
              { name: 'Arc', characteristic: 'PER', kind: 'SKILL', value: 6 },
              { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true },
              { name: 'Peau de pierre', characteristic: 'CON', kind: 'POWER', value: 6 },
              { name: 'Soins', characteristic: 'INT', kind: 'SPELL', value: 5 },
            ],
            equipment: {
              weapons: [
                { name: 'Hache de guerre', type: 'NORMAL' },
                { name: 'Arc court', type: 'BOW' },
              ],
              armour: { name: 'Cuir bouilli', type: 'LEATHER' },
              other: ['Corde'],
            },
          },
        },
      },
      playerKey,
      'createCharacter',
      'CharacterPayload',
    )
  ).character;
  for (let i = 0; i < rolls; i++) {
    const request = await ok(
      gql,
      `mutation($input: RequestYlniesTestInput!) { requestYlniesTest(input: $input) { __typename ... on YlniesTestRequestPayload { request { id } } } }`,
      { input: { characterId: troll.id, skill: 'Hache', threshold: 25, note: `Swing ${i}` } },
      gmKey,
      'requestYlniesTest',
      'YlniesTestRequestPayload',
    );
    await ok(gql, `mutation($input: ResolveYlniesTestInput!) { resolveYlniesTest(input: $input) { __typename } }`, { input: { characterId: troll.id, requestId: request.request.id } }, playerKey, 'resolveYlniesTest', 'YlniesTestPayload');
  }
  return { gmKey, playerKey, smsCampaignId: sms.id, ylniesCampaignId: ylnies.id, characterIds: [pip.id, troll.id], moduleIds };
}

const SMS_SHEET = `id name kind status version
  sheet { __typename ... on SmsSheet { race { key } healthStatus dead wounds { id nature severity rank } fatigue { passing lasting persistent }
    modules { id name scope polarity rank } afflictions { id name filled status } experience { available } } }`;
const YLNIES_SHEET = `id name kind status version
  sheet { __typename ... on YlniesSheet { characteristics { key value } skills { name value } mana resistance wounds { light unconscious dead } } }`;

/** What a table app shows from this table, as the GM and as the player (a roll export's `exportedAt` aside: the time of the reading). */
export async function screens(gql: Gql, table: Table) {
  const read = async (query: string, variables: Record<string, unknown>, apiKey: string) => {
    const res = await gql(query, variables, apiKey);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const exported = res.data.campaign?.rollExport;
    if (exported) {
      expect(exported.exportedAt).toMatch(/^\d{4}-/);
      exported.exportedAt = 'at the reading';
    }
    return res.data;
  };
  return {
    smsGm: await read(
      `query($id: ID!) { campaign(id: $id) { id name viewerRole inviteCode party { ${SMS_SHEET} owner { id name } }
        openActionRequests(first: 100) { edges { node { id note difficulty status ruleset createdAt character { id name } } } } rollExport } }`,
      { id: table.smsCampaignId },
      table.gmKey,
    ),
    ylniesGm: await read(`query($id: ID!) { campaign(id: $id) { id name viewerRole party { ${YLNIES_SHEET} } rollExport } }`, { id: table.ylniesCampaignId }, table.gmKey),
    chains: await Promise.all(table.characterIds.map((id) => read(`query($id: ID!) { verifyRollChain(characterId: $id) { valid length brokenAt reason head } }`, { id }, table.gmKey))),
    player: await read(
      `{ me { id name campaigns(first: 20) { edges { node { id name viewerRole } } } characters(first: 20) { edges { node { id name status version } } } openActionRequests(first: 20) { edges { node { id note difficulty } } } } }`,
      {},
      table.playerKey,
    ),
  };
}

/** Common API steps, so each test says only what it is about. */
import { expect } from 'vitest';
import type { TestApp } from './app.js';

export async function signUp(app: Pick<TestApp, 'gql'>, name = 'Alice'): Promise<{ apiKey: string; userId: string }> {
  const res = await app.gql(`mutation($name: String!) { signUp(input: { name: $name }) { __typename ... on SignUpPayload { apiKey user { id } } } }`, { name });
  expect(res.errors).toBeUndefined();
  expect(res.data.signUp.__typename).toBe('SignUpPayload');
  return { apiKey: res.data.signUp.apiKey, userId: res.data.signUp.user.id };
}

export async function createCampaign(app: TestApp, apiKey: string, input: Record<string, unknown> = { name: 'Loreval', ruleset: 'SMS' }) {
  const res = await app.gql(
    `mutation($input: CreateCampaignInput!) { createCampaign(input: $input) { __typename ... on CampaignPayload { campaign { id inviteCode magicSystem ruleset } } ... on Error { message } } }`,
    { input },
    apiKey,
  );
  expect(res.errors).toBeUndefined();
  expect(res.data.createCampaign.__typename).toBe('CampaignPayload');
  return res.data.createCampaign.campaign as { id: string; inviteCode: string; magicSystem: string | null; ruleset: string };
}

export async function joinCampaign(app: Pick<TestApp, 'gql'>, apiKey: string, inviteCode: string) {
  const res = await app.gql(`mutation($code: String!) { joinCampaign(input: { inviteCode: $code }) { __typename ... on CampaignPayload { campaign { id viewerRole } } } }`, { code: inviteCode }, apiKey);
  expect(res.errors).toBeUndefined();
  return res.data.joinCampaign.campaign;
}

export const CHARACTER_FIELDS = `id name kind status version sheet { __typename ... on SmsSheet { sizeFactor race { key } notation experience { earned spent available } modules { id name scope polarity rank source } } }`;

export const CREATE_CHARACTER = `mutation($input: CreateCharacterInput!) {
  createCharacter(input: $input) {
    __typename
    ... on CharacterPayload { character { ${CHARACTER_FIELDS} } }
    ... on RuleViolation { code message rule violations { code message rule } }
    ... on ValidationError { code message issues { path message } }
  }
}`;

/** A GM with an SMS campaign and a player who joined it. */
export async function table(app: TestApp, campaignInput?: Record<string, unknown>) {
  const gm = await signUp(app, 'Gina the GM');
  const player = await signUp(app, 'Paul the player');
  const other = await signUp(app, 'Olga, another player');
  const campaign = await createCampaign(app, gm.apiKey, campaignInput);
  await joinCampaign(app, player.apiKey, campaign.inviteCode);
  await joinCampaign(app, other.apiKey, campaign.inviteCode);
  return { gm, player, other, campaign };
}

export async function createSmsCharacter(app: TestApp, apiKey: string, campaignId: string, sms: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await app.gql(CREATE_CHARACTER, { input: { campaignId, name: 'Pip', sms, ...extra } }, apiKey);
  expect(res.errors).toBeUndefined();
  return res.data.createCharacter;
}

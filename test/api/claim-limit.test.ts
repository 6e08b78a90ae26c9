/**
 * Claim codes are secrets a player types, like device links and recovery codes (issue 38 item 9):
 * guesses are limited as sign-ins are, per address and per account (docs/accounts.md), with 429
 * and the retry time. Before, 30 parallel guesses were all answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createCampaign, joinCampaign, signUp } from '../support/flows.js';

const CLAIM = `mutation($input: ClaimPlaceholderInput!) { claimPlaceholder(input: $input) { __typename ... on RuleViolation { code } } }`;
const LIMIT = 5;

describe('claim codes are rate limited as sign-ins are', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(BACKENDS[0]!, { signInLimit: LIMIT });
  });
  afterAll(async () => app?.close());

  it(`30 parallel guesses from one address: ${LIMIT} answered, the rest 429 with Retry-After; then per account from other addresses`, async () => {
    const gm = await signUp(app, 'Gale');
    const campaign = await createCampaign(app, gm.apiKey);
    const guesser = await signUp(app, 'Guess');
    await joinCampaign(app, guesser.apiKey, campaign.inviteCode);
    const guess = (n: number, client: string) =>
      app.fetch('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${guesser.apiKey}`, 'x-test-client': client },
        body: JSON.stringify({ query: CLAIM, variables: { input: { campaignId: campaign.id, code: `GUESS-${String(n).padStart(4, '0')}` } } }),
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => guess(n, '10.9.0.1')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMIT);
    for (const answer of answers) {
      const body = await answer.json();
      if (answer.status === 200) {
        expect(body.data.claimPlaceholder).toEqual({ __typename: 'RuleViolation', code: 'CLAIM_CODE_UNKNOWN' });
      } else {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
      }
    }
    // The same account from fresh addresses: its own count is spent too.
    const elsewhere = await guess(99, '10.9.0.2');
    expect(elsewhere.status).toBe(429);
    // Another member from another address is not held back by them.
    const other = await signUp(app, 'Other');
    await joinCampaign(app, other.apiKey, campaign.inviteCode);
    const theirs = await app.gql(CLAIM, { input: { campaignId: campaign.id, code: 'ABCD-EFGH' } }, other.apiKey);
    expect(theirs.data.claimPlaceholder.__typename).toBe('RuleViolation');
  });
});

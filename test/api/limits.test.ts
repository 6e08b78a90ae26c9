/** Hardening: sign-up rate limit, query depth and cost limits, masked errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackend } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signUp, table } from '../support/flows.js';

describe('limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(pgliteBackend, { signUpLimit: 3 });
  });
  afterAll(async () => app?.close());

  it('rate limits sign-up per client, then lets it through in the next window', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await app.gql(`mutation { signUp(input: { name: "U${i}" }) { __typename } }`));
    expect(results.slice(0, 3).every((r) => r.data?.signUp.__typename === 'SignUpPayload')).toBe(true);
    expect(results[3]!.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    app.clock.advance(61_000);
    const again = await app.gql(`mutation { signUp(input: { name: "Later" }) { __typename } }`);
    expect(again.data.signUp.__typename).toBe('SignUpPayload');
  });

  it('refuses a query nested deeper than 10 levels before running it', async () => {
    app.clock.advance(61_000);
    const { gm, campaign } = await table(app);
    const nest = (depth: number): string => (depth === 0 ? 'id' : `campaign { characters(first: 1) { edges { node { ${nest(depth - 1)} } } } }`);
    const res = await app.gql(`query($id: ID!) { campaign(id: $id) { characters(first: 1) { edges { node { ${nest(3)} } } } } }`, { id: campaign.id }, gm.apiKey);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses an over-costly query', async () => {
    app.clock.advance(61_000);
    const { apiKey } = await signUp(app, 'Costly');
    const fields = Array.from({ length: 14 }, (_, i) => `a${i}: races(ruleset: SMS) { key name ... on SmsRace { modules { name scope polarity rank } } }`).join(' ');
    const res = await app.gql(`{ ${fields} }`, {}, apiKey);
    expect(res.errors?.[0]?.message).toMatch(/cost|complexity/i);
    // The same shape, once, is fine.
    const one = await app.gql(`{ races(ruleset: SMS) { key name ... on SmsRace { modules { name scope polarity rank } } } }`, {}, apiKey);
    expect(one.data.races).toHaveLength(10);
  });

  it('masks unexpected errors: a malformed global ID never leaks a stack', async () => {
    app.clock.advance(61_000);
    const { apiKey } = await signUp(app, 'Masked');
    const res = await app.gql(`{ node(id: "not-base64-%%%") { id } }`, {}, apiKey);
    const text = JSON.stringify(res);
    expect(text).not.toMatch(/\.ts:\d+|node_modules|at Object\./);
  });
});

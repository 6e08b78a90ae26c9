/**
 * Issue 38 item 11: a rolling start of N replicas on one Postgres. Three Node servers started at
 * the same instant on an EMPTY database all come up (migrations serialized by an advisory lock,
 * src/db/migrate-lock.ts); then the awards job and the delivery job run in three processes at
 * once: every award lands once (the lease and the ledger's unique index) and every event reaches
 * the receiver once (deliveries claimed with FOR UPDATE SKIP LOCKED). Real server only.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../webhooks/harness.js';
import { printedPort, type Started, startProcess, waitForHttp } from '../support/processes.js';

const realUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: realUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs a started process to its end: its exit code and what it printed. */
function finished(started: Started): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    if (started.child.exitCode !== null) resolve({ code: started.child.exitCode, output: started.output() });
    else started.child.once('exit', (code) => resolve({ code, output: started.output() }));
  });
}

describe.skipIf(!realUrl)('three processes on one empty Postgres', () => {
  const dbName = `t_scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(realUrl ?? 'postgres://x/y');
  url.pathname = `/${dbName}`;
  const servers: Started[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
  });

  it('all three come up; awards and deliveries run on all three at once, nothing twice', async () => {
    await admin(`create database ${dbName}`);
    const env = { DATABASE_URL: url.toString(), PORT: '0', DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0', LIVE_POLL_MS: '0', ALLOW_LOOPBACK_WEBHOOKS: '1' };
    // The same instant: spawned in one tick, each migrating the empty database as it starts.
    for (let i = 0; i < 3; i++) servers.push(startProcess('node', ['scripts/start.mjs'], env));
    const bases = await Promise.all(servers.map(async (s) => `http://127.0.0.1:${await printedPort(s, 150_000)}`));
    await Promise.all(bases.map((base, i) => waitForHttp(`${base}/graphql?query=%7B__typename%7D`, servers[i]!, 60_000)));
    expect(servers.map((s) => s.child.exitCode)).toEqual([null, null, null]);

    const gql = async (base: string, query: string, variables: Record<string, unknown> = {}, apiKey?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      return (await res.json()) as { data?: any; errors?: unknown[] };
    };
    const [a, b, c] = bases as [string, string, string];
    const gm = (await gql(a, `mutation { signUp(input: { name: "Gina" }) { ... on SignUpPayload { apiKey } } }`)).data.signUp.apiKey as string;
    const player = (await gql(b, `mutation { signUp(input: { name: "Paul" }) { ... on SignUpPayload { apiKey } } }`)).data.signUp.apiKey as string;
    const campaign = (await gql(c, `mutation { createCampaign(input: { name: "Three", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }`, {}, gm)).data.createCampaign.campaign;
    await gql(a, `mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode }, player);
    const characters: string[] = [];
    for (const [i, name] of ['Pip', 'Kay', 'Lou'].entries()) {
      const made = await gql(
        bases[i]!,
        `mutation($c: ID!, $n: String!) { createCharacter(input: { campaignId: $c, name: $n, sms: { race: "HUMAN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 3 }] } }) { __typename ... on CharacterPayload { character { id } } } }`,
        { c: campaign.id, n: name },
        player,
      );
      characters.push(made.data.createCharacter.character.id);
    }
    const receiver = await startReceiver(() => 200);
    try {
      const hook = await gql(a, `mutation($input: RegisterWebhookInput!) { registerWebhook(input: $input) { __typename } }`, { input: { campaignId: campaign.id, url: receiver.url, events: ['session.recorded', 'experience.awarded'] } }, gm);
      expect(hook.data.registerWebhook.__typename).toBe('RegisterWebhookPayload');
      const SESSIONS = 12;
      for (let i = 0; i < SESSIONS; i++) {
        const recorded = await gql(bases[i % 3]!, `mutation($input: RecordSessionInput!) { recordSession(input: $input) { __typename } }`, { input: { campaignId: campaign.id, title: `Evening ${i + 1}`, participantIds: characters } }, gm);
        expect(recorded.data.recordSession.__typename).toBe('GameSessionPayload');
      }

      const SHEETS = `query($c: ID!) { campaign(id: $c) { characters(first: 10) { edges { node { name sheet { ... on SmsSheet { experience { earned } } } } } } } }`;
      const earned = async () => (await gql(a, SHEETS, { c: campaign.id }, gm)).data.campaign.characters.edges.map((e: any) => e.node.sheet.experience.earned as number);
      const before = await earned();

      // The jobs, three processes each, at once (as three replicas' schedulers or cron runs would).
      const jobEnv = { DATABASE_URL: url.toString(), ALLOW_LOOPBACK_WEBHOOKS: '1' };
      const run = async (job: string) => Promise.all([0, 1, 2].map(() => finished(startProcess('node', ['scripts/run.mjs', 'jobs', job], jobEnv))));
      for (const out of await run('awards')) expect(out.code, out.output).toBe(0);
      for (const out of await run('deliveries')) expect(out.code, out.output).toBe(0);

      // Each character earned one XP per session, once.
      expect((await earned()).map((xp: number, i: number) => xp - before[i]!)).toEqual([SESSIONS, SESSIONS, SESSIONS]);
      // Each event delivered once: the sessions' and the awards' (one per session).
      const ids = receiver.received.map((r) => String(r.headers['x-webhook-event-id']));
      const types = receiver.received.map((r) => String(r.headers['x-webhook-event-type']));
      expect(new Set(ids).size).toBe(ids.length);
      expect(types.filter((t) => t === 'session.recorded')).toHaveLength(SESSIONS);
      expect(types.filter((t) => t === 'experience.awarded')).toHaveLength(SESSIONS);
    } finally {
      await receiver.close();
    }
  }, 400_000);
});

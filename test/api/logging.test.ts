/**
 * Failed queries are logged without their values (issue #9): an invite code, an API key (or its
 * hash) or a webhook secret that was a parameter of a failing statement never reaches a log
 * line. The failures are real: the statement runs against a column renamed for the test.
 */
import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { LiveHub } from '../../src/live/hub.js';
import { describeError } from '../../src/primitives/log.js';
import { credentialHash } from '../../src/primitives/secrets.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createCampaign, signUp } from '../support/flows.js';

describe.each(BACKENDS)('logs of failed queries on $name', (backend) => {
  let app: TestApp;
  let lines: string[] = [];
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  beforeEach(() => {
    lines = [];
    // Formatted as Node prints them (util.format inspects errors: stack, cause, own properties).
    for (const level of ['error', 'warn', 'info', 'log', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(format(...args));
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** Run `body` with `table.column` renamed, so every statement naming it fails (42703). */
  async function withColumnRenamed<T>(table: string, column: string, body: () => Promise<T>): Promise<T> {
    await app.database.db.execute(sql.raw(`alter table ${table} rename column ${column} to ${column}_away`));
    try {
      return await body();
    } finally {
      await app.database.db.execute(sql.raw(`alter table ${table} rename column ${column}_away to ${column}`));
    }
  }

  function expectLoggedWithout(secrets: string[]) {
    const all = lines.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
    // The failure is logged — statement text and SQLSTATE — so the redaction is not vacuous.
    expect(all).toMatch(/query failed: .*(select|insert)/i);
    expect(all).toContain('42703');
  }

  test('a rejected invite code never reaches the log', async () => {
    const player = await signUp(app, 'Paul');
    const code = 'QZX7-SECRET-INVITE-91KD';
    const res = await withColumnRenamed('campaigns', 'invite_code', () =>
      app.gql(`mutation($code: String!) { joinCampaign(input: { inviteCode: $code }) { __typename } }`, { code }, player.apiKey),
    );
    expect(res.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(res)).not.toContain(code);
    expectLoggedWithout([code]);
  });

  test('neither an API key nor its hash reaches the log when the key lookup fails', async () => {
    const { apiKey } = await signUp(app, 'Kim');
    const res = await withColumnRenamed('api_keys', 'key_hash', () => app.gql('{ me { id } }', {}, apiKey));
    expect(res.errors?.length).toBeGreaterThan(0);
    expectLoggedWithout([apiKey, await credentialHash(apiKey)]);
  });

  test('a webhook secret never reaches the log when its endpoint cannot be stored', async () => {
    const gm = await signUp(app, 'Gina');
    const campaign = await createCampaign(app, gm.apiKey);
    const secret = 'whsec_customSecretThatMustNeverBeLogged_0123456789';
    const res = await withColumnRenamed('webhook_endpoints', 'secret', () =>
      app.gql(
        `mutation($input: RegisterWebhookInput!) { registerWebhook(input: $input) { __typename } }`,
        { input: { campaignId: campaign.id, url: 'https://hooks.example.com/in', events: ['roll.resolved'], secret } },
        gm.apiKey,
      ),
    );
    expect(res.errors?.[0]?.message).toBe('Unexpected error.');
    expectLoggedWithout([secret]);
  });

  test("the live hub's failed outbox read is logged through the redaction, without its parameters", async () => {
    const gm = await signUp(app, 'Hana');
    const campaignId = decodeId('Campaign', (await createCampaign(app, gm.apiKey)).id)!;
    // A campaign hub (a Durable Object's) reads the outbox with the campaign's id as a parameter.
    const hub = await new LiveHub(app.database.db, { campaignId, pollMs: 0 }).start();
    try {
      await withColumnRenamed('outbox_events', 'payload', async () => {
        hub.poke();
        await hub.idle();
      });
    } finally {
      hub.close();
    }
    expect(lines.join('\n')).toContain('live: outbox read failed');
    expectLoggedWithout([campaignId]);
  });

  test('a value Postgres quotes in its own message is cut out too', async () => {
    // `invalid input syntax for type uuid: "<value>"`: the value is in the message, not only in params.
    const value = 'not-a-uuid-but-a-secret-4f1c';
    const error = await app.database.db.execute(sql`select 1 from campaigns where id = ${value}::uuid`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(format(error)).toContain(value); // what a plain console.error(error) would print
    const described = describeError(error);
    expect(described).toMatch(/query failed: select 1 from campaigns where id = \$1::uuid/);
    expect(described).toContain('22P02');
    expect(described).not.toContain(value);
  });
});

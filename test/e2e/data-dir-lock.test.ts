/**
 * Two processes on one embedded data folder (issue 22, item 3): while a server holds ./data, a
 * second server and a job refuse to start, with a message and a non-zero exit, instead of both
 * answering and one's acknowledged writes being lost at the next restart. A server killed with
 * SIGKILL leaves its lock behind: the next start takes it over and finds every write it made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killGroup, type Started, startProcess, waitForHttp } from '../support/processes.js';

/** Generous bounds: each start opens PGlite (seconds of CPU, more on a loaded machine); they only keep a hang from hanging the suite. */
const START_MS = 120_000;

const dir = mkdtempSync(join(tmpdir(), 'sms-lock-e2e-'));
const dataDir = join(dir, 'data');
const env = { DATA_DIR: dataDir, DATABASE_URL: '', DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0', LIVE_POLL_MS: '0' };
const started: Started[] = [];

afterAll(async () => {
  for (const s of started) await s.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function server(): Promise<{ process: Started; base: string }> {
  const port = await freePort();
  const process = startProcess('node', ['scripts/start.mjs'], { ...env, PORT: String(port) });
  started.push(process);
  return { process, base: `http://127.0.0.1:${port}` };
}

/** The process's exit code, once it has exited (bounded by the test's timeout). */
function exitCode(p: Started): Promise<number | null> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve(p.child.exitCode);
  return new Promise((done) => p.child.once('exit', (code) => done(code)));
}

/** Whether a server started on the held folder exited or, as it did before the lock, answered. */
async function exitedOrAnswered(s: { process: Started; base: string }): Promise<'exited' | 'answered'> {
  for (;;) {
    if (s.process.child.exitCode !== null) return 'exited';
    const answered = await fetch(`${s.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return 'answered';
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function gql(base: string, query: string, apiKey?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: any; errors?: unknown[] };
}

const REFUSAL = `The embedded database in ${dataDir} is in use by another process`;

describe('one process at a time on an embedded data folder', () => {
  it('a second server and a job refuse while a server holds the folder; after a SIGKILL the next server starts with every write', async () => {
    const first = await server();
    await waitForHttp(`${first.base}/healthz`, first.process, START_MS);
    const signedUp = await gql(first.base, `mutation { signUp(input: { name: "Keep" }) { ... on SignUpPayload { apiKey } } }`);
    const apiKey = signedUp.data.signUp.apiKey as string;
    expect(apiKey).toMatch(/^sms_/);

    const second = await server();
    expect(await exitedOrAnswered(second)).toBe('exited');
    expect(await exitCode(second.process)).not.toBe(0);
    expect(second.process.output()).toContain(REFUSAL);
    await expect(fetch(`${second.base}/healthz`)).rejects.toThrow();

    const job = startProcess('node', ['scripts/run.mjs', 'jobs', 'awards'], env);
    started.push(job);
    expect(await exitCode(job)).not.toBe(0);
    expect(job.output()).toContain(REFUSAL);

    // The first server still serves, on its own data.
    expect((await gql(first.base, '{ me { name } }', apiKey)).data.me).toEqual({ name: 'Keep' });

    // kill -9: no handler runs, the lock stays behind naming a pid that is gone.
    await killGroup(first.process);
    const third = await server();
    await waitForHttp(`${third.base}/healthz`, third.process, START_MS);
    expect((await gql(third.base, '{ me { name } }', apiKey)).data.me).toEqual({ name: 'Keep' });
  }, 4 * START_MS);
});

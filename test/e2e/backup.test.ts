/**
 * Backups of the embedded database as they run (docs/backups.md), with real processes: a server
 * on a data folder, `npm run backup` and `npm run restore` (scripts/backup.ts, restore.ts).
 * - A backup taken while writes run restores to a state holding every write acknowledged before
 *   it began; a restore into the folder a server holds is refused.
 * - The schedule (BACKUP_INTERVAL) keeps BACKUP_KEEP backups, each matching its manifest.
 * - kill -9 during a backup, through the server and alone: nothing half-written is visible (every
 *   listed backup matches its manifest) and a rerun completes.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups, verifyBackup } from '../../src/db/backup.js';
import { openPglite } from '../../src/db/node.js';
import { killGroup, printedPort, type Started, startProcess, waitForHttp } from '../support/processes.js';

/** Generous: each start opens PGlite (seconds of CPU, a minute on a loaded machine). */
const START_MS = 180_000;

const dir = mkdtempSync(join(tmpdir(), 'sms-backup-e2e-'));
const dataDir = join(dir, 'data');
const env = { DATA_DIR: dataDir, DATABASE_URL: '', DELIVERY_INTERVAL_MS: '0', AWARDS_INTERVAL_MS: '0', LIVE_POLL_MS: '0', BACKUP_INTERVAL: '', SIGNUP_LIMIT: '1000000' };
const started: Started[] = [];

afterAll(async () => {
  for (const s of started) await s.stop();
  rmSync(dir, { recursive: true, force: true });
});

function exited(p: Started): Promise<number | null> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve(p.child.exitCode);
  return new Promise((done) => p.child.once('exit', (code) => done(code)));
}

function script(name: string, args: string[], extra: Record<string, string>): Started {
  const p = startProcess('node', ['scripts/run.mjs', name, ...args], { ...env, ...extra });
  started.push(p);
  return p;
}

async function run(name: string, args: string[], extra: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const p = script(name, args, extra);
  const code = await exited(p);
  return { code, output: p.output() };
}

async function signUp(base: string, name: string): Promise<boolean> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation($n: String!) { signUp(input: { name: $n }) { __typename } }`, variables: { n: name } }),
  });
  return ((await res.json()) as { data?: { signUp?: { __typename: string } } }).data?.signUp?.__typename === 'SignUpPayload';
}

/** Every backup the folder lists matches its manifest: what a kill left is never among them. */
function expectOnlyWholeBackups(backupDir: string): number {
  const listed = listBackups(backupDir);
  for (const { manifestPath } of listed) expect(() => verifyBackup(manifestPath)).not.toThrow();
  return listed.length;
}

/** Kill -9 `p` as soon as a `.partial` file shows in `folder` (or when it ends by itself): whether it was caught mid-write. */
async function killMidWrite(p: Started, folder: string): Promise<boolean> {
  for (;;) {
    if (p.child.exitCode !== null) return false;
    let names: string[] = [];
    try {
      names = readdirSync(folder);
    } catch {}
    if (names.some((n) => n.endsWith('.partial'))) {
      await killGroup(p);
      return true;
    }
    await new Promise((r) => setImmediate(r));
  }
}

describe('backups of the embedded database (npm run backup / restore)', () => {
  let server: Started;
  let base: string;

  it('a backup taken while writes run restores with every write acknowledged before it began; the schedule keeps BACKUP_KEEP', async () => {
    server = startProcess('node', ['scripts/start.mjs'], { ...env, PORT: '0', BACKUP_INTERVAL: '4s', BACKUP_KEEP: '2', BACKUP_DIR: join(dir, 'scheduled') });
    started.push(server);
    base = `http://127.0.0.1:${await printedPort(server, START_MS)}`;
    await waitForHttp(`${base}/healthz`, server, START_MS);

    // Two writers in a loop; a name is recorded once its sign-up is acknowledged.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) if (await signUp(base, `w${w}-${i}`)) acknowledged.push(`w${w}-${i}`);
    };
    const writers = [writer(0), writer(1)];
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 50));

    const before = [...acknowledged];
    const backup = await run('backup', [], { BACKUP_DIR: join(dir, 'manual') });
    const during = acknowledged.length - before.length;
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('it takes the backup');
    expect(during).toBeGreaterThan(0); // the writes went on while the server dumped

    const [taken] = listBackups(join(dir, 'manual'));
    expect(taken?.manifest).toMatchObject({ source: 'server', migrations: { count: expect.any(Number) } });
    expect(() => verifyBackup(taken!.manifestPath)).not.toThrow();

    // Not into the folder the server holds.
    const refused = await run('restore', [taken!.manifestPath], {});
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('is in use by another process');

    const restoredDir = join(dir, 'restored');
    const restored = await run('restore', [taken!.manifestPath], { DATA_DIR: restoredDir });
    expect(restored.code, restored.output).toBe(0);
    const database = await openPglite(restoredDir);
    try {
      const rows = (await database.pglite!.query<{ name: string }>('select name from users')).rows.map((r) => r.name);
      const missing = before.filter((name) => !rows.includes(name));
      expect(missing).toEqual([]);
      // Nothing the backup could not have seen: every restored writer row was acknowledged or in flight.
      expect(rows.filter((n) => /^w\d-/.test(n)).length).toBeLessThanOrEqual(acknowledged.length + 2);
    } finally {
      await database.close();
    }

    // The schedule: every 4 s, the newest 2 kept, each whole.
    const deadline = Date.now() + 120_000;
    while (listBackups(join(dir, 'scheduled')).length < 2 || !server.output().includes('removed 1 older')) {
      if (Date.now() > deadline) throw new Error(`no scheduled backups:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const scheduled = listBackups(join(dir, 'scheduled'));
    expect(scheduled.length).toBeLessThanOrEqual(2);
    expect(scheduled.every((b) => b.manifest.source === 'schedule')).toBe(true);
    expectOnlyWholeBackups(join(dir, 'scheduled'));
  }, 4 * START_MS);

  it('kill -9 during a backup, through the server then alone: nothing half-written listed, and a rerun completes', async () => {
    const folder = join(dir, 'killed');
    let caught = 0;
    // Through the server: the CLI killed while it writes what the server answers.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await killMidWrite(script('backup', [], { BACKUP_DIR: folder }), folder)) caught++;
      expectOnlyWholeBackups(folder);
    }
    const rerun = await run('backup', [], { BACKUP_DIR: folder });
    expect(rerun.code, rerun.output).toBe(0);
    expect(expectOnlyWholeBackups(folder)).toBeGreaterThanOrEqual(1);
    expect(readdirSync(folder).filter((n) => n.endsWith('.partial'))).toEqual([]);
    await expect(fetch(`${base}/healthz`).then((r) => r.status)).resolves.toBe(200);

    // Alone: the server stopped, the CLI opens the folder itself, and is killed holding its lock.
    await server.stop();
    const alone = join(dir, 'killed-alone');
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await killMidWrite(script('backup', [], { BACKUP_DIR: alone }), alone)) caught++;
      expectOnlyWholeBackups(alone);
    }
    const again = await run('backup', [], { BACKUP_DIR: alone });
    expect(again.code, again.output).toBe(0);
    expect(listBackups(alone).at(-1)?.manifest.source).toBe('cli');
    expectOnlyWholeBackups(alone);
    // How often the kill landed mid-write (a fast write can finish first): printed, not asserted.
    console.log(`kill -9 landed mid-write in ${caught} of 5 attempts`);
  }, 6 * START_MS);
});

/**
 * The awards job (SMS §8 earning) under the conditions cron gives it: at-least-once, overlapping
 * runs, crashes mid-way. Each award lands once; xp_awarded grows only by what was inserted; the
 * work is set-based (a handful of statements whatever the number of characters).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { campaigns, characters, experienceEntries, gameSessions, idempotencyKeys, outboxEvents, scenarios, users } from '../../src/db/schema.js';
import { insertAwards } from '../../src/graphql/experience/awards.js';
import { encodeId } from '../../src/primitives/ids.js';
import { completeScenarioById, recordPlayedSession, startScenarioFor } from '../../src/graphql/experience/play-history.js';
import { runAwards } from '../../src/jobs/awards.js';
import { releaseLease, takeLease } from '../../src/jobs/lease.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS, postgresBackend } from '../support/backends.js';
import { freePort, startProcess, waitForHttp } from '../support/processes.js';
import { WORKER_BUILD_MS, workerBuilt } from '../support/worker-build.js';
import { startWsProxy } from '../support/ws-proxy.js';

let seq = 0;

/** A campaign of `n` ACTIVE SMS PCs (40 XP earned and spent) who all played a session and a scenario. */
async function seed(db: Db, n: number, options: { bonus?: boolean; extra?: boolean; ids?: string[] } = {}) {
  seq += 1;
  const [user] = await db.insert(users).values({ name: `GM ${seq}` }).returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({ name: `C${seq}`, ruleset: 'SMS', settings: { creationBudget: 40, maxModuleRank: 5 }, inviteCode: `TEST-${seq}-${Math.random()}` })
    .returning();
  const rows = await db
    .insert(characters)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ...(options.ids ? { id: options.ids[i] } : {}),
        campaignId: campaign!.id,
        ownerId: user!.id,
        name: `PC ${i}`,
        kind: 'PC' as const,
        status: 'ACTIVE' as const,
        ruleset: 'SMS' as const,
        creationEarned: 40,
        creationSpent: 40,
      })),
    )
    .returning({ id: characters.id });
  const ids = rows.map((r) => r.id);
  const { session } = await recordPlayedSession(db, campaign!.id, { title: 'Session 1', playedOn: '2026-01-10', participantIds: ids });
  const { scenario } = await startScenarioFor(db, campaign!.id, { title: 'The siege', participantIds: ids });
  await completeScenarioById(db, campaign!.id, scenario.id, options.bonus ?? true);
  return { campaignId: campaign!.id, userId: user!.id, ids, sessionId: session.id, scenarioId: scenario.id };
}

async function awardedXp(db: Db, ids: string[]): Promise<number[]> {
  const rows = await db.select({ id: characters.id, xp: characters.xpAwarded }).from(characters).where(inArray(characters.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.xp);
}

async function ledgerCount(db: Db, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(experienceEntries)
    .where(and(inArray(experienceEntries.characterId, ids), eq(experienceEntries.kind, 'AWARD')));
  return Number(row!.n);
}

describe.each(BACKENDS)('awards job on $name', (backend) => {
  let app: TestApp;
  let db: Db;
  beforeAll(async () => {
    if (backend.skipReason) return;
    app = await startTestApp(backend);
    db = app.database.db;
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('awards every participant of played sessions and completed scenarios (+ bonus) once; skips planned, started and Ylnies', async () => {
    const { campaignId, ids } = await seed(db, 3);
    const [ylniesCampaign] = await db.insert(campaigns).values({ name: 'Y', ruleset: 'YLNIES', settings: { creationBudget: 0, maxModuleRank: 5 }, inviteCode: `Y-${Math.random()}` }).returning();
    const [ylnies] = await db.insert(characters).values({ campaignId: ylniesCampaign!.id, name: 'Y', kind: 'PC', status: 'ACTIVE', ruleset: 'YLNIES' }).returning();
    await recordPlayedSession(db, ylniesCampaign!.id, { title: 'Y1', playedOn: '2026-01-10', participantIds: [ylnies!.id] });
    await recordPlayedSession(db, campaignId, { title: 'Next week', playedOn: '2026-01-17', participantIds: ids, status: 'PLANNED' });
    await startScenarioFor(db, campaignId, { title: 'Ongoing', participantIds: ids });

    const first = await runAwards(db, { clock: app.clock });
    expect(first).toMatchObject({ ran: true, leaseLost: false });
    expect(await awardedXp(db, ids)).toEqual([3, 3, 3]);
    expect(await awardedXp(db, [ylnies!.id])).toEqual([0]);
    expect(await ledgerCount(db, ids)).toBe(9);

    const second = await runAwards(db, { clock: app.clock });
    expect(second).toMatchObject({ ran: true, awarded: 0, xp: 0 });
    expect(await awardedXp(db, ids)).toEqual([3, 3, 3]);

    const events = await db.select().from(outboxEvents).where(and(eq(outboxEvents.campaignId, campaignId), eq(outboxEvents.type, 'experience.awarded')));
    expect(events.map((e) => e.payload.sourceKind).sort()).toEqual(['SCENARIO', 'SCENARIO_BONUS', 'SESSION']);
    for (const e of events) expect((e.payload.characterIds as string[]).sort()).toEqual(ids.map((id) => encodeId('Character', id)).sort());
  });

  test('set-based: the same handful of statements for 5 or 150 characters', async () => {
    const counts: number[] = [];
    for (const n of [5, 150]) {
      const { ids } = await seed(db, n);
      app.statements.reset();
      const result = await runAwards(db, { clock: app.clock });
      counts.push(app.statements.statements.length);
      expect(result.awarded).toBe(3 * n);
      expect(await awardedXp(db, ids)).toEqual(ids.map(() => 3));
    }
    // take lease, count, begin, renew, the batch, 3 events (session, scenario, bonus), commit, purge, release
    expect(counts[0]).toBe(counts[1]);
    expect(counts[1]).toBeLessThanOrEqual(12);
  });

  test('overlapping runs: the second stands down while the first holds the lease; awards land once', async () => {
    const { ids } = await seed(db, 4);
    let overlapping: Awaited<ReturnType<typeof runAwards>> | undefined;
    const first = await runAwards(db, {
      clock: app.clock,
      batchSize: 4,
      onProgress: async () => {
        overlapping ??= await runAwards(db, { clock: app.clock });
      },
    });
    expect(first.ran).toBe(true);
    expect(overlapping).toMatchObject({ ran: false, awarded: 0 });
    expect(await awardedXp(db, ids)).toEqual([3, 3, 3, 3]);

    // Started together: whoever gets the lease, every award lands once.
    const more = await seed(db, 4);
    const both = await Promise.all([runAwards(db, { clock: app.clock, batchSize: 3 }), runAwards(db, { clock: app.clock, batchSize: 3 })]);
    expect(both.reduce((sum, r) => sum + r.awarded, 0)).toBe(12);
    expect(await awardedXp(db, more.ids)).toEqual([3, 3, 3, 3]);
    expect(await ledgerCount(db, more.ids)).toBe(12);
  });

  test('a manual award racing the job: each character is paid once per source', async () => {
    const { campaignId, ids, sessionId, scenarioId, userId } = await seed(db, 6);
    const at = app.clock.now();
    await Promise.all([
      runAwards(db, { clock: app.clock, batchSize: 5 }),
      db.transaction((tx) => insertAwards(tx, campaignId, ids, { xp: 1, reason: 'by hand', sourceKind: 'SESSION', sourceId: sessionId, authorId: userId, at })),
      db.transaction((tx) => insertAwards(tx, campaignId, ids, { xp: 1, reason: 'bonus by hand', sourceKind: 'SCENARIO_BONUS', sourceId: scenarioId, authorId: userId, at })),
    ]);
    await runAwards(db, { clock: app.clock });
    expect(await awardedXp(db, ids)).toEqual(ids.map(() => 3));
    expect(await ledgerCount(db, ids)).toBe(18);
  });

  test('a lease left by a crashed run: later runs stand down until it expires, then finish the work', async () => {
    const { ids } = await seed(db, 3);
    const stale = await takeLease(db, 'awards', { clock: app.clock, ttlMs: 60_000, holder: 'crashed-run' });
    expect(stale).not.toBeNull();
    expect(await runAwards(db, { clock: app.clock })).toMatchObject({ ran: false });
    expect(await awardedXp(db, ids)).toEqual([0, 0, 0]);
    app.clock.advance(61_000);
    // Expired: a new run takes it over; the crashed holder coming back cannot release it.
    const taken = await takeLease(db, 'awards', { clock: app.clock, holder: 'new-run' });
    expect(taken).not.toBeNull();
    await releaseLease(db, stale!);
    expect(await runAwards(db, { clock: app.clock })).toMatchObject({ ran: false });
    await releaseLease(db, taken!);
    expect(await runAwards(db, { clock: app.clock })).toMatchObject({ ran: true, awarded: 9 });
    expect(await awardedXp(db, ids)).toEqual([3, 3, 3]);
  });

  test('crash after one batch: what was committed stays, the rerun resumes, everything once', async () => {
    const { ids } = await seed(db, 5, { bonus: false });
    const crash = new Error('injected crash after the first batch');
    let total = 0;
    await expect(
      runAwards(db, {
        clock: app.clock,
        batchSize: 2,
        onProgress: (progress) => {
          total = progress.total;
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    // The progress counts every due award, of a source bigger than a batch too.
    expect(total).toBe(10);
    expect(await ledgerCount(db, ids)).toBe(4);
    expect((await awardedXp(db, ids)).reduce((a, b) => a + b, 0)).toBe(4);

    const rerun = await runAwards(db, { clock: app.clock, batchSize: 2 });
    expect(rerun).toMatchObject({ ran: true, awarded: 6, batches: 2 });
    expect(await awardedXp(db, ids)).toEqual([2, 2, 2, 2, 2]);
    expect(await ledgerCount(db, ids)).toBe(10);
  });

  async function markers(sessionId: string, scenarioId: string) {
    const [session] = await db.select({ at: gameSessions.awardedAt }).from(gameSessions).where(eq(gameSessions.id, sessionId));
    const [scenario] = await db.select({ at: scenarios.awardedAt }).from(scenarios).where(eq(scenarios.id, scenarioId));
    return { session: session!.at, scenario: scenario!.at };
  }

  test('no re-scan of the history: a run marks the sources it finished, and the next run reads only unmarked ones', async () => {
    // Whatever earlier tests left due is awarded and marked first.
    await runAwards(db, { clock: app.clock });
    const { campaignId, ids, sessionId, scenarioId } = await seed(db, 4);
    expect(await markers(sessionId, scenarioId)).toEqual({ session: null, scenario: null });
    const at = app.clock.now();
    expect(await runAwards(db, { clock: app.clock, batchSize: 3 })).toMatchObject({ awarded: 12, batches: 2 });
    expect(await markers(sessionId, scenarioId)).toEqual({ session: at, scenario: at });

    // Nothing unmarked: take the lease, read the (no) pending sources, purge keys, release. No batch at all.
    app.statements.reset();
    expect(await runAwards(db, { clock: app.clock })).toMatchObject({ ran: true, awarded: 0, batches: 0 });
    expect(app.statements.statements).toHaveLength(4);
    expect(app.statements.statements.some((q) => /experience_entries/.test(q))).toBe(false);

    // A session played since is awarded, and only its participants are looked at.
    const { session } = await recordPlayedSession(db, campaignId, { title: 'Session 2', playedOn: '2026-01-17', participantIds: ids.slice(0, 2) });
    expect(await runAwards(db, { clock: app.clock })).toMatchObject({ awarded: 2 });
    expect(await awardedXp(db, ids)).toEqual([4, 4, 3, 3]);
    expect((await markers(session.id, scenarioId)).session).not.toBeNull();
  });

  test('a run that crashes marks nothing: the rerun finishes the sources, then marks them', async () => {
    await runAwards(db, { clock: app.clock });
    const { ids, sessionId, scenarioId } = await seed(db, 5);
    const crash = new Error('injected crash after the first batch');
    await expect(
      runAwards(db, {
        clock: app.clock,
        batchSize: 2,
        onProgress: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect(await markers(sessionId, scenarioId)).toEqual({ session: null, scenario: null });
    expect(await runAwards(db, { clock: app.clock, batchSize: 2 })).toMatchObject({ awarded: 9 });
    expect(await awardedXp(db, ids)).toEqual([3, 3, 3, 3, 3]);
    const marked = await markers(sessionId, scenarioId);
    expect(marked.session).not.toBeNull();
    expect(marked.scenario).not.toBeNull();
  });

  test('parties and a big table in one run: batches are ranges of character ids across campaigns; every award once, every source marked, a party told whole', async () => {
    await runAwards(db, { clock: app.clock });
    const parties = [await seed(db, 2), await seed(db, 2), await seed(db, 2)];
    const table = await seed(db, 5);
    const everyone = [...parties.flatMap((p) => p.ids), ...table.ids];
    app.statements.reset();
    const result = await runAwards(db, { clock: app.clock, batchSize: 4 });
    // 11 characters, 4 a batch by character id, whatever their campaign: 3 batches.
    expect(result).toMatchObject({ ran: true, awarded: 33, xp: 33, batches: 3 });
    // One statement per batch writes its awards, events and marks: none per event or per source.
    const writes = app.statements.statements.filter((q) => /experience_entries|outbox_events|awarded_at =/.test(q));
    expect(writes).toHaveLength(result.batches);
    expect(await awardedXp(db, everyone)).toEqual(everyone.map(() => 3));
    expect(await ledgerCount(db, everyone)).toBe(33);
    for (const p of [...parties, table]) {
      const marked = await markers(p.sessionId, p.scenarioId);
      expect(marked.session).not.toBeNull();
      expect(marked.scenario).not.toBeNull();
      // Each party's 3 events name both its characters, though they may fall in two batches; the
      // table, bigger than a batch, is told per batch: its events together name all 5 once per source kind.
      const events = await db.select().from(outboxEvents).where(and(eq(outboxEvents.campaignId, p.campaignId), eq(outboxEvents.type, 'experience.awarded')));
      for (const kind of ['SESSION', 'SCENARIO', 'SCENARIO_BONUS']) {
        const named = events.filter((e) => e.payload.sourceKind === kind).flatMap((e) => e.payload.characterIds as string[]);
        expect(named.sort()).toEqual(p.ids.map((id) => encodeId('Character', id)).sort());
      }
      if (p !== table) expect(events).toHaveLength(3);
    }
    expect(await runAwards(db, { clock: app.clock })).toMatchObject({ ran: true, awarded: 0, batches: 0 });
  });

  test('a party split over batches is told in one event per source kind, naming whom the job paid: after a crash too, not those the GM paid by hand', async () => {
    await runAwards(db, { clock: app.clock });
    // Two parties of 3 whose ids interleave (1 3 5 and 2 4 6): in batches of 3, each falls in two.
    const base = randomUUID().slice(0, 35);
    const id = (k: number) => `${base}${k}`;
    const a = await seed(db, 3, { ids: [id(1), id(3), id(5)] });
    const b = await seed(db, 3, { ids: [id(2), id(4), id(6)] });
    await db.transaction((tx) => insertAwards(tx, a.campaignId, [id(1)], { xp: 1, reason: 'by hand', sourceKind: 'SESSION', sourceId: a.sessionId, authorId: a.userId, at: app.clock.now() }));
    const crash = new Error('injected crash after the first batch');
    const stop = () => {
      throw crash;
    };
    await expect(runAwards(db, { clock: app.clock, batchSize: 3, onProgress: stop })).rejects.toBe(crash);
    // The first batch paid 3 characters (8 awards: one was paid by hand); the rerun the other 3.
    expect(await runAwards(db, { clock: app.clock, batchSize: 3 })).toMatchObject({ ran: true, awarded: 9 });
    expect(await awardedXp(db, [...a.ids, ...b.ids])).toEqual([3, 3, 3, 3, 3, 3]);
    for (const [party, session] of [
      [a, a.ids.slice(1)],
      [b, b.ids],
    ] as const) {
      const events = await db.select().from(outboxEvents).where(and(eq(outboxEvents.campaignId, party.campaignId), eq(outboxEvents.type, 'experience.awarded')));
      const byJob = events.filter((e) => e.payload.awardedBy === 'JOB');
      expect(byJob.map((e) => e.payload.sourceKind).sort()).toEqual(['SCENARIO', 'SCENARIO_BONUS', 'SESSION']);
      const named = (kind: string) => (byJob.find((e) => e.payload.sourceKind === kind)!.payload.characterIds as string[]).sort();
      const all = (ids: readonly string[]) => ids.map((i) => encodeId('Character', i)).sort();
      expect(named('SESSION')).toEqual(all(session));
      expect(named('SCENARIO')).toEqual(all(party.ids));
      expect(named('SCENARIO_BONUS')).toEqual(all(party.ids));
    }
  });

  test('idempotency keys are kept 24 hours, then purged by the job', async () => {
    const [user] = await db.insert(users).values({ name: 'K' }).returning();
    const now = app.clock.now().getTime();
    await db.insert(idempotencyKeys).values([
      { userId: user!.id, key: 'old', operation: 'awardExperience', requestHash: 'x', createdAt: new Date(now - 25 * 3600_000) },
      { userId: user!.id, key: 'recent', operation: 'awardExperience', requestHash: 'x', createdAt: new Date(now - 23 * 3600_000) },
    ]);
    await runAwards(db, { clock: app.clock });
    const left = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user!.id));
    expect(left.map((k) => k.key)).toEqual(['recent']);
  });
});

describe.skipIf(postgresBackend.skipReason)('the Worker\'s scheduled handler in workerd (Neon driver)', () => {
  it('a cron run awards what is due, then runs the deliveries', async () => {
    await workerBuilt();
    const database = await postgresBackend.open();
    const proxy = await startWsProxy();
    const port = await freePort();
    const state = `/tmp/wrangler-state-awards-${process.pid}`;
    const wrangler = startProcess(
      'npx',
      [
        'wrangler', 'dev', '--bundle', '--test-scheduled', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()),
        '--var', `DATABASE_URL:${database.url}`, '--var', `NEON_WS_PROXY:127.0.0.1:${proxy.port}`,
        '--persist-to', state, '--show-interactive-dev-session=false',
      ],
      { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    );
    try {
      await waitForHttp(`http://127.0.0.1:${port}/health`, wrangler, 90_000);
      const { ids } = await seed(database.db, 3);
      const res = await fetch(`http://127.0.0.1:${port}/__scheduled?cron=*/5+*+*+*+*`);
      expect(res.status).toBe(200);
      expect(await awardedXp(database.db, ids)).toEqual([3, 3, 3]);
      // workerd's log lines reach us a little after the response: wait for them.
      for (let i = 0; i < 50 && !wrangler.output().includes('deliveries job'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(wrangler.output()).toContain('deliveries job');
    } finally {
      await wrangler.stop();
      await proxy.close();
      await database.close();
      rmSync(state, { recursive: true, force: true });
    }
  }, WORKER_BUILD_MS + 180_000);
});

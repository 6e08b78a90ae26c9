/**
 * The jobs from a shell: `npm run job:awards` / `npm run job:deliveries`
 * (`npm run job:awards|job:deliveries`, scripts/run.mjs), against DATABASE_URL or the embedded ./data PGlite
 * (DATA_DIR). Exits non-zero on failure, so a system cron notices.
 *
 * The embedded database is one process's at a time: while the Node server runs on the same
 * folder, a job refuses to start (src/db/data-dir-lock.ts); stop the server first, or point both
 * at a Postgres server with DATABASE_URL.
 */
import cliProgress from 'cli-progress';
import { systemClock } from '../primitives/clock.js';
import { DataDirLocked } from '../db/data-dir-lock.js';
import { openDatabaseFromEnv } from '../db/node.js';
import { logError } from '../primitives/log.js';
import { runAwards } from './awards.js';
import { runDeliveries } from './deliveries.js';
import { discordConfigFromEnv } from '../integrations/discord/config.js';
import { discordChannelPoster } from '../integrations/discord/feed.js';

const JOBS = ['awards', 'deliveries'] as const;
type Job = (typeof JOBS)[number];

async function awards(db: Parameters<typeof runAwards>[0]): Promise<void> {
  const bar = new cliProgress.SingleBar(
    {
      format: 'awards [{bar}] {percentage}% | {value}/{total} due awards | {batches} batches | {duration}s',
      // The bar draws on stderr. Outside a terminal (CI logs, cron mail) print a line now and then instead of redrawing.
      noTTYOutput: !process.stderr.isTTY,
      notTTYSchedule: 1000,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  try {
    const result = await runAwards(db, {
      clock: systemClock,
      onProgress: ({ done, total, batches }) => {
        if (!started) {
          bar.start(total, 0, { batches: 0 });
          started = true;
        }
        bar.setTotal(Math.max(total, done));
        bar.update(done, { batches });
      },
    });
    if (started) {
      bar.stop();
      started = false;
    }
    if (!result.ran) {
      console.log('awards: another run holds the lease; standing down.');
      return;
    }
    console.log(`awards: ${result.awarded} awards (${result.xp} XP) in ${result.batches} batches; ${result.due} were due${result.leaseLost ? '; lease lost, another run finishes' : ''}.`);
  } finally {
    if (started) bar.stop();
  }
}

async function deliveries(db: Parameters<typeof runDeliveries>[0]): Promise<void> {
  const report = await runDeliveries(db, { clock: systemClock, allowLoopback: process.env.ALLOW_LOOPBACK_WEBHOOKS === '1', runtime: 'node', discordChannels: discordChannelPoster(discordConfigFromEnv(process.env), systemClock) });
  console.log(`deliveries: ${report.delivered} delivered, ${report.retried} to retry, ${report.dead} given up.`);
}

async function main(argv: string[]): Promise<number> {
  const job = argv[2] as Job | undefined;
  if (!job || !JOBS.includes(job)) {
    console.error(`usage: node scripts/run.mjs jobs ${JOBS.join('|')} (npm run job:awards, npm run job:deliveries)`);
    return 2;
  }
  const database = await openDatabaseFromEnv();
  try {
    if (job === 'awards') await awards(database.db);
    else await deliveries(database.db);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof DataDirLocked) console.error(error.message);
    else logError('job failed', error);
    process.exit(1);
  },
);

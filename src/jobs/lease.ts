/**
 * Job leases (DESIGN.md §Limits: cron triggers are at-least-once and may overlap). A run takes
 * the lease in one statement — it wins only if nobody holds it or the holder's lease expired —
 * renews it as it goes, and releases it at the end. An overlapping run finds it held and stands
 * down. Time comes from the injected clock, so tests can let a lease expire.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../primitives/clock.js';
import type { Queryable } from '../db/client.js';

export interface Lease {
  name: string;
  holder: string;
  expiresAt: Date;
}

/** How long a lease lasts unless renewed: longer than one batch, shorter than the cron period. */
export const DEFAULT_LEASE_MS = 5 * 60_000;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Take the lease `name` for `ttlMs`, or null when another holder has it and it has not
 * expired. One statement: INSERT … ON CONFLICT DO UPDATE … WHERE expires_at < now RETURNING.
 */
export async function takeLease(db: Queryable, name: string, options: { clock: Clock; ttlMs?: number; holder?: string }): Promise<Lease | null> {
  const now = options.clock.now();
  const holder = options.holder ?? crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + (options.ttlMs ?? DEFAULT_LEASE_MS));
  const result = await db.execute(sql`
    insert into job_leases (name, holder, expires_at)
    values (${name}, ${holder}, ${expiresAt.toISOString()}::timestamptz)
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where job_leases.expires_at < ${now.toISOString()}::timestamptz
    returning holder`);
  return rowsOf<{ holder: string }>(result).length ? { name, holder, expiresAt } : null;
}

/**
 * Extend a lease we hold; false when it was lost (it expired and another run took it), in
 * which case the caller stops: what it committed so far stays, the new holder does the rest.
 */
export async function renewLease(db: Queryable, lease: Lease, options: { clock: Clock; ttlMs?: number }): Promise<boolean> {
  const expiresAt = new Date(options.clock.now().getTime() + (options.ttlMs ?? DEFAULT_LEASE_MS));
  const result = await db.execute(sql`
    update job_leases set expires_at = ${expiresAt.toISOString()}::timestamptz
    where name = ${lease.name} and holder = ${lease.holder}
    returning holder`);
  if (!rowsOf(result).length) return false;
  lease.expiresAt = expiresAt;
  return true;
}

/** Give the lease back (only if still ours), so the next run need not wait for it to expire. */
export async function releaseLease(db: Queryable, lease: Lease): Promise<void> {
  await db.execute(sql`delete from job_leases where name = ${lease.name} and holder = ${lease.holder}`);
}

/**
 * Which driver a Worker's database handle uses (issue 40 item 8; docs/edge.md §The choice):
 * 1. Hyperdrive when bound: node-postgres to its pooled endpoint (a warm connection, every
 *    statement one round trip to the database, real sessions);
 * 2. else Neon's own driver for a database on Neon (its host ends in `.neon.tech`, or
 *    DATABASE_DRIVER=neon): a statement outside a transaction is one HTTPS request, with no
 *    connection to open first (TCP + TLS + SCRAM, 2.5 round trips and more); a transaction goes
 *    over its WebSocket, interactive;
 * 3. else node-postgres straight to DATABASE_URL (plain TCP), or DATABASE_DRIVER=pg to force it.
 * Kept apart from the drivers themselves so the choice is tested without opening either.
 */
import * as z from 'zod/mini';

export interface DriverEnv {
  HYPERDRIVE?: { connectionString: string };
  DATABASE_URL?: string;
  /** `neon` or `pg`: overrides the guess from DATABASE_URL's host; unset, a `.neon.tech` host means Neon. */
  DATABASE_DRIVER?: string;
}

export type DriverChoice = { driver: 'hyperdrive' | 'neon' | 'pg'; url: string } | { driver: 'none' };

const driverName = z.optional(z.enum(['neon', 'pg']));

export function chooseDriver(env: DriverEnv): DriverChoice {
  if (env.HYPERDRIVE) return { driver: 'hyperdrive', url: env.HYPERDRIVE.connectionString };
  const url = env.DATABASE_URL;
  if (!url) return { driver: 'none' };
  const explicit = driverName.safeParse(env.DATABASE_DRIVER || undefined);
  if (!explicit.success) throw new Error(`DATABASE_DRIVER must be neon or pg, got "${env.DATABASE_DRIVER}"`);
  if (explicit.data) return { driver: explicit.data, url };
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    // Not a URL (a key=value string): node-postgres reads it; nothing says Neon.
  }
  return { driver: host.endsWith('.neon.tech') ? 'neon' : 'pg', url };
}

/**
 * Drizzle's PGlite session passes the same nine type parsers with every query (timestamps,
 * intervals, dates and a few arrays left as text for its column mappers), and PGlite merges them
 * into its ≈ 320 parsers by copying the whole table, per query: ≈ 0.15–0.2 ms of CPU each time,
 * as much as the rest of a small query (docs/edge.md "Throughput floor"). Set them once on the
 * client instead, and drop them from the queries that carry exactly those: the rows come out the
 * same (the client's parsers for those nine types are the same identity functions).
 *
 * Only for a client that Drizzle alone queries (`openPglite`): the client's own `query` then also
 * leaves those types as text.
 */
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

const asText = (value: string) => value;
/** drizzle-orm/pglite/session.js: TIMESTAMP, TIMESTAMPTZ, INTERVAL, DATE, numeric[], timestamp[], timestamptz[], interval[], date[]. */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const DRIZZLE_KEYS = DRIZZLE_TEXT_TYPES.map(String)
  .sort((a, b) => Number(a) - Number(b))
  .join(',');

const ARRAY_ROWS: QueryOptions = { rowMode: 'array' };
const OBJECT_ROWS: QueryOptions = { rowMode: 'object' };

/** Drizzle's options for one query, without the parsers the client now has, or as they were. */
export function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || Object.keys(options).length !== 2) return options;
  // Object.keys lists integer keys in ascending order.
  if (Object.keys(parsers).join(',') !== DRIZZLE_KEYS) return options;
  if (!Object.values(parsers).every((p) => p(' x', 0) === ' x')) return options;
  return options.rowMode === 'array' ? ARRAY_ROWS : options.rowMode === 'object' ? OBJECT_ROWS : options;
}

/** Give `client` Drizzle's text parsers once, and stop Drizzle's queries sending them (see above). */
export function setDrizzleParsersOnce(client: PGlite): void {
  // After start-up: PGlite fills its array parsers then, and would replace the array ones.
  const own = (client as unknown as { parsers: Record<number, (value: string, typeId: number) => unknown> }).parsers;
  for (const type of DRIZZLE_TEXT_TYPES) own[type] = asText;
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, withoutDrizzleParsers(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(run: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => txQuery(text, params, withoutDrizzleParsers(options))) as Transaction['query'];
      return run(tx);
    })) as PGlite['transaction'];
}

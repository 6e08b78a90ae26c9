/**
 * Every statement the Node server sends more than once is parsed and planned once per connection.
 *
 * A statement sent UNNAMED (Drizzle's default) is parsed, analysed and planned by Postgres on
 * every execution. For the statements a play step sends, that is most of the database's work:
 * resolveAction's combined read (2.5 KB of SQL: the credential's check, the character, its
 * modules, the request and the fair-dice epoch) costs the server ≈ 1.0 ms unnamed and ≈ 0.3 ms
 * named, as little as the floor's one-row INSERT (docs/edge.md §Throughput floor). Naming by hand
 * (src/db/prepared.ts) cannot reach those statements: the read combiner writes a new text for
 * each shape of read. So the pool's connections name them themselves, by text:
 *
 * - A text gets a name the SECOND time this process sees it (a one-off read never takes a slot),
 *   the same name on every connection (`cached_<n>`), so a connection never confuses two texts.
 * - Each connection keeps at most `capacity` named statements, least recently used out: it sends
 *   `deallocate` for the one it drops. A stream of distinct texts therefore cannot grow a
 *   server session's memory without bound.
 * - A statement named by its caller (src/db/prepared.ts) or given as a submittable (a cursor) is
 *   left as it is.
 *
 * Only for connections that live as the server's own sessions (the Node pool). Not behind a
 * pooler in transaction mode (Hyperdrive, PgBouncer): a name parsed on one session would not exist
 * on the next (`DB_NAMED_STATEMENTS=false` turns this off with the rest of src/db/prepared.ts).
 * Postgres replans a named statement itself when a table it reads changes, and keeps its plan
 * generic only where that costs no more than planning each time (`plan_cache_mode = auto`).
 */
import pg from 'pg';

/** Named statements a connection keeps (each a parsed query and its plans in the server session). */
export const STATEMENTS_PER_CONNECTION = 100;
/** Texts remembered as seen once, and texts named, per process: past it, new texts run unnamed. */
const TEXTS_PER_PROCESS = 4096;

/** The process's texts: seen once, or named. */
class StatementNames {
  private seenOnce = new Set<string>();
  private names = new Map<string, string>();

  /** The text's name, or null while it has been seen only once (or the process's names are full). */
  nameFor(text: string): string | null {
    const name = this.names.get(text);
    if (name !== undefined) return name;
    if (!this.seenOnce.has(text)) {
      // Forgetting the seen-once texts loses nothing but a chance to name one a little earlier.
      if (this.seenOnce.size >= TEXTS_PER_PROCESS) this.seenOnce.clear();
      this.seenOnce.add(text);
      return null;
    }
    if (this.names.size >= TEXTS_PER_PROCESS) return null;
    this.seenOnce.delete(text);
    const named = `cached_${this.names.size + 1}`;
    this.names.set(text, named);
    return named;
  }
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/** node-postgres' own bookkeeping of what this connection has parsed (pg/lib/client.js). */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string> };
}

/**
 * A `pg.Client` class for `new pg.Pool({ Client })` whose connections name repeated statements
 * (see above). `capacity`: named statements per connection.
 */
export function namingClient(capacity = STATEMENTS_PER_CONNECTION): typeof pg.Client {
  const names = new StatementNames();

  class NamingClient extends pg.Client {
    /** This connection's named statements, least recently used first. */
    private named = new Map<string, true>();

    // One signature for node-postgres' many overloads: the config is only read, never changed.
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const query = (super.query as (...args: unknown[]) => never).bind(this);
      const c = (typeof config === 'string' ? { text: config } : config) as QueryConfigLike | null;
      if (!c || typeof c !== 'object' || typeof c.text !== 'string' || c.name || typeof c.submit === 'function') return query(config, values, callback);
      const name = names.nameFor(c.text);
      if (name === null) return query(config, values, callback);
      this.use(name);
      return query({ ...c, name }, values, callback);
    }

    private use(name: string): void {
      this.named.delete(name);
      this.named.set(name, true);
      if (this.named.size <= capacity) return;
      const oldest = this.named.keys().next().value as string;
      this.named.delete(oldest);
      // Queued behind every query already given to this connection, so none of them loses its
      // statement. Forgotten here only once the server has forgotten it: a deallocate that
      // fails (in an aborted transaction) leaves the statement parsed, and still valid for its text.
      const parsed = (this as unknown as ParsedStatements).connection.parsedStatements;
      (super.query as (text: string, callback: (error: Error | null) => void) => void).call(this, `deallocate ${oldest}`, (error) => {
        if (!error) delete parsed[oldest];
      });
    }
  }
  return NamingClient;
}

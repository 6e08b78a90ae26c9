/**
 * The Worker's `lru-cache` (wrangler.toml [alias]): graphql-yoga's parse and validation caches
 * are its only user in the bundle (`new LRUCache({ max, ttl })`, `get`, `set`), and the real
 * package is 5.3 KiB of gzip for that. A Map keeps insertion order: the first key is the least
 * recently used. Same observable behaviour for that API, checked against the real one by
 * test/worker-aliases.test.ts: `get` refreshes recency (not age), `set` refreshes both,
 * `set(k, undefined)` deletes, a full cache evicts its least recently used entry, an entry older
 * than `ttl` ms is gone (and dropped when read).
 */
interface Options {
  max: number;
  ttl?: number;
  /** Tests only: the clock (the real package reads performance.now too). */
  now?: () => number;
}

export class LRUCache<K, V> {
  readonly max: number;
  readonly ttl: number;
  readonly #now: () => number;
  readonly #entries = new Map<K, { value: V; start: number }>();

  constructor({ max, ttl = 0, now = () => performance.now() }: Options) {
    if (!(max > 0)) throw new TypeError('max must be a positive integer');
    this.max = max;
    this.ttl = ttl;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  #stale(start: number): boolean {
    return this.ttl > 0 && this.#now() - start > this.ttl;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#stale(entry.start)) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  has(key: K): boolean {
    const entry = this.#entries.get(key);
    return entry !== undefined && !this.#stale(entry.start);
  }

  set(key: K, value: V | undefined): this {
    if (value === undefined) {
      this.delete(key);
      return this;
    }
    const known = this.#entries.delete(key);
    if (!known && this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value as K);
    this.#entries.set(key, { value, start: this.#now() });
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

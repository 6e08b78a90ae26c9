/**
 * New ids for an imported campaign, derived rather than drawn: `importedId(salt, old)` is a
 * UUID made of SHA-256("sms-archive-id/1\n" + salt + "\n" + old). Why derived:
 *
 * - the import needs no table of old → new ids in memory, however many rows it streams;
 * - each import draws a fresh salt, so importing one archive twice makes two campaigns whose
 *   ids never meet;
 * - roll entries keep the ids they were rolled under (the hash and MAC cover them), and anyone
 *   holding the campaign's salts (`campaign_imports`, and the archive's `imports` section) can
 *   tell that an entry's old id is this character: `Roll.verified` and `audit-rolls` do.
 */
import { sha256 } from '@noble/hashes/sha2';

const encoder = new TextEncoder();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function importedId(salt: string, old: string): string {
  const bytes = sha256(encoder.encode(`sms-archive-id/1\n${salt}\n${old.toLowerCase()}`));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * How an id written under an earlier generation reads now: the salts of the imports since,
 * applied in order. `salts` are the campaign's, oldest first; `from` is how many of them had
 * already been applied when the id was written (0: the id is from the first instance).
 */
export function currentId(salts: readonly string[], from: number, id: string): string {
  let value = id;
  for (const salt of salts.slice(from)) value = importedId(salt, value);
  return value;
}

/**
 * The generation an entry was written under, found from the id it names for its own character
 * (`named`) and the character's id now (`current`): null when no generation maps one onto the
 * other (the entry is not this character's). Returns a mapper for the entry's other ids.
 */
/** Why an entry whose character id no generation maps onto its log's character is not checked as this log's. */
export const NOT_THIS_LOG = 'the entry names another character than the log it is in';

export function generationMapper(salts: readonly string[], named: string, current: string): ((id: string) => string) | null {
  for (let from = salts.length; from >= 0; from--) {
    if (currentId(salts, from, named) === current.toLowerCase()) return (id) => (isUuid(id) ? currentId(salts, from, id) : id);
  }
  return null;
}

/** Every UUID string in a JSON value mapped (objects' keys untouched): for JSON columns on import. */
export function mapUuids(value: unknown, map: (id: string) => string): unknown {
  if (typeof value === 'string') return isUuid(value) ? map(value) : value;
  if (Array.isArray(value)) return value.map((v) => mapUuids(v, map));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapUuids(v, map);
    return out;
  }
  return value;
}

/**
 * Sealed values (docs/fairness.md §NPC values in a PC's log): a roll kept in several logs (a
 * Ylnies opposed test, an exchange, a spell on another) names every side and each side's values.
 * A PC's log is read by the players, and an NPC's values are the GM's secret; so in a PC's entry
 * of a roll an NPC took part in, what the NPC brought is replaced, before the entry is hashed and
 * signed, by a salted commitment:
 *
 *   { "sealed": SHA-256("sms-roll-seal/1\n" + salt + "\n" + path + "\n" + canonical JSON of the value) }
 *
 * The NPC's own entry of the same roll (in its log, which only the GM reads) keeps every value
 * and carries `seal: { salt, entries: [{ log, seq }] }`, naming the PC entries it opens. The
 * chain hashes what is stored, so a player's export verifies as before; the GM's export opens
 * each commitment (`audit-rolls`). The salt (32 random bytes) is what keeps a small number
 * (a bonus of 3) from being found by hashing every candidate.
 *
 * What stays visible in the PC's entry: its own side (the `inputs` value naming it), the faces
 * (drawn from the public stream, redrawable by anyone after the reveal), and the few outcome
 * facts the table learns anyway (`winner`, `success`, `band`). Everything else of `inputs` and
 * `outcome`, and the NPC ids in `fairness.sides`, is sealed.
 */
import { sha256Hex } from '../primitives/digest.js';
import { canonicalJson, type RollEntry } from './rolls.js';

export const SEAL_SCHEME = 'sms-roll-seal/1';

/** Inputs every side of the table sees (the GM's call, not a character's value). */
const OPEN_INPUTS: ReadonlySet<string> = new Set(['undergoing', 'location', 'distance', 'kind']);
/** Outcome facts the table learns anyway (who won, whether it worked, the range band). */
const OPEN_OUTCOME: ReadonlySet<string> = new Set(['winner', 'success', 'band']);

export interface Sealed {
  sealed: string;
}

export function isSealed(value: unknown): value is Sealed {
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as Sealed).sealed === 'string' && Object.keys(value).length === 1;
}

/** The commitment to `value` at `path` (e.g. `inputs.b`, `outcome.totals`, `fairness.sides.1`). */
export async function sealValue(salt: string, path: string, value: unknown): Promise<Sealed> {
  return { sealed: await sha256Hex(`${SEAL_SCHEME}\n${salt}\n${path}\n${canonicalJson(value)}`) };
}

function randomSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Does an `inputs` value belong to this character (its side of the roll)? */
function namesOnly(value: unknown, characterId: string): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return (value as { characterId?: unknown }).characterId === characterId;
}

async function sealObject(salt: string, prefix: string, value: unknown, open: (key: string, v: unknown) => boolean): Promise<unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = v === undefined || open(key, v) ? v : await sealValue(salt, `${prefix}.${key}`, v);
  }
  return out;
}

/** A PC's entry with the NPC side sealed, under `salt`. */
async function sealEntry(entry: RollEntry, npcIds: ReadonlySet<string>, salt: string): Promise<RollEntry> {
  const me = entry.characterId;
  const inputs = await sealObject(salt, 'inputs', entry.inputs, (key, v) => OPEN_INPUTS.has(key) || v === me || namesOnly(v, me));
  const outcome = await sealObject(salt, 'outcome', entry.outcome, (key) => OPEN_OUTCOME.has(key));
  const fairness = entry.fairness?.sides
    ? {
        ...entry.fairness,
        sides: await Promise.all(entry.fairness.sides.map((id, i) => (typeof id === 'string' && npcIds.has(id) ? sealValue(salt, `fairness.sides.${i}`, id) : id))),
      }
    : entry.fairness;
  return { ...entry, inputs, outcome, fairness };
}

/**
 * The entries of one roll as they are written: each PC's entry with the NPCs' part sealed, each
 * NPC's entry carrying the salt and the places of the PC entries it opens. A roll with no NPC,
 * or no PC, is returned as it is.
 */
export async function sealForPlayers<T extends { entry: RollEntry; place: { seq: number } }>(rolls: readonly T[], kindOf: (characterId: string) => string | undefined): Promise<T[]> {
  const sides = rolls[0]?.entry.fairness?.sides;
  if (!sides || rolls.length < 2) return [...rolls];
  const npcIds = new Set(sides.filter((id): id is string => typeof id === 'string' && kindOf(id) === 'NPC'));
  const pcs = rolls.filter((r) => kindOf(r.entry.characterId) === 'PC');
  if (npcIds.size === 0 || pcs.length === 0) return [...rolls];
  const salt = randomSalt();
  const opened = pcs.map((r) => ({ log: r.entry.characterId, seq: r.place.seq }));
  return Promise.all(
    rolls.map(async (r) => {
      const kind = kindOf(r.entry.characterId);
      if (kind === 'PC') return { ...r, entry: await sealEntry(r.entry, npcIds, salt) };
      return { ...r, entry: { ...r.entry, seal: { salt, entries: opened } } };
    }),
  );
}

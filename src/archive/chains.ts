/**
 * What an import carries, chain by chain (issue 38 item 8): each imported character's roll log
 * checked inside the import's transaction as `verifyRollChain` checks it (`checkRollChain`:
 * places, links, hashes, this instance's keys), and every fair roll's faces redrawn from its
 * epoch's seed as `Roll.verified` redraws them (`checkLoggedEntry`). The import reveals every
 * archived epoch (their seeds travelled in the file), so every fair face can be redrawn here.
 * A tampered archive still imports — its rows are what they are — but the report says where its
 * log breaks, before anyone asks.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { RollKeyring } from '../db/roll-keys.js';
import { checkRollChain } from '../db/rolls.js';
import { rawRows } from '../db/rows.js';
import { rolls } from '../db/schema.js';
import { encodeId } from '../primitives/ids.js';
import { checkLoggedEntry, type FairRollCheck, loggedFaces, loggedFairness } from '../rules/fair-dice.js';
import { generationMapper, NOT_THIS_LOG } from './ids.js';

/** What the import found in one character's roll log. */
export interface ChainReport {
  characterId: string;
  name: string;
  /**
   * `valid`; `signed elsewhere` (a key this instance does not hold: never valid here);
   * `public development key` (its newest signatures were made with the key everyone knows: they
   * prove nothing, docs/fairness.md §Keys); `broken` at `brokenAt`.
   */
  verdict: 'valid' | 'signed elsewhere' | 'public development key' | 'broken';
  /** The entry (its place, from 1) where the check stopped; null when valid. */
  brokenAt: number | null;
  reason: string | null;
  /** Entries checked: their places, links, hashes and signatures. */
  entries: number;
  /**
   * The fair rolls' faces redrawn from their epochs' revealed seeds: `checked` counts the faces
   * that came out as logged; `wrongAt` is the first entry whose faces do not (null when none),
   * with its `reason` (an edited seed or face, an entry moved from another log).
   */
  faces: { checked: number; wrongAt: number | null; reason: string | null };
}

export interface ChainScope {
  campaignId: string;
  /** The campaign's import salts, oldest first, this import's last: an entry's old ids read through them. */
  salts: readonly string[];
  keys?: RollKeyring;
  /** Throws once the import's time bound has passed (src/archive/import.ts). */
  inTime: () => void;
}

export async function checkChains(tx: Tx, scope: ChainScope): Promise<ChainReport[]> {
  const characters = rawRows(
    await tx.execute(sql`select c.id, c.name from characters c where c.campaign_id = ${scope.campaignId}::uuid and exists (select 1 from rolls r where r.character_id = c.id) order by c.name, c.id`),
  );
  const epochs = new Map(
    rawRows(await tx.execute(sql`select id, commitment, seed, revealed_at from fairness_epochs where campaign_id = ${scope.campaignId}::uuid`)).map((e) => [
      String(e.id),
      { commitment: String(e.commitment), seed: e.revealed_at === null ? null : String(e.seed) },
    ]),
  );
  const reports: ChainReport[] = [];
  for (const row of characters) {
    scope.inTime();
    const id = String(row.id);
    const entries = await tx
      .select({ seq: rolls.seq, payload: rolls.payload, prevHash: rolls.prevHash, hash: rolls.hash, keyId: rolls.keyId, mac: rolls.mac, epochId: rolls.epochId })
      .from(rolls)
      .where(eq(rolls.characterId, id))
      .orderBy(asc(rolls.seq));
    const verdict = await checkRollChain(entries, scope.keys ? { keys: scope.keys } : {});
    reports.push({
      characterId: encodeId('Character', id),
      name: String(row.name),
      verdict: verdict.developmentKey ? 'public development key' : verdict.valid ? 'valid' : verdict.reason?.startsWith('signed elsewhere') ? 'signed elsewhere' : 'broken',
      brokenAt: verdict.brokenAt,
      reason: verdict.reason,
      entries: verdict.length,
      faces: redrawFaces(id, entries, epochs, scope.salts),
    });
  }
  return reports;
}

type Epochs = ReadonlyMap<string, { commitment: string; seed: string | null }>;

/** Every fair entry of one log redrawn: the faces that match, and the first entry whose faces do not. */
function redrawFaces(characterId: string, entries: readonly { seq: number; payload: string; epochId: string | null }[], epochs: Epochs, salts: readonly string[]): ChainReport['faces'] {
  const faces: ChainReport['faces'] = { checked: 0, wrongAt: null, reason: null };
  for (const entry of entries) {
    let payload: unknown;
    try {
      payload = JSON.parse(entry.payload);
    } catch {
      continue; // the chain's verdict already says so
    }
    const check = entryCheck(characterId, entry, payload, epochs, salts);
    if (!check) continue;
    if (check.status === 'VERIFIED') faces.checked += loggedFaces(payload).length;
    else if (faces.wrongAt === null) {
      faces.wrongAt = entry.seq;
      faces.reason = check.status === 'FAILED' ? check.reason : 'its epoch’s seed is not revealed';
    }
  }
  return faces;
}

/** As `Roll.verified` redraws it (null where it answers null: no fair dice, no epoch); the place rules of shared and creation rolls stay its own. */
function entryCheck(characterId: string, entry: { seq: number; epochId: string | null }, payload: unknown, epochs: Epochs, salts: readonly string[]): FairRollCheck | null {
  const epoch = entry.epochId ? epochs.get(entry.epochId) : undefined;
  if (!epoch || !loggedFairness(payload)) return null;
  const named = (payload as { characterId?: unknown }).characterId;
  // An entry keeps the id it was rolled under: its faces derive there, if it is this log's at all.
  const rolledAs = typeof named === 'string' ? named : characterId;
  if (rolledAs !== characterId && !generationMapper(salts, rolledAs, characterId)) return { status: 'FAILED', reason: NOT_THIS_LOG };
  return checkLoggedEntry(payload, entry.seq, rolledAs, epoch);
}

/** Big archives from a small one, for the kill test and the bench (no vitest here: bench/ imports it). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * A big archive for the kill and bench tests: the archive's last roll copied `extra` times on
 * places after it, new row ids, and the counts and trailer recomputed. Its chain does not verify
 * (the hashes are random): the import stores rows, it does not judge them (audit-rolls does).
 */
export function inflateArchive(archive: string, extra: number): string {
  const lines = archive.trimEnd().split('\n');
  const header = JSON.parse(lines[0]!);
  const rows = lines.slice(1, -1);
  const rollAt = rows.findLastIndex((l) => l.startsWith('{"t":"rolls"'));
  const last = JSON.parse(rows[rollAt]!).r;
  const added: string[] = [];
  for (let i = 1; i <= extra; i++) {
    added.push(JSON.stringify({ t: 'rolls', r: { ...last, id: randomUUID(), seq: last.seq + i, prev_hash: randomBytes(32).toString('hex'), hash: randomBytes(32).toString('hex') } }));
  }
  const counts = { ...header.counts, rolls: header.counts.rolls + extra };
  const body = [JSON.stringify({ ...header, counts }), ...rows.slice(0, rollAt + 1), ...added, ...rows.slice(rollAt + 1)];
  const digest = createHash('sha256');
  for (const line of body) digest.update(`${line}\n`);
  return `${[...body, JSON.stringify({ type: 'trailer', counts, lines: body.length, sha256: digest.digest('hex') })].join('\n')}\n`;
}

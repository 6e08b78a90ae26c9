/**
 * A restore's size bound (issue 38 item 3, src/db/unpack-bound.ts): a small `.tar.gz` holding a
 * huge file (a "zip bomb") is refused, naming the file and the bound, before PGlite unpacks it in
 * memory, and the data folder stays as it was. New manifests record the unpacked size.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync, createGzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { blobChunks, knownMigrations, writeBackup } from '../../src/db/backup.js';
import { restoreBackup } from '../../src/db/restore.js';

const dir = mkdtempSync(join(tmpdir(), 'sms-restore-bound-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A ustar header for one regular file of `size` bytes: the tarball looks like a real one. */
function tarHeader(name: string, size: number): Buffer {
  const h = Buffer.alloc(512);
  const put = (text: string, at: number) => h.write(text, at, 'ascii');
  put(name, 0);
  put('0000600\0', 100);
  put('0000000\0', 108);
  put('0000000\0', 116);
  put(`${size.toString(8).padStart(11, '0')}\0`, 124);
  put(`${Math.floor(Date.now() / 1000).toString(8).padStart(11, '0')}\0`, 136);
  put('        ', 148);
  put('0', 156);
  put('ustar\0', 257);
  put('00', 263);
  let sum = 0;
  for (const byte of h) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

function* tarOf(name: string, size: number, body: (n: number) => Buffer): Iterable<Buffer> {
  yield tarHeader(name, size);
  const step = 1024 * 1024;
  for (let done = 0; done < size; done += step) yield body(Math.min(step, size - done));
  yield Buffer.alloc((512 - (size % 512)) % 512 + 1024);
}

async function gzipped(parts: Iterable<Buffer>): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const chunk of Readable.from(parts).pipe(createGzip())) out.push(chunk as Buffer);
  return out;
}

async function* each(chunks: Uint8Array[]): AsyncIterable<Uint8Array> {
  yield* chunks;
}

const known = knownMigrations();
const meta = { migrations: { count: known.length, last: known.at(-1)!.tag }, takenAt: new Date().toISOString(), source: 'cli' as const };

/** A data folder in use, to prove a refused restore leaves it alone. */
function existingDataDir(name: string): string {
  const dataDir = join(dir, name);
  mkdirSync(dataDir);
  writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
  writeFileSync(join(dataDir, 'marker'), 'the folder that was there');
  return dataDir;
}

function untouched(dataDir: string): void {
  expect(readdirSync(dataDir).sort()).toEqual(['PG_VERSION', 'marker']);
  expect(readFileSync(join(dataDir, 'marker'), 'utf8')).toBe('the folder that was there');
  expect(readdirSync(dir).filter((n) => n.includes('.restore-') || n.includes('.before-restore-') || n.endsWith('.restoring.json'))).toEqual([]);
}

describe('a restore of a backup that unpacks too big', () => {
  it('is refused past 100× its compressed size (200 MB of zeros in a ~200 KB .tar.gz), naming the file and the bound; the folder is untouched', async () => {
    const backups = join(dir, 'bomb');
    mkdirSync(backups);
    const size = 200 * 1024 * 1024;
    const zeros = Buffer.alloc(1024 * 1024);
    const tarball = await gzipped(tarOf('base/1/16384', size, (n) => zeros.subarray(0, n)));
    const { manifest, path } = await writeBackup(backups, each(tarball), meta);
    expect(manifest.bytes).toBeLessThan(1024 * 1024);
    const dataDir = existingDataDir('data-bomb');
    const bound = 100 * manifest.bytes;
    const refused = restoreBackup(path, dataDir);
    await expect(refused).rejects.toThrow(`${path} unpacks to more than ${bound} bytes (100× its ${manifest.bytes} compressed bytes): refused, nothing was restored.`);
    untouched(dataDir);
  }, 120_000);

  it('is refused past the unpacked size its manifest records, even at an ordinary ratio', async () => {
    const backups = join(dir, 'recorded');
    mkdirSync(backups);
    // Random bytes do not compress: only the recorded size can catch this one.
    const tarball = await gzipped(tarOf('base/1/16384', 2 * 1024 * 1024, (n) => randomBytes(n)));
    const { manifest, path } = await writeBackup(backups, each(tarball), meta);
    const manifestPath = path.replace(/\.tar\.gz$/, '.json');
    expect(manifest.unpackedBytes).toBe(512 + 2 * 1024 * 1024 + 1024);
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, unpackedBytes: 1024 * 1024 }));
    const dataDir = existingDataDir('data-recorded');
    await expect(restoreBackup(manifestPath, dataDir)).rejects.toThrow(`${path} unpacks to more than ${1024 * 1024} bytes (the unpacked size its manifest records): refused, nothing was restored.`);
    untouched(dataDir);
  }, 60_000);
});

describe('a new manifest', () => {
  it('records the unpacked size of a gzip tarball, and none for bytes that are not gzip', async () => {
    const backups = join(dir, 'manifests');
    mkdirSync(backups);
    const body = Buffer.from('a PGlite data folder, more or less '.repeat(1000));
    const { manifest } = await writeBackup(backups, blobChunks(new Blob([gzipSync(body)])), meta);
    expect(manifest.unpackedBytes).toBe(body.length);
    const plain = await writeBackup(backups, each([new TextEncoder().encode('not gzip at all')]), { ...meta, takenAt: new Date(Date.now() + 1000).toISOString() });
    expect(plain.manifest.unpackedBytes).toBeUndefined();
  });
});

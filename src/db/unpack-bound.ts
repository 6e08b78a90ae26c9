/**
 * How big a backup may unpack (issue 38 item 3). PGlite's `loadDataDir` unpacks the whole
 * tarball in memory, so a 14 MB `.tar.gz` holding a 3 GB file took a restore past 4.6 GB of RAM.
 * Before anything is handed to PGlite the tarball is gunzipped once as a stream whose output is
 * counted and dropped, and the restore stops as soon as the count passes the bound: the
 * unpacked size the manifest records (`unpackedBytes`; older manifests: `UNPACKED_CAP`), and in
 * every case `RATIO` times the compressed size, since the manifest can be edited along with the
 * tarball (its SHA-256 is in it) and so bounds nothing by itself.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

/** A PGlite data folder gzips 5–10× (mostly empty pages); 100× leaves room and refuses zero bombs (~1000×). */
export const RATIO = 100;
/** The bound for a manifest written before `unpackedBytes` existed. */
export const UNPACKED_CAP = 2 * 1024 ** 3;

export class UnpackTooLarge extends Error {
  constructor(
    readonly file: string,
    readonly bound: number,
    readonly reason: string,
  ) {
    super(`${file} unpacks to more than ${bound} bytes (${reason}): refused, nothing was restored.`);
    this.name = 'UnpackTooLarge';
  }
}

/** The bound for a backup of `bytes` compressed bytes whose manifest records `unpackedBytes` (if it does), and why. */
export function unpackBound(bytes: number, unpackedBytes: number | undefined): { bound: number; reason: string } {
  const byRatio = RATIO * bytes;
  const recorded = typeof unpackedBytes === 'number' && Number.isSafeInteger(unpackedBytes) && unpackedBytes >= 0 ? unpackedBytes : undefined;
  const byManifest = recorded ?? UNPACKED_CAP;
  if (byRatio < byManifest) return { bound: byRatio, reason: `${RATIO}× its ${bytes} compressed bytes` };
  return { bound: byManifest, reason: recorded === undefined ? `the cap for a manifest with no unpackedBytes` : `the unpacked size its manifest records` };
}

/** Gunzip `source` counting the output (kept nowhere); throws past `bound`. Returns the unpacked size. */
export async function gunzippedSize(source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>, bound = Number.POSITIVE_INFINITY, onTooLarge?: () => Error): Promise<number> {
  let total = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      callback(total > bound ? (onTooLarge?.() ?? new Error(`unpacks past ${bound} bytes`)) : null);
    },
  });
  await pipeline(Readable.from(source), createGunzip(), counter);
  return total;
}

/** Throws `UnpackTooLarge` (naming `file` and the bound) when the tarball unpacks past its bound. */
export async function checkUnpackedSize(file: string, tarball: Uint8Array, unpackedBytes: number | undefined): Promise<number> {
  // A plain tar (PGlite's loadDataDir takes one too, as the template is) unpacks to its own size.
  if (!isGzip(tarball)) return tarball.byteLength;
  const { bound, reason } = unpackBound(tarball.byteLength, unpackedBytes);
  return gunzippedSize([tarball], bound, () => new UnpackTooLarge(file, bound, reason));
}

/** Gzip's magic number (RFC 1952). Bytes without it cannot gunzip: PGlite untars them as they are, or fails. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

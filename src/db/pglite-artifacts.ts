/**
 * PGlite's two artifacts, its Postgres compiled to WebAssembly (9 MB) and the file bundle of
 * Postgres's share folder (6 MB), read and compiling from the moment a database is asked for.
 *
 * PGlite reads them itself only after a few turns of the event loop (it first imports its
 * file-system module), and `npm start` spends those turns building the GraphQL schema on the
 * same thread (src/server.ts): the reads and the compile then waited for the schema. Started
 * here, synchronously, they run off this thread while the schema builds (issue 40 item 4).
 * Once per process: every later PGlite (the tests open one per file) reuses the compiled module,
 * as PGlite's own cache would.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface PgliteArtifacts {
  pgliteWasmModule?: WebAssembly.Module;
  fsBundle?: Blob;
}

let started: Promise<PgliteArtifacts> | undefined;

/** The artifacts as PGlite's options; none (PGlite finds its own) if they cannot be read here. */
export function pgliteArtifacts(): Promise<PgliteArtifacts> {
  started ??= startReading();
  return started;
}

function startReading(): Promise<PgliteArtifacts> {
  try {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    // The wasm read at once (from the page cache, a few ms) so its compile starts before this
    // call returns; the bundle read by the thread pool meanwhile.
    const compiling = WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm')));
    const bundle = readFile(join(dist, 'pglite.data'));
    return Promise.all([compiling, bundle]).then(
      ([pgliteWasmModule, data]) => ({ pgliteWasmModule, fsBundle: new Blob([data]) }),
      () => ({}),
    );
  } catch {
    return Promise.resolve({});
  }
}

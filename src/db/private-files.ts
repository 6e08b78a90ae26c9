/**
 * The embedded database's files are for this user only (issue 38 item 4): a PGlite data folder
 * held 1,143 files of mode 0666 (from the template's tarball), so any local user could read the
 * unrevealed epoch seeds or change the rows. Folders 0700, files 0600: the data folder, the
 * template, backups and a restored folder (docs/backups.md §File modes).
 */
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A folder of this user only, made if missing (its parents keep their modes). */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * Every folder under `dir` 0700 and every file 0600, `dir` included. Symbolic links are left
 * alone (a chmod would follow them out of the folder). A folder of 0700 alone already keeps
 * others out; the files' own modes keep them private when copied or moved elsewhere.
 */
export function makePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    // The entry's own type, as the folder lists it (a link is a link, never what it points to):
    // no lstat per file, half the system calls of a start on a folder of 1,100+ files.
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

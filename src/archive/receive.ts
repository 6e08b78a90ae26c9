/**
 * An import's upload received whole before anything touches the database (issue 38 item 1):
 * an upload read inside the import's transaction let a sender who stops halfway hold the
 * embedded database's one connection, so every other request waited for as long as the socket
 * stayed open. Here the body is read into memory outside any connection, bounded in size
 * (ARCHIVE_MAX_BYTES) and in time (ARCHIVE_RECEIVE_MS); only then does the import begin, itself
 * bounded (ARCHIVE_IMPORT_MS, src/archive/import.ts).
 */
import { ArchiveReceiveTimeout, ArchiveRefused } from './format.js';

/**
 * Every chunk of `body`, once it has ended: at most `maxBytes` (past it, `ArchiveRefused`) and
 * within `ms` of the call (past it, `ArchiveReceiveTimeout`). On a refusal the stream is left
 * as it is, neither cancelled nor drained: on Node, cancelling a request's body destroys its
 * socket before the answer is written; whoever serves the answer closes the connection.
 */
export async function receiveArchive(body: ReadableStream<Uint8Array>, limits: { maxBytes: number; ms: number }): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limits.ms);
  });
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  try {
    for (;;) {
      pending = reader.read();
      const next = await Promise.race([pending, late]);
      if (next === 'late') throw new ArchiveReceiveTimeout(limits.ms);
      pending = null;
      if (next.done) return chunks;
      size += next.value.byteLength;
      if (size > limits.maxBytes) throw new ArchiveRefused(`the archive is larger than this instance accepts (${limits.maxBytes} bytes, ARCHIVE_MAX_BYTES)`);
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
    // A read still waiting on a stalled sender: released, its rejection expected and ignored.
    pending?.catch(() => undefined);
    try {
      reader.releaseLock();
    } catch {
      // A runtime that refuses to release a reader with a read pending: the stream stays locked, unread.
    }
  }
}

/** The received chunks as the import reads them. */
export async function* replay(chunks: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  yield* chunks;
}

/**
 * One phase of the archive bench in a process of its own (bench/archive.ts), so that its peak
 * memory is its own: in one process the import's high-water mark hid the export's (0 MiB
 * reported, issue 40 item 7), since resident memory once taken is not given back.
 *   parse  <archive file>                         read and parse the lines, no database
 *   import <archive file> <data dir>              sign up, import; prints the key and campaign
 *   export <data dir> <key> <campaign id>         export that campaign
 * Prints one JSON line: { ms, peakMiB, ... }: the peak is resident memory above where it stood
 * when the work started, once the database is open and the modules are loaded (measured()).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { handleArchive } from '../src/http/archive.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';
import { gql, serve } from './http.js';

/** The archive as an upload: 64 KiB pieces, as a network would bring it. */
function pieces(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 65536));
      at += 65536;
    },
  });
}

async function parseOnly(bytes: Uint8Array): Promise<number> {
  const reader = pieces(bytes).getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    let nl = pending.indexOf('\n');
    while (nl >= 0) {
      JSON.parse(pending.slice(0, nl));
      lines++;
      pending = pending.slice(nl + 1);
      nl = pending.indexOf('\n');
    }
  }
  return lines;
}

/**
 * The process's resident high-water mark, in bytes: Linux's VmHWM (/proc/self/status), else
 * getrusage's maxrss. Neither is sampled: the kernel keeps it, so no peak between two looks is missed.
 */
function highWater(): number {
  try {
    const kib = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kib) return Number(kib) * 1024;
  } catch {}
  return process.resourceUsage().maxRSS * 1024; // maxRSS is in KiB
}

/** Sets the high-water mark back to the present resident size (Linux ≥ 4.0: `5` into clear_refs); false where it cannot. */
function resetHighWater(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Time and peak resident memory above the start of `work`. On Linux the high-water mark is set
 * back to the present just before the work, so the mark read after it is the work's own peak
 * (opening the database may have stood higher before: that no longer hides it). Elsewhere: the
 * mark when the work raised it, else the highest of samples taken every 5 ms.
 */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMiB: number; peakFrom: 'high-water mark' | 'samples' }> {
  globalThis.gc?.();
  const reset = resetHighWater();
  const start = process.memoryUsage.rss();
  const markBefore = highWater();
  let sampled = start;
  const timer = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 5);
  const t0 = performance.now();
  try {
    const value = await work();
    const ms = performance.now() - t0;
    sampled = Math.max(sampled, process.memoryUsage.rss());
    const markAfter = highWater();
    const byMark = reset || markAfter > markBefore;
    const peak = byMark ? markAfter : sampled;
    return { value, ms, peakMiB: Math.max(0, peak - start) / 2 ** 20, peakFrom: byMark ? 'high-water mark' : 'samples' };
  } finally {
    clearInterval(timer);
  }
}

const deps = (db: Parameters<typeof handleArchive>[1]['db']) => ({ db, rollKeys: developmentRollKeys(), maxBytes: 1 << 30, now: () => new Date() });

async function main(): Promise<unknown> {
  const [phase, ...args] = process.argv.slice(2);
  if (phase === 'parse') {
    const bytes = readFileSync(args[0] as string);
    const { ms, peakMiB, peakFrom, value } = await measured(() => parseOnly(bytes));
    return { ms, peakMiB, peakFrom, lines: value };
  }
  if (phase === 'import') {
    const bytes = readFileSync(args[0] as string);
    const served = await serve(args[1]);
    try {
      const key = (await gql(served.url, `mutation { signUp(input: { name: "Bench GM" }) { ... on SignUpPayload { apiKey } } }`)).signUp.apiKey as string;
      const { ms, peakMiB, peakFrom, value } = await measured(async () => {
        const request = new Request('http://bench/campaigns/import', { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: pieces(bytes), duplex: 'half' } as RequestInit);
        const response = await handleArchive(request, deps(served.database.db));
        if (response.status !== 201) throw new Error(`import: ${response.status} ${await response.text()}`);
        return (await response.json()) as { campaignId: string };
      });
      return { ms, peakMiB, peakFrom, key, campaignId: value.campaignId };
    } finally {
      await served.close();
    }
  }
  if (phase === 'export') {
    const [dataDir, key, campaignId] = args as [string, string, string];
    const served = await serve(dataDir);
    try {
      const { ms, peakMiB, peakFrom, value } = await measured(async () => {
        const response = await handleArchive(new Request(`http://bench/campaigns/${campaignId}/archive`, { headers: { authorization: `Bearer ${key}` } }), deps(served.database.db));
        if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
        let bytes = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
        return bytes;
      });
      return { ms, peakMiB, peakFrom, bytes: value };
    } finally {
      await served.close();
    }
  }
  throw new Error(`unknown phase ${phase}`);
}

main().then(
  (result) => {
    console.log(JSON.stringify(result));
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * Where a server process's CPU goes, by area (issue 40 item 1): reads a V8 CPU profile written
 * under the outside load (bench/floor-outside.ts with `BENCH_APP_NODE_ARGS` / `BENCH_FLOOR_NODE_ARGS`
 * set to `--cpu-prof --cpu-prof-dir=<dir>`) and splits its busy samples into the areas a request
 * crosses: socket system calls, the HTTP adapter, GraphQL, the driver, the app's plumbing and the
 * roll's own work (dice, rules, seal and signature). Start-up is left out: samples count from the
 * first one inside `marker` (the resolver's name). With the process's CPU per request (the outside
 * bench prints it), each area's share becomes ms per request.
 *
 * Samples are counted, not their time deltas: on a loaded machine a thread descheduled inside a
 * system call (a `writev` waking Postgres) is sampled late, and the delta would charge the wait
 * to the call; the count follows time on the CPU.
 *
 * The product's bundle (build/node/server.js) is mapped back to its sources through its source
 * map, so `src/…` and each package keep their own names.
 *
 *   npx tsx bench/profile-split.ts <file.cpuprofile> <marker> [cpu ms per request] [--top=area]
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runAlone } from './http.js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

/** Areas, first match wins, by the owner (package or source file) of the innermost frame that has one. */
const AREAS: [string, RegExp][] = [
  ['roll: seal, chain hash, signature (src/db/rolls, roll-*, digest)', /^src\/db\/(rolls|roll-)|^src\/primitives\/digest/],
  ['roll: fair dice (HMAC derivation, epochs)', /^@noble|^src\/rules\/fair|^src\/graphql\/rolls/],
  ['roll: rules and resolver (src/rules, src/graphql/sms)', /^src\/rules|^src\/graphql\/sms/],
  ['driver (pg, pg-pool, pg-protocol, statement names)', /^pg|^src\/db\/statement-cache/],
  ['reads and credential check (combined reads, compiled statements, drizzle)', /^src\/db\/|^drizzle-orm|^src\/graphql\/(authentication|auth|loaders|caller)/],
  ['context and plugins (src/app, src/http, other src/graphql)', /^src\//],
  ['input validation (zod)', /^zod/],
  ['GraphQL (yoga, envelop, executor, graphql-js, Pothos)', /^graphql|^@graphql|^@envelop|^@pothos|^lru-cache|^dataloader|^floor-server/],
  ['HTTP adapter (@whatwg-node)', /^@whatwg-node|^undici/],
];
const SYSCALLS = /^(writev|read|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString)$/;

export interface Split {
  samples: number;
  areas: { area: string; share: number }[];
  /** The innermost owned frames of one area, most sampled first (`--top`). */
  top: { frame: string; samples: number }[];
}

export function splitProfile(profile: Profile, marker: string, topArea?: string): Split {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const maps = new Map<string, SourceMap | null>();
  const sourceOf = (frame: CallFrame): string => {
    if (!frame.url.includes('/build/')) return frame.url;
    if (!maps.has(frame.url)) {
      try {
        maps.set(frame.url, new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(frame.url)}.map`, 'utf8'))));
      } catch {
        maps.set(frame.url, null);
      }
    }
    const entry = maps.get(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
    return entry && 'originalSource' in entry ? entry.originalSource : frame.url;
  };
  const ownerCache = new Map<number, string | null>();
  const owner = (n: ProfileNode): string | null => {
    if (ownerCache.has(n.id)) return ownerCache.get(n.id)!;
    const source = sourceOf(n.callFrame);
    // drizzle-orm's own source maps name its files `../src/…`: they land at `node_modules/src/`.
    const found = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    const pkg = found === 'src' ? 'drizzle-orm' : found;
    const own = source.match(/\/?src\/(.*?)(?:\.ts)?$/)?.[1];
    const result = pkg ?? (own ? `src/${own}` : source.includes('floor-server') ? 'floor-server' : null);
    ownerCache.set(n.id, result);
    return result;
  };
  const counts = new Map<string, number>();
  const top = new Map<string, number>();
  let started = false;
  let total = 0;
  for (const id of profile.samples) {
    const stack: ProfileNode[] = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) stack.push(byId.get(cur)!);
    if (!started && !stack.some((n) => n.callFrame.functionName === marker)) continue;
    started = true;
    const leaf = stack[0]!.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(leaf.functionName)) continue;
    let area: string;
    let frame: ProfileNode | undefined;
    if (leaf.functionName === '(garbage collector)') area = 'garbage collection';
    else if (!leaf.url && SYSCALLS.test(leaf.functionName)) area = 'socket system calls (writev, read)';
    else {
      frame = stack.find((n) => owner(n));
      const o = frame ? owner(frame)! : null;
      area = o ? (AREAS.find(([, re]) => re.test(o))?.[0] ?? `other: ${o}`) : 'Node internals (http, streams, promise jobs, timers)';
    }
    counts.set(area, (counts.get(area) ?? 0) + 1);
    total++;
    if (topArea && area.startsWith(topArea)) {
      const f = (frame ?? stack[0]!).callFrame;
      const key = `${f.functionName || '(anonymous)'} ${sourceOf(f).replace(/.*\/(node_modules|src)\//, '$1/')}`;
      top.set(key, (top.get(key) ?? 0) + 1);
    }
  }
  return {
    samples: total,
    areas: [...counts].sort((a, b) => b[1] - a[1]).map(([area, n]) => ({ area, share: n / Math.max(1, total) })),
    top: [...top].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([frame, samples]) => ({ frame, samples })),
  };
}

runAlone(import.meta.url, async () => {
  const [file, marker, cpu] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!file || !marker) throw new Error('usage: npx tsx bench/profile-split.ts <file.cpuprofile> <marker> [cpu ms per request] [--top=area]');
  const topArea = process.argv.find((a) => a.startsWith('--top='))?.slice(6);
  const split = splitProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile, marker, topArea);
  const perRequest = cpu ? Number(cpu) : null;
  const out = [`# ${split.samples} busy samples after the first ${marker}${perRequest ? `, ${perRequest} ms of CPU per request` : ''}`];
  for (const { area, share } of split.areas) out.push(`${(share * 100).toFixed(1).padStart(5)} %${perRequest ? `  ${(share * perRequest).toFixed(2).padStart(5)} ms` : ''}  ${area}`);
  for (const { frame, samples } of split.top) out.push(`    ${String(samples).padStart(5)}  ${frame}`);
  return out;
});

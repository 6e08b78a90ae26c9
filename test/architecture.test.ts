/**
 * Dependencies point inward (DESIGN.md §Layout): the rules core imports nothing of the rest;
 * the database layer neither the rules nor the GraphQL layer; jobs and webhooks never the GraphQL layer. A
 * broken direction fails here with the offending import. No file reaches itself through its
 * imports (a circle), type-only imports included: a type that two modules both need goes down into
 * a leaf they both import (src/graphql/caller.ts, src/graphql/failures.ts), so the GraphQL core reads
 * bottom to top: the caller and the context, the builder, then the domains.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import of a file, as a path under src/ ('rules/sms/health.ts'). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] as string);
  return specs.map((spec) => relative(SRC, resolve(dirname(file), spec)).replace(/\.js$/, '.ts'));
}

const FORBIDDEN: { layer: string; mayNotImport: string[] }[] = [
  { layer: 'rules/', mayNotImport: ['db/', 'graphql/', 'jobs/', 'live/', 'webhooks/', 'app.ts', 'server.ts', 'worker.ts', 'http/'] },
  { layer: 'db/', mayNotImport: ['rules/', 'graphql/', 'jobs/', 'live/', 'webhooks/'] },
  { layer: 'jobs/', mayNotImport: ['graphql/'] },
  // The inbound webhook is a second entry point: it reaches the rules core and the database itself.
  { layer: 'webhooks/', mayNotImport: ['graphql/'] },
  // Passkey ceremonies: Web Crypto and CBOR only, no knowledge of accounts or their storage.
  { layer: 'webauthn/', mayNotImport: ['rules/', 'db/', 'graphql/', 'jobs/', 'live/', 'webhooks/'] },
];

describe('import directions', () => {
  const all = files(SRC).map((file) => ({ file: relative(SRC, file), imports: importsOf(file) }));

  it('finds the source files and their imports', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.find((f) => f.file === 'app.ts')?.imports).toContain('graphql/schema.ts');
  });

  for (const { layer, mayNotImport } of FORBIDDEN) {
    it(`src/${layer} imports nothing from ${mayNotImport.join(', ')}`, () => {
      const broken = all
        .filter((f) => f.file.startsWith(layer))
        .flatMap((f) => f.imports.filter((i) => mayNotImport.some((p) => i.startsWith(p))).map((i) => `${f.file} → ${i}`));
      expect(broken).toEqual([]);
    });
  }
});

/**
 * The circles among `graph`'s nodes (Tarjan's strongly connected components): each one a list of
 * files that reach each other through their imports, and a file that imports itself.
 */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('no import circle', () => {
  const graph = new Map(files(SRC).map((file) => [relative(SRC, file), importsOf(file)]));

  it('finds a circle when there is one (the detector itself)', () => {
    const made = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(circles(made)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  // Type-only imports count too: a type circle is how a value circle starts (the GraphQL core had
  // one of seven files: authentication, context, loaders, errors, builder, node-ids, eager).
  it('no file of src/ reaches itself through its imports', () => {
    expect(circles(graph)).toEqual([]);
  });
});

/**
 * Credentials are read at the edge only (issue 41 item 1): the `Authorization` header and the
 * session cookie in src/http/caller.ts (and the cookie's own parser beside it); every other module
 * is handed the caller. A door that reads one itself fails here with the line.
 */
describe('the edge is the only place that reads credentials', () => {
  const READERS = new Set(['http/caller.ts', 'http/session-cookie.ts']);
  const PATTERNS = [
    /headers\.get\(\s*['"`](?:authorization|cookie)['"`]/i,
    // A read, not an outgoing request's header being set (`headers.authorization = `Bot …``).
    /headers\.(?:authorization|cookie)\b(?!\s*=[^=])/i,
    /headers\[\s*['"`](?:authorization|cookie)['"`]\s*\]/i,
    /\bsessionTokenOf\(/,
  ];
  const offenders = (file: string, text: string) =>
    text
      .split('\n')
      .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
      .filter(({ line }) => PATTERNS.some((p) => p.test(line)))
      .map(({ at, line }) => `${at}: ${line.trim()}`);

  it('the patterns find a read (the guard itself)', () => {
    expect(offenders('x.ts', "const a = request.headers.get('Authorization');\nconst b = req.headers.cookie;\nsessionTokenOf(request)")).toHaveLength(3);
    // Setting an outgoing request's credential (a bot token to Discord) reads nothing.
    expect(offenders('x.ts', 'headers.authorization = `Bot ${token}`;')).toHaveLength(0);
  });

  it('no module but src/http/caller.ts reads the Authorization header or the session cookie', () => {
    const found = files(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !READERS.has(file))
      .flatMap((file) => offenders(file, readFileSync(join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
  });
});

/**
 * The parts in their floors, top to bottom (docs/architecture.md): a file may import its own
 * floor and those below it, never one above. The entries wire; app.ts builds Yoga; the hallway
 * (src/http, and the integrations' doors beside it) finds the door and the caller; the GraphQL
 * core serves the operations; live streams, jobs and archives sit under it; then the signed
 * webhooks and passkeys, the database and the rules, and the primitives and data at the bottom.
 * Every part of src/ is on a floor: a new folder fails here until it is placed.
 */
const FLOORS: string[][] = [
  // The jobs' command line is a process entry too: it wires the jobs as the servers do.
  ['server.ts', 'worker-entry.ts', 'worker.ts', 'jobs/cli.ts'],
  ['app.ts'],
  ['http/', 'integrations/'],
  ['graphql/'],
  ['live/', 'jobs/', 'archive/'],
  ['webhooks/', 'webauthn/'],
  ['db/', 'rules/'],
  ['primitives/', 'data/', 'words/', 'worker-aliases/'],
];
const floorOf = (path: string) => FLOORS.findIndex((floor) => floor.some((part) => path === part || path.startsWith(part)));

describe('no import back up a floor', () => {
  const all = files(SRC).map((file) => ({ file: relative(SRC, file), imports: importsOf(file).filter((i) => !i.startsWith('..')) }));

  it('every file of src/ is on a floor', () => {
    expect(all.filter((f) => floorOf(f.file) < 0).map((f) => f.file)).toEqual([]);
  });

  it('no file imports from a floor above its own', () => {
    const up = all.flatMap((f) => f.imports.filter((i) => floorOf(i) >= 0 && floorOf(i) < floorOf(f.file)).map((i) => `${f.file} → ${i}`));
    expect(up).toEqual([]);
  });
});

/**
 * The server's schemas are zod/mini's (docs/edge.md §Bundle): one import of classic zod ('zod',
 * 'zod/v4') would bring its schema classes, their methods and its JSON Schema generator back into
 * the Worker's bundle, and their building back into its first event.
 */
describe('zod/mini only in src', () => {
  it('no file of src/ imports classic zod', () => {
    const classic = files(SRC).filter((file) => /from\s+['"]zod(?:\/v4)?(?:\/classic)?['"]/.test(readFileSync(file, 'utf8')));
    expect(classic.map((file) => relative(SRC, file))).toEqual([]);
  });
});

/**
 * Every SQL statement is built in src/db (DESIGN.md §Layout): the GraphQL layer says what it
 * wants read or written and hands what src/db built to the request's combiner, and never writes
 * SQL or drives Drizzle's query builder itself. A resolver that imports `sql`, or calls
 * `.select(` / `.insert(` / `.update(` / `.delete(` / `.execute(`, fails here with the line.
 * Types (`SQL`, `SQLWrapper`) and conditions (`eq`, `inArray` …) handed to src/db stay allowed.
 */
describe('src/graphql builds no SQL', () => {
  const LAYER = join(SRC, 'graphql');
  // `.delete(` is also how a Map or Headers forgets a key: those receivers are not databases.
  const NOT_A_DATABASE = new Set(['memo', 'headers']);
  const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const offenders = (file: string, text: string) => {
    const code = withoutComments(text);
    const found: string[] = [];
    const at = (index: number) => `${file}:${code.slice(0, index).split('\n').length}`;
    for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]drizzle-orm['"]/g)) {
      const names = (m[1] as string).split(',').map((n) => n.trim());
      if (names.includes('sql')) found.push(`${at(m.index)}: imports sql from drizzle-orm`);
    }
    // A chain may break before the dot (`db\n  .select(…)`): the receiver is the word before it.
    for (const m of code.matchAll(/([\w$]*)\s*\.\s*(select|selectDistinct|insert|update|delete|execute)\s*\(/g)) {
      if (m[2] === 'delete' && NOT_A_DATABASE.has(m[1] as string)) continue;
      found.push(`${at(m.index + m[0].lastIndexOf('.'))}: .${m[2]}(`);
    }
    return found;
  };

  it('the patterns find SQL built in a resolver (the guard itself)', () => {
    const text = [
      "import { type SQL, sql } from 'drizzle-orm';",
      'const rows = await ctx.db.select().from(users);',
      'await db',
      '  .update(characters)',
      '  .set({ name });',
      'await tx.delete(modules);',
      'await ctx.db.execute(q);',
      '// db.select() in a comment says what, and runs nothing',
      'memo.delete(key);',
    ].join('\n');
    expect(offenders('x.ts', text)).toEqual(['x.ts:1: imports sql from drizzle-orm', 'x.ts:2: .select(', 'x.ts:4: .update(', 'x.ts:6: .delete(', 'x.ts:7: .execute(']);
    expect(offenders('x.ts', "import { and, eq, type SQL } from 'drizzle-orm';\nheaders.delete('content-length');")).toEqual([]);
  });

  it('no file of src/graphql imports sql or calls the query builder', () => {
    const found = files(LAYER).flatMap((file) => offenders(relative(SRC, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});

/**
 * Dependencies point inward (DESIGN.md §Layout): the rules core imports nothing of the rest;
 * the database layer neither the rules nor the GraphQL layer; jobs and webhooks never the GraphQL layer. A
 * broken direction fails here with the offending import.
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

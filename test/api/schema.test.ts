import { readFileSync } from 'node:fs';
import { buildSchema as buildSchemaFromSdl, lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';

describe('schema.graphql', () => {
  it('equals the printed schema (run `npm run schema` after changing src/graphql)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    // Compared in a sorted order: the builder lists types in the order their modules were first
    // imported, which a test file importing a domain module before the schema (workers share
    // modules) changes without changing the schema.
    const sorted = (sdl: string) => printSchema(lexicographicSortSchema(buildSchemaFromSdl(sdl)));
    expect(sorted(committed)).toBe(sorted(printSchema(schema)));
  });

  it('keeps the names of the public contract (API.md)', () => {
    const sdl = printSchema(schema);
    for (const name of [
      'enum Ruleset', 'enum MagicSystem', 'enum Role', 'enum CharacterKind', 'enum CharacterStatus', 'enum Polarity', 'enum Stakes',
      'enum Severity', 'enum FatigueKind', 'enum Locale', 'interface Node', 'interface Error', 'interface Race', 'type SmsRace implements Race',
      'type Character implements Node', 'union CharacterSheet', 'type SmsSheet', 'input ModuleInput', 'type RuleViolation implements Error', 'type ValidationError implements Error',
    ]) {
      expect(sdl, name).toContain(name);
    }
  });
});

import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';

describe('schema.graphql', () => {
  it('equals the printed schema (run `npm run schema` after changing src/graphql)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(`${printSchema(schema)}\n`);
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

/**
 * What docs/api.md tells cache authors about ids and Apollo's InMemoryCache stays true of the
 * schema: `id` alone is unique except on `LiveCampaignEvent` (which shares the `CampaignEvent`
 * id of its event), and scripts/apollo-cache.ts gives every union's and interface's members and
 * `merge: true` to the id-less types an entity owns, never to an entity or a connection.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, isAbstractType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apolloCacheConfig } from '../../scripts/apollo-cache.js';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const objectTypes = Object.values(schema.getTypeMap()).filter(isObjectType).filter((t) => !t.name.startsWith('__'));
const config = apolloCacheConfig(schema);

describe('caching guidance (docs/api.md)', () => {
  it('every type with an id implements Node, except LiveCampaignEvent (the one docs/api.md names)', () => {
    const notNode = objectTypes.filter((t) => 'id' in t.getFields() && !t.getInterfaces().some((i) => i.name === 'Node')).map((t) => t.name);
    expect(notNode).toEqual(['LiveCampaignEvent']);
  });

  it('possibleTypes lists every union and interface with all its members', () => {
    const abstract = Object.values(schema.getTypeMap()).filter(isAbstractType);
    expect(Object.keys(config.possibleTypes).sort()).toEqual(abstract.map((t) => t.name).sort());
    expect(config.possibleTypes.CharacterSheet).toEqual(['SmsSheet', 'YlniesSheet']);
    expect(config.possibleTypes.Error).toEqual(['RuleViolation', 'SignInRefused', 'ValidationError']);
    for (const type of abstract) expect(config.possibleTypes[type.name]?.length, type.name).toBe(schema.getPossibleTypes(type).length);
    expect(abstract.filter(isInterfaceType).map((t) => t.name).sort()).toEqual(['Error', 'Node', 'Race']);
  });

  it('merge: true for the id-less types entities hold (sheets, experience, settings, roll outcomes), never an entity or a connection', () => {
    const merged = Object.keys(config.typePolicies);
    expect(merged).toEqual(expect.arrayContaining(['SmsSheet', 'YlniesSheet', 'Experience', 'Fatigue', 'CampaignSettings', 'ActionRollOutcome']));
    for (const name of merged) {
      const type = schema.getType(name);
      expect(isObjectType(type) && !('id' in type.getFields()), name).toBe(true);
      expect(name.endsWith('Connection') || name === 'PageInfo', name).toBe(false);
      expect(config.typePolicies[name]).toEqual({ merge: true });
    }
    // Mutation payloads live under the mutation, not inside an entity.
    expect(merged.filter((n) => n.endsWith('Payload'))).toEqual([]);
  });
});

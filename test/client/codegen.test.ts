/**
 * The typed documents in ./gql (from ./operations.graphql) and the table app's in web/src/gql
 * (from web/src/**) are what GraphQL Code Generator's client preset makes from the committed
 * schema (codegen.ts): regenerate in memory and compare, so none drifts.
 * Also: both sheets can be selected in one document without aliases (issue #12 item 5).
 */
import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';
import config from '../../codegen.js';

describe('generated typed documents', () => {
  it('match what the client preset generates now', async () => {
    const files = await generate({ ...config, cwd: process.cwd() }, false);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(file.filename, 'utf8'), `${file.filename} is stale: run npx graphql-codegen`).toBe(file.content);
  }, 120_000);

  it('select both sheets’ race and wounds in one document without aliases', () => {
    const both = parse(`query($id: ID!) { character(id: $id) { sheet {
      ... on SmsSheet { race { key } wounds { id nature } }
      ... on YlniesSheet { ylniesRace { key } woundTrack { light } } } } }`);
    expect(validate(schema, both)).toEqual([]);
    // The old Ylnies names, kept deprecated, still conflict: that is why they were renamed.
    const old = parse(`query($id: ID!) { character(id: $id) { sheet {
      ... on SmsSheet { wounds { id } } ... on YlniesSheet { wounds { light } } } } }`);
    expect(validate(schema, old).map((e) => e.message).join()).toMatch(/conflict/);
    expect(validate(schema, parse(readFileSync('test/client/operations.graphql', 'utf8')))).toEqual([]);
  });
});

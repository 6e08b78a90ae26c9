/**
 * Issue 23 item 1: everything the API can do at the table is on a screen. The schema's
 * mutations (schema.graphql) against those the table app's documents call (web/src): a mutation
 * no document uses must be in NOT_YET_ON_A_SCREEN, and that list only shrinks — a mutation put
 * on a screen must leave it (so the list stays the truth), until it is empty (64 of 64).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

/** Mutations no screen calls yet. Remove a name when its screen lands; never add one. */
const NOT_YET_ON_A_SCREEN: string[] = [];
/**
 * Mutations for integrations, never a screen's: `signUp` hands back an API key, which the table
 * app must not hold (issue 24; people sign up with `startPasskeySignUp`/`finishPasskeySignUp`).
 */
const NOT_FOR_THE_APP = ['signUp'];

function schemaMutations(): string[] {
  const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
  return Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join('web', 'src', 'gql')) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The root fields of every mutation operation in the app's graphql(`…`) documents. */
function mutationsOnScreen(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles('web/src')) {
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/graphql\(\s*`([^`]*)`/g)) {
      for (const definition of parse(text!).definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue;
        for (const selection of definition.selectionSet.selections) if (selection.kind === Kind.FIELD) used.add(selection.name.value);
      }
    }
  }
  return used;
}

describe('mutations on a screen', () => {
  const all = schemaMutations();
  const used = mutationsOnScreen();

  it('every mutation of the schema is called by a screen, or listed as not yet', () => {
    const missing = all.filter((name) => !used.has(name) && !NOT_YET_ON_A_SCREEN.includes(name) && !NOT_FOR_THE_APP.includes(name));
    expect(missing, 'mutations no screen calls (put them on a screen)').toEqual([]);
  });

  it('lists as "not yet" only mutations that exist and that no screen calls (the list only shrinks)', () => {
    expect(NOT_YET_ON_A_SCREEN.filter((name) => !all.includes(name)), 'not in the schema').toEqual([]);
    expect(NOT_YET_ON_A_SCREEN.filter((name) => used.has(name)), 'on a screen now: remove from NOT_YET_ON_A_SCREEN').toEqual([]);
  });

  it('reads the documents: the table loop is on screen', () => {
    for (const name of ['finishPasskeySignUp', 'createCampaign', 'requestAction', 'resolveAction']) expect(used.has(name), name).toBe(true);
    for (const name of NOT_FOR_THE_APP) expect(used.has(name), `${name} is not for the app`).toBe(false);
    // A ratchet beside the list: the count on screen never goes back below what it reached.
    expect(all.filter((name) => used.has(name)).length).toBe(all.length - NOT_FOR_THE_APP.length);
  });
});

/**
 * scripts/strip-descriptions.mjs: the schema's description properties blanked out of the
 * Worker's module between wrangler's bundle and terser, every other byte left at its line and
 * column (wrangler's source map stays exact), and nothing but schema descriptions taken.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a build script in plain JavaScript, without types
import { sdlDescriptions, sourceLookup, stripDescriptions } from '../scripts/strip-descriptions.mjs';

const SDL = '"""A character."""\ntype Character {\n  "Its name."\n  name: String\n}\n\n"""\nTwo\nlines.\n"""\ntype Query { a: Int }\n';

describe('strip-descriptions (issue 40 item 6)', () => {
  it('reads every description of an SDL', () => {
    expect([...sdlDescriptions(SDL)].sort()).toEqual(['A character.', 'Its name.', 'Two\nlines.']);
  });

  it('blanks the matching properties with their comma; same length, same newlines; the rest stays', () => {
    const code = [
      'const a={name:"Character",description:"A character.",fields:1};',
      'const b={description:`Two\nlines.`};',
      'const c={fields:2,description:"Its name."};',
      'const d={description:"Not in the schema.",x:1};',
      'const e={["description"]:"Its name."};',
      'const f={description:"Its name."+x};',
    ].join('\n');
    const { code: out, count } = stripDescriptions(code, sdlDescriptions(SDL));
    expect(count).toBe(3);
    expect(out.length).toBe(code.length);
    expect(out.split('\n').length).toBe(code.split('\n').length);
    const run = new Function('x', `${out.replace(/const /g, 'var ')}; return [a, b, c, d, e, f];`);
    const [a, b, c, d, e, f] = run('!');
    expect(a).toEqual({ name: 'Character', fields: 1 });
    expect(b).toEqual({});
    expect(c).toEqual({ fields: 2 });
    expect(d).toEqual({ description: 'Not in the schema.', x: 1 });
    expect(e).toEqual({ description: 'Its name.' });
    expect(f).toEqual({ description: 'Its name.!' });
  });

  it('empties a description given positionally (a call argument or an array element after the first); the first and other texts stay', () => {
    const code = [
      'const a=f(s,"Its name.",{x:1});',
      'const b=["A character.","Its name."];',
      'const c=f("Its name.");',
      'const d=g(s,"Not in the schema.",`Two\nlines.`);',
    ].join('\n');
    const { code: out, count } = stripDescriptions(code, sdlDescriptions(SDL));
    expect(count).toBe(3);
    expect(out.length).toBe(code.length);
    expect(out.split('\n').length).toBe(code.split('\n').length);
    const run = new Function('f', 'g', 's', `${out.replace(/const /g, 'var ')}; return [a, b, c, d];`);
    const [a, b, c, d] = run((...args: unknown[]) => args, (...args: unknown[]) => args, 'S');
    expect(a).toEqual(['S', '', { x: 1 }]);
    expect(b).toEqual(['A character.', '']);
    expect(c).toEqual(['Its name.']);
    expect(d).toEqual(['S', 'Not in the schema.', '']);
  });

  it('takes only what keep() allows: the source map says where each literal came from', () => {
    // Two lines; the map puts line 0 in src/graphql/a.ts, line 1 in src/rules/b.ts.
    const code = 'x={description:"Its name."};\ny={description:"Its name."};';
    const map = { sources: ['../../src/graphql/a.ts', '../../src/rules/b.ts'], mappings: 'AAAA;ACAA' };
    const sourceOf = sourceLookup(code, map);
    expect(sourceOf(3)).toBe('../../src/graphql/a.ts');
    expect(sourceOf(code.indexOf('y') + 3)).toBe('../../src/rules/b.ts');
    const { code: out, count } = stripDescriptions(code, sdlDescriptions(SDL), (offset: number) => /src\/graphql\//.test(sourceOf(offset) ?? ''));
    expect(count).toBe(1);
    expect(out.split('\n')[1]).toBe('y={description:"Its name."};');
    expect(out.split('\n')[0]).not.toContain('Its name');
  });
});

// The schema's descriptions out of the Worker's module (docs/edge.md §Bundle, issue 40 item 6).
// They were 54 of its 394 KiB gzip and are read only by introspection: the Worker fills them in
// from schema.graphql, served beside the table app as a static asset, on the first introspection
// of an isolate (src/graphql/lazy-descriptions.ts). Here, between wrangler's bundle and terser,
// each `description: "<text>"` property whose text is a description of schema.graphql and whose
// source (through wrangler's source map) is under src/graphql/ is blanked out: the property and
// its comma become spaces (newlines kept), so every later byte keeps its line and column and
// wrangler's source map stays exact for terser, which then drops the spaces. Such a text given as
// a call's argument after the first, or an array's element after the first (an input field's or
// a payload field's description, src/graphql/input.ts and mutation.ts), becomes `""` and spaces.
//
// A text built at run time (a template with `${…}`, a shared constant) stays in the module: the
// schema still has it, and introspection gets schema.graphql's text anyway.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parse, visit } from 'graphql';

const root = resolve(import.meta.dirname, '..');

/** Every description text of an SDL document. */
export function sdlDescriptions(sdl) {
  const texts = new Set();
  visit(parse(sdl), {
    enter(node) {
      if (node.description) texts.add(node.description.value);
    },
  });
  return texts;
}

/** acorn, the parser terser itself uses (a dependency of terser, so always installed with it). */
function acornParse() {
  const require = createRequire(join(root, 'package.json'));
  return createRequire(require.resolve('terser'))('acorn').parse;
}

/**
 * For a source map, a function from an offset of the generated code to the path of the source
 * its byte came from (null for glue). Source map columns are UTF-16 units, as JS string offsets are.
 */
export function sourceLookup(code, map) {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = map.mappings.split(';').map(() => []);
  let source = 0;
  map.mappings.split(';').forEach((group, line) => {
    let col = 0;
    for (const segment of group.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += fields[0];
      if (fields.length >= 4) source += fields[1];
      lines[line].push([col, fields.length >= 4 ? source : -1]);
    }
  });
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code.charCodeAt(i) === 10) lineStarts.push(i + 1);
  return (offset) => {
    let line = lineStarts.length - 1;
    let lo = 0;
    while (lo < line) {
      const mid = (lo + line + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else line = mid - 1;
    }
    const col = offset - lineStarts[line];
    let found = -1;
    for (const [c, s] of lines[line] ?? []) {
      if (c > col) break;
      found = s;
    }
    return found >= 0 ? map.sources[found] : null;
  };
}

/** Each node of an ESTree tree with its parent, depth first. */
function walk(node, visitor, parent = null) {
  visitor(node, parent);
  for (const key of Object.keys(node)) {
    const child = node[key];
    if (Array.isArray(child)) {
      for (const item of child) if (item && typeof item.type === 'string') walk(item, visitor, node);
    } else if (child && typeof child.type === 'string' && key !== 'loc') walk(child, visitor, node);
  }
}

const textOf = (value) => {
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0) return value.quasis[0].value.cooked;
  return null;
};

/**
 * `code` with the description properties blanked (same length, same lines). `keep(offset)`
 * says whether the literal at that offset may go (its source); by default all may.
 * Returns the code and what was taken: the count and the characters of the literals.
 */
export function stripDescriptions(code, descriptions, keep = () => true) {
  const ast = acornParse()(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const ranges = [];
  let characters = 0;
  // A description given positionally (src/graphql/input.ts's `field.id(schema, '…')`, a
  // payload's `[Type, '…']`, `payloadOf(…, '…')`) cannot leave its place: it becomes `""`.
  const emptied = [];
  const emptyIfDescription = (value) => {
    const text = value && textOf(value);
    if (text === null || text === undefined || !descriptions.has(text) || !keep(value.start)) return;
    characters += value.end - value.start;
    emptied.push([value.start, value.end]);
  };
  walk(ast, (node) => {
    if (node.type === 'CallExpression') node.arguments.slice(1).forEach(emptyIfDescription);
    if (node.type === 'ArrayExpression') node.elements.slice(1).forEach(emptyIfDescription);
    if (node.type !== 'ObjectExpression') return;
    node.properties.forEach((property, i) => {
      if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return;
      const name = property.key.type === 'Identifier' ? property.key.name : property.key.value;
      if (name !== 'description') return;
      const text = textOf(property.value);
      if (text === null || !descriptions.has(text) || !keep(property.value.start)) return;
      characters += property.value.end - property.value.start;
      // With the comma that separates it from a neighbour: `{a:1,b:2}` stays well formed.
      const next = node.properties[i + 1];
      const previous = node.properties[i - 1];
      if (next) ranges.push([property.start, next.start]);
      else if (previous) ranges.push([previous.end, property.end]);
      else ranges.push([property.start, property.end]);
    });
  });
  const edits = [...ranges.map(([from, to]) => [from, to, '']), ...emptied.map(([from, to]) => [from, to, '""'])];
  edits.sort((a, b) => a[0] - b[0]);
  const parts = [];
  let at = 0;
  for (const [from, to, left] of edits) {
    const start = Math.max(from, at); // two neighbours both taken: the second's range began inside the first's
    parts.push(code.slice(at, start), left, code.slice(start + left.length, to).replace(/[^\r\n]/g, ' '));
    at = to;
  }
  parts.push(code.slice(at));
  return { code: parts.join(''), count: edits.length, characters };
}

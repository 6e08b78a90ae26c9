/**
 * French typography in the table app: a no-break space before the high punctuation marks, so a
 * line never starts with one and it never sticks to the word ("Réagir : Bo", not "Réagir: Bo").
 * The rule kept: U+00A0 (no-break space) before ":", U+202F (narrow no-break space) before ";",
 * "?" and "!". Checked in the source, where the words are: every text fragment of the French
 * dictionaries (web/src/lib/i18n.ts, web/src/lib/messages/*.ts, src/words/*.ts, the `FR` and `*_FR` objects),
 * template parts included; and every screen (web/src/**\/*.tsx), where no punctuation mark may be
 * written between a message and a value (JSX text, labels, aria-labels): it would be the same in
 * both languages, so it comes from the dictionary (`t.colon`). Not punctuation: a URL's
 * "://", "?" and ":", a time (20:00), text between backticks (code), "!=".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../web/src/lib/i18n.js';

const WEB = join(process.cwd(), 'web/src');
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const BEFORE: Record<string, string> = { ':': NBSP, ';': NNBSP, '?': NNBSP, '!': NNBSP };

/** One piece of literal text, and whether an interpolated value stands right before or after it. */
interface Fragment {
  text: string;
  afterValue: boolean;
  beforeValue?: boolean;
  where: string;
}

/**
 * Where a fragment uses : ; ? ! as punctuation. Not: in a URL, a time or code (isCode); a colon
 * glued to what follows (`on:${id}`, a key); a mark standing for an unknown value on its own
 * (`'?'`, `'±?'`: no word, no space, no value beside it).
 */
function punctuation({ text, afterValue, beforeValue }: Fragment): number[] {
  if (!afterValue && !beforeValue && !/[\p{L}\p{N}\s]/u.test(text.replace(/[:;?!±]/g, ''))) return [];
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (!(text[i]! in BEFORE) || isCode(text, i)) continue;
    const next = i + 1 < text.length ? text[i + 1]! : beforeValue ? 'v' : ' ';
    if (text[i] === ':' && !/\s/.test(next)) continue;
    at.push(i);
  }
  return at;
}

const context = (fragment: Fragment, i: number, why: string) => `${fragment.where}: “${fragment.text.slice(Math.max(0, i - 15), i + 10)}” (${why})`;

/** The punctuation marks of a French fragment that lack their no-break space. */
function misspaced(fragment: Fragment): string[] {
  return punctuation(fragment).flatMap((i) => {
    const mark = fragment.text[i]!;
    const before = i === 0 ? (fragment.afterValue ? 'a value' : 'nothing') : fragment.text[i - 1]!;
    return before === BEFORE[mark] ? [] : [context(fragment, i, `${JSON.stringify(mark)} after ${JSON.stringify(before)}`)];
  });
}

/** Marks that are not punctuation: in a URL, a time, code between backticks, `!=`. */
function isCode(text: string, i: number): boolean {
  const start = text.lastIndexOf(' ', i) + 1;
  const end = text.indexOf(' ', i);
  const token = text.slice(start, end < 0 ? text.length : end);
  if (/^[a-z][a-z+.-]*:\/\//i.test(token) || token.startsWith('/')) return true;
  if (text[i] === ':' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) return true;
  if (text[i] === '!' && text[i + 1] === '=') return true;
  return (text.slice(0, i).match(/`/g)?.length ?? 0) % 2 === 1;
}

/** An ESTree node as Vite's parser (oxc) gives it. */
type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
/** Keys that hold types, not values: no text a reader sees. */
const TYPE_KEYS = new Set(['typeAnnotation', 'typeArguments', 'typeParameters', 'returnType']);

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (TYPE_KEYS.has(key)) continue;
    for (const v of Array.isArray(value) ? value : [value]) if (isNode(v)) out.push(v);
  }
  return out;
}

interface Source {
  file: string;
  text: string;
  program: Node;
}

function parse(file: string): Source {
  const text = readFileSync(file, 'utf8');
  return { file, text, program: parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as Node };
}

function place(source: Source, node: Node): string {
  return `${relative(process.cwd(), source.file)}:${source.text.slice(0, node.start).split('\n').length}`;
}

/** The literal text under `node`: strings and template parts, never a property's name. */
function literals(source: Source, node: Node, into: Fragment[], stop: (n: Node) => boolean = () => false): Fragment[] {
  const visit = (n: Node) => {
    if (stop(n)) return;
    if (n.type === 'Property') return visit(n.value as Node);
    if (n.type === 'Literal' && typeof n.value === 'string') into.push({ text: n.value, afterValue: false, where: place(source, n) });
    else if (n.type === 'TemplateLiteral') {
      const quasis = n.quasis as Node[];
      quasis.forEach((quasi, i) => {
        into.push({ text: (quasi.value as { cooked: string }).cooked, afterValue: i > 0, beforeValue: i < quasis.length - 1, where: place(source, quasi) });
      });
      for (const expression of n.expressions as Node[]) visit(expression);
    } else for (const child of children(n)) visit(child);
  };
  visit(node);
  return into;
}

/** Every text fragment of the French dictionaries. */
function frenchFragments(): Fragment[] {
  // src/words: the rule refusals' words, shared by the app and the Discord door.
  const words = join(process.cwd(), 'src/words');
  const files = [join(WEB, 'lib/i18n.ts'), ...readdirSync(join(WEB, 'lib/messages')).map((f) => join(WEB, 'lib/messages', f)), ...readdirSync(words).map((f) => join(words, f))];
  const fragments: Fragment[] = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (n: Node) => {
      const id = n.id as Node | undefined;
      if (n.type === 'VariableDeclarator' && id?.type === 'Identifier' && /(^|_)FR$/.test(id.name as string) && isNode(n.init)) literals(source, n.init, fragments);
      else for (const child of children(n)) visit(child);
    };
    visit(source.program);
  }
  return fragments;
}

const SHOWN_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);
const isJsx = (n: Node) => n.type === 'JSXElement' || n.type === 'JSXFragment';

/** Text the screens write themselves where a reader sees or hears it: JSX text, shown attributes, children's strings. */
function screenFragments(): Fragment[] {
  const files = readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => join(WEB, f));
  const fragments: Fragment[] = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (n: Node) => {
      if (isJsx(n)) {
        const kids = n.children as Node[];
        kids.forEach((kid, i) => {
          // JSX text right after an expression (`{t.sheet}: {name}`) stands after a value.
          if (kid.type === 'JSXText' && (kid.value as string).trim())
            fragments.push({
              text: (kid.value as string).replace(/\s*\n\s*/g, ' '),
              afterValue: kids[i - 1]?.type === 'JSXExpressionContainer',
              beforeValue: kids[i + 1]?.type === 'JSXExpressionContainer',
              where: place(source, kid),
            });
          else if (kid.type === 'JSXExpressionContainer') literals(source, kid.expression as Node, fragments, isJsx);
        });
      } else if (n.type === 'JSXAttribute' && SHOWN_ATTRIBUTES.has((n.name as Node).name as string) && isNode(n.value)) {
        literals(source, n.value, fragments);
      }
      for (const child of children(n)) visit(child);
    };
    visit(source.program);
  }
  return fragments;
}

describe('French typography', () => {
  it('tells a mark used as punctuation from one in a URL, a time or code', () => {
    const at = (text: string, afterValue = false) => misspaced({ text, afterValue, where: 'x' }).length;
    expect(at('Réagir: Bo')).toBe(1);
    expect(at('Réagir : Bo')).toBe(1);
    expect(at(`Réagir${NBSP}: Bo`)).toBe(0);
    expect(at(`Réagir${NNBSP}: Bo`)).toBe(1);
    expect(at(': 4', true)).toBe(1);
    expect(at(`${NBSP}: 4`, true)).toBe(0);
    expect(at(`Continuer${NNBSP}? Oui${NNBSP}; non${NNBSP}!`)).toBe(0);
    expect(at('Continuer ?')).toBe(1);
    expect(at('voir https://example.org/a?b=1 à 20:00, `npx audit-rolls --known-head:x` et a != b')).toBe(0);
    // A key glued to a value, an unknown value's mark on its own: not punctuation.
    expect(misspaced({ text: 'declare:', afterValue: false, beforeValue: true, where: 'x' })).toEqual([]);
    expect(at('?') + at('±?')).toBe(0);
    expect(at(' ; ') + at('?', true)).toBe(2);
  });

  it('puts a no-break space before : ; ? ! in every French message', () => {
    const fragments = frenchFragments();
    expect(fragments.length).toBeGreaterThan(300);
    expect(fragments.flatMap(misspaced)).toEqual([]);
  });

  it('writes no punctuation mark on the screens themselves: it comes from the dictionary', () => {
    const fragments = screenFragments();
    expect(fragments.length).toBeGreaterThan(100);
    expect(fragments.flatMap((f) => punctuation(f).map((i) => context(f, i, 'the same in both languages')))).toEqual([]);
  });

  it('gives the colon the screens put between a label and its value, per language', () => {
    expect(MESSAGES.EN.colon).toBe(': ');
    expect(MESSAGES.FR.colon).toBe(`${NBSP}: `);
  });
});

/**
 * Text refused at the input boundary, once for every field:
 * - what Postgres cannot store: a NUL character (text and jsonb both reject it) or a lone UTF-16
 *   surrogate (not Unicode text; the drivers cannot encode it). Without this, such a string
 *   reached the database and came back as a masked INTERNAL_SERVER_ERROR;
 * - what lets one name pass for another or garble the text around it where it is shown (issue
 *   22, item 9): control characters (Unicode Cc; a line break, a tab or a carriage return only
 *   in multi-line text, `description` and `text`) and the invisible formatting characters used for
 *   spoofing (Cf: zero-width space, bidirectional marks, embeddings, overrides and isolates,
 *   the byte-order mark, soft hyphen, word joiner …). The zero-width joiner and non-joiner stay
 *   allowed between two emoji (👩‍🚀) or two letters of a script other than Latin (Persian,
 *   the Indic scripts), where text needs them and they change how it looks.
 * A Pothos plugin wraps every resolver that takes arguments, inside the errors plugin: a field
 * that lists `ValidationError` answers with it, any other field with a top-level
 * `BAD_USER_INPUT` error (docs/rules.md §0).
 */
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { ValidationError } from './validation-error.js';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      textInput: TextInputPlugin<Types>;
    }
  }
}

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Arguments holding text that may run over several lines: they keep tab, line feed and carriage
 * return. A spell's `description` (prose), `parseModules(text:)` (a paper sheet, one module a line).
 */
const MULTI_LINE = new Set(['description', 'text']);
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

/** The invisible Cf characters refused: each can make two different names look the same, or reorder what is shown around it. */
const SPOOFING: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad], // soft hyphen
  [0x061c, 0x061c], // Arabic letter mark
  [0x180e, 0x180e], // Mongolian vowel separator
  [0x200b, 0x200f], // zero-width space, non-joiner, joiner, left-to-right and right-to-left marks
  [0x202a, 0x202e], // bidirectional embeddings and overrides
  [0x2060, 0x2064], // word joiner, invisible operators
  [0x2066, 0x206f], // bidirectional isolates, deprecated format characters
  [0xfeff, 0xfeff], // byte-order mark (zero-width no-break space)
  [0xfff9, 0xfffb], // interlinear annotation
];
const ZWNJ = 0x200c;
const ZWJ = 0x200d;

const isControl = (cp: number) => cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f);
const isSpoofing = (cp: number) => SPOOFING.some(([from, to]) => cp >= from && cp <= to);
const EMOJI_PART = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f)$/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const LATIN = /\p{Script=Latin}/u;
const nonLatinLetter = (c: string | undefined) => c !== undefined && LETTER_OR_MARK.test(c) && !LATIN.test(c);
const emojiPart = (c: string | undefined) => c !== undefined && EMOJI_PART.test(c);

/** A joiner between two emoji or two non-Latin letters shapes the text; anywhere else it only hides. */
function joinerInPlace(before: string | undefined, after: string | undefined): boolean {
  return (emojiPart(before) && emojiPart(after)) || (nonLatinLetter(before) && nonLatinLetter(after));
}

const codePoint = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** Printable ASCII (every id, most names): nothing refused here is in it, so it needs no scan. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Why `text` is refused, or null. `multiLine`: prose that keeps its line breaks. */
export function refusedText(text: string, multiLine = false): string | null {
  if (PRINTABLE_ASCII.test(text)) return null;
  if (text.includes(String.fromCharCode(0))) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (no lone surrogate)';
  const chars = [...text];
  for (const [i, c] of chars.entries()) {
    const cp = c.codePointAt(0) as number;
    if (isControl(cp) && !(multiLine && LINE_BREAKS.has(cp))) return `must not contain a control character (${codePoint(cp)})`;
    if (isSpoofing(cp) && !((cp === ZWJ || cp === ZWNJ) && joinerInPlace(chars[i - 1], chars[i + 1]))) {
      return `must not contain an invisible formatting or bidirectional control character (${codePoint(cp)})`;
    }
  }
  return null;
}

export type TextIssue = { path: string; message: string; code: 'unstorable_text' };

/** Every string in an argument tree (objects and lists, at any depth) that is refused, with why. */
export function unstorableText(value: unknown, path: string[] = [], out: TextIssue[] = []): TextIssue[] {
  if (typeof value === 'string') {
    if (PRINTABLE_ASCII.test(value)) return out;
    const field = path.findLast((segment) => !/^\d+$/.test(segment));
    const message = refusedText(value, field !== undefined && MULTI_LINE.has(field));
    if (message) out.push({ path: path.join('.'), message, code: 'unstorable_text' });
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) unstorableText(item, [...path, String(i)], out);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) unstorableText(item, [...path, key], out);
  }
  return out;
}

export class TextInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types['Context'], object> {
    // A subscription's arguments are checked once, when it starts (wrapSubscribe), not again
    // for each event it delivers (a resumed stream replays thousands).
    if (fieldConfig.kind === 'Subscription') return resolver;
    return this.checked(resolver, fieldConfig);
  }

  override wrapSubscribe(subscribe: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined, fieldConfig: PothosOutputFieldConfig<Types>) {
    return subscribe && this.checked(subscribe, fieldConfig);
  }

  private checked(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    const errorTypes = (fieldConfig.extensions?.pothosErrors ?? []) as unknown[];
    const answersValidation = errorTypes.includes(ValidationError);
    return (parent, args, context, info) => {
      // Paths as the field's own validation reports them: `input.name` → `name`.
      const issues = unstorableText(args).map((i) => ({ ...i, path: i.path.replace(/^input(\.|$)/, '') }));
      if (issues.length === 0) return resolver(parent, args, context, info);
      if (answersValidation) throw new ValidationError(issues);
      throw createGraphQLError(`Invalid input: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, { extensions: { code: 'BAD_USER_INPUT', issues } });
    };
  }
}

// Registered once per process by Pothos. A test runner that evaluates this module again in the
// same process (vitest without isolation) replaces it, so each schema uses the plugin of the
// module instance it was built with (its ValidationError class).
const registry = (SchemaBuilder as unknown as { plugins: Record<string, unknown> }).plugins;
if (registry.textInput) registry.textInput = TextInputPlugin;
else SchemaBuilder.registerPlugin('textInput', TextInputPlugin);

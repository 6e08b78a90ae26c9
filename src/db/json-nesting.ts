/**
 * How deep a JSON text nests, measured on the text before `JSON.parse` (issue 38): every JSON
 * the server walks afterwards (a GraphQL body, an archive line, an inbound webhook, a jsonb
 * column) is bounded by MAX_JSON_NESTING, so no recursive walk of it (the archive's id mapping,
 * the webhook's text check, `JSON.stringify` on the way into Postgres) can overflow the stack.
 * One loop, no recursion: a 1 MB text could nest 500,000 levels.
 */

/** Deeper than any input of the schema (≤ 6 levels) or any stored state, with room for JSON scalars. */
export const MAX_JSON_NESTING = 64;

/** How deep `text` nests arrays and objects, stopping once past `limit`: one pass, strings skipped. */
export function jsonNesting(text: string, limit = MAX_JSON_NESTING): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** True when `text` nests deeper than MAX_JSON_NESTING: refuse it before parsing or walking it. */
export function nestsTooDeep(text: string): boolean {
  return jsonNesting(text) > MAX_JSON_NESTING;
}

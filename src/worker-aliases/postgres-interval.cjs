/**
 * The Worker's stand-in for postgres-interval (wrangler.toml [alias]), the parser pg-types
 * registers for `interval` results. No statement of the server returns an interval
 * (test/worker-aliases.test.ts checks src), so none is parsed: one would come back as its text,
 * as pg gives a type it has no parser for.
 */
module.exports = function parseInterval(text) {
  return text;
};

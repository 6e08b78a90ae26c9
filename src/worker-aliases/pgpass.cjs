// The Worker's stand-in for pgpass (wrangler.toml [alias]): node-postgres asks it for a
// password only when the connection string has none, and a Worker has no ~/.pgpass to read.
// It answers "no password", as pgpass does when the file does not exist.
module.exports = (_connectionParameters, callback) => queueMicrotask(() => callback(undefined));

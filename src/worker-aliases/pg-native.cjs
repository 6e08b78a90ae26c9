// The Worker's stand-in for node-postgres' native client (`require('./native')` in
// pg/lib/index.js; wrangler.toml [alias]): there is no libpq in workerd. Loading it fails the
// way pg expects when pg-native is not installed, so `pg.native` is null, as in Node without it.
const error = new Error("Cannot find module 'pg-native': no native client in the Worker");
error.code = 'MODULE_NOT_FOUND';
throw error;

const t0 = performance.now(); const c0 = process.cpuUsage();
const lap = (l) => { const c = process.cpuUsage(c0); console.log(l.padEnd(28), 'wall', (performance.now()-t0).toFixed(0).padStart(5), 'cpu', ((c.user+c.system)/1000).toFixed(0).padStart(5)); };
const { PGlite } = await import('@electric-sql/pglite'); lap('import pglite');
const db = new PGlite(process.argv[2]); await db.waitReady; lap('pglite open');
await db.query('select 1'); lap('select 1');
await import('drizzle-orm/pglite/migrator'); await import('graphql-yoga'); await import('@pothos/core'); lap('import yoga pothos drizzle');

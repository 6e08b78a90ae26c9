/** Writes schema.graphql from the code-first schema (`npm run schema`); a test keeps them equal. */
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../src/graphql/schema.js';

writeFileSync(new URL('../schema.graphql', import.meta.url), `${printSchema(schema)}\n`);
console.log('schema.graphql written');

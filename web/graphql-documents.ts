/**
 * Each `graphql(`…`)` call of the app becomes that one document, inlined where it is called
 * (the generated AST from web/src/gql/graphql.ts), as the client preset's Babel/SWC optimizer
 * plugins do for builds with neither. Without it, `graphql()` looks documents up in one map of
 * every document of every screen, which then all ship in the first screen's script; inlined,
 * a screen's chunk carries its own documents. Importing them from graphql.ts instead would not
 * do: a module lives in one chunk, so every document would still land in one shared chunk.
 * Types are untouched: TypeScript still sees the `graphql()` calls.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('./src/gql/', import.meta.url));
const SOURCES = fileURLToPath(new URL('./src/', import.meta.url));
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const FIRST_DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const EXPORTED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm;

export function graphqlDocumentImports(): Plugin {
  let documents: Map<string, string> | null = null;
  const documentsByName = () => {
    documents ??= new Map([...readFileSync(`${GENERATED}graphql.ts`, 'utf8').matchAll(EXPORTED)].map((m) => [m[1] as string, m[2] as string]));
    return documents;
  };
  return {
    name: 'graphql-document-inline',
    enforce: 'pre',
    buildStart() {
      documents = null; // a watch rebuild after `npm run web:codegen` reads the new documents
    },
    transform(code, id) {
      if (!id.startsWith(SOURCES) || id.startsWith(GENERATED) || !/\.tsx?$/.test(id) || !code.includes('graphql(')) return null;
      let changed = false;
      const rewritten = code.replace(CALL, (call, document: string) => {
        const definition = FIRST_DEFINITION.exec(document);
        if (!definition) return call;
        const [, kind, name] = definition;
        const ast = documentsByName().get(kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`);
        // Not generated yet (codegen not run): leave the call, which then finds nothing at run time as before.
        if (!ast) return call;
        changed = true;
        return `(${ast})`;
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}

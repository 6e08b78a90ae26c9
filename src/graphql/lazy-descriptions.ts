/**
 * The schema's descriptions, filled in on the first introspection (issue 40 item 6; docs/edge.md
 * §Bundle). The Worker's module is built without them (scripts/strip-descriptions.mjs: 54 KiB
 * gzip of its 394), and schema.graphql — the contract, checked against the built schema by
 * test/api/schema.test.ts — is served beside the table app as a static asset. Only introspection
 * reads descriptions, so an isolate fetches that text when an operation first asks for `__schema`
 * or `__type`, before the operation runs, and sets every description of its schema to the
 * text's: introspection then answers exactly what schema.graphql says.
 */
import type { Plugin } from 'graphql-yoga';
import {
  type DocumentNode,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  visit,
} from 'graphql';

/** Schema coordinate → description, as written in an SDL text. */
function descriptionsOf(sdl: string): Map<string, string> {
  const texts = new Map<string, string>();
  const put = (coordinate: string, description: { value: string } | undefined) => {
    if (description) texts.set(coordinate, description.value);
  };
  for (const definition of parse(sdl, { noLocation: true }).definitions) {
    switch (definition.kind) {
      case Kind.SCHEMA_DEFINITION:
        put('', definition.description);
        break;
      case Kind.DIRECTIVE_DEFINITION:
        put(`@${definition.name.value}`, definition.description);
        for (const arg of definition.arguments ?? []) put(`@${definition.name.value}(${arg.name.value}:)`, arg.description);
        break;
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_DEFINITION:
        put(definition.name.value, definition.description);
        for (const field of definition.fields ?? []) {
          put(`${definition.name.value}.${field.name.value}`, field.description);
          for (const arg of field.arguments ?? []) put(`${definition.name.value}.${field.name.value}(${arg.name.value}:)`, arg.description);
        }
        break;
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        put(definition.name.value, definition.description);
        for (const field of definition.fields ?? []) put(`${definition.name.value}.${field.name.value}`, field.description);
        break;
      case Kind.ENUM_TYPE_DEFINITION:
        put(definition.name.value, definition.description);
        for (const value of definition.values ?? []) put(`${definition.name.value}.${value.name.value}`, value.description);
        break;
      case Kind.UNION_TYPE_DEFINITION:
      case Kind.SCALAR_TYPE_DEFINITION:
        put(definition.name.value, definition.description);
        break;
    }
  }
  return texts;
}

/**
 * Sets every description of `schema` (its own types and directives; graphql's built-in ones
 * keep theirs) to the SDL's, none where the SDL has none. Returns the SDL's coordinates the
 * schema does not have (an SDL of another version: none when the deploy is whole).
 */
export function applyDescriptions(schema: GraphQLSchema, sdl: string): string[] {
  const texts = descriptionsOf(sdl);
  const used = new Set<string>();
  const set = (coordinate: string, holder: { description?: string | null | undefined }) => {
    const text = texts.get(coordinate);
    holder.description = text;
    if (text !== undefined) used.add(coordinate);
  };
  set('', schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !texts.has(type.name) && !isOwn(type.name, sdl)) continue;
    set(type.name, type);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        set(`${type.name}.${field.name}`, field);
        for (const arg of field.args) set(`${type.name}.${field.name}(${arg.name}:)`, arg);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) set(`${type.name}.${field.name}`, field);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) set(`${type.name}.${value.name}`, value);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (!texts.has(`@${directive.name}`)) continue; // graphql's own (@include, @deprecated…) are not printed
    set(`@${directive.name}`, directive);
    for (const arg of directive.args) set(`@${directive.name}(${arg.name}:)`, arg);
  }
  return [...texts.keys()].filter((coordinate) => !used.has(coordinate));
}

/** A type the SDL defines (described or not); graphql's built-in scalars are not printed, so keep theirs. */
function isOwn(name: string, sdl: string): boolean {
  return new RegExp(`^(?:type|interface|input|enum|union|scalar) ${name}\\b`, 'm').test(sdl);
}

/** Whether a document asks for `__schema` or `__type` anywhere. */
function introspects(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/**
 * Before the first operation that introspects, the descriptions of `load()` (schema.graphql's
 * text) are set on the schema; later operations pay nothing. Listed before the plugin that keeps
 * schema-only results (src/http/query-limits.ts), no result without descriptions is ever kept.
 * When the text cannot be had the operation runs without them, said in the log, and the next
 * introspection tries again.
 */
export function lazyDescriptionsPlugin(load: () => Promise<string>, log: (line: string) => void = console.error): Plugin {
  const done = new WeakSet<GraphQLSchema>();
  let pending: Promise<void> | null = null;
  return {
    async onExecute({ args }) {
      const schema = args.schema;
      if (done.has(schema) || !introspects(args.document)) return;
      pending ??= load()
        .then((sdl) => {
          const unknown = applyDescriptions(schema, sdl);
          if (unknown.length) log(`schema descriptions: ${unknown.length} coordinates of the text not in this schema (first: ${unknown.slice(0, 3).join(', ')})`);
          done.add(schema);
        })
        .catch((error: unknown) => log(`schema descriptions unavailable: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          pending = null;
        });
      await pending;
    },
  };
}

/**
 * Text Postgres cannot store is refused at the input boundary, once for every field: a NUL
 * character (text and jsonb both reject it) or a lone UTF-16 surrogate (not Unicode text; the
 * drivers cannot encode it). Without this, such a string reached the database and came back
 * as a masked INTERNAL_SERVER_ERROR. A Pothos plugin wraps every resolver that takes
 * arguments, inside the errors plugin: a field that lists `ValidationError` answers with it,
 * any other field with a top-level `BAD_USER_INPUT` error (docs/rules.md §0).
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

const NUL = String.fromCharCode(0);
// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextIssue = { path: string; message: string };

/** Every string in an argument tree (objects and lists, at any depth) that cannot be stored. */
export function unstorableText(value: unknown, path: string[] = [], out: TextIssue[] = []): TextIssue[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) out.push({ path: path.join('.'), message: 'must not contain a NUL character' });
    else if (LONE_SURROGATE.test(value)) out.push({ path: path.join('.'), message: 'must be valid Unicode text (no lone surrogate)' });
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) unstorableText(item, [...path, String(i)], out);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) unstorableText(item, [...path, key], out);
  }
  return out;
}

export class TextInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types['Context'], object> {
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

/**
 * The Worker's stand-in for zod's JSON Schema generator (wrangler.toml [alias]: classic zod
 * imports it in every schema class, for `toJSONSchema()` and Standard Schema's `jsonSchema`;
 * nothing here calls them). ≈ 15 KiB minified. Those calls throw in the Worker; what the schema
 * classes read besides them (`minLength`, `isInt`… through aggregateChecks) is zod's own.
 */
export { aggregateChecks } from '../../node_modules/zod/v4/core/json-schema-processors.js';

function absent(): never {
  throw new Error("zod's JSON Schema generator is not in the Worker (src/worker-aliases/zod-json-schema.ts)");
}

export const toJSONSchema = absent;
export const createToJSONSchemaMethod = () => absent;
export const createStandardJSONSchemaMethod = () => absent;
export {
  absent as anyProcessor,
  absent as arrayProcessor,
  absent as bigintProcessor,
  absent as booleanProcessor,
  absent as catchProcessor,
  absent as customProcessor,
  absent as dateProcessor,
  absent as defaultProcessor,
  absent as enumProcessor,
  absent as fileProcessor,
  absent as functionProcessor,
  absent as intersectionProcessor,
  absent as lazyProcessor,
  absent as literalProcessor,
  absent as mapProcessor,
  absent as nanProcessor,
  absent as neverProcessor,
  absent as nonoptionalProcessor,
  absent as nullableProcessor,
  absent as nullProcessor,
  absent as numberProcessor,
  absent as objectProcessor,
  absent as optionalProcessor,
  absent as pipeProcessor,
  absent as prefaultProcessor,
  absent as promiseProcessor,
  absent as readonlyProcessor,
  absent as recordProcessor,
  absent as setProcessor,
  absent as stringProcessor,
  absent as successProcessor,
  absent as symbolProcessor,
  absent as templateLiteralProcessor,
  absent as transformProcessor,
  absent as tupleProcessor,
  absent as undefinedProcessor,
  absent as unionProcessor,
  absent as unknownProcessor,
  absent as voidProcessor,
};

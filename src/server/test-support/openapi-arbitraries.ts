import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas in the OpenAPI document, so the fuzz suite can
 * build requests that pass validation and then spoil one part of them: purely random input is
 * refused by the first schema check and never reaches a handler or the database.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

const MAX_DEPTH = 6;
const WORD_CHARS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1920-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl({ validSchemes: ['https'] });
    default: {
      // Plain words: an empty or whitespace string is refused by most fields before anything
      // interesting can happen.
      const minLength = Math.max(schema.minLength ?? 0, 1);
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
      return fc
        .string({ unit: fc.constantFrom(...WORD_CHARS), minLength, maxLength })
        .map((s) => `A${s}`.slice(0, maxLength));
    }
  }
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000;
  // Bounded to a human range: 2^53 limits say "any integer", not "likely integers".
  const lo = Math.max(min, -1_000_000);
  const hi = Math.max(lo, Math.min(max, 1_000_000));
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** A value that the schema accepts (most of the time: patterns and refinements are not modelled). */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((v) => valueFor(v, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => valueFor({ ...schema, type }, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.constant({});
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(keys.map((k) => [k, valueFor(properties[k], depth + 1)])),
        { requiredKeys: keys.filter((k) => required.has(k)) },
      );
    }
  }
}

/** Every path to a value inside `value` (the root included), as arrays of keys. */
function pathsIn(value: unknown): Array<Array<string | number>> {
  const paths: Array<Array<string | number>> = [[]];
  const stack: Array<{ v: unknown; path: Array<string | number> }> = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    for (const [k, child] of Object.entries(v)) {
      const key = Array.isArray(v) ? Number(k) : k;
      paths.push([...path, key]);
      stack.push({ v: child, path: [...path, key] });
    }
  }
  return paths;
}

/** `value` with the part at the `pick`-th path replaced by `replacement` (a fresh copy). */
export function spoil(value: unknown, pick: number, replacement: unknown): unknown {
  const paths = pathsIn(value);
  const path = paths[pick % paths.length]!;
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

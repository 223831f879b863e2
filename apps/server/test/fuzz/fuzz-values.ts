import type { TRng } from './fuzz-random.ts';

/** A JSON schema as @fastify/swagger prints the contract's zod schemas (OpenAPI 3.0 flavour). */
export type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: TJsonSchema;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  default?: unknown;
};

/** Values of the demo merchant the fuzz knows by field name (ids, codes), so valid cases go deep. */
export type TKnownValues = Record<string, readonly unknown[]>;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-. ';
const MAX_DEPTH = 6;

/** Strings people really type, and the ones that break naive code: scripts, emoji, marks, direction. */
export const UNICODE_SAMPLES = [
  'Nguyễn Văn Anh',
  '张伟',
  'สมชาย ใจดี',
  'やまだ たろう',
  '김민준',
  'Анна',
  'محمد',
  '👨‍👩‍👧‍👦🎰',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'e\u0301\u0301\u0301',
  'a\u200bb\u200dc',
  '\u202egnp.exe',
  '\u2066x\u2069',
  '\ufeffBOM',
  '\u00a0nbsp\u00a0',
  '１２３４５',
  '١٢٣٫٤٥',
  '<script>alert(1)</script>',
  '"; DROP TABLE members; --',
  "' OR '1'='1",
  '../../etc/passwd',
  '%00%27',
  `$${'{'}7*7}{{7*7}}`,
  '\r\nSet-Cookie: x=1',
  '\t\v\f\b',
  '\u0085\u2028\u2029',
  'ﷺ'.repeat(20),
  '😀'.repeat(200),
];

/** Numbers at and past every edge: overflow, precision, signs, non-finite spellings. */
export const NUMBER_SAMPLES: unknown[] = [
  0,
  -1,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 63,
  -(2 ** 31) - 1,
  2 ** 31,
  0.1 + 0.2,
  1e-7,
  123.456789,
  Number.MAX_SAFE_INTEGER,
  '1',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '١٢',
  '',
  ' 1',
];

/** Money written every wrong way: many decimals, overflow, exponents, signs, other digits, padding. */
export const AMOUNT_SAMPLES = [
  '0.00',
  '0.01',
  '1.005',
  '0.000000001',
  '1.999999999999999999',
  '99999999999999999999.99',
  '9999999999999.99',
  '92233720368547758.07',
  '92233720368547758.08',
  '-1.00',
  '-0.00',
  '+1.00',
  '1e3',
  '1E-2',
  '0x10',
  '1,000.00',
  '1 000.00',
  '１００.００',
  '١٠٠٫٠٠',
  ' 100.00',
  '100.00 ',
  '100.',
  '.50',
  'NaN',
  'Infinity',
  '10.00\u0000',
];

function typesOf(schema: TJsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function freeText(rng: TRng, min: number, max: number): string {
  const length = min + rng.int(Math.max(1, Math.min(max, min + 16) - min + 1));
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[rng.int(ALPHABET.length)];
  return text;
}

function uuid(rng: TRng): string {
  const hex = () => rng.int(16).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-${rng.pick(['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`;
}

function isoInstant(rng: TRng): string {
  const base = Date.UTC(2026, 0, 1);
  return new Date(base + rng.int(2 * 365) * 86_400_000 - rng.int(400) * 86_400_000).toISOString();
}

function stringValue(schema: TJsonSchema, rng: TRng): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  if (schema.format === 'uuid') return uuid(rng);
  if (schema.format === 'date-time') return isoInstant(rng);
  if (schema.format === 'date') return isoInstant(rng).slice(0, 10);
  if (schema.format === 'email') return `fuzz${rng.int(1e6)}@example.com`;
  if (schema.pattern) {
    const matched = rng.matching(schema.pattern);
    if (matched !== null) return matched;
  }
  return freeText(rng, min, max);
}

function numberValue(schema: TJsonSchema, integer: boolean, rng: TRng): number {
  const min = schema.minimum ?? (integer ? 0 : -1000);
  const max = schema.maximum ?? (integer ? 1000 : 1000);
  const value = min + rng.next() * (Math.min(max, min + 10_000) - min);
  return integer ? Math.floor(value) : Math.round(value * 100) / 100;
}

const patterns = new Map<string, RegExp | null>();

/** Known values that fit where they are used (the same name is a wallet code here, a date there). */
function fitting(values: readonly unknown[] | undefined, schema: TJsonSchema): readonly unknown[] {
  if (!values || values.length === 0) return [];
  if (schema.format) return [];
  if (!schema.pattern) return values;
  if (!patterns.has(schema.pattern)) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(schema.pattern, 'u');
    } catch {
      re = null;
    }
    patterns.set(schema.pattern, re);
  }
  const re = patterns.get(schema.pattern);
  return re ? values.filter((value) => typeof value === 'string' && re.test(value)) : values;
}

/**
 * A value the schema accepts, most of the time (patterns are inverted by fast-check; lengths and
 * ranges are respected), with known demo values for fields the fuzz knows by name.
 */
export function validValue(
  schema: TJsonSchema,
  rng: TRng,
  known: TKnownValues,
  depth = 0,
  name = '',
): unknown {
  const knownValues = fitting(known[name], schema);
  if (knownValues.length > 0 && rng.chance(0.7)) return rng.pick(knownValues);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return validValue(rng.pick(choices), rng, known, depth, name);
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], rng, known, depth, name);
  const types = typesOf(schema);
  if ((schema.nullable || types.includes('null')) && rng.chance(0.1)) return null;
  const type = types.find((t) => t !== 'null') ?? rng.pick(['string', 'integer', 'boolean']);
  switch (type) {
    case 'string':
      return stringValue(schema, rng);
    case 'integer':
      return numberValue(schema, true, rng);
    case 'number':
      return numberValue(schema, false, rng);
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      return arrayValue(schema, rng, known, depth);
    case 'object':
      return objectValue(schema, rng, known, depth);
    default:
      return null;
  }
}

function arrayValue(schema: TJsonSchema, rng: TRng, known: TKnownValues, depth: number): unknown[] {
  if (depth >= MAX_DEPTH || !schema.items) return [];
  const min = schema.minItems ?? 0;
  const length = min + rng.int(Math.max(1, Math.min(schema.maxItems ?? 4, min + 4) - min + 1));
  return Array.from({ length }, () => validValue(schema.items as TJsonSchema, rng, known, depth + 1));
}

function objectValue(schema: TJsonSchema, rng: TRng, known: TKnownValues, depth: number) {
  const out: Record<string, unknown> = {};
  if (depth >= MAX_DEPTH) return out;
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || rng.chance(0.6)) out[key] = validValue(property, rng, known, depth + 1, key);
  }
  return out;
}

/** A value of some other JSON type than the schema wants. */
export function wrongTypeValue(schema: TJsonSchema, rng: TRng): unknown {
  const types = typesOf(schema);
  const candidates: unknown[] = [
    'text',
    '',
    42,
    -1.5,
    true,
    null,
    [],
    ['x'],
    {},
    { nested: { deeper: [1, 'two'] } },
  ].filter((value) => !types.includes(jsonTypeOf(value)));
  return candidates.length > 0 ? rng.pick(candidates) : null;
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The paths (dot-joined keys) of every string-typed field a schema declares, up to a depth. */
export function stringFieldPaths(schema: TJsonSchema, prefix: string[] = [], depth = 0): string[][] {
  if (depth > MAX_DEPTH) return [];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return stringFieldPaths(choice, prefix, depth);
  const types = typesOf(schema);
  if (types.includes('string') && prefix.length > 0) return [prefix];
  if (types.includes('object')) {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      stringFieldPaths(property, [...prefix, key], depth + 1),
    );
  }
  return [];
}

/** Sets `value` at `path` in a JSON object, creating objects on the way. */
export function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    if (child === null || typeof child !== 'object' || Array.isArray(child)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
}

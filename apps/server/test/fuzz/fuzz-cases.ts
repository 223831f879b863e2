import type { TOperation } from './fuzz-operations.ts';
import { caseSeed, rngOf, type TRng } from './fuzz-random.ts';
import {
  AMOUNT_SAMPLES,
  NUMBER_SAMPLES,
  setAt,
  stringFieldPaths,
  type TJsonSchema,
  type TKnownValues,
  UNICODE_SAMPLES,
  validValue,
  wrongTypeValue,
} from './fuzz-values.ts';

export const MUTATIONS = [
  'valid',
  'wrong-type',
  'nul',
  'lone-surrogate',
  'huge-string',
  'unicode',
  'number-edge',
  'amount-edge',
  'missing-field',
  'extra-fields',
  'missing-headers',
  'duplicated-headers',
  'wrong-merchant',
  'body-shape',
  'content-type',
] as const;
export type TMutation = (typeof MUTATIONS)[number];

export type TAuth = 'none' | 'player' | 'staff';

/** Header changes applied after the runner added credentials (so they can remove or double them). */
export type THeaderEdits = { set: Record<string, string | string[]>; remove: string[] };

/** One request of the fuzz, fully decided by (seed, index); the runner adds credentials, seals and signs. */
export type TFuzzCase = {
  index: number;
  operation: TOperation;
  mutation: TMutation;
  auth: TAuth;
  url: string;
  /** The JSON body before serialisation (sealed or signed by the runner), or undefined. */
  json: unknown;
  /** A raw body that replaces `json` (shape and content-type mutations). */
  rawBody: string | Buffer | undefined;
  contentType: string | undefined;
  /** Seal the JSON body for routes that take sealed bodies (the runner knows which). */
  seal: boolean;
  /** Sign the raw body for the signed raw-body routes (seamless, house transfer, gateway webhook). */
  sign: boolean;
  headers: THeaderEdits;
};

const ONE_MB = 1024 * 1024;
const NUL = '\u0000';
const SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a\uD83Db', '\uDE00x'];

type TDraft = {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  json: unknown;
  rawBody: string | Buffer | undefined;
  contentType: string | undefined;
  headers: THeaderEdits;
};

function authFor(operation: TOperation, rng: TRng): TAuth {
  const roll = rng.next();
  if (operation.area === 'staff') return roll < 0.85 ? 'staff' : roll < 0.92 ? 'none' : 'player';
  if (operation.area === 'player' || operation.area === 'house') {
    return roll < 0.8 ? 'player' : roll < 0.95 ? 'none' : 'staff';
  }
  return roll < 0.9 ? 'none' : 'player';
}

function scalarText(schema: TJsonSchema, rng: TRng, known: TKnownValues, name: string): string {
  const value = validValue(schema, rng, known, 0, name);
  return typeof value === 'string' ? value : JSON.stringify(value ?? '');
}

function draftOf(operation: TOperation, rng: TRng, known: TKnownValues): TDraft {
  const pathValues: Record<string, string> = {};
  for (const param of operation.pathParams)
    pathValues[param.name] = scalarText(param.schema, rng, known, param.name);
  const query: Record<string, string> = {};
  for (const param of operation.query) {
    if (param.required || rng.chance(0.5))
      query[param.name] = scalarText(param.schema, rng, known, param.name);
  }
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const json = hasBody ? (operation.body ? validValue(operation.body, rng, known) : {}) : undefined;
  return {
    pathValues,
    query,
    json,
    rawBody: undefined,
    contentType: undefined,
    headers: { set: {}, remove: [] },
  };
}

/** Where a text mutation lands: a body string field, a query or path parameter, or a header. */
function pickTextTarget(
  operation: TOperation,
  draft: TDraft,
  rng: TRng,
): (text: (old: string) => string) => void {
  const bodyPaths = operation.body ? stringFieldPaths(operation.body) : [];
  const targets: ((edit: (old: string) => string) => void)[] = [];
  for (const path of bodyPaths) {
    targets.push((edit) => {
      if (draft.json === null || typeof draft.json !== 'object') draft.json = {};
      setAt(draft.json as Record<string, unknown>, path, edit(currentAt(draft.json, path)));
    });
  }
  for (const name of Object.keys(draft.pathValues)) {
    targets.push((edit) => {
      draft.pathValues[name] = edit(draft.pathValues[name] ?? '');
    });
  }
  for (const param of operation.query) {
    targets.push((edit) => {
      draft.query[param.name] = edit(draft.query[param.name] ?? '');
    });
  }
  const headerName = rng.pick([
    'merchant',
    'language',
    'authorization',
    'x-tala-staff',
    'user-agent',
    'x-timestamp',
  ]);
  targets.push((edit) => {
    draft.headers.set[headerName] = edit('');
  });
  return rng.pick(targets);
}

function currentAt(json: unknown, path: string[]): string {
  let node: unknown = json;
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' ? node : '';
}

function insertAt(old: string, insert: string, rng: TRng): string {
  const at = rng.int(old.length + 1);
  return `${old.slice(0, at)}${insert}${old.slice(at)}`;
}

/** A body field chosen by its schema type, for mutations that need a typed target. */
function bodyFields(
  schema: TJsonSchema | null,
  prefix: string[] = [],
): { path: string[]; schema: TJsonSchema }[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, property]) => [
    { path: [...prefix, key], schema: property },
    ...bodyFields(property, [...prefix, key]),
  ]);
}

function mutateWrongType(operation: TOperation, draft: TDraft, rng: TRng): void {
  const fields = bodyFields(operation.body);
  if (fields.length > 0 && draft.json && typeof draft.json === 'object' && rng.chance(0.7)) {
    const field = rng.pick(fields);
    setAt(draft.json as Record<string, unknown>, field.path, wrongTypeValue(field.schema, rng));
    return;
  }
  const params = [...operation.query, ...operation.pathParams];
  if (params.length > 0) {
    const param = rng.pick(params);
    const value = rng.pick(['abc', '1.5', '-1', '', '[]', 'true', 'null', '{}', '1e400', '0x10']);
    if (operation.pathParams.includes(param)) draft.pathValues[param.name] = value;
    else draft.query[param.name] = value;
    return;
  }
  draft.json = wrongTypeValue(operation.body ?? { type: 'object' }, rng);
}

function mutateNumbers(operation: TOperation, draft: TDraft, rng: TRng, samples: readonly unknown[]): void {
  const fields = bodyFields(operation.body);
  if (fields.length > 0 && draft.json && typeof draft.json === 'object' && rng.chance(0.7)) {
    setAt(draft.json as Record<string, unknown>, rng.pick(fields).path, rng.pick(samples));
    return;
  }
  const params = [...operation.query, ...operation.pathParams];
  if (params.length === 0) return;
  const param = rng.pick(params);
  const value = String(rng.pick(samples));
  if (operation.pathParams.includes(param)) draft.pathValues[param.name] = value;
  else draft.query[param.name] = value;
}

function mutateMissingField(operation: TOperation, draft: TDraft, rng: TRng): void {
  const required = operation.body?.required ?? [];
  if (required.length > 0 && draft.json && typeof draft.json === 'object') {
    delete (draft.json as Record<string, unknown>)[rng.pick(required)];
    return;
  }
  const requiredQuery = operation.query.filter((p) => p.required);
  if (requiredQuery.length > 0) delete draft.query[rng.pick(requiredQuery).name];
  else draft.json = rng.chance(0.5) ? {} : undefined;
}

function mutateExtraFields(draft: TDraft, rng: TRng): void {
  const extras = rng.pick<Record<string, unknown>>([
    { isAdmin: true, role: 'admin' },
    { merchantId: 2, memberId: '1' },
    { constructor: { prototype: { polluted: true } } },
    { ['x'.repeat(300)]: 'long key' },
    { 'a.b': 1, '': 'empty key', '0': 0 },
  ]);
  if (draft.json && typeof draft.json === 'object' && !Array.isArray(draft.json))
    Object.assign(draft.json, extras);
  else draft.json = extras;
  if (rng.chance(0.3)) draft.query.unexpected = 'yes';
}

const RAW_BODIES = [
  '{"a":',
  '{',
  "{'a':1}",
  'nul',
  'null',
  '1',
  '"text"',
  '[]',
  'true',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":"\\u0000"}',
  '{"amount":"1.00","amount":"-1.00"}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `{"list":[${Array.from({ length: 20_000 }, () => '0').join(',')}]}`,
  `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`,
  '{"a":"\\ud800"}',
  '\ufeff{}',
  '',
];

function mutateBodyShape(draft: TDraft, rng: TRng): void {
  draft.rawBody = rng.pick(RAW_BODIES);
  draft.contentType = 'application/json';
}

const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0b3e40000000049454e44ae426082',
  'hex',
);

function multipart(
  boundary: string,
  parts: { name: string; filename?: string; body: Buffer | string }[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function mutateContentType(draft: TDraft, rng: TRng): void {
  const choice = rng.int(9);
  const text = JSON.stringify(draft.json ?? {});
  const options: [string | undefined, string | Buffer][] = [
    ['multipart/form-data; boundary=zzz', '{}'],
    ['multipart/form-data', text],
    [
      'multipart/form-data; boundary=b0',
      multipart('b0', [{ name: 'file', filename: 'r.png', body: TINY_PNG }]),
    ],
    [
      'multipart/form-data; boundary=b1',
      multipart('b1', [{ name: 'file', filename: 'x.png', body: 'GIF89a not png' }]),
    ],
    [
      'multipart/form-data; boundary=b2',
      multipart('b2', [
        { name: 'a\u0000', body: 'v' },
        { name: 'file', filename: 'n\u0000.png', body: TINY_PNG },
      ]),
    ],
    ['application/x-www-form-urlencoded', `username=a%00b&email=x%40y.z&amount=1.00&${'k=v&'.repeat(50)}`],
    ['text/plain', text],
    [undefined, text],
    ['application/json; charset=utf-16', text],
  ];
  const [contentType, body] = options[choice] ?? options[0]!;
  draft.contentType = contentType;
  draft.rawBody = body;
}

function mutateHeaders(mutation: TMutation, draft: TDraft, rng: TRng): void {
  if (mutation === 'missing-headers') {
    draft.headers.remove = rng.pick([
      ['merchant'],
      ['language'],
      ['authorization', 'cookie'],
      ['content-type'],
      ['x-tala-staff'],
      ['merchant', 'language', 'authorization', 'cookie', 'x-tala-staff', 'user-agent'],
    ]);
    return;
  }
  if (mutation === 'duplicated-headers') {
    const name = rng.pick([
      'merchant',
      'language',
      'authorization',
      'cookie',
      'content-type',
      'x-tala-staff',
      'host',
    ]);
    draft.headers.set[name] = rng.pick([
      ['TALA', 'OTHER'],
      ['zh', 'en'],
      ['Bearer a', 'Bearer b'],
      ['application/json', 'text/plain'],
      ['1', '1'],
      ['', ''],
    ]);
    return;
  }
  draft.headers.set.merchant = rng.pick([
    'NOPE',
    'tala',
    ' TALA',
    'TALA ',
    '',
    'X'.repeat(300),
    '../TALA',
    'TALA,TALA',
    '*',
    '%',
  ]);
}

function applyMutation(mutation: TMutation, operation: TOperation, draft: TDraft, rng: TRng): void {
  const text = (edit: (old: string) => string) => pickTextTarget(operation, draft, rng)(edit);
  if (mutation === 'valid') return;
  if (mutation === 'wrong-type') mutateWrongType(operation, draft, rng);
  else if (mutation === 'nul') text((old) => insertAt(old, NUL, rng));
  else if (mutation === 'lone-surrogate') text((old) => insertAt(old, rng.pick(SURROGATES), rng));
  else if (mutation === 'huge-string') {
    // 1 MB of UTF-8 in one, three or four bytes a character.
    const [char, bytes] = rng.pick([
      ['x', 1],
      ['好', 3],
      ['😀', 4],
    ] as const);
    text(() => char.repeat(Math.floor(ONE_MB / bytes)));
  } else if (mutation === 'unicode') text(() => rng.pick(UNICODE_SAMPLES));
  else if (mutation === 'number-edge') mutateNumbers(operation, draft, rng, NUMBER_SAMPLES);
  else if (mutation === 'amount-edge') mutateNumbers(operation, draft, rng, AMOUNT_SAMPLES);
  else if (mutation === 'missing-field') mutateMissingField(operation, draft, rng);
  else if (mutation === 'extra-fields') mutateExtraFields(draft, rng);
  else if (mutation === 'body-shape') mutateBodyShape(draft, rng);
  else if (mutation === 'content-type') mutateContentType(draft, rng);
  else mutateHeaders(mutation, draft, rng);
}

/** Percent-encodes like encodeURIComponent, but writes a lone surrogate as its (invalid) WTF-8 bytes. */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function urlOf(operation: TOperation, draft: TDraft): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encode(draft.pathValues[name] ?? ''),
  );
  const query = Object.entries(draft.query)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** Mutations are weighted: most cases are valid-ish so they reach the handlers and the database. */
const WEIGHTS: Record<TMutation, number> = {
  valid: 26,
  'wrong-type': 8,
  nul: 8,
  'lone-surrogate': 5,
  'huge-string': 2,
  unicode: 8,
  'number-edge': 6,
  'amount-edge': 6,
  'missing-field': 5,
  'extra-fields': 4,
  'missing-headers': 5,
  'duplicated-headers': 4,
  'wrong-merchant': 4,
  'body-shape': 5,
  'content-type': 4,
};
const WEIGHT_TOTAL = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);

function pickMutation(rng: TRng): TMutation {
  let roll = rng.int(WEIGHT_TOTAL);
  for (const mutation of MUTATIONS) {
    roll -= WEIGHTS[mutation];
    if (roll < 0) return mutation;
  }
  return 'valid';
}

/**
 * Case `index` of run `seed`: operations are taken in turn (index modulo their count), so every
 * operation gets its share in any window of cases; the mutation and values come from the case's own
 * seeded generator.
 */
export function caseAt(
  operations: readonly TOperation[],
  known: TKnownValues,
  seed: number,
  index: number,
): TFuzzCase {
  const operation = operations[index % operations.length];
  if (!operation) throw new Error('no operations');
  const rng = rngOf(caseSeed(seed, index));
  const mutation = pickMutation(rng);
  const draft = draftOf(operation, rng, known);
  applyMutation(mutation, operation, draft, rng);
  return {
    index,
    operation,
    mutation,
    auth: authFor(operation, rng),
    url: urlOf(operation, draft),
    json: draft.json,
    rawBody: draft.rawBody,
    contentType: draft.contentType ?? (draft.json === undefined ? undefined : 'application/json'),
    seal: rng.chance(0.85),
    sign: rng.chance(0.85),
    headers: draft.headers,
  };
}

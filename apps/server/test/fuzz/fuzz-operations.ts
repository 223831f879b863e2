import type { TJsonSchema } from './fuzz-values.ts';

/** Who may call an operation, so the fuzz sends the right credentials most of the time (and wrong ones too). */
export type TArea =
  | 'player'
  | 'staff'
  | 'house'
  | 'signed-provider'
  | 'signed-house'
  | 'signed-gateway'
  | 'public';

export type TParameter = { name: string; schema: TJsonSchema; required: boolean };

export type TOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, `{name}` for path parameters. */
  path: string;
  pathParams: TParameter[];
  query: TParameter[];
  body: TJsonSchema | null;
  area: TArea;
};

type TOpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: TJsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
};
type TOpenApi = { paths: Record<string, Record<string, TOpenApiOperation>> };

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

export function areaOf(path: string): TArea {
  if (path.startsWith('/bo/api/')) return 'staff';
  if (path.startsWith('/gw/seamless/')) return 'signed-provider';
  if (path.startsWith('/house/transfer/')) return 'signed-house';
  if (path.startsWith('/wps/payments/webhook/')) return 'signed-gateway';
  if (path.startsWith('/house/')) return 'house';
  if (path.startsWith('/wps/') || path.startsWith('/lgw/')) return 'player';
  return 'public';
}

/**
 * Every operation of the app's OpenAPI document (generated from the contract by @fastify/swagger).
 * Routes that keep their body as signed raw bytes have no body schema in the document; `rawBodies`
 * gives theirs (the contract's zod schemas as JSON schema), keyed `METHOD path`.
 */
export function operationsOf(openapi: unknown, rawBodies: Record<string, TJsonSchema> = {}): TOperation[] {
  const doc = openapi as TOpenApi;
  const operations: TOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      if (!METHODS.has(method)) continue;
      const parameters = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.required === true,
        schema: p.schema ?? {},
      }));
      const jsonBody = op.requestBody?.content?.['application/json']?.schema ?? null;
      operations.push({
        method: method as TOperation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: jsonBody ?? rawBodies[`${method} ${path}`] ?? null,
        area: areaOf(path),
      });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

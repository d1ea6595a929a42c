type JsonSchema = Record<string, unknown>;

export interface Operation {
  summary: string;
  [key: string]: unknown;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'The input was refused; msg says why',
  401: 'Not signed in, or the token is invalid or expired',
  403: 'Signed in without the admin or staff role, a staff member on an admin-only call, or a wrong secret code',
  404: 'No such booking',
  409: 'The same Idempotency-Key is still being processed (error: idempotency_in_progress)',
  422: 'The Idempotency-Key was already used for a different request or on another endpoint',
  429: 'Too many attempts (sign-ins, wrong secret codes) or public writes; see Retry-After',
};

const ref = (target: string | JsonSchema): JsonSchema =>
  typeof target === 'string' ? { $ref: `#/components/schemas/${target}` } : target;

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

export interface OperationSpec {
  ok: [status: number, schema: string | JsonSchema];
  body?: string;
  parameters?: JsonSchema[];
  staff?: boolean;
  errors?: number[];
}

/** One operation: its request body, success answer and the errors it may give, all as `Error`. */
export function operation(summary: string, spec: OperationSpec): Operation {
  const errors = [...(spec.errors ?? []), ...(spec.staff ? [400, 401, 403] : [])];
  const responses: Record<string, unknown> = {
    [spec.ok[0]]: { description: 'Success', ...json(ref(spec.ok[1])) },
  };
  for (const status of new Set(errors)) {
    responses[status] = { description: ERROR_TEXT[status] ?? 'Error', ...json(ref('Error')) };
  }
  return {
    summary,
    ...(spec.staff ? { security: [{ bearer: [] }] } : {}),
    ...(spec.parameters?.length ? { parameters: spec.parameters } : {}),
    ...(spec.body ? { requestBody: { required: true, ...json(ref(spec.body)) } } : {}),
    responses,
  };
}

/** The properties of a query object's schema as OpenAPI query parameters. */
export function queryParameters(schema: JsonSchema): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

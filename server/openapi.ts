import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers the document declares that the route sends already serialised, past its response schema. */
    documentedResponses?: Record<number, Record<string, unknown>>;
  }
}

const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets some styles inline; a style runs no code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The body of every failure (entities/errors.ts, ErrorEnvelope). */
export const errorEnvelopeSchema = {
  $id: 'ErrorEnvelope',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: ['integer', 'string'], description: 'an error code of the catalogue (entities/errors.ts), or the HTTP status' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: ['integer', 'string'] }, description: 'the code of each invalid input' },
    details: {
      type: 'object',
      additionalProperties: true,
      description: 'what the failure says beyond its codes (2500: the offers set aside and the next dates with offers)',
    },
  },
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'invalid input',
  401: 'no valid session',
  403: 'access denied',
  404: 'not found',
  409: 'the state of the record does not allow it',
  413: 'request too large',
  429: 'too many requests',
  503: 'the database is unreachable for a moment: try again after the Retry-After header’s seconds',
};

type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

/** The failures a route can answer, from its access rule, its inputs and its method. */
export function errorStatuses(route: DocumentedRoute): number[] {
  const methods = [route.method].flat();
  const writes = methods.some((method) => !['GET', 'HEAD'].includes(method));
  const access = route.config?.access ?? 'public';
  const statuses = [400];
  if (access !== 'public') statuses.push(401, 403);
  if (route.url.includes(':')) statuses.push(404);
  // A write on a record or by a user meets the state of what it changes (a booking's status, a record still in use).
  if (writes && (access !== 'public' || route.url.includes(':'))) statuses.push(409);
  if (writes) statuses.push(413);
  // Public writes are limited per address (server/auth/access.ts), sign-ins are throttled.
  if ((access === 'public' && writes) || route.config?.rateLimit) statuses.push(429);
  // Any route may meet the database restarting or out of reach (server/db/unavailable.ts).
  statuses.push(503);
  return statuses;
}

/**
 * Who may call the route: anyone (no security), any session (the document's default), or a session holding one of
 * the roles, which OpenAPI lets a bearer requirement name.
 */
function securityOf(route: DocumentedRoute) {
  const access = route.config?.access ?? 'public';
  if (access === 'public') return { security: [] };
  return access === 'authenticated' ? {} : { security: [{ bearer: [...access] }] };
}

/** The route's schema as the document shows it: its answers, the answers it serialises itself, its failures and who may call it. */
function documented({ schema, route }: { schema: RouteOptions['schema']; route: DocumentedRoute }) {
  const failures = Object.fromEntries(errorStatuses(route).map((status) => [status, { description: ERROR_DESCRIPTIONS[status], $ref: 'ErrorEnvelope#' }]));
  const answers = (schema?.response as object | undefined) ?? { 200: { description: 'Default Response' } };
  const response = { ...answers, ...route.config?.documentedResponses, ...failures };
  return { schema: { ...schema, response, ...securityOf(route) } };
}

/** The OpenAPI 3.1 document of the API (its schemas are JSON Schema, as ajv validates them), served at /backend/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  app.addSchema(errorEnvelopeSchema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Corporate hotel booking API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documented as never,
    // Shared schemas are named by their $id in the components.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  // The documentation page runs only its own files: no inline script, nothing from elsewhere, in no frame.
  await app.register(swaggerUi, { routePrefix: '/backend/docs', staticCSP: DOCS_CONTENT_SECURITY_POLICY });
}

import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';

/**
 * The type provider of the routes: a route's body, params, query and replies are typed from its JSON Schemas, so the
 * schema is the one declaration of each. Ajv does not fill defaults (`useDefaults: false`, server/app.ts), so a
 * property with a default stays optional; a date the serializer writes may be given as a `Date`.
 */
type Provider = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: { keepDefaultedPropertiesOptional: true };
  SerializerSchemaOptions: {
    keepDefaultedPropertiesOptional: true;
    deserialize: [
      { pattern: { type: 'string'; format: 'date-time' }; output: Date | string },
      { pattern: { type: 'string'; format: 'date' }; output: Date | string },
    ];
  };
}>;

/** The app whose routes take their types from their schemas. */
export const typedRoutes = (app: FastifyInstance) => app.withTypeProvider<Provider>();

export type TypedApp = ReturnType<typeof typedRoutes>;

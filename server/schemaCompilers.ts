import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * The compilers of route schemas, shared by every app of the process: a schema written alike is compiled once, however
 * many apps are built (the API tests build one per file, a test of two instances two in one process). Compiling the
 * validators and serializers of every route is most of what building an app costs. Each compiled function depends on
 * its schema and on the compiler's shared schemas and options alone (coercion and formats belong to Ajv, not to a
 * route), so their text keys it.
 */
type Compile = (route: { schema: object }) => unknown;
type Build = (externalSchemas: unknown, options: unknown) => Compile;

function pooled(build: Build): Build {
  const pools = new Map<string, Map<string, unknown>>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const poolKey = JSON.stringify([externalSchemas, options]);
    let compiled = pools.get(poolKey);
    if (!compiled) pools.set(poolKey, (compiled = new Map()));
    const known = compiled;
    return (route) => {
      const key = JSON.stringify(route.schema);
      if (!known.has(key)) known.set(key, compile(route));
      return known.get(key);
    };
  };
}

export const schemaCompilers = {
  buildValidator: pooled(AjvCompiler() as unknown as Build),
  buildSerializer: pooled(SerializerSelector() as unknown as Build),
};

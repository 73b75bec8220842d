import type { FastifyInstance, RouteOptions } from 'fastify';
import { shared } from './shared';

type Schema = Record<string, unknown>;

const isObjectSchema = (schema: Schema) =>
  schema.type === 'object' ||
  (Array.isArray(schema.type) && schema.type.includes('object')) ||
  'properties' in schema;

/**
 * The schema with every object in it closed: a property it does not name is refused (400), so
 * no handler or repository ever sees a field the route did not declare. An object that says
 * what else it takes (`additionalProperties` given) is left as it says.
 */
export function closedSchema<S>(schema: S): S {
  if (Array.isArray(schema)) return schema.map(closedSchema) as S;
  if (!schema || typeof schema !== 'object') return schema;
  const closed: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') {
      closed[key] = value;
    } else if (key === 'properties' || key === 'patternProperties' || key === '$defs') {
      // a map of names to schemas, not a schema itself
      closed[key] = Object.fromEntries(
        Object.entries(value as Schema).map(([name, sub]) => [name, closedSchema(sub)]),
      );
    } else {
      closed[key] = closedSchema(value);
    }
  }
  if (isObjectSchema(closed) && !('additionalProperties' in closed)) {
    closed.additionalProperties = false;
  }
  return closed as S;
}

/** Every route's body schema closed as it is added (before the OpenAPI document reads it). */
export const closedBodiesPlugin = shared(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.schema?.body)
      route.schema = { ...route.schema, body: closedSchema(route.schema.body) };
  });
});

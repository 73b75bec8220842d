import type { FastifyInstance } from 'fastify';
import { closedSchema } from '../../plugins/closedBodies';
import { bodySchemaOf } from './definedBodies';
import { DEFINED_ROUTES } from './definedModules';

type Operation = { parameters?: { in: string; name: string }[]; [key: string]: unknown };
type Paths = Record<string, Record<string, Operation>>;

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

type Schema = { [key: string]: unknown };
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

/**
 * A JSON Schema as OpenAPI 3.0 writes it (as @fastify/swagger writes the routes' own): a type
 * list becomes one type and `nullable`, or a union with the null-only schema.
 */
export function openApi30(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApi30);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    const nested =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, openApi30(v)]))
        : openApi30(value);
    out[key] = nested;
  }
  if (!Array.isArray(out.type)) return out;
  const types = (out.type as string[]).filter((t) => t !== 'null');
  const nullable = types.length < (out.type as string[]).length;
  if (types.length === 0) return { ...out, ...NULL_ONLY };
  if (types.length === 1) return { ...out, type: types[0], ...(nullable ? { nullable } : {}) };
  delete out.type;
  return { ...out, anyOf: [...types.map((type) => ({ type })), ...(nullable ? [NULL_ONLY] : [])] };
}

/**
 * The OpenAPI document with every published module defined in the browser (but those for
 * administrators only) written out under
 * its own paths (`/<name>`, `/<name>/{id}`, `/<name>/save`…): the operations of the parametric
 * routes that serve it, its name in place of `{module}`, each body the module's own schema —
 * what its calls check, so another client reads a defined module as it reads one of the code.
 */
export async function withDefinedModules<D extends object>(
  app: FastifyInstance,
  doc: D,
): Promise<D> {
  const templates = ((doc as { paths?: Paths }).paths ?? {}) as Paths;
  const paths: Paths = { ...templates };
  for (const stored of await app.modules.stored()) {
    if (stored.state !== 'published') continue;
    const d = (await app.modules.served(stored.name))?.declaration;
    // the document is public: a module only administrators may use is left out
    if (!d || d.access.adminOnly) continue;
    for (const route of DEFINED_ROUTES) {
      if (!route.kinds.includes(d.kind) || (route.answers && !route.answers(d))) continue;
      const template = templates[app.prefix + openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!template) continue;
      const operation: Operation = {
        ...template,
        parameters: template.parameters?.filter((p) => !(p.in === 'path' && p.name === 'module')),
        tags: [d.name],
      };
      if (route.body) {
        const schema = openApi30(closedSchema(await bodySchemaOf(app, d, route.body)));
        operation.requestBody = { required: true, content: { 'application/json': { schema } } };
      }
      const path = app.prefix + openApiPath(route.url.replace(':module', d.name));
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
    }
  }
  return { ...doc, paths };
}

/**
 * `/openapi.json`'s text: built once per registry revision (a publish or retirement on any
 * instance moves it), not on every call.
 */
export function definedModulesDocument(app: FastifyInstance) {
  let kept: { revision: string | null; text: string } | undefined;
  return async (): Promise<string> => {
    const revision = await app.modules.revision();
    if (!kept || kept.revision !== revision) {
      const text = JSON.stringify(await withDefinedModules(app, app.swagger()));
      kept = { revision, text };
    }
    return kept.text;
  };
}

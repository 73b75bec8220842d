import type { DataProvider } from 'react-admin';

const RESOURCE_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** What one resource maps onto its own endpoints; every other method goes to the fallback. */
export type ResourceHandler = Partial<Pick<DataProvider, (typeof RESOURCE_METHODS)[number]>>;

/**
 * react-admin's calls dispatched by resource: a resource in `handlers` uses its own methods, any
 * other resource (the declared registers) the fallback (`ra-data-simple-rest`).
 */
export function dispatchByResource(
  handlers: Readonly<Record<string, ResourceHandler>>,
  fallback: DataProvider,
): DataProvider {
  const provider: DataProvider = { ...fallback };
  for (const method of RESOURCE_METHODS) {
    provider[method] = ((resource: string, params: never) => {
      const own = handlers[resource]?.[method] as DataProvider[typeof method] | undefined;
      return (own ?? fallback[method])(resource, params);
    }) as never;
  }
  return provider;
}

import { lazy, type ComponentType } from 'react';

/**
 * A page loaded only when its route is first shown (DESIGN §14): `load` is a dynamic import,
 * so the bundler puts the page and what only it uses into a chunk of its own.
 */
export function lazyPage<M extends Record<string, unknown>, Props extends object = object>(
  load: () => Promise<M>,
  name: keyof M,
): ComponentType<Props> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
}

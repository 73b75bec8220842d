import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so its hooks and decorations apply to the instance that registers it rather
 * than to a child scope (what the fastify-plugin package does, without the dependency).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function shared<Options extends Record<string, any>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}

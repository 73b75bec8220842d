import type { FastifyInstance } from 'fastify';

/**
 * Every route of the app as 'METHOD /path', read from Fastify's route tree
 * (printRoutes without a common prefix: one path segment per line, indented by depth).
 * HEAD routes that Fastify adds for GETs are left out.
 */
export function listRoutes(app: FastifyInstance): string[] {
  const text = app.printRoutes({ commonPrefix: false });
  const stack: { depth: number; path: string }[] = [];
  const routes: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length;
    while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
    const path = (stack[stack.length - 1]?.path ?? '') + match[2];
    stack.push({ depth, path });
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

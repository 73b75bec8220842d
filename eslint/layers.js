// The layers of the tree as a lint rule (issue 46): an import may only run down the layers, and
// the engine imports no module package. A relative import is resolved to its file and both ends
// ranked; imports of packages are not this rule's business.
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Low to high; the first pattern a path matches gives its rank within its tree. */
const TREES = [
  {
    tree: /^server\//,
    ranks: [
      [/^server\/(db|auth|ops|shared)\/|^server\/(appError|config|bodyLimits)\.ts$/, 0, 'base'],
      [/^server\/(repositories|rollups|jobs)\//, 1, 'data'],
      [/^server\/plugins\//, 2, 'plugins'],
      [/^server\/services\//, 3, 'services'],
      [/^server\/engine\//, 4, 'engine'],
      [/^server\/modules\//, 5, 'modules'],
      [/^server\//, 6, 'composition'],
    ],
  },
  {
    tree: /^src\/domain\//,
    ranks: [
      [/^src\/domain\/(index\.ts$|app\/)/, 9, 'app'],
      [/^src\/domain\/engine\//, 3, 'engine'],
      [/^src\/domain\/modules\//, 5, 'modules'],
      [/^src\/domain\/[a-z]+\//, 1, 'base folders'],
      [/^src\/domain\//, 0, 'base'],
    ],
  },
];

const ENGINE = /^(server\/engine|src\/engine|src\/domain\/engine)\//;
const MODULE = /^(server\/modules|src\/modules|src\/domain\/modules)\//;

function rankOf(path) {
  for (const { tree, ranks } of TREES) {
    if (!tree.test(path)) continue;
    const found = ranks.find(([pattern]) => pattern.test(path));
    return found && { tree, rank: found[1], name: found[2] };
  }
  return undefined;
}

/** The file an import names: itself, with its extension, or its folder's index. */
function fileOf(path) {
  for (const candidate of [`${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`]) {
    if (existsSync(resolve(ROOT, candidate))) return candidate;
  }
  return path;
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports run down the layers; the engine imports no module' },
    schema: [],
  },
  create(context) {
    const from = relative(ROOT, context.filename);
    const own = rankOf(from);
    const engine = ENGINE.test(from);
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = fileOf(relative(ROOT, resolve(dirname(context.filename), spec)));
      if (engine && MODULE.test(to)) {
        context.report({ node, message: `The engine imports no module package (${spec}).` });
        return;
      }
      const target = rankOf(to);
      if (own && target && own.tree === target.tree && target.rank > own.rank) {
        context.report({
          node,
          message: `An import runs up the layers: ${own.name} → ${target.name} (${spec}).`,
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

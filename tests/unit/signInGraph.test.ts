// DESIGN §14: the sign-in page loads no xlsx, no charts, no rich-text editor and no Firebase
// SDK. What a page loads before it shows is the static import graph of the entry (main.tsx)
// and of the page's own module; `import()` and workers load later, so they are not followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOTS = ['src/main.tsx', 'src/pages/Login.tsx'];
const HEAVY = /^(xlsx|@mui\/x-charts|ra-input-rich-text|@tiptap\/|firebase)(\/|$)/;
const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = SUFFIXES.map((s) => base + s).find((f) => existsSync(f) && statSync(f).isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

type Names = ts.NamedImportBindings | ts.NamedExportBindings | undefined;
/** Only types are named (`import { type A }`), so the statement is gone after compiling. */
const onlyTypes = (names: Names) =>
  !!names &&
  (ts.isNamedImports(names) || ts.isNamedExports(names)) &&
  names.elements.length > 0 &&
  names.elements.every((e) => e.isTypeOnly);

/** The modules a file imports for their values, in its top-level import/export statements. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((s) => {
    if (ts.isImportDeclaration(s)) {
      const clause = s.importClause;
      const typeOnly = clause?.isTypeOnly || (!clause?.name && onlyTypes(clause?.namedBindings));
      return typeOnly ? [] : [(s.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(s) && s.moduleSpecifier) {
      return s.isTypeOnly || onlyTypes(s.exportClause)
        ? []
        : [(s.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** Every local file and package the roots reach through static value imports. */
function staticGraph(roots: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  };
  roots.forEach((root) => visit(resolve(root)));
  return { files: [...files].map((f) => relative(process.cwd(), f)), packages: [...packages] };
}

describe('the sign-in page module graph', () => {
  const graph = staticGraph(ROOTS);

  it('reaches the sign-in page and the app shell', () => {
    expect(graph.files).toContain('src/pages/Login.tsx');
    expect(graph.files).toContain('src/authProvider.ts');
    expect(graph.packages).toContain('react-admin');
  });

  it('holds no xlsx, chart, rich-text or Firebase SDK code', () => {
    expect(graph.packages.filter((p) => HEAVY.test(p))).toEqual([]);
    expect(graph.files.filter((f) => /firebaseSdk|parse\.worker|Chart\b/.test(f))).toEqual([]);
  });
});

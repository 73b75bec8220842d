import { renameField } from '../expressions';
import { CODE_ONLY_MEMBERS, type ModuleDefinition, type ModuleLabels } from './definition';
import type { FieldDeclaration } from './types';

/** Members a copy leaves out: the code's own tables, calls and pages, the server's members. */
const NOT_COPIED = [...CODE_ONLY_MEMBERS, 'version', 'state'] as const;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A copy of a definition under a new name (issue 24: next year's return from this year's):
 * its own menu entry and paths, none of the code's own tables, calls or pages, its words
 * copied with the Marathi name marked as a copy.
 */
export function copiedDefinition(source: ModuleDefinition, name: string, copyWord: string) {
  const copy = clone(source) as ModuleDefinition & Record<string, unknown>;
  for (const member of NOT_COPIED) delete copy[member];
  if (copy.kind === 'register') {
    const { listPage, ...view } = copy.view;
    void listPage;
    copy.view = view;
    if (typeof copy.reportBuilder === 'object') delete copy.reportBuilder.screen;
  }
  copy.menu = { ...copy.menu, order: source.menu.order + 1 };
  delete copy.menu.presets;
  const mr = copy.labels.mr;
  copy.labels = { ...copy.labels, mr: { ...mr, name: `${String(mr.name ?? name)} ${copyWord}` } };
  return renamed(copy as ModuleDefinition, name);
}

/** A new module's key changed: its menu entry and paths follow it. */
export function renamed(d: ModuleDefinition, name: string): ModuleDefinition {
  const menu = { ...d.menu, id: `module-${name}` };
  if (d.kind === 'register') return { ...d, name, menu, routes: { list: [`/${name}`] } };
  return { ...d, name, menu, path: `/m/${name}` };
}

/** A word of a definition set (or removed, when empty) at a path of its labels. */
export function withWord(
  d: ModuleDefinition,
  language: 'mr' | 'en',
  path: readonly string[],
  text: string,
): ModuleDefinition {
  const labels = clone(d.labels);
  const root: ModuleLabels = labels[language] ?? {};
  let node = root;
  for (const part of path.slice(0, -1)) {
    if (typeof node[part] !== 'object') node[part] = {};
    node = node[part] as ModuleLabels;
  }
  const last = path[path.length - 1]!;
  if (text.trim()) node[last] = text;
  else delete node[last];
  return { ...d, labels: { ...labels, [language]: root } };
}

/** A word of a definition at a path ('' when it has none). */
export function wordOf(d: ModuleDefinition, language: 'mr' | 'en', path: readonly string[]) {
  let node: string | ModuleLabels | undefined = d.labels[language];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

type Form = ModuleDefinition & { fields: readonly FieldDeclaration[] };

/** The form's fields changed by `change` (a field replaced, added, moved or retired). */
export function withFields(
  d: ModuleDefinition,
  change: (fields: FieldDeclaration[]) => FieldDeclaration[],
) {
  if (d.kind === 'rollupReport') return d;
  return { ...d, fields: change([...(d as Form).fields]) } as ModuleDefinition;
}

/** The field at `index` moved one place up (-1) or down (+1). */
export const moved = (fields: FieldDeclaration[], index: number, by: -1 | 1) => {
  const to = index + by;
  if (to < 0 || to >= fields.length) return fields;
  const out = [...fields];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
};

/** A field key not yet used: `field1`, `field2`… */
export const freeFieldName = (fields: readonly FieldDeclaration[]) => {
  let n = fields.length + 1;
  while (fields.some((f) => f.name === `field${n}`)) n += 1;
  return `field${n}`;
};

/** A field's choices as one line the builder edits: `code=Marathi name, …`. */
export const choicesText = (d: ModuleDefinition, f: FieldDeclaration) =>
  (f.choices ?? []).map((c) => `${c}=${wordOf(d, 'mr', ['choices', f.name, c])}`).join(', ');

/** The line read back: the field's choice codes, and each one's Marathi name in the labels. */
export function withChoicesText(d: ModuleDefinition, f: FieldDeclaration, text: string) {
  const pairs = text
    .split(',')
    .map((part) => part.split('=').map((s) => s.trim()))
    .filter(([code]) => code);
  const choices = pairs.map(([code]) => code!);
  let next = d;
  for (const [code, name = ''] of pairs)
    next = withWord(next, 'mr', ['choices', f.name, code!], name);
  return { d: next, field: { ...f, choices } };
}

/**
 * The key of the field at `index` changed before it was ever published: its words in both
 * languages, its choices' names, the checks and the fields that depend on it follow the new key
 * (words of a key another field still holds, or already holds, stay where they are).
 */
export function fieldRenamed(d: ModuleDefinition, index: number, to: string): ModuleDefinition {
  if (d.kind === 'rollupReport') return d;
  const from = d.fields[index]?.name;
  if (from === undefined || from === to) return d;
  const others = d.fields.filter((_, i) => i !== index).map((f) => f.name);
  const fields = d.fields.map((f, i) => (i === index ? { ...f, name: to } : f));
  if (others.includes(from) || others.includes(to)) return { ...d, fields } as ModuleDefinition;
  const labels = clone(d.labels);
  for (const words of [labels.mr, labels.en])
    for (const group of ['fields', 'choices']) {
      const node = words?.[group];
      if (typeof node !== 'object' || !(from in node)) continue;
      node[to] = node[from]!;
      delete node[from];
    }
  const key = (name: string) => (name === from ? to : name);
  const followed = fields.map((f) =>
    f.dependsOn ? { ...f, dependsOn: { ...f.dependsOn, field: key(f.dependsOn.field) } } : f,
  );
  // a side is a field's name or a formula over the fields: both follow the new key
  const side = (text: string) => renameField(key(text), from, to);
  const checks = d.checks?.map((c) => ({
    ...c,
    left: side(c.left),
    right: typeof c.right === 'string' ? side(c.right) : c.right,
  }));
  return { ...d, labels, fields: followed, ...(checks ? { checks } : {}) } as ModuleDefinition;
}

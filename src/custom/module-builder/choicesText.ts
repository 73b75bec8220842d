import {
  withWord,
  wordOf,
  type FieldDeclaration,
  type ModuleDefinition,
} from '../../domain/engine';

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

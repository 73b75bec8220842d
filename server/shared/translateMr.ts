import { mr } from '../../src/i18n/mr';

type Tree = { [key: string]: string | Tree };

const fill = (text: string, args: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));

const lookUp = (tree: Tree, path: readonly string[]) => {
  let node: string | Tree | undefined = tree;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** A Marathi text of the dictionaries, its %{placeholders} filled (the key itself if missing). */
export function translateMr(key: string, args: Record<string, string | number> = {}): string {
  const text = lookUp(mr as Tree, key.split('.'));
  return text === undefined ? key : fill(text, args);
}

// a module defined in the browser carries its own words (issue 24), kept by its declaration
const ownWords = new WeakMap<object, Tree>();

/** The Marathi words of a module defined in the browser (its `resources.<name>` tree). */
export function keepModuleWords(declaration: object, words: Tree): void {
  ownWords.set(declaration, words);
}

/** The Marathi text of a key as a module says it: its own words first, else the dictionaries. */
export function translateMrFor(d: { name: string }) {
  const words = ownWords.get(d);
  if (!words) return translateMr;
  const prefix = `resources.${d.name}.`;
  return (key: string, args: Record<string, string | number> = {}) => {
    const own = key.startsWith(prefix)
      ? lookUp(words, key.slice(prefix.length).split('.'))
      : undefined;
    return own === undefined ? translateMr(key, args) : fill(own, args);
  };
}

import { mr } from '../../src/i18n/mr';

type Tree = { [key: string]: string | Tree };

/** A Marathi text of the dictionaries, its %{placeholders} filled (the key itself if missing). */
export function translateMr(key: string, args: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = mr as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in args ? String(args[name]) : whole,
  );
}

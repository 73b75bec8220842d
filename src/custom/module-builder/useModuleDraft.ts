import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { blankRegister, copiedDefinition, type ModuleDefinition } from '../../domain/engine';
import { useModuleList } from './useModuleList';
import { T } from './words';

/**
 * The definition the editor starts from: a stored module's draft (else its published one), a
 * copy of another module under a free key, or a blank register; with the field keys already
 * published (they never change again).
 */
export function useModuleDraft(name: string | undefined, from: string | null) {
  const translate = useTranslate();
  const { list, failed } = useModuleList();
  const [d, setD] = useState<ModuleDefinition | null>(null);
  const served = list?.modules.find((m) => m.name === name);
  useEffect(() => {
    if (!list || d) return;
    const all = [...list.modules, ...list.drafts];
    if (name) {
      setD(list.drafts.find((m) => m.name === name) ?? served ?? null);
      return;
    }
    const source = from ? list.modules.find((m) => m.name === from) : undefined;
    let n = 2;
    const base = source?.name ?? 'navin';
    while (all.some((m) => m.name === `${base}-${n}`)) n += 1;
    const key = `${base}-${n}`;
    setD(source ? copiedDefinition(source, key, translate(`${T}.copyWord`)) : blankRegister(key));
  }, [list, d, name, from, served, translate]);
  const published = new Set(
    served && served.kind !== 'rollupReport' ? served.fields.map((f) => f.name) : [],
  );
  return { d, setD, list, failed, published, isPublished: served !== undefined };
}

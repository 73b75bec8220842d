import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

const MISSING = '\u0000';

/**
 * A module's own words where it has them (`resources.<name>.<key>`: the spec's volunteer list
 * says "स्वयंसेवक जोडा"), else the generic screens' (`app.entity.<key>`).
 */
export function useModuleWords(name: string) {
  const translate = useTranslate();
  const key = useCallback(
    (k: string) => {
      const own = `resources.${name}.${k}`;
      return translate(own, { _: MISSING }) === MISSING ? `app.entity.${k}` : own;
    },
    [name, translate],
  );
  const text = useCallback(
    (k: string, args?: Record<string, unknown>) => translate(key(k), args),
    [key, translate],
  );
  return { key, text };
}

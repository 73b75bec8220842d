import { useTranslate } from 'react-admin';
import type { ModuleDeclaration } from '../../domain/engine';

/**
 * A count form's screen texts: the module's own (`resources.<name>.screen.<key>`, e.g. the
 * gathering's "सांघिक जतन करा") where its labels have one, else the shared `fallback`
 * (`app.countForm.<key>`).
 */
export function useScreenText(d: ModuleDeclaration) {
  const translate = useTranslate();
  return (key: string, args: Record<string, unknown> = {}, fallback = `app.countForm.${key}`) =>
    translate(`resources.${d.name}.screen.${key}`, { ...args, _: translate(fallback, args) });
}

export type ScreenText = ReturnType<typeof useScreenText>;

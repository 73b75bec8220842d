import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import {
  ADMIN_TRAIL_MODULES,
  recordPath,
  shownValue,
  type ChangeEntry,
} from '../../domain/changes';
import { choiceLabelKey, fieldLabelKey, moduleByName, moduleNameKey } from '../../domain/engine';

const T = 'app.changes';
const isAdminModule = (name: string) => (ADMIN_TRAIL_MODULES as readonly string[]).includes(name);

/** How a trail's row reads: its module, field and values in the user's language. */
export function useChangeLabels() {
  const translate = useTranslate();
  const moduleLabel = useCallback(
    (name: string) =>
      isAdminModule(name)
        ? translate(`${T}.modules.${name}`)
        : translate(moduleNameKey(name), { _: name }),
    [translate],
  );
  const fieldLabel = useCallback(
    (module: string, field: string) =>
      translate(fieldLabelKey(module, field), {
        _: translate(`${T}.fields.${field}`, { _: field }),
      }),
    [translate],
  );
  const valueText = useCallback(
    (c: ChangeEntry, value: unknown) =>
      shownValue(
        value,
        {
          empty: translate(`${T}.empty_value`),
          yes: translate(`${T}.yes`),
          no: translate(`${T}.no`),
        },
        (code) => translate(choiceLabelKey(c.module, c.field, code), { _: code }),
      ),
    [translate],
  );
  const pathOf = useCallback(
    (c: ChangeEntry) => recordPath(c.module, c.recordId, (name) => moduleByName(name)?.kind),
    [],
  );
  return { moduleLabel, fieldLabel, valueText, pathOf };
}

import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import {
  ROW_WARNING_KEY,
  VOLUNTEER_COLUMNS,
  VOLUNTEER_MESSAGE,
  type VolunteerTexts,
} from '../../domain/volunteer';

const PREFIX = 'app.volunteer.validation.';

/**
 * The domain formatters' texts in the current language, read through the i18n provider.
 * Placeholders are translated to themselves so the formatters fill them in.
 */
export function useVolunteerTexts(): VolunteerTexts {
  const translate = useTranslate();
  return useMemo(
    () => ({
      fields: Object.fromEntries(
        VOLUNTEER_COLUMNS.map((c) => [c.key, translate(`resources.swayamsevak.fields.${c.key}`)]),
      ) as VolunteerTexts['fields'],
      validation: Object.fromEntries(
        Object.values(VOLUNTEER_MESSAGE).map((key) => [
          key.slice(PREFIX.length),
          translate(key, { field: '%{field}' }),
        ]),
      ),
      rowWarning: translate(ROW_WARNING_KEY, { row: '%{row}', messages: '%{messages}' }),
    }),
    [translate],
  );
}

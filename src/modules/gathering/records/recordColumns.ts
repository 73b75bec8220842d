import { placeLabel, type SheetColumn } from '../../../domain';
import { formatDateTime } from '../../../domain/dates';
import type { GatheringRecordRow } from '../../../domain/dashboard';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const T = 'app.records';

const nameOf = (r: GatheringRecordRow) =>
  placeLabel({ localized_name: r.location_name, name_suffix: r.name_suffix });

/** The list's columns, as the xlsx download writes them. */
export const recordColumns = (translate: Translate): SheetColumn<GatheringRecordRow>[] => [
  { header: translate(`${T}.col.place`), value: nameOf },
  { header: translate(`${T}.col.state`), value: (r) => translate(`${T}.state.${r.state}`) },
  { header: translate('app.analytics.series.present'), value: (r) => r.units_reported },
  { header: translate('app.analytics.series.designated'), value: (r) => r.units_designated },
  { header: translate(`${T}.col.attendance`), value: (r) => r.attendance },
  { header: translate(`${T}.col.savedBy`), value: (r) => r.saved_by ?? '' },
  {
    header: translate(`${T}.col.savedAt`),
    value: (r) => (r.saved_at ? formatDateTime(r.saved_at) : ''),
  },
];

export { nameOf };

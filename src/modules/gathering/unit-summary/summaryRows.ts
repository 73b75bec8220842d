import {
  EKAK_SUB_TYPES,
  UNIT_STATUSES,
  ekakSubTypeKey,
  ekakTypeKey,
  placeLabel,
  unitStatusKey,
  type SheetColumn,
} from '../../../domain';
import type { UnitSummaryChild } from '../../../dataProvider/unitSummary';

type Translate = (key: string, options?: object) => string;
const T = 'app.unitReports';

const placeColumn = (translate: Translate): SheetColumn<UnitSummaryChild> => ({
  header: translate(`${T}.place`),
  value: (child) => placeLabel(child),
});

/** `/sadyashiti/ahawal`: place, one column per status, and the place's total. */
export function statusColumns(translate: Translate): SheetColumn<UnitSummaryChild>[] {
  return [
    placeColumn(translate),
    ...UNIT_STATUSES.map((status) => ({
      header: translate(unitStatusKey(status)),
      value: (child: UnitSummaryChild) => child.by_status[status] ?? 0,
    })),
    {
      header: translate(`${T}.total`),
      value: (child) => UNIT_STATUSES.reduce((sum, s) => sum + (child.by_status[s] ?? 0), 0),
    },
  ];
}

/**
 * `/sankalp/ahawal`: place, the active units of each of the nine sub-types, and their total.
 * `withType` names each sub-type with its type (for the sheet, which has no group header);
 * otherwise each sub-type sits under its type's group header.
 */
export function subTypeColumns(
  translate: Translate,
  withType: boolean,
): SheetColumn<UnitSummaryChild>[] {
  return [
    placeColumn(translate),
    ...EKAK_SUB_TYPES.map(({ ekak_sub_type_id: id, ekak_type_id }) => ({
      header: withType
        ? `${translate(ekakTypeKey(ekak_type_id))} – ${translate(ekakSubTypeKey(id))}`
        : translate(ekakSubTypeKey(id)),
      ...(withType ? {} : { group: translate(ekakTypeKey(ekak_type_id)) }),
      value: (child: UnitSummaryChild) => child.by_sub_type[id] ?? 0,
    })),
    {
      header: translate(`${T}.total`),
      value: (child) =>
        EKAK_SUB_TYPES.reduce((s, t) => s + (child.by_sub_type[t.ekak_sub_type_id] ?? 0), 0),
    },
  ];
}

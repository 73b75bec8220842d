import type { Unit } from '../../../dataProvider/sankalp';
import { ekakSubTypeKey, ekakTypeKey, placeLabel, type SheetColumn } from '../../../domain';
import { fieldLabelKey } from '../../../domain/engine';

type Translate = (key: string, options?: object) => string;
const field = (name: string) => fieldLabelKey('ekak', name);

/** `/sadyashiti/active-suchi`: an active unit's name, kind, place and meeting details. */
export function activeColumns(translate: Translate): SheetColumn<Unit>[] {
  return [
    { header: translate(field('localized_name')), value: (u) => u.localized_name },
    {
      header: translate(field('ekak_type_id')),
      value: (u) => translate(ekakTypeKey(u.ekak_type_id)),
    },
    {
      header: translate(field('ekak_sub_type_id')),
      value: (u) => translate(ekakSubTypeKey(u.ekak_sub_type_id)),
    },
    { header: translate('app.unitReports.active.village'), value: (u) => placeLabel(u.location) },
    { header: translate(field('meeting_day')), value: (u) => u.meeting_day },
    { header: translate(field('meeting_time')), value: (u) => u.meeting_time },
    { header: translate(field('meeting_place')), value: (u) => u.meeting_place },
  ];
}

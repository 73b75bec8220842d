import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Unit } from '../../dataProvider/sankalp';
import { ekakSubTypeKey, ekakTypeKey, placeLabel } from '../../domain';
import { StatusChip, showDate } from './UnitFields';
import { fieldLabel } from './unitChoices';

/** A unit's fields as label/value rows (detail page and status page). */
export function UnitDetails({ unit }: { unit: Unit }) {
  const translate = useTranslate();
  const rows: [string, ReactNode][] = [
    ['localized_name', unit.localized_name],
    ['ekak_type_id', translate(ekakTypeKey(unit.ekak_type_id))],
    ['ekak_sub_type_id', translate(ekakSubTypeKey(unit.ekak_sub_type_id))],
    ['location', placeLabel(unit.location)],
    ['start_date', showDate(unit.start_date)],
    ['meeting_day', unit.meeting_day],
    ['meeting_time', unit.meeting_time],
    ['meeting_place', unit.meeting_place],
    ['notes', unit.notes],
    ['status', <StatusChip key="status" status={unit.status} />],
    ['status_date', showDate(unit.status_date)],
  ];
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([field, value]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 'bold', width: '35%' }}>
              {translate(fieldLabel(field))}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

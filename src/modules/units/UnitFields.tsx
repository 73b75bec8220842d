import { formatDay } from '../../domain/dates';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { unitStatusKey, type UnitStatus } from '../../domain';
import { UNIT_STATUS_COLOURS } from '../../domain/modules/gathering/units';

/** A status as a coloured chip. */
export function StatusChip({ status }: { status: UnitStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={UNIT_STATUS_COLOURS[status]}
      label={translate(unitStatusKey(status))}
    />
  );
}

/** dd-mm-yyyy, or nothing. */
export const showDate = (iso?: string | null) => (iso ? formatDay(iso) : '');

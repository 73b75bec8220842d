import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';

/** A place whose month has confirmed-unusual counts (issue 15): the office above may call. */
export function UnusualMark() {
  const translate = useTranslate();
  const label = translate('app.plausibility.mark');
  return (
    <Tooltip title={label}>
      <WarningAmberIcon
        titleAccess={label}
        fontSize="small"
        sx={{ color: 'warning.main', verticalAlign: 'middle', ml: 0.5 }}
      />
    </Tooltip>
  );
}

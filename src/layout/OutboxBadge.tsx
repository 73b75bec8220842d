import CloudOffIcon from '@mui/icons-material/CloudOff';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { outboxCounts } from '../domain/engine/outbox';
import { useAppPath } from '../shared/useAppPath';
import { useOutbox } from '../outbox/OutboxContext';

/** "N नोंदी या फोनवर — पाठवणे बाकी" in the app bar while saves wait on the device. */
export function OutboxBadge() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const { entries, owner } = useOutbox();
  if (owner === null) return null;
  const { waiting, attention } = outboxCounts(entries, owner);
  if (waiting + attention === 0) return null;
  const label = [
    waiting ? translate('app.outbox.badge', { count: waiting }) : '',
    attention ? translate('app.outbox.badgeAttention', { count: attention }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Chip
      icon={<CloudOffIcon />}
      label={label}
      color={attention ? 'warning' : 'default'}
      onClick={() => navigate(appPath('/outbox'))}
      data-testid="outbox-badge"
      sx={{ mr: 1, bgcolor: attention ? undefined : 'background.paper', maxWidth: '50vw' }}
    />
  );
}

import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAppPath } from '../shared/useAppPath';
import { useInbox } from '../shared/inbox/useInbox';

/** The app bar's bell: how many messages are unread; it opens the inbox. */
export function InboxBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const { unread } = useInbox();
  const label = translate('app.inbox.bell', { count: unread });
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => navigate(appPath('/inbox'))}
        data-testid="inbox-bell"
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

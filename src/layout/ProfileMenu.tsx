import { useState } from 'react';
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslate } from 'react-admin';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ReminderChannels } from '../shared/inbox/ReminderChannels';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutButton } from './LogoutButton';
import { OwnDetailsDialog } from './OwnDetailsDialog';
import { ProfileDetails } from './ProfileDetails';
import { UserAvatar } from './UserAvatar';
import { useShellUser } from './useShellUser';

/**
 * Avatar button opening the user's details, language, editing their own name and mobile,
 * change password and logout.
 */
export function ProfileMenu() {
  const translate = useTranslate();
  const { identity, permissions } = useShellUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.shell.profile')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <UserAvatar identity={identity} />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {identity && permissions && (
          <ProfileDetails identity={identity} permissions={permissions} />
        )}
        <Divider />
        <Box sx={{ px: 2, py: 1 }}>
          <LanguageSwitch />
          <ReminderChannels />
        </Box>
        {identity && (
          <MenuItem
            onClick={() => {
              close();
              setEditingDetails(true);
            }}
          >
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.shell.ownDetails.menu')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            setChangingPassword(true);
          }}
        >
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.auth.changePassword')}
        </MenuItem>
        <Divider />
        <Box sx={{ px: 2, pb: 1 }}>
          <LogoutButton fullWidth variant="outlined" />
        </Box>
      </Menu>
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
      {editingDetails && identity && (
        <OwnDetailsDialog identity={identity} onClose={() => setEditingDetails(false)} />
      )}
    </>
  );
}

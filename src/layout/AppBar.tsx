import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, type AppBarProps } from 'react-admin';
import { AppLogo } from './AppLogo';
import { PlaceChip } from './PlaceChip';
import { OutboxBadge } from './OutboxBadge';
import { InboxBell } from './InboxBell';
import { ProfileMenu } from './ProfileMenu';

/** Top bar: menu toggle, logo, the user's place chip, loading indicator and profile menu. */
export function AppBar(props: AppBarProps) {
  return (
    <RaAppBar {...props} color="primary" toolbar={<LoadingIndicator />} userMenu={<ProfileMenu />}>
      <AppLogo />
      <Box sx={{ flex: 1, minWidth: 0 }} />
      <OutboxBadge />
      <InboxBell />
      <PlaceChip />
    </RaAppBar>
  );
}

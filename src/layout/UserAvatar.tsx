import { Avatar } from '@mui/material';
import type { AppIdentity } from '../authProvider';

/** The user's picture (non-admins only, see authProvider) or the first letter of the name. */
export function UserAvatar({ identity, size = 32 }: { identity?: AppIdentity; size?: number }) {
  const name = identity?.fullName ?? '';
  return (
    <Avatar src={identity?.avatar} alt={name} sx={{ width: size, height: size }}>
      {Array.from(name)[0]}
    </Avatar>
  );
}

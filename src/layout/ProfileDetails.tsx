import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { roleLabelKey, type AppPermissions } from '../domain';
import type { AppIdentity } from '../authProvider';
import { UserAvatar } from './UserAvatar';
import { userPlace } from './userPlace';

/** Name, email, level and place, role label and system number (spec §2 "Profile menu"). */
export function ProfileDetails({
  identity,
  permissions,
}: {
  identity: AppIdentity;
  permissions: AppPermissions;
}) {
  const translate = useTranslate();
  const { level, place } = userPlace(permissions);
  const rows: [string, string][] = [
    ['app.shell.level', level],
    ['app.shell.place', place],
    ['app.shell.role', translate(roleLabelKey(permissions))],
    ['app.shell.systemNumber', String(permissions.user_id)],
  ];
  return (
    <Box sx={{ px: 2, py: 1.5, maxWidth: 320 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
        <UserAvatar identity={identity} size={44} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            {identity.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {identity.email}
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(key)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, pl: 1.5 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

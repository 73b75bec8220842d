import { managesUsers } from '../domain/users';
import { Box, Chip, Divider, List, ListSubheader } from '@mui/material';
import { useTranslate, type MenuProps } from 'react-admin';
import { APP_VERSION, visibleMenu } from '../domain';
import { implementedMenuIds } from '../domain/app/screens';
import { useDefinedModulesVersion } from '../engine/defined/useDefinedModulesVersion';
import { LogoutButton } from './LogoutButton';
import { MenuEntryItem } from './MenuEntryItem';
import { useShellUser } from './useShellUser';

export interface AppMenuProps extends MenuProps {
  /** Entries whose screens exist (tests pass every id). */
  implemented?: ReadonlySet<string>;
}

/** Drawer content: the grouped menu the user may see, logout and the version chip. */
export function AppMenu({ implemented: given }: AppMenuProps) {
  useDefinedModulesVersion();
  const implemented = given ?? implementedMenuIds();
  const translate = useTranslate();
  const { permissions } = useShellUser();
  const groups = permissions
    ? visibleMenu(
        {
          levelId: permissions.levelId,
          admin: permissions.admin,
          managesUsers: managesUsers(permissions),
        },
        implemented,
      )
    : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component="nav"
        aria-label={translate('app.menu.label')}
        sx={{ flex: 1, overflowY: 'auto' }}
      >
        {groups.map((group) => (
          <List
            component="div"
            key={group.id}
            dense
            subheader={
              <ListSubheader
                component="div"
                disableSticky
                sx={{ bgcolor: 'transparent', lineHeight: '36px' }}
              >
                {translate(group.labelKey)}
              </ListSubheader>
            }
          >
            {group.entries.map((entry) => (
              <MenuEntryItem key={entry.id} entry={entry} />
            ))}
          </List>
        ))}
      </Box>
      <Divider />
      <Box sx={{ p: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <LogoutButton size="small" />
        <Chip size="small" variant="outlined" label={`v${APP_VERSION}`} />
      </Box>
    </Box>
  );
}

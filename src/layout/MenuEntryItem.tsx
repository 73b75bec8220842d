import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LinkBase, useLocation, useSidebarState, useTranslate } from 'react-admin';
import type { MenuEntry } from '../domain';
import { MenuIcon } from './menuIcons';
import { useAppPath } from '../shared/useAppPath';
import { useSmallScreen } from './useSmallScreen';

const contains = (entry: MenuEntry, pathname: string, path: (r: string) => string): boolean =>
  (entry.url !== undefined && pathname === path(entry.url)) ||
  Boolean(entry.children?.some((child) => contains(child, pathname, path)));

/** One drawer entry; an entry with children opens a nested list. */
export function MenuEntryItem({ entry, depth = 0 }: { entry: MenuEntry; depth?: number }) {
  const translate = useTranslate();
  const path = useAppPath();
  const { pathname } = useLocation();
  const small = useSmallScreen();
  const [, setSidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useState(() => contains(entry, pathname, path));
  const label = translate(entry.labelKey);
  const indent = { pl: 2 + depth * 2 };
  const icon = (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <MenuIcon name={entry.icon} />
    </ListItemIcon>
  );

  if (entry.children) {
    // a group navigates only when visibleMenu kept its url (groupNavigates rule)
    const link = entry.url ? { component: LinkBase, to: path(entry.url) } : {};
    return (
      <>
        <ListItemButton
          {...link}
          sx={indent}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {icon}
          <ListItemText primary={label} />
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </ListItemButton>
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          <List component="div" disablePadding>
            {entry.children.map((child) => (
              <MenuEntryItem key={child.id} entry={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  const to = path(entry.url ?? '/');
  return (
    <ListItemButton
      component={LinkBase}
      to={to}
      selected={pathname === to}
      aria-current={pathname === to ? 'page' : undefined}
      sx={indent}
      onClick={() => small && setSidebarOpen(false)}
    >
      {icon}
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

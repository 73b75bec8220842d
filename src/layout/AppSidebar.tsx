import { useEffect } from 'react';
import { Drawer } from '@mui/material';
import { useSidebarState, type SidebarProps } from 'react-admin';
import { useSmallScreen } from './useSmallScreen';

export const DRAWER_WIDTH = 260;
/** Height of react-admin's app bar (dense toolbar) on md and wider screens. */
const APP_BAR_HEIGHT = 48;

/** The left drawer: persistent on wide screens, temporary on small ones (spec §2 "Shell"). */
export function AppSidebar({ children }: SidebarProps) {
  const small = useSmallScreen();
  const [open, setOpen] = useSidebarState();

  useEffect(() => {
    if (small) setOpen(false);
  }, [small, setOpen]);

  if (small) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '85vw' } } }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="persistent"
      open={open}
      sx={(theme) => ({
        width: open ? DRAWER_WIDTH : 0,
        flexShrink: 0,
        transition: theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width: DRAWER_WIDTH,
          position: 'sticky',
          top: APP_BAR_HEIGHT,
          height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
          boxSizing: 'border-box',
        },
      })}
    >
      {children}
    </Drawer>
  );
}

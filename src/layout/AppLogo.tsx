import { Box, Typography } from '@mui/material';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import { LinkBase, useTranslate } from 'react-admin';
import { DEFAULT_PATH } from '../domain';
import { useAppPath } from '../shared/useAppPath';

/** Logo and product name, linking to the default page. */
export function AppLogo() {
  const translate = useTranslate();
  const path = useAppPath();
  const name = translate('app.name');
  return (
    <Box
      component={LinkBase}
      to={path(DEFAULT_PATH)}
      aria-label={name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Diversity3Icon />
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 600 }}
      >
        {name}
      </Typography>
    </Box>
  );
}

import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { LinkBase, useBasename, useLocation, useTranslate } from 'react-admin';
import { DEFAULT_PATH } from '../domain';
import { menuIdOfRoute } from './menuIdOfRoute';
import { breadcrumbTrail } from './breadcrumbTrail';
import { stripBasename } from '../shared/useAppPath';

/** The bar above the content: home, then menu group and entries of the current page. */
export function AppBreadcrumbs() {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(menuIdOfRoute(stripBasename(pathname, basename)));
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pt: 2, pb: 1 }}>
      <Breadcrumbs
        aria-label={translate('app.shell.breadcrumb')}
        separator={<NavigateNextIcon fontSize="small" />}
        sx={{ '& ol': { flexWrap: 'wrap' } }}
      >
        <Link
          component={LinkBase}
          to={`${basename}${DEFAULT_PATH}`}
          color="inherit"
          aria-label={translate('app.shell.home')}
          sx={{ display: 'flex' }}
        >
          <HomeIcon fontSize="small" />
        </Link>
        {trail.map((crumb, i) => (
          <Typography
            key={crumb.id}
            color={i === trail.length - 1 ? 'text.primary' : 'text.secondary'}
            aria-current={i === trail.length - 1 ? 'page' : undefined}
          >
            {translate(crumb.labelKey)}
          </Typography>
        ))}
      </Breadcrumbs>
    </Box>
  );
}

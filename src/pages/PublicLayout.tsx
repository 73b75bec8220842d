import type { ReactNode } from 'react';
import { Box, Card, CardContent, Container, Link, Stack, Typography } from '@mui/material';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import { LinkBase, useTranslate } from 'react-admin';
import { useAppPath } from '../shared/useAppPath';

/** Frame of the public pages: product name, one card (or wide content), footer links. */
export function PublicLayout({
  title,
  children,
  wide = false,
}: {
  title?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const translate = useTranslate();
  const path = useAppPath();
  const body = wide ? (
    children
  ) : (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {title && (
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container maxWidth={wide ? 'md' : 'sm'} sx={{ py: 1.5 }}>
          <Link
            component={LinkBase}
            to={path('/')}
            color="inherit"
            underline="none"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
          >
            <Diversity3Icon />
            <Typography variant="h6" component="span" sx={{ fontWeight: 600 }}>
              {translate('app.name')}
            </Typography>
          </Link>
        </Container>
      </Box>
      <Container component="main" maxWidth={wide ? 'md' : 'sm'} sx={{ flex: 1, py: 4 }}>
        {body}
      </Container>
      <Container component="footer" maxWidth="md" sx={{ py: 2 }}>
        <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
          <Link component={LinkBase} to={path('/pages/sampark-nond-privacy')}>
            {translate('app.footer.privacy')}
          </Link>
          <Link component={LinkBase} to={path('/pages/contact-us')}>
            {translate('app.footer.contact')}
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { Authenticated, Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { PageTransition } from './PageTransition';
import { ScrollToTop } from './ScrollToTop';

/** The signed-in shell (spec §2 "Shell"); signed-out visitors are sent to the login page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Authenticated loading={<LinearProgress />}>
      <RaLayout appBar={AppBar} sidebar={AppSidebar} menu={AppMenu} appBarAlwaysOn>
        <ScrollToTop />
        <AppBreadcrumbs />
        <PageTransition>{children}</PageTransition>
      </RaLayout>
    </Authenticated>
  );
}

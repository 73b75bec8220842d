import type { ReactNode } from 'react';
import { Authenticated, Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { PageLoading } from '../shared/PageLoading';
import { PageTransition } from './PageTransition';
import { ScrollToTop } from './ScrollToTop';

/** The signed-in shell (spec §2 "Shell"); signed-out visitors are sent to the login page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Authenticated loading={<PageLoading />}>
      <RaLayout appBar={AppBar} sidebar={AppSidebar} menu={AppMenu} appBarAlwaysOn>
        <ScrollToTop />
        <AppBreadcrumbs />
        <PageTransition>{children}</PageTransition>
      </RaLayout>
    </Authenticated>
  );
}

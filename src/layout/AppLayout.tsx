import type { ReactNode } from 'react';
import { SelectedPlaceProvider } from '../shared/geo-picker/SelectedPlaceProvider';
import { PrintStyles } from '../shared/print';
import { Layout } from './Layout';

/** The signed-in shell with the globally selected place (loaded with the first app page). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout>
      <PrintStyles />
      <SelectedPlaceProvider>{children}</SelectedPlaceProvider>
    </Layout>
  );
}

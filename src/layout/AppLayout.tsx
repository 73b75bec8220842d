import type { ReactNode } from 'react';
import { SelectedPlaceProvider } from '../shared/geo-picker/SelectedPlaceProvider';
import { PrintStyles } from '../shared/print';
import { Layout } from './Layout';
import { OutboxSending } from '../outbox/OutboxContext';
import { useShellUser } from './useShellUser';
import { NewVersionPrompt } from '../offline/NewVersionPrompt';

/** The signed-in shell with the globally selected place (loaded with the first app page). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { identity } = useShellUser();
  return (
    <Layout>
      <PrintStyles />
      <OutboxSending userId={identity?.id} />
      <NewVersionPrompt />
      <SelectedPlaceProvider>{children}</SelectedPlaceProvider>
    </Layout>
  );
}

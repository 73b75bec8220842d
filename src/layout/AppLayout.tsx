import type { ReactNode } from 'react';
import { SelectedPlaceProvider } from '../shared/geo-picker/SelectedPlaceProvider';
import { PrintStyles } from '../shared/print';
import { Layout } from './Layout';
import { OutboxSending } from '../outbox/OutboxContext';
import { useShellUser } from './useShellUser';
import { NewVersionPrompt } from '../offline/NewVersionPrompt';
import { DefinedModulesRefresh } from '../engine/defined/DefinedModulesRefresh';

/** The signed-in shell with the globally selected place (loaded with the first app page). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { identity } = useShellUser();
  return (
    <Layout>
      <PrintStyles />
      <OutboxSending userId={identity?.id} />
      <NewVersionPrompt />
      <DefinedModulesRefresh />
      <SelectedPlaceProvider>{children}</SelectedPlaceProvider>
    </Layout>
  );
}

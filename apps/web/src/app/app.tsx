import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '../shared/lib/router';
import { SystemGate } from '../features/system/components/system-gate';
import { AppShell } from './layout/app-shell';

/** Providers, the system status gate, then the shell. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SystemGate>
          <AppShell />
        </SystemGate>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

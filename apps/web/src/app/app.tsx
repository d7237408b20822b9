import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, ServerRouter } from '../shared/lib/router';
import { SystemGate } from '../features/system/components/system-gate';
import { AppShell } from './layout/app-shell';

/** The address a server render is for; in the browser the address bar is. */
export type ServerLocation = { path: string; search: string };

/** Providers, the system status gate, then the shell. */
export function App({ queryClient, location }: { queryClient: QueryClient; location?: ServerLocation }) {
  const shell = (
    <SystemGate>
      <AppShell />
    </SystemGate>
  );
  let routed: ReactNode = <BrowserRouter>{shell}</BrowserRouter>;
  if (location)
    routed = (
      <ServerRouter path={location.path} search={location.search}>
        {shell}
      </ServerRouter>
    );
  return <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider>;
}

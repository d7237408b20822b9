import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { StatusResponse } from '@palaro/contract/system';
import type { VendorSorting } from '@palaro/contract/games';
import { AppShell } from '../app/layout/app-shell';
import { SystemGate } from '../features/system/components/system-gate';
import { getSystemStatusQueryOptions } from '../shared/api/get-system-status';
import { getVendorSortingQueryOptions } from '../shared/api/get-vendor-sorting';
import { createQueryClient } from '../shared/lib/query-client';
import { MemoryRouter, useLocation } from '../shared/lib/router';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { makeStatus, vendorSorting } from './fixtures';

type Options = {
  path?: string;
  status?: StatusResponse | null;
  vendors?: VendorSorting;
  seed?: (client: QueryClient) => void;
};

/** A query client already holding the server's answers, so component tests need no network. */
export function seededQueryClient({
  status = makeStatus(),
  vendors = vendorSorting,
  seed,
}: Omit<Options, 'path'> = {}): QueryClient {
  const client = createQueryClient();
  // there is no server behind component tests: a call nobody seeded fails at once instead of retrying for seconds
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  seed?.(client);
  if (status) {
    client.setQueryData(getSystemStatusQueryOptions().queryKey, status);
    client.setQueryData(getVendorSortingQueryOptions(status.info.whitelabel.merchantCode).queryKey, vendors);
  }
  return client;
}

export function renderWithProviders(ui: ReactNode, { path = '/m/home', ...data }: Options = {}) {
  const queryClient = seededQueryClient(data);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialPath={path}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/**
 * The whole app (gate and shell) at `path`, as the browser shows it to a visitor who has agreed to the age and terms
 * disclaimer: the overlay opens a moment after the page, and a test typing into the page must not race it. The
 * disclaimer's own tests render it by itself; the end-to-end tests walk the whole flow.
 */
export function renderApp({ disclaimerAgreed = true, ...options }: Options & { disclaimerAgreed?: boolean } = {}) {
  if (disclaimerAgreed) window.sessionStorage.setItem(STORAGE_KEYS.disclaimerAgreed, '1');
  return renderWithProviders(
    <SystemGate>
      <AppShell />
    </SystemGate>,
    options,
  );
}

/** Shows where the router is, for tests that follow redirects. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { changeLanguage, i18n, initI18n } from '../i18n/i18n';
import { createQueryClient } from '../query-client';
import { useReloadVendorsOnLanguage } from './use-reload-vendors-on-language';

afterEach(async () => {
  await act(() => initI18n('EN'));
});

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('vendor lists after a language change (SPEC 4 "Home load")', () => {
  it('load again 250 ms after the last change, once', async () => {
    const client = createQueryClient();
    client.setQueryData(['games', 'vendor-sorting', 'PALARO'], []);
    client.setQueryData(['games', 'vendor-types', 'PALARO'], {});
    client.setQueryData(['games', 'winners', 'EN'], []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // the texts are there before the change, so nothing suspends while it happens
    await i18n.loadLanguages(['tl', 'pt']);
    renderHook(() => useReloadVendorsOnLanguage(), { wrapper });
    await act(() => changeLanguage('TL'));
    await wait(100);
    await act(() => changeLanguage('PT'));
    await wait(100);
    // 200 ms after the first change, but only 100 ms after the last one
    expect(client.getQueryState(['games', 'vendor-sorting', 'PALARO'])?.isInvalidated).toBe(false);
    await wait(250);
    expect(client.getQueryState(['games', 'vendor-sorting', 'PALARO'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['games', 'vendor-types', 'PALARO'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['games', 'winners', 'EN'])?.isInvalidated).toBe(false);
  });
});

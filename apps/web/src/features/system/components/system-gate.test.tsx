import { screen } from '@testing-library/react';
import { makeStatus } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { sendJson, startTestServer } from '../../../testing/test-server';
import { setApiBaseUrl } from '../../../shared/lib/request-context';

beforeEach(() => window.sessionStorage.setItem('MC_DISCLAIMER_AGREED', '1'));

describe('the system status gate (SPEC 4)', () => {
  it('shows the maintenance page, without the app, when maintenance is on (even with a region restriction)', async () => {
    renderApp({ status: makeStatus({ maintenance: true, regionRestriction: true }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System upgrading, please try again later' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bottom menu' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('MC_SYSTEM_STATUS')).toBe('1');
  });

  it('shows the IP-restriction page with the visitor IP for a region restriction alone', async () => {
    renderApp({ status: makeStatus({ regionRestriction: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, our service is not available in your region.')).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 203.0.113.7')).toBeInTheDocument();
    expect(window.localStorage.getItem('MC_SYSTEM_STATUS')).toBe('2');
  });

  it('shows the app when neither is on, and caches that', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(window.localStorage.getItem('MC_SYSTEM_STATUS')).toBe('0');
  });
});

describe('the cached status', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let answer = makeStatus();

  beforeAll(async () => {
    server = await startTestServer((_, response) => {
      setTimeout(() => sendJson(response, 200, { success: true, value: answer }), 50);
    });
    setApiBaseUrl(server.url);
  });
  afterAll(async () => {
    setApiBaseUrl('');
    await server.close();
  });

  it('applies at once on the next visit, then follows the background refresh', async () => {
    window.localStorage.setItem('MC_SYSTEM_STATUS', '1');
    answer = makeStatus();
    renderApp({ status: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System upgrading, please try again later' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(window.localStorage.getItem('MC_SYSTEM_STATUS')).toBe('0');
  });
});

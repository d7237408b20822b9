import { defineConfig, devices } from '@playwright/test';
import { LOTTERY_FAST_DRAW_SECONDS, ports, serverCommand } from './support/servers';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Flaky end-to-end tests are fixed, not retried.
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // A timeout catches a hang, not slowness (speed is the benchmarks' job): CI's two cores, shared with five servers,
  // have run a 10 s journey past 30 s, and on a slow day (the benches measured the same machine two to four times
  // slower) a screen that shows in 1 s alone took over 7 s under the full suite, so CI gets the room of such a day.
  timeout: process.env.CI ? 120_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 7_000 },
  outputDir: `../.tmp/e2e-results-${process.env.E2E_PORT_BASE ?? 3190}`,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.tmp/test-reports/playwright.json' }],
  ],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${ports.main}`,
    colorScheme: 'dark',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'servers', testMatch: /.*\.setup\.ts/ },
    { name: 'phone-chromium', dependencies: ['servers'] },
  ],
  webServer: [
    // X-Forwarded-For is trusted, so account tests can each be a client of their own (per-IP limits)
    serverCommand('main', { trustProxy: true }),
    serverCommand('maintenance', { maintenance: true }),
    serverCommand('region', { regionRestriction: { countries: ['SG'] } }),
    // launched games open in same-origin frames: trustProxy's upgrade-insecure-requests would send them to https here
    serverCommand('games', {}),
    // mobile-only registration without SMS check, and social log-in with one provider configured and switched on
    serverCommand('accounts', {
      trustProxy: true,
      flags: {
        USERNAMEREG3: false,
        MOBILENUMREG3: true,
        REGMOBVERF3: false,
        MOBILENUMPASSREG3: true,
        GOOGLELOGIN3: true,
        FACEBOOKLOGIN3: false,
      },
      identityProviders: {
        google: { issuer: 'https://accounts.example.test', clientId: 'palaro-e2e', clientSecret: 'e2e-only' },
        facebook: { issuer: 'https://facebook.example.test', clientId: 'palaro-e2e', clientSecret: 'e2e-only' },
      },
    }),
    // announcements and popups published by the content specs reach every visitor of their server: a server of their own
    serverCommand('content', { trustProxy: true }),
    // every interval lottery game draws every few seconds (a fifth of them after the close), so a journey sees its
    // order's draw settle and pay; plain like 'games', as the lotto app opens in a same-origin frame
    serverCommand('lottery', {}, { LOTTERY_FAST_DRAW_SECONDS: String(LOTTERY_FAST_DRAW_SECONDS) }),
  ],
});

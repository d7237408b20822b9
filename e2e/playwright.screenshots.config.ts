import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { serverCommand } from './support/servers';

// `npm run screenshots`: the landed screens in both themes and two languages, as pictures in .tmp/screenshots.
export default defineConfig({
  ...base,
  testDir: './screenshots',
  timeout: 60_000,
  reporter: [['list']],
  webServer: [serverCommand('main', { trustProxy: true }), serverCommand('games', {})],
});

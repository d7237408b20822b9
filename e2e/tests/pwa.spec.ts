import { test, expect } from '../support/fixtures';

test('the app is installable: a manifest with icons and an active service worker', async ({
  agreedPage: page,
  request,
}) => {
  await page.goto('/m/home');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifestResponse = await request.get(new URL(manifestHref ?? '', page.url()).toString());
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { sizes: string; type: string }[];
  };
  expect(manifest.name).toBe('Palaro');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toMatch(/^\/m\//);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state ?? null;
  });
  expect(active).toMatch(/activat/);
});

test('hashed assets are long-cached and compressed; the shell is not', async ({ request }) => {
  const shell = await request.get('/m/home', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(shell.ok()).toBe(true);
  expect(shell.headers()['cache-control']).toContain('no-cache');
  const html = await shell.text();
  const script = /src="(\/m\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
});

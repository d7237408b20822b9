// What a repeat visit still downloads: opens a route in headless Chromium, waits until the service worker controls the
// page, opens the route again and counts the HTML, JavaScript and CSS of that second visit that came from the network
// rather than from the service worker, from the browser's own network events (nothing is intercepted or mocked).
// `npm run bench:web` calls it against its server; alone: node scripts/bench-web-repeat-visit.mjs <base> [route...]
// Chromium is driven by the e2e workspace's Playwright, launched from CHROMIUM_PATH or /usr/bin/chromium.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const COUNTED_TYPES = { Document: 'HTML', Script: 'JS', Stylesheet: 'CSS' };
// the app registers its worker only once the page is idle after load, and the worker precaches the whole shell first
const CONTROL_TIMEOUT_MS = 60_000;

/** Measures each route's repeat visit in a fresh browser context (its own cache and service worker). */
export async function measureRepeatVisits(base, routes) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const results = [];
    for (const route of routes) results.push({ route, ...(await measureRoute(browser, new URL(route, base).href)) });
    return results;
  } finally {
    await browser.close();
  }
}

async function measureRoute(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await waitForControl(page, url);
    const cdp = await context.newCDPSession(page);
    const requests = recordRequests(cdp);
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    // the sections below the first screen and the texts arrive as the page settles; a busy app never goes quiet
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await cdp.detach();
    return summarise([...requests.values()]);
  } finally {
    await context.close();
  }
}

/** Polls until the page is controlled; reloads once halfway in case the worker activated without claiming it. */
async function waitForControl(page, url) {
  const deadline = Date.now() + CONTROL_TIMEOUT_MS;
  let reloaded = false;
  while (Date.now() < deadline) {
    // a navigation under way (the reload below) destroys the context being asked: that poll simply says no
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false)) return;
    if (!reloaded && Date.now() > deadline - CONTROL_TIMEOUT_MS / 2) {
      reloaded = true;
      await page.reload({ waitUntil: 'load' });
      continue;
    }
    await page.waitForTimeout(250);
  }
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'no registration';
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    return `registration for ${registration.scope}, worker ${worker?.state ?? 'none'}`;
  });
  throw new Error(
    `no service worker controlled ${url} within ${CONTROL_TIMEOUT_MS / 1000} s (${state}, reloaded once)`,
  );
}

function recordRequests(cdp) {
  const requests = new Map();
  const entry = (requestId) => requests.get(requestId) ?? requests.set(requestId, { bytes: 0 }).get(requestId);
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    Object.assign(entry(requestId), {
      type,
      url: response.url,
      fromServiceWorker: response.fromServiceWorker === true,
      // a worker may pass a request on to the network itself: then the bytes did travel
      serviceWorkerSource: response.serviceWorkerResponseSource,
      fromHttpCache: response.fromDiskCache === true || response.fromPrefetchCache === true,
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    entry(requestId).fromMemoryCache = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    entry(requestId).bytes = encodedDataLength;
  });
  return requests;
}

function summarise(requests) {
  const counted = requests.filter((request) => request.type in COUNTED_TYPES);
  const bySource = { network: [], serviceWorker: [], httpCache: [] };
  for (const request of counted) {
    if (request.fromServiceWorker && request.serviceWorkerSource !== 'network') bySource.serviceWorker.push(request);
    else if (!request.fromServiceWorker && (request.fromHttpCache || request.fromMemoryCache))
      bySource.httpCache.push(request);
    else bySource.network.push(request);
  }
  return {
    networkBytes: bySource.network.reduce((sum, request) => sum + request.bytes, 0),
    network: bySource.network.map(({ type, url, bytes }) => ({ kind: COUNTED_TYPES[type], url, bytes })),
    serviceWorker: bySource.serviceWorker.length,
    httpCache: bySource.httpCache.length,
  };
}

/** The lines `npm run bench:web` prints for one route. */
export function repeatVisitLines({ route, networkBytes, network, serviceWorker, httpCache }) {
  const lines = [
    `repeat visit ${route}: ${(networkBytes / 1024).toFixed(1)} KB HTML/JS/CSS from the network ` +
      `(${network.length} requests), ${serviceWorker} served by the service worker` +
      (httpCache > 0 ? `, ${httpCache} from the HTTP cache` : ''),
  ];
  for (const { kind, url, bytes } of network) {
    lines.push(`  ${kind.padEnd(4)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base, ...routes] = process.argv.slice(2);
  if (!base) throw new Error('usage: node scripts/bench-web-repeat-visit.mjs <base URL> [route...]');
  const results = await measureRepeatVisits(base, routes.length > 0 ? routes : ['/m/home']);
  for (const result of results) console.log(repeatVisitLines(result).join('\n'));
}

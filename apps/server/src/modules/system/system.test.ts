import { FEATURE_FLAGS, statusSchema, whitelabelSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../config/demo-merchant';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
const apps: FastifyInstance[] = [];
let normal: FastifyInstance;
let maintenance: FastifyInstance;
let region: FastifyInstance;
let both: FastifyInstance;

async function appWith(merchant: Record<string, unknown>) {
  const app = await buildTestApp({ ...database.connection(), merchant });
  apps.push(app);
  return app;
}

async function status(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: '/wps/system/status', headers, remoteAddress: '203.0.113.7' });
  expect(response.statusCode).toBe(200);
  return statusSchema.parse(response.json<{ value: unknown }>().value);
}

beforeAll(async () => {
  normal = await appWith({});
  maintenance = await appWith({ maintenance: true });
  region = await appWith({ regionRestriction: { countries: ['SG', 'US'] } });
  both = await appWith({ maintenance: true, regionRestriction: { countries: ['SG'] } });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('GET /wps/system/status', () => {
  it('describes the merchant from its configuration', async () => {
    const value = await status(normal);
    expect(value.info.whitelabel.merchantCode).toBe('PALARO');
    expect(value.info.customerService.map((entry) => entry.csType)).toEqual(['TELEGRAM', 'LIVECHAT', 'AFFILIATE']);
    expect(value.info.resources.map((link) => link.resourceType)).toEqual(
      expect.arrayContaining(['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon', 'FACEBOOK', 'TELEGRAM']),
    );
    expect(value.info.appBannerHiddenHosts).toEqual(DEMO_MERCHANT.appBannerHiddenHosts);
    expect(value.info.mobileTemplate).toEqual({ mem_cen: 1, dep_func: 1 });
    expect(value.info.register).toEqual({
      username: true,
      mobile: true,
      mobileWithPassword: true,
      smsVerification: true,
    });
    expect(value.info).toMatchObject({
      currency: 'PHP',
      mainDomain: 'm.palaro.ph',
      imageCDNs: ['https://cdn.palaro.ph'],
    });
    expect(value.location).toEqual({ ip: '203.0.113.7', country: null });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
  });

  it('reports maintenance from the configuration', async () => {
    expect(await status(maintenance)).toMatchObject({ maintenance: true, regionRestriction: false });
  });

  it('flags region restriction when the country header names a listed country', async () => {
    expect(await status(region, { 'cf-ipcountry': 'SG' })).toMatchObject({
      regionRestriction: true,
      location: { country: 'SG' },
    });
    expect(await status(region, { 'cf-ipcountry': 'us' })).toMatchObject({ regionRestriction: true });
    expect(await status(region, { 'cf-ipcountry': 'PH' })).toMatchObject({
      regionRestriction: false,
      location: { country: 'PH' },
    });
    expect(await status(region, { 'cf-ipcountry': 'XX' })).toMatchObject({
      regionRestriction: false,
      location: { country: null },
    });
    expect(await status(region)).toMatchObject({ regionRestriction: false });
  });

  it('reports both flags when maintenance and restriction apply together', async () => {
    expect(await status(both, { 'cf-ipcountry': 'SG' })).toMatchObject({ maintenance: true, regionRestriction: true });
  });

  it('reads the client IP from X-Forwarded-For only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.20' };
    expect((await status(normal, headers)).location.ip).toBe('203.0.113.7');
    const proxied = await appWith({ trustProxy: true });
    expect((await status(proxied, headers)).location.ip).toBe('198.51.100.20');
  });

  it('uses the configured country header and a pluggable resolver', async () => {
    const custom = await appWith({ countryHeader: 'x-country', regionRestriction: { countries: ['SG'] } });
    expect(await status(custom, { 'x-country': 'SG', 'cf-ipcountry': 'PH' })).toMatchObject({
      regionRestriction: true,
    });
    const geo = await buildTestApp({
      ...database.connection(),
      merchant: { regionRestriction: { countries: ['JP'] } },
      countryResolver: { resolve: async ({ ip }) => (ip === '203.0.113.7' ? 'JP' : null) },
    });
    apps.push(geo);
    expect(await status(geo)).toMatchObject({ regionRestriction: true, location: { country: 'JP' } });
  });
});

describe('maintenance', () => {
  it('answers every other API call with 503 system.maintenance', async () => {
    for (const url of [
      '/wps/system/whitelabel',
      '/wps/game/vendors/sorting',
      '/wps/system/encryption/key',
      '/lgw/anything',
    ]) {
      const response = await maintenance.inject({ url, headers: { merchant: 'PALARO' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        success: false,
        errorCode: 'system.maintenance',
        message: 'System upgrading, please try again later',
      });
    }
  });

  it('keeps the demo images and the status call available', async () => {
    expect((await maintenance.inject({ url: '/m/demo-images/logo.svg' })).statusCode).toBe(200);
    expect((await maintenance.inject({ url: '/wps/system/status?t=1' })).statusCode).toBe(200);
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('lists every feature flag and promotion switch', async () => {
    const response = await normal.inject({ url: '/wps/system/whitelabel' });
    const value = whitelabelSchema.parse(response.json<{ value: unknown }>().value);
    expect(Object.keys(value.flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(value).toMatchObject({ merchantCode: 'PALARO', vip: true, appWindow: true });
    expect(value.promotions).toEqual({
      REFERRAL: { enabled: true },
      MISSION: { enabled: true },
      LOGIN: { enabled: true },
    });
  });

  it('follows MERCHANT_CONFIG switches', async () => {
    const app = await appWith({
      flags: { MOBILEVERCODELOGIN3: false },
      promotions: { MISSION: { enabled: false } },
      vip: false,
    });
    const value = whitelabelSchema.parse(
      (await app.inject({ url: '/wps/system/whitelabel' })).json<{ value: unknown }>().value,
    );
    expect(value.flags.MOBILEVERCODELOGIN3).toBe(false);
    expect(value.promotions.MISSION.enabled).toBe(false);
    expect(value.vip).toBe(false);
  });
});

import { createHash } from 'node:crypto';
import { vendorLogoName, type DemoImageName, type VendorSorting } from '@palaro/contract';
import {
  ambassadorPortraitSvg,
  celebratingCrowdSvg,
  cockfightArenaSvg,
  liveDealerSvg,
  lotteryBallsSvg,
  slotReelsSvg,
} from './art/about';
import { appIconSvg, logoSvg } from './art/brand';
import { liveBannerSvg, lotteryBannerSvg, welcomeBannerSvg } from './art/banners';
import { bankSvg, cardSvg, ewalletSvg, qrSvg } from './art/payments';
import { gameIconSvg } from './art/game-icon';
import { vendorLogoSvg } from './art/vendor-logo';
import { DEMO_VENDORS, gameIconName } from '../../db/seed/demo-catalogue';

export type DemoImage = { svg: string; etag: string };

/** A strong etag from the content that makes an image (its drawing, and how it is rendered). */
export function etagOf(content: string): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;
}

function fixedImages(siteName: string): Record<DemoImageName, string> {
  return {
    logo: logoSvg(siteName),
    'app-icon': appIconSvg(siteName),
    'banner-welcome': welcomeBannerSvg(),
    'banner-live': liveBannerSvg(),
    'banner-lottery': lotteryBannerSvg(),
    'payment-ewallet': ewalletSvg(),
    'payment-bank': bankSvg(),
    'payment-card': cardSvg(),
    'payment-qr': qrSvg(),
    'about-ambassador': ambassadorPortraitSvg(),
    'about-live-dealer': liveDealerSvg(),
    'about-slots': slotReelsSvg(),
    'about-lottery': lotteryBallsSvg(),
    'about-arena': cockfightArenaSvg(),
    'about-crowd': celebratingCrowdSvg(),
  };
}

/** Every demo image drawn once at start, by name (without .svg). */
export function createDemoImages(siteName: string, catalogue: VendorSorting): Map<string, DemoImage> {
  const sources: [string, string][] = Object.entries(fixedImages(siteName));
  for (const [index, vendor] of catalogue.flatMap((category) => category.vendorNames).entries()) {
    sources.push([vendorLogoName(vendor.vassalage), vendorLogoSvg(vendor.accountTypeName, index)]);
  }
  const games = DEMO_VENDORS.flatMap((vendor) => vendor.games.map((game) => ({ vendor, game })));
  for (const [index, { vendor, game }] of games.entries()) {
    sources.push([
      gameIconName(vendor.code, game.code),
      gameIconSvg({ name: game.name, category: vendor.category, index }),
    ]);
  }
  // the Originals banner reuses the welcome art until the in-house games bring their own
  sources.push(['banner-originals', welcomeBannerSvg()]);
  return new Map(sources.map(([name, svg]) => [name, { svg, etag: etagOf(svg) }]));
}

// Demo artwork the server draws itself (no files fetched from outside), one SVG per name, also served as WebP.

export const DEMO_IMAGES_PATH = '/m/demo-images';

/** Fixed demo images; vendor logos are named by vendorLogoName(). */
export const DEMO_IMAGE_NAMES = [
  'logo',
  'app-icon',
  'banner-welcome',
  'banner-live',
  'banner-lottery',
  'payment-ewallet',
  'payment-bank',
  'payment-card',
  'payment-qr',
  // the demo about-us page: the ambassador's portrait and the five gallery pictures
  'about-ambassador',
  'about-live-dealer',
  'about-slots',
  'about-lottery',
  'about-arena',
  'about-crowd',
] as const;
export type DemoImageName = (typeof DEMO_IMAGE_NAMES)[number];

/**
 * svg: the drawing itself, sharp at any size (the logo, the app icon).
 * webp: the same drawing rendered once by the server at the size it is shown; browsers decode it off the main thread,
 * where an SVG with text is parsed, laid out and painted on it (artwork shown many at a time: banners, icons, logos).
 */
export const DEMO_IMAGE_FORMATS = ['svg', 'webp'] as const;
export type DemoImageFormat = (typeof DEMO_IMAGE_FORMATS)[number];

export function demoImageUrl(name: string, format: DemoImageFormat = 'svg'): string {
  return `${DEMO_IMAGES_PATH}/${name}.${format}`;
}

/** An image name keeps to lower-case letters, digits and hyphens (TCG_SEA becomes tcg-sea). */
export const imageNamePart = (text: string) => text.toLowerCase().replace(/[^a-z0-9-]+/g, '-');

/** Image name of a vendor's logo, e.g. vendor-lumen for vassalage LUMEN. */
export function vendorLogoName(vassalage: string): string {
  return `vendor-${imageNamePart(vassalage)}`;
}

// Demo artwork the server draws itself (no files fetched from outside), one SVG per name.

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
] as const;
export type DemoImageName = (typeof DEMO_IMAGE_NAMES)[number];

export function demoImageUrl(name: string): string {
  return `${DEMO_IMAGES_PATH}/${name}.svg`;
}

/** Image name of a vendor's logo, e.g. vendor-lumen for vassalage LUMEN. */
export function vendorLogoName(vassalage: string): string {
  return `vendor-${vassalage.toLowerCase()}`;
}

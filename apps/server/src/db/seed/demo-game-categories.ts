import type { VendorSorting } from '@palaro/contract';

// The demo lobby: in-house games first, then the vendors of each category in display order.
// Vendor names are the project's own inventions.
export const DEMO_GAME_CATEGORIES: VendorSorting = [
  { gameCategory: 'LOCAL', vendorNames: [{ vassalage: 'PALARO', accountTypeName: 'Palaro Originals' }] },
  {
    gameCategory: 'RNG',
    vendorNames: [
      { vassalage: 'LUMEN', accountTypeName: 'Lumen Slots' },
      { vassalage: 'TALA', accountTypeName: 'Tala Reels' },
      { vassalage: 'ALON', accountTypeName: 'Alon Gaming' },
    ],
  },
  {
    gameCategory: 'LIVE',
    vendorNames: [
      { vassalage: 'BAYANI', accountTypeName: 'Bayani Live' },
      { vassalage: 'PERLAS', accountTypeName: 'Perlas Studio' },
    ],
  },
  {
    gameCategory: 'FISH',
    vendorNames: [
      { vassalage: 'DAGAT', accountTypeName: 'Dagat Fishing' },
      { vassalage: 'LAMBAT', accountTypeName: 'Lambat Arcade' },
    ],
  },
  {
    gameCategory: 'PVP',
    vendorNames: [
      { vassalage: 'BARAHA', accountTypeName: 'Baraha Cards' },
      { vassalage: 'MESA', accountTypeName: 'Mesa Poker' },
    ],
  },
  { gameCategory: 'SPORTS', vendorNames: [{ vassalage: 'SIKLAB', accountTypeName: 'Siklab Sports' }] },
  { gameCategory: 'ESPORTS', vendorNames: [{ vassalage: 'KIDLAT', accountTypeName: 'Kidlat Esports' }] },
  { gameCategory: 'COCKFIGHT', vendorNames: [{ vassalage: 'SULTADA', accountTypeName: 'Sultada Arena' }] },
  {
    gameCategory: 'LOTT',
    vendorNames: [
      { vassalage: 'LOTT', accountTypeName: 'Palaro Lotto' },
      { vassalage: 'ELOTT', accountTypeName: 'Palaro e-Lotto' },
      { vassalage: 'TCG_SEA', accountTypeName: 'Palaro Xổ Số' },
    ],
  },
];

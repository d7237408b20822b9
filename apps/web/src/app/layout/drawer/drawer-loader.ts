/** The drawer is its own chunk: it downloads when the Menu button is first approached, not with the first screen. */
export const loadDrawer = () => import('./drawer');

export function preloadDrawer(): void {
  void loadDrawer();
}

import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { firstScreenHints } from './build/first-screen-hints.ts';
import { preloadMissingOnly } from './build/preload-missing-only.ts';

// The API server also serves dist at /m/; during development the same calls go through the proxy.
const apiTarget = process.env.PALARO_API_URL ?? 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(
  // ws: the live chat's socket (/wps/chat/socket) goes through the proxy too
  ['/wps', '/lgw', '/m/demo-images'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true, ws: true }]),
);

const themeColor = '#0b1020';

// generateSW precaches the built shell; the app registers the worker itself after the page has loaded.
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['icons/favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/m/home',
    name: 'Palaro',
    short_name: 'Palaro',
    description: 'Slots, live casino, lottery and sports in one place.',
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColor,
    background_color: themeColor,
    icons: [
      { src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/m/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/m/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/m/index.html',
    // API calls, the lottery frame's pages (apps/lotto, /m/lotto-h5 with or without a path) and server-drawn images
    // are never answered with the app shell.
    navigateFallbackDenylist: [/^\/wps\//, /^\/lgw\//, /^\/lotto\//, /^\/m\/lotto-h5(\/|$)/, /^\/m\/demo-images\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/m/demo-images/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'palaro-images', expiration: { maxEntries: 80 } },
      },
    ],
  },
  devOptions: { enabled: false },
};

// The libraries the first screen needs travel in one chunk: fewer requests, and gzip compresses them better together.
// zod is left out on purpose: its core keeps whatever any screen's schemas use, so it loads only with the screens that need it.
// The query library's infinite lists and mutations are left out too: home's first screen has neither.
const firstScreenLibraries = (id: string) =>
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack|zustand|use-sync-external-store|valibot)[\\/]/.test(
    id,
  ) && !/[\\/](infiniteQueryObserver|useInfiniteQuery|mutationObserver|useMutation)\.js$/.test(id);

// The server's build of the first views (src/entry-server.tsx) is one self-contained module beside the client's
// files, in a dot-folder the server never serves.
const serverBuild: UserConfig = {
  plugins: [react()],
  // React's production build on the server too, whatever NODE_ENV the server runs with
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: { target: 'node20', emptyOutDir: false, minify: false, copyPublicDir: false },
};

const preload = preloadMissingOnly();

const clientBuild: UserConfig = {
  plugins: [react(), firstScreenHints(), preload.plugin, VitePWA(pwaOptions)],
  build: {
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'libs', test: firstScreenLibraries }] } } },
  },
  server: { port: 5180, strictPort: true, proxy },
  preview: { port: 5181, strictPort: true, proxy },
};

export default defineConfig(({ isSsrBuild }) => ({
  base: '/m/',
  ...(isSsrBuild ? serverBuild : clientBuild),
}));

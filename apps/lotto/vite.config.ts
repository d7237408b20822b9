import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves dist under /m/lotto-h5; during development the API goes through the proxy.
const apiTarget = process.env.PALARO_API_URL ?? 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(
  ['/wps', '/lgw', '/lotto'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
);

export default defineConfig({
  base: '/m/lotto-h5/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: { port: 5194, strictPort: true, proxy },
  preview: { port: 5195, strictPort: true, proxy },
});

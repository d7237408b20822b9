import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves dist under /bo; during development the operator API and its socket go through the proxy.
const apiTarget = process.env.PALARO_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/ops': { target: apiTarget, changeOrigin: true, ws: true } };

export default defineConfig({
  base: '/bo/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: { port: 5192, strictPort: true, proxy },
  preview: { port: 5193, strictPort: true, proxy },
});

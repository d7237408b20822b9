import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves dist under /originals; during development the game API goes through the proxy.
const apiTarget = process.env.PALARO_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/originals/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  base: '/originals/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: { port: 5190, strictPort: true, proxy },
  preview: { port: 5191, strictPort: true, proxy },
});

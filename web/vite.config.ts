import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './src/build/precompress';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  base: '/stage/',
  plugins: [react(), precompress()],
  build: { manifest: true, outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: bff, ws: true, changeOrigin: true },
      '/files': { target: bff, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': { target: bff, ws: true, changeOrigin: true },
      '/files': { target: bff, changeOrigin: true },
    },
  },
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

// Bundles GraphiQL from npm so the playground works offline; the BFF serves dist/ at /graphiql/.
export default defineConfig({
  root,
  base: '/graphiql/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000,
  },
  worker: { format: 'es' },
});

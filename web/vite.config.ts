import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { fewerChunks } from './src/build/chunks';
import { graphqlDocuments } from './src/build/graphql-documents';
import { precompress } from './src/build/precompress';
import { preloadFonts } from './src/build/preload-fonts';
import { chakraSystem } from './src/build/chakra-system';
import { loginPageScript, prerender } from './src/build/prerender';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  base: '/stage/',
  // Roboto is the default family: /login draws its text at 400 and its heading at 700 (latin).
  plugins: [
    graphqlDocuments(fileURLToPath(new URL('./src/gql/', import.meta.url))),
    react(),
    preloadFonts([/roboto-latin-(400|700)-normal/]),
    chakraSystem(),
    prerender(),
    fewerChunks({
      pageScript: loginPageScript,
      firstScreen: 'src/features/session/Login.tsx',
      // The pages under the public layout (app/router.tsx), which load no company screen's code.
      publicScreens: [
        'src/features/public-pages/PublicLayout.tsx',
        'src/features/public-pages/Landing.tsx',
        'src/features/public-pages/ContactUs.tsx',
        'src/features/public-pages/ErrorPage.tsx',
        'src/features/public-pages/ComingSoon.tsx',
        'src/features/public-pages/UnderConstruction.tsx',
        'src/features/shared-file/DownloadFilePage.tsx',
        'src/features/party-answers/UploadFilePage.tsx',
        'src/features/party-answers/ConfirmCompletionPage.tsx',
      ],
    }),
    precompress(),
  ],
  build: {
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Chakra's preset builds `defaultSystem` when its module is evaluated, which the app never
      // uses (it builds its own in ThemeRoot): a call not known to be pure is kept, and cost a
      // few hundred milliseconds of main thread on a phone before the first render.
      treeshake: { manualPureFunctions: ['createSystem'] },
    },
  },
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

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // The plugin adds the manifest and its icons (favicon.svg among them) itself; a glob for them
        // would precache them twice. The zxing reader wasm (~1 MB) is precached so scanning decodes offline.
        globPatterns: ['**/*.{js,css,html,wasm}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Bahamas Freight',
        short_name: 'BF Freight',
        description: 'Warehouse, back office and customer portal of a Miami to Nassau freight forwarder',
        theme_color: '#0b5394',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // Which chunks each route loads, read by the scan route's size check (scripts/route-size.ts).
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // zod and the module that switches off its eval probe (src/app/zod-without-eval.ts) share a chunk, so the
        // switch runs before any schema is built: across chunks the bundler does not keep main.tsx's import order.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]app[\\/]zod-without-eval\.ts$/ }] },
      },
    },
  },
});

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    // The route generator is for the app build; unit tests import modules directly.
    process.env.VITEST ? null : tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          // Loaders are split too: they call the API, and ky, valibot and XState must not weigh on first paint.
          codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent', 'notFoundComponent']] },
          quoteStyle: 'single',
        }),
    react(),
    tailwindcss(),
  ],
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: false,
    proxy: {
      '/api': apiTarget,
      '/careers-api': apiTarget,
      // The payment simulators' pages (the virtual M-Pesa phone, PayPal's approval page), development only.
      '/__sim': apiTarget,
    },
  },
  // The manifest lets scripts/budget.ts measure what each page loads.
  build: { target: 'es2022', sourcemap: false, manifest: true, modulePreload: false },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 20_000,
  },
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Read by scripts/check-bundle.mjs to measure what the first page downloads.
    manifest: true,
    target: 'es2022',
    // Keep the budget honest: anything big should be split off a route, not hidden by this number.
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      treeshake: {
        // @kalvi/shared is pure (constants, rules, zod schemas built at module level): a page that
        // only needs a constant must not pull in zod and every schema with it.
        moduleSideEffects: (id) => !id.includes('/packages/shared/src/'),
      },
    },
  },
});

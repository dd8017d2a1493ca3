import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preloads the one Inter file (the Latin variable font, src/styles.css) from index.html, so it
 * downloads beside the entry script instead of after the CSS is parsed (docs/decisions/150-performance.md).
 */
function preloadInter(): Plugin {
  return {
    name: 'kalvi-preload-inter',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!file) throw new Error('The Inter font is missing from the build: check src/styles.css');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadInter()],
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

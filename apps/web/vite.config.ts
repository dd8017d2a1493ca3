import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// React Router's package points every bundler at its development build (warnings and checks
// included); the production build beside it is 0.5 KB gzip smaller on the first load.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/\/development\/index\.m?js$/, '/production/index.mjs');

/**
 * Preloads the one Inter file (the Latin variable font, src/styles.css, made by
 * scripts/inter-font.sh) from index.html, so it downloads beside the entry script instead of after
 * the CSS is parsed (docs/decisions/150-performance.md).
 */
function preloadInter(): Plugin {
  return {
    name: 'kalvi-preload-inter',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) =>
          /inter-latin-wght-400-800-[\w-]+\.woff2$/.test(name),
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadInter()],
  // The server renderer's build (entry-server.tsx) carries its packages, so React runs its
  // production build there whatever NODE_ENV the server was started with.
  ssr: { noExternal: true },
  resolve: {
    alias: [{ find: /^react-router$/, replacement: reactRouterProduction }],
  },
  publicDir: isSsrBuild ? false : 'public',
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Read by scripts/check-bundle.mjs to measure what the first page downloads.
    manifest: true,
    target: 'es2022',
    // Terser's output is a few per cent smaller than esbuild's, which matters on the first load.
    minify: 'terser',
    // Two compress passes find what one leaves (inlined constants, dead branches): about 1% less script.
    terserOptions: { compress: { passes: 2 } },
    // Every browser our learners use supports modulepreload natively (decision 060): no polyfill.
    modulePreload: { polyfill: false },
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
}));

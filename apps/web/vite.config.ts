import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// React Router's package points every bundler at its development build (warnings and checks
// included); the production build beside it is 0.5 KB gzip smaller on the first load.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/\/development\/index\.m?js$/, '/production/index.mjs');

/**
 * React Router's build calls React.createContext, forwardRef and memo at the top level without
 * the pure annotation and sets displayName (read by React DevTools only) on what they return, so
 * Rollup has to keep every such component whether we use it or not: <Form> with useSubmit and
 * its form-data code, the memoised data routes. Marking the calls pure and dropping the
 * displayName lines lets unused ones go: 2.1 KB gzip less on every first load.
 */
function treeShakeReactRouter(): Plugin {
  const dir = reactRouterProduction.replace(/index\.mjs$/, '');
  return {
    name: 'kalvi-tree-shake-react-router',
    transform(code, id) {
      if (!id.startsWith(dir)) return;
      return {
        code: code
          .replace(/(?<![\w.$])(React\d*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1')
          .replace(/^\w+\.displayName = "\w+";$/gm, ''),
        // Only comments are added and whole lines emptied: lines keep their numbers.
        map: null,
      };
    },
  };
}

/**
 * Some of React Router's code runs only under its framework mode or its React Server Components
 * router: <Link prefetch> (usePrefetchBehavior answers "do not prefetch" without a
 * <HydratedRouter>, yet each link still ran two states, a ref and two effects) and the error
 * boundary's handling of server redirects (rendered only inside the RSC router). We render with
 * <BrowserRouter> and <StaticRouter>, so those functions return at once here what they return in
 * our mode (the redirect handler, never rendered in it, passes its children through), and Rollup
 * drops the code behind them: route manifests, <link rel="prefetch">, digest decoding. 2.1 KB
 * gzip less on every first load. Fails the build when an upgrade changes them, so the saving
 * cannot quietly go.
 */
function withoutFrameworkMode(): Plugin {
  const dir = reactRouterProduction.replace(/index\.mjs$/, '');
  const stubs = [
    ['function usePrefetchBehavior(prefetch, theirElementProps) {', 'return [false, null, {}];'],
    ['function PrefetchPageLinks({ page, ...linkProps }) {', 'return null;'],
    ['function RSCErrorHandler({\n  children,\n  error\n}) {', 'return children;'],
  ] as const;
  return {
    name: 'kalvi-without-framework-mode',
    transform(code, id) {
      if (!id.startsWith(dir) || !code.includes('function LinkWithRef(')) return;
      let patched = code;
      for (const [head, body] of stubs) {
        if (!patched.includes(head))
          this.error(`React Router no longer has "${head}": review vite.config.ts`);
        patched = patched.replace(head, `${head} ${body}`);
      }
      // Only added on lines that exist: lines keep their numbers.
      return { code: patched, map: null };
    },
  };
}

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

/** The staff console, the code editor and the staff's strings: precached for nobody, cached once used. */
const staffOrEditor = (key: string) =>
  key.startsWith('src/admin/') ||
  /codemirror|^_admin-/.test(key) ||
  // Every staff namespace is named `admin…` or `…admin` (admin, adminops, questionsadmin…).
  /locales\/(en|ta)\/(admin\w*|\w+admin)\.json$/.test(key);

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/**
 * What the service worker precaches (docs/decisions/185-offline-and-installable.md): the shell,
 * the fonts and every learner page's code with what it imports, read from Vite's own manifest;
 * not the staff console or the code editor, which a learner on a phone plan should not download
 * unasked.
 */
function learnerCodeOnly(outDir: string) {
  return async (entries: Array<{ url: string; size: number; revision: string | null }>) => {
    const manifest: Record<string, ManifestChunk> = JSON.parse(
      readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'),
    );
    const learner = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || learner.has(chunk.file)) return;
      learner.add(chunk.file);
      for (const css of chunk.css ?? []) learner.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest)) {
      if ((chunk.isEntry || chunk.isDynamicEntry) && !staffOrEditor(key)) visit(key);
    }
    const kept = entries.filter(
      (e) => !e.url.startsWith('assets/') || /\.woff2$/.test(e.url) || learner.has(e.url),
    );
    return { manifest: kept, warnings: [] };
  };
}

/** The installable app: its manifest and the Workbox service worker built from service-worker/sw.ts. */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    // Registered by the shell after the first paint (app/shell/offline-notice.tsx), not by a script tag.
    injectRegister: false,
    manifest: {
      name: 'Kalvi (கல்வி): tech courses in Tamil and English',
      short_name: 'Kalvi',
      description:
        'Hands-on tech courses, events and practice, taught in Tamil and English. தமிழிலும் ஆங்கிலத்திலும் தொழில்நுட்பப் பாடங்கள்.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e3a8a',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/kalvi-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/kalvi-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/kalvi-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css,woff2}'],
      manifestTransforms: [learnerCodeOnly('dist')],
      // Hashed files are fetched once per build; index.html is revisioned by its content.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    treeShakeReactRouter(),
    withoutFrameworkMode(),
    react(),
    tailwindcss(),
    preloadInter(),
    ...(isSsrBuild ? [] : [installableApp()]),
  ],
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
    // The target is es2022, so Terser may use ES2020 forms where shorter (arrow functions for
    // methods that do not use `this`) and need not work around Safari 10, which cannot run our
    // script anyway.
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 2 } },
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

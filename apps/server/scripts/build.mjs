// `npm run build -w apps/server`: bundles the server into one ES module that plain node runs in
// production (docs/decisions/105), instead of compiling TypeScript through tsx at every start.
// Packages stay in node_modules; only our own sources (and @kalvi/shared, which ships as
// TypeScript) go into the bundle. Files read at run time (migrations, the test gateway's
// checkout script, the web build) stay where they are: each module's import.meta is pointed
// back at its source file, so paths relative to it keep working.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { outfile: { type: 'string' } } });
const outfile = resolve(values.outfile ?? join(serverRoot, 'dist/main.js'));
const outdir = dirname(outfile);

/** Points import.meta.url and import.meta.dirname of one source file back at that file. */
const sourceLocations = {
  name: 'source-locations',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      let text = await readFile(args.path, 'utf8');
      if (text.includes('import.meta.')) {
        const fromBundle = relative(outdir, args.path).split('\\').join('/');
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        text = text.replace(/import\.meta\.(url|dirname)\b/g, (_, which) =>
          which === 'url' ? url : `__sourceDirname(${url})`,
        );
        text = `import { dirname as __dirnameOf } from 'node:path';
import { fileURLToPath as __pathOf } from 'node:url';
const __sourceDirname = (u: string) => __dirnameOf(__pathOf(u));
${text}`;
      }
      return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Bare imports stay external (resolved from node_modules at run time), except our own packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kalvi/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [join(serverRoot, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [sourceLocations, externalPackages],
});
console.info(`Built the server: ${relative(process.cwd(), outfile)}`);

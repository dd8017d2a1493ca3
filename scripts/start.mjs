// `npm start`: build the web app when it is missing or older than its sources, then run the
// server, which serves the built app and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'apps/web/dist/index.html');
// The server renderer of the public pages (docs/decisions/155-server-rendering.md), built with the app.
const builtRenderer = join(root, 'apps/web/dist-server/entry-server.js');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = Math.min(
  ...[builtIndex, builtRenderer].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
);
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < sourcesAt) {
  console.info(builtAt ? 'Web app sources changed: rebuilding.' : 'Building the web app (first start).');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Production runs the server bundled ahead of time with plain node (docs/decisions/105);
// development keeps compiling the TypeScript sources on the fly through tsx.
const production = process.env.NODE_ENV === 'production';
const serverBundle = join(root, 'apps/server/dist/main.js');
const serverSources = ['apps/server/src', 'apps/server/scripts/build.mjs', 'packages/shared/src'];
if (production) {
  const bundledAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  if (bundledAt < Math.max(...serverSources.map((s) => newestMtime(join(root, s))))) {
    console.info('Building the server.');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
// --max-old-space-size=512: as the systemd unit (deploy/systemd/kalvi@.service, docs/decisions/142).
const serverArgs = production
  ? ['--max-old-space-size=512', '--enable-source-maps', serverBundle]
  : ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
const server = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// The machine anchor of `npm run lighthouse` (docs/decisions/198-lighthouse-against-a-reference.md):
// a tiny HTML page from a plain node:http server in its own process (bare-server.mjs). It scores
// 100 with 0 ms TBT on an idle machine; when it does not, the machine was busy, not the app.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare page</title><meta name="description" content="The machine anchor of npm run lighthouse."></head>
<body><main><h1>Bare page</h1><p>One heading and one paragraph, no script, no stylesheet.</p></main></body>
</html>
`;

export async function startBarePage() {
  const dir = mkdtempSync(join(tmpdir(), 'kalvi-bare-page-'));
  const file = join(dir, 'answer.json');
  writeFileSync(
    file,
    JSON.stringify({ contentType: 'text/html; charset=utf-8', body: Buffer.from(PAGE).toString('base64') }),
  );
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare page's server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built web app whose server entry is `entry`: a stand-in for the web's server build. */
export function builtWebWith(entry: string): string {
  const root = mkdtempSync(join(tmpdir(), 'kalvi-ssr-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(root, 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Kalvi</title>' +
      '<meta name="description" content="x" /></head><body><noscript><p>Kalvi needs JavaScript to run.</p></noscript>' +
      '<div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), entry);
  return join(root, 'dist');
}

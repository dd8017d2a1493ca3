// The end-to-end server: the real product as `npm start` runs it, with the feeds' public
// services and the WhatsApp Cloud API replaced by local stand-ins so no test reaches the internet.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWhatsappStub, whatsappEnv } from '@kalvi/server/test-support/whatsapp-stub';
import { startFeedStandIns } from './feed-stand-ins.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const standIns = await startFeedStandIns();
// On the port the specs read what it accepted from (support/whatsapp.ts).
const whatsapp = await startWhatsappStub(Number(process.env.E2E_WHATSAPP_PORT ?? 0));
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...standIns.env, ...whatsappEnv(whatsapp) },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  standIns.close();
  void whatsapp.close();
  process.exit(code ?? (signal ? 1 : 0));
});

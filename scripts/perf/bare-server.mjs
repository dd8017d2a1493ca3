// The floor for bench-api.mjs and the machine anchor of bare-page.mjs: a plain node:http server
// that answers every request with the bytes and content type saved in the file given as argv[2];
// prints its port when listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const { contentType, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () => console.info(server.address().port));

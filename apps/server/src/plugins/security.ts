import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Origins outside our own that the pages may use, and why:
 * Razorpay's checkout script, frame and API; YouTube (no-cookie) for the intro and demo
 * videos; Google Maps for the contact page's map.
 */
export const EXTERNAL_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: [
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    'https://www.google.com',
  ],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** helmet's options: none depends on the request, so its headers are the same for every answer. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...EXTERNAL_ORIGINS.script],
      // Radix injects small <style> elements for scroll locking; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...EXTERNAL_ORIGINS.img],
      // data: for the 1.6 KB Tamil label font inlined in the CSS (docs/decisions/110-languages.md):
      // a font cannot run script, and inlining saves every visitor a request.
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...EXTERNAL_ORIGINS.connect],
      frameSrc: EXTERNAL_ORIGINS.frame,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Razorpay's checkout opens a popup for some banks and must be able to talk back.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * The headers helmet's middleware sets for these options, recorded once from a stand-in
 * response. @fastify/helmet built the middleware again on every request (parsing the CSP
 * directives each time): 16 % of the CPU while serving a cached list
 * (docs/decisions/158-api-near-the-floor.md). Names are lower case, as Fastify keeps them.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  let finished = false;
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Every helmet middleware is synchronous; one that was not would leave its header out here.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

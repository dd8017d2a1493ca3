import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}

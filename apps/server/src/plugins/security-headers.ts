import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Options = {
  imageCDNs: string[];
  /** Hash sources of the web app's inline scripts. */
  scriptHashes: string[];
  /** Behind an https-terminating proxy: answers to https requests send HSTS and upgrade insecure requests. */
  https: boolean;
};

const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

function origins(urls: string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

export function contentSecurityPolicy(options: Options): Record<string, string[]> {
  const cdn = origins(options.imageCDNs);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes],
    'script-src-attr': ["'none'"],
    // React's style props end up as inline styles
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...cdn],
    'media-src': ["'self'", 'blob:', ...cdn],
    'font-src': ["'self'", 'data:'],
    // the service worker fetches CDN images for its cache
    'connect-src': ["'self'", ...cdn],
    'frame-src': ["'self'", ...VIDEO_FRAMES],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  // over plain http (a local start) upgrading would break every request
  if (options.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Runs helmet's middleware once against a recording response: its header set depends only on the options,
 * and building it on every request cost more than the rest of an API call's plugins together.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Helmet's security headers with a CSP that allows exactly what the web app uses, on every answer. */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: Options) => {
    const headersFor = (https: boolean) =>
      helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ ...options, https }) },
        strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        // the lottery and games open in frames of their own origin
        crossOriginEmbedderPolicy: false,
      });
    const plain = headersFor(false);
    // Only answers that reached the player over https may pin https: upgrading a plain-http page's own
    // requests (a local start, a proxy without TLS) would break every one of them.
    const secure = options.https ? headersFor(true) : plain;
    if (!options.https) {
      app.addHook('onRequest', (_request, reply, done) => {
        reply.headers(plain);
        done();
      });
      return;
    }
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.protocol === 'https' ? secure : plain);
      done();
    });
  },
  { name: 'security-headers' },
);

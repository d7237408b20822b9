import { DEFAULT_LANGUAGE, HEADER, LANGUAGES, type LanguageCode } from '@palaro/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';
import { isApiPath } from '../http/envelope';
import type { MerchantConfig } from '../config/merchant-schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the reply: the Language header, or the merchant's default (EN) when absent or unknown. */
    language: LanguageCode;
  }
}

function headerValues(request: FastifyRequest, name: string): string[] {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i < raw.length - 1; i += 2) {
    if (raw[i]?.toLowerCase() === name) values.push(raw[i + 1] ?? '');
  }
  return values;
}

function checkMerchant(request: FastifyRequest, merchantCode: string): void {
  const joined = request.headers[HEADER.merchant];
  // Node joins repeated headers with ", ", so the exact code alone means it came once; anything else is looked at closely
  if (joined === undefined || (joined === merchantCode && !merchantCode.includes(','))) return;
  const values = headerValues(request, HEADER.merchant);
  if (values.length > 1) throw new ApiError(400, 'merchant.unknown', 'The Merchant header must be sent once');
  if (values.length === 1 && values[0]?.trim() !== merchantCode) {
    throw new ApiError(400, 'merchant.unknown', 'Unknown merchant');
  }
}

export function parseLanguage(value: string | string[] | undefined, merchant: MerchantConfig): LanguageCode {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  const known = LANGUAGES.find((language) => language === code);
  return known && merchant.languages.includes(known) ? known : merchant.defaultLanguage;
}

/** Merchant and Language headers of API calls (docs/architecture.md section 5). */
export const apiHeaders = fp(
  async (app: FastifyInstance, options: { merchant: MerchantConfig }) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    // callback form: every call passes here, and an async hook would cost each one a promise
    app.addHook('onRequest', (request, reply, done) => {
      const language = request.headers[HEADER.language];
      request.language =
        language === undefined ? options.merchant.defaultLanguage : parseLanguage(language, options.merchant);
      if (!isApiPath(request.url)) {
        done();
        return;
      }
      // answers may be personal; no shared cache keeps them
      reply.header('cache-control', 'no-store');
      try {
        checkMerchant(request, options.merchant.merchantCode);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'api-headers' },
);

import { API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { call, captchaId } from '../../testing/api-client';
import { nextIp } from '../../testing/money-fixtures';

/** The captcha answer the feedback tests' app accepts (its TEST_CAPTCHA_CODE). */
export const CAPTCHA = '0000';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file of `bytes` bytes that starts like a png, a jpg or a gif. */
export function imageBytes(kind: 'png' | 'jpg' | 'gif', bytes = 256): Buffer {
  const head = { png: PNG_SIGNATURE, jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), gif: Buffer.from('GIF89a') }[kind];
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 7)]);
}

export const dataUrl = (data: Buffer, type = 'image/png') => `data:${type};base64,${data.toString('base64')}`;

/** A description of `length` characters (no space at either end). */
export const description = (length: number) =>
  length === 0 ? '' : `${'My GCash deposit is late. '.repeat(10).slice(0, length - 1)}.`;

/** Sends feedback as the player, with a fresh captcha of the player's address unless the body says otherwise. */
export async function sendFeedback(app: FastifyInstance, token: string, body: Record<string, unknown> = {}) {
  const ip = nextIp();
  const payload = {
    content: description(40),
    type: 1,
    captchaId: await captchaId(app, ip),
    captcha: CAPTCHA,
    ...body,
  };
  return call(app, 'PUT', API.feedback, payload, { token, ip });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMS_OUTBOX_FILE } from '../modules/verification/sms-outbox';
import type { SmsMessage, SmsProvider } from '../modules/verification/sms-provider';

/** An SMS provider that keeps every message, so tests can read the codes a phone would get. */
export function smsInbox(): SmsProvider & { messages: SmsMessage[]; lastCodeTo: (e164: string) => string } {
  const messages: SmsMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    lastCodeTo(e164) {
      const message = messages.findLast((entry) => entry.to === e164);
      if (!message) throw new Error(`no SMS sent to ${e164}`);
      return message.code;
    },
  };
}

/** A six-digit code that is surely not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** The newest code the demo provider wrote to DATA_DIR/sms-outbox.log for `e164`. */
export function outboxCodeTo(dataDir: string, e164: string): string {
  const lines = readFileSync(join(dataDir, SMS_OUTBOX_FILE), 'utf8').trim().split('\n');
  const message = lines.map((line) => JSON.parse(line) as SmsMessage).findLast((entry) => entry.to === e164);
  if (!message) throw new Error(`no SMS sent to ${e164}`);
  return message.code;
}

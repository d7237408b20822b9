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

import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IN_MEMORY } from '../../config/env';
import type { SmsMessage, SmsProvider } from './sms-provider';

export const SMS_OUTBOX_FILE = 'sms-outbox.log';
/** Messages an in-memory outbox keeps; older ones are dropped. */
const MEMORY_KEEPS = 100;

/** Where the demo provider puts messages instead of sending them. */
export type SmsOutbox = { where: string; put(message: SmsMessage): Promise<void> };

/** Appends one JSON line per message, readable by the file's owner only (the codes are live secrets). */
export function fileOutbox(path: string): SmsOutbox {
  return {
    where: path,
    async put(message) {
      await mkdir(dirname(path), { recursive: true });
      const line = JSON.stringify({ time: new Date().toISOString(), ...message });
      await appendFile(path, `${line}\n`, { mode: 0o600 });
    },
  };
}

/** Keeps the newest messages in this process, for DATA_DIR=:memory: (nothing is written to disk). */
export function memoryOutbox(): SmsOutbox & { messages: SmsMessage[] } {
  const messages: SmsMessage[] = [];
  return {
    where: 'memory (DATA_DIR=:memory:)',
    messages,
    async put(message) {
      messages.push(message);
      if (messages.length > MEMORY_KEEPS) messages.shift();
    },
  };
}

export function outboxFor(dataDir: string): SmsOutbox {
  return dataDir === IN_MEMORY ? memoryOutbox() : fileOutbox(join(dataDir, SMS_OUTBOX_FILE));
}

/** The demo provider (`"provider": "log"`): no SMS leaves the server, the message goes to the outbox. */
export function outboxSmsProvider(outbox: SmsOutbox): SmsProvider {
  return { outbox: outbox.where, send: (message) => outbox.put(message) };
}

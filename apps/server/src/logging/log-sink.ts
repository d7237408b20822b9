import type { DestinationStream } from 'pino';
import SonicBoom from 'sonic-boom';

/** Log bytes held while the reader is slow; lines beyond are dropped rather than piling up in memory. */
export const MAX_HELD_LOG_BYTES = 16 * 1024 * 1024;

export type LogSink = {
  /** Where pino writes. */
  stream: DestinationStream;
  /** Writes what is held, for at most `timeoutMs`; later lines are dropped. Call it before the process exits. */
  end(timeoutMs: number): Promise<void>;
};

/**
 * A file descriptor (standard output) as the server's log, written asynchronously so that nothing ever waits on the
 * reader. pino's own destination writes what it holds synchronously when the process exits and retries for as long
 * as the write fails, so a reader that stopped reading, or went away, kept the process from ever ending; this one
 * has no exit hook: the server ends it within a bound before it exits, and gives up on a reader that is gone.
 */
export function logSink(fd = 1): LogSink {
  const boom = new SonicBoom({ fd, sync: false, maxLength: MAX_HELD_LOG_BYTES });
  let open = true;
  const closed = new Promise<void>((resolve) => {
    boom.once('close', () => resolve());
    // a log that cannot be written has nowhere to say so (EPIPE: the reader is gone): it stops, the server goes on
    boom.on('error', () => {
      open = false;
      resolve();
    });
  });
  return {
    stream: {
      write(line: string) {
        if (open) boom.write(line);
      },
    },
    async end(timeoutMs) {
      if (open) {
        open = false;
        boom.end();
      }
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([closed, deadline]);
      clearTimeout(timer);
    },
  };
}

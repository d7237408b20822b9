import type { IncomingMessage } from 'node:http';

/** The bytes of an upload stream, refused with `tooLarge()` the moment they pass `max`: the rest is never kept. */
export async function readCapped(stream: AsyncIterable<Buffer>, max: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    // leaving the loop destroys the stream, which stops the parsing of the upload
    if (size > max) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Lets the rest of a refused upload flow to nowhere, as Fastify does past a bodyLimit: a request left piped to a
 * stopped parser would hold its connection (and the server's close) until the client gives up.
 */
export function discardRest(request: IncomingMessage): void {
  request.unpipe();
  request.resume();
}

/** Small HTTP helpers shared by the gateway and the engines' fronts. */
import type { Readable } from 'node:stream';

export class BodyTooLargeError extends Error {}

/** Reads a whole request body; rejects with BodyTooLargeError past `limit` bytes. */
export function readBody(stream: Readable, limit = Number.POSITIVE_INFINITY): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.removeAllListeners('data');
        stream.resume();
        reject(new BodyTooLargeError(`body larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    stream.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

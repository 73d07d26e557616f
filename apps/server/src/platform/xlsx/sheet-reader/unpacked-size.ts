import { createInflateRaw } from 'node:zlib';
import type { ZipEntry } from '../zip-directory.ts';
import { compressedBytes, ZIP_METHOD } from '../zip-entry-data.ts';

/** Unpacking went past the limit (the archive's claims were false or too large). */
export class TooLargeUnpacked extends Error {
  override readonly name = 'TooLargeUnpacked';
}

/** Inflates an entry only to count its bytes, stopping as soon as the budget is spent. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        reject(new TooLargeUnpacked(`over ${budget} bytes`));
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', reject);
    inflate.end(data);
  });
}

/**
 * The bytes the archive really unpacks to, counted by unpacking it (claims in the directory can lie);
 * throws TooLargeUnpacked the moment the total passes `limit`, having held at most one chunk at a time.
 */
export async function measureUnpacked(
  zip: Buffer,
  entries: readonly ZipEntry[],
  limit: number,
): Promise<number> {
  let total = 0;
  for (const entry of entries) {
    const data = compressedBytes(zip, entry);
    if (entry.method === ZIP_METHOD.stored) total += data.length;
    else if (entry.method === ZIP_METHOD.deflated) total += await inflatedSize(data, limit - total);
    else throw new Error(`compression method ${entry.method}`);
    if (total > limit) throw new TooLargeUnpacked(`over ${limit} bytes`);
  }
  return total;
}

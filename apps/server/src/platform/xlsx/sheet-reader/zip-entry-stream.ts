import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { UnreadableZip, type ZipEntry } from '../zip-directory.ts';
import { compressedBytes, ZIP_METHOD } from '../zip-entry-data.ts';

/** A stored entry is handed on in slices of this size, as an inflated one arrives in chunks. */
const STORED_SLICE = 64 * 1024;

async function* unpackedChunks(zip: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = compressedBytes(zip, entry);
  if (entry.method === ZIP_METHOD.stored) {
    for (let start = 0; start < data.length; start += STORED_SLICE) {
      yield data.subarray(start, start + STORED_SLICE);
    }
  } else if (entry.method === ZIP_METHOD.deflated) {
    // the whole input is in memory already; the stream only keeps the output to one chunk at a time
    const inflate = createInflateRaw();
    inflate.end(data);
    yield* inflate;
  } else throw new UnreadableZip(`compression method ${entry.method}`);
}

/**
 * The text of one entry of the archive, unpacked and decoded as UTF-8 a chunk at a time, so that a large
 * sheet is never whole in memory. It reads only the bytes already in hand: one pass, in order, nothing
 * shared with another entry (the race of exceljs's zip stream has nowhere to happen). A consumer that
 * stops early (breaks or throws) stops the unpacking too.
 */
export async function* entryText(zip: Buffer, entry: ZipEntry): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of unpackedChunks(zip, entry)) {
    const text = decoder.write(chunk);
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

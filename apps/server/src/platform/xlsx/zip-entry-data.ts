import { UnreadableZip, type ZipEntry } from './zip-directory.ts';

/** How an entry's bytes are packed: the only two methods an xlsx writer uses. */
export const ZIP_METHOD = { stored: 0, deflated: 8 } as const;

const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;

/**
 * The packed bytes of an entry, found through its local header: the directory points at the header, and
 * only the header says how long its own name and extra field are, so the data starts after those.
 */
export function compressedBytes(zip: Buffer, entry: ZipEntry): Buffer {
  const header = entry.localHeaderOffset;
  if (header + LOCAL_HEADER_SIZE > zip.length || zip.readUInt32LE(header) !== LOCAL_HEADER) {
    throw new UnreadableZip('broken local header');
  }
  const start = header + LOCAL_HEADER_SIZE + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  if (start + entry.compressedSize > zip.length) throw new UnreadableZip('entry data past the end');
  return zip.subarray(start, start + entry.compressedSize);
}

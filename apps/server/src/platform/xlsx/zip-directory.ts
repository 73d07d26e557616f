/**
 * The central directory of a zip archive (an xlsx file is one), read without inflating anything: what
 * each entry claims to hold. Claims can lie, so whoever inflates still caps the bytes it produces; this
 * lets an upload be refused before any work when even the claims are too large.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  compressedSize: number;
  /** what the directory claims the entry inflates to */
  uncompressedSize: number;
  /** where the entry's local header starts */
  localHeaderOffset: number;
}

/** Not a zip this reader accepts: malformed, encrypted, split, or in ZIP64 form (no workbook under 5 MB needs it). */
export class UnreadableZip extends Error {
  override readonly name = 'UnreadableZip';
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const DIRECTORY_ENTRY_SIZE = 46;
const MAX_COMMENT = 0xffff;
const ENCRYPTED_FLAG = 0x0001;
const ZIP64_MARK = 0xffffffff;

function endOfDirectoryOffset(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let offset = zip.length - END_RECORD_SIZE; offset >= earliest; offset--) {
    if (zip.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw new UnreadableZip('no end of central directory');
}

function entryAt(zip: Buffer, offset: number): { entry: ZipEntry; next: number } {
  if (offset + DIRECTORY_ENTRY_SIZE > zip.length || zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) {
    throw new UnreadableZip('broken central directory');
  }
  const flags = zip.readUInt16LE(offset + 8);
  const compressedSize = zip.readUInt32LE(offset + 20);
  const uncompressedSize = zip.readUInt32LE(offset + 24);
  const nameLength = zip.readUInt16LE(offset + 28);
  const extraLength = zip.readUInt16LE(offset + 30);
  const commentLength = zip.readUInt16LE(offset + 32);
  const localHeaderOffset = zip.readUInt32LE(offset + 42);
  if (flags & ENCRYPTED_FLAG) throw new UnreadableZip('encrypted entry');
  if ([compressedSize, uncompressedSize, localHeaderOffset].includes(ZIP64_MARK)) {
    throw new UnreadableZip('ZIP64 entry');
  }
  const nameStart = offset + DIRECTORY_ENTRY_SIZE;
  const next = nameStart + nameLength + extraLength + commentLength;
  if (next > zip.length) throw new UnreadableZip('entry past the end');
  const name = zip.toString('utf8', nameStart, nameStart + nameLength);
  return {
    entry: {
      name,
      method: zip.readUInt16LE(offset + 10),
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
    },
    next,
  };
}

/** The entries the archive's central directory lists; throws UnreadableZip for anything malformed. */
export function readZipDirectory(zip: Buffer): ZipEntry[] {
  if (zip.length < END_RECORD_SIZE) throw new UnreadableZip('too short');
  const end = endOfDirectoryOffset(zip);
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || count !== zip.readUInt16LE(end + 8)) {
    throw new UnreadableZip('split archive');
  }
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index++) {
    const { entry, next } = entryAt(zip, offset);
    entries.push(entry);
    offset = next;
  }
  return entries;
}

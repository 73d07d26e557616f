import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A zip archive written as its entries are produced, never held whole: each entry is deflated on the fly
 * (zlib's thread pool does the compressing), its header says "sizes follow in a data descriptor", and the
 * central directory at the end gives every reader the real sizes and offsets. ZIP64 records are added
 * only where a size, an offset or the entry count outgrows the classic fields (as Go's archive/zip does:
 * a streamed local header cannot know in advance, and readers take the sizes from the central directory).
 */
export interface ZipEntrySource {
  name: string;
  /** the entry's bytes in order; read only when the archive reaches the entry */
  data: AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_EXTRA = 0x0001;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
/** bit 3: sizes and CRC in a data descriptor after the data; bit 11: names are UTF-8 */
const FLAGS = 0x0808;
const DEFLATED = 8;
const VERSION_CLASSIC = 20;
const VERSION_ZIP64 = 45;
/** Level 1 deflates XML about three times faster than the default 6 for a file a fifth larger. */
const DEFLATE_LEVEL = 1;
/**
 * Each piece handed to zlib is a round trip to its thread pool (tens of microseconds on a busy machine):
 * larger pieces (the sheet writes 64 KB at a time) and an output buffer to match keep them few.
 */
const DEFLATE_CHUNK_BYTES = 64 * 1024;

interface WrittenEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  offset: number;
}

/** The archive's bytes in order; stops (and stops reading the entries) when its reader stops. */
export async function* zipStream(
  entries: AsyncIterable<ZipEntrySource> | Iterable<ZipEntrySource>,
  modified = new Date(),
): AsyncGenerator<Buffer> {
  const stamp = dosStamp(modified);
  const written: WrittenEntry[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name, stamp);
    yield header;
    const tally = { crc: 0, uncompressedSize: 0, compressedSize: 0 };
    for await (const chunk of deflated(entry.data, tally)) yield chunk;
    const descriptor = dataDescriptor(tally);
    yield descriptor;
    written.push({ name, ...tally, offset });
    offset += header.length + tally.compressedSize + descriptor.length;
  }
  yield centralDirectory(written, offset, stamp);
}

/** `data` deflated, its CRC and sizes counted into `tally` as the bytes pass. */
async function* deflated(
  data: ZipEntrySource['data'],
  tally: { crc: number; uncompressedSize: number; compressedSize: number },
): AsyncGenerator<Buffer> {
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const piece of data) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      tally.crc = crc32(bytes, tally.crc);
      tally.uncompressedSize += bytes.length;
      yield bytes;
    }
  }
  const deflate = createDeflateRaw({ level: DEFLATE_LEVEL, chunkSize: DEFLATE_CHUNK_BYTES });
  // a failure of the source destroys `deflate` with its error, which the loop below rethrows; a reader
  // that stops early destroys `deflate`, which ends the source (and whatever it reads from)
  pipeline(Readable.from(counted(), { objectMode: false }), deflate, () => {});
  for await (const chunk of deflate as AsyncIterable<Buffer>) {
    tally.compressedSize += chunk.length;
    yield chunk;
  }
}

function dosStamp(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION_CLASSIC, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATED, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (14..25) stay 0: the data descriptor carries them
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function needsZip64(entry: { compressedSize: number; uncompressedSize: number }): boolean {
  return entry.compressedSize >= MAX_32 || entry.uncompressedSize >= MAX_32;
}

function dataDescriptor(entry: { crc: number; compressedSize: number; uncompressedSize: number }): Buffer {
  if (!needsZip64(entry)) {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.uncompressedSize, 12);
    return descriptor;
  }
  const descriptor = Buffer.alloc(24);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
  descriptor.writeBigUInt64LE(BigInt(entry.uncompressedSize), 16);
  return descriptor;
}

/** The ZIP64 extra field: the 64-bit values of exactly the fields whose classic slot says 0xFFFFFFFF. */
function zip64Extra(entry: WrittenEntry): Buffer {
  const values = [
    entry.uncompressedSize >= MAX_32 ? entry.uncompressedSize : null,
    entry.compressedSize >= MAX_32 ? entry.compressedSize : null,
    entry.offset >= MAX_32 ? entry.offset : null,
  ].filter((value) => value !== null);
  if (values.length === 0) return Buffer.alloc(0);
  const extra = Buffer.alloc(4 + values.length * 8);
  extra.writeUInt16LE(ZIP64_EXTRA, 0);
  extra.writeUInt16LE(values.length * 8, 2);
  values.forEach((value, index) => {
    extra.writeBigUInt64LE(BigInt(value), 4 + index * 8);
  });
  return extra;
}

function directoryEntry(entry: WrittenEntry, stamp: { time: number; date: number }): Buffer {
  const extra = zip64Extra(entry);
  const version = extra.length > 0 ? VERSION_ZIP64 : VERSION_CLASSIC;
  const record = Buffer.alloc(46);
  record.writeUInt32LE(DIRECTORY_ENTRY, 0);
  record.writeUInt16LE(version, 4);
  record.writeUInt16LE(version, 6);
  record.writeUInt16LE(FLAGS, 8);
  record.writeUInt16LE(DEFLATED, 10);
  record.writeUInt16LE(stamp.time, 12);
  record.writeUInt16LE(stamp.date, 14);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(Math.min(entry.compressedSize, MAX_32), 20);
  record.writeUInt32LE(Math.min(entry.uncompressedSize, MAX_32), 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt16LE(extra.length, 30);
  record.writeUInt32LE(Math.min(entry.offset, MAX_32), 42);
  return Buffer.concat([record, entry.name, extra]);
}

function centralDirectory(
  entries: WrittenEntry[],
  directoryOffset: number,
  stamp: { time: number; date: number },
): Buffer {
  const directory = Buffer.concat(entries.map((entry) => directoryEntry(entry, stamp)));
  const zip64 =
    entries.length >= MAX_16 || directoryOffset >= MAX_32 || directory.length >= MAX_32
      ? zip64End(entries.length, directory.length, directoryOffset)
      : Buffer.alloc(0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(Math.min(entries.length, MAX_16), 8);
  end.writeUInt16LE(Math.min(entries.length, MAX_16), 10);
  end.writeUInt32LE(Math.min(directory.length, MAX_32), 12);
  end.writeUInt32LE(Math.min(directoryOffset, MAX_32), 16);
  return Buffer.concat([directory, zip64, end]);
}

/** The ZIP64 end of central directory record and its locator, placed right after the directory. */
function zip64End(count: number, directorySize: number, directoryOffset: number): Buffer {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(ZIP64_END, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(VERSION_ZIP64, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(ZIP64_LOCATOR, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator]);
}

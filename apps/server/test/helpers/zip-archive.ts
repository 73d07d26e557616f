import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** An entry as it goes into the archive: its deflated bytes and what the directory will claim. */
export interface PackedEntry {
  name: string;
  deflated: Buffer;
  crc: number;
  /** the size the local header and the directory claim; a bomb may claim less than it holds */
  claimedSize: number;
  /** 0 when `deflated` holds the bytes as they are (stored), 8 (deflated) when absent */
  method?: number;
}

export function packed(name: string, text: string): PackedEntry {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), crc: crc32(data), claimedSize: data.length };
}

/** An entry kept as it is, not deflated (method 0), as some writers store small parts. */
export function stored(name: string, text: string): PackedEntry {
  const data = Buffer.from(text);
  return { name, deflated: data, crc: crc32(data), claimedSize: data.length, method: 0 };
}

/** An entry of `head`, then `repeat` copies of `unit` up to `size` bytes, then `tail`: deflated as a stream. */
export async function packedRepeat(
  name: string,
  parts: { head: string; unit: string; size: number; tail: string },
): Promise<PackedEntry & { size: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.from(parts.unit.repeat(Math.ceil((1024 * 1024) / parts.unit.length)));
  let crc = crc32(parts.head);
  let size = parts.head.length;
  deflate.write(parts.head);
  while (size < parts.size) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
    crc = crc32(block, crc);
    size += block.length;
  }
  deflate.end(parts.tail);
  crc = crc32(parts.tail, crc);
  size += parts.tail.length;
  await ended;
  return { name, deflated: Buffer.concat(chunks), crc, claimedSize: size, size };
}

function localHeader(entry: PackedEntry): Buffer {
  const name = Buffer.from(entry.name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(entry.method ?? 8, 8);
  header.writeUInt32LE(entry.crc >>> 0, 14);
  header.writeUInt32LE(entry.deflated.length, 18);
  header.writeUInt32LE(entry.claimedSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function directoryEntry(entry: PackedEntry, offset: number): Buffer {
  const name = Buffer.from(entry.name);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(entry.method ?? 8, 10);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(entry.deflated.length, 20);
  header.writeUInt32LE(entry.claimedSize, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/** A zip archive of the entries, written by hand so that its claims can be whatever a test needs. */
export function zipArchive(entries: readonly PackedEntry[]): Buffer {
  const bodies: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const body = Buffer.concat([localHeader(entry), entry.deflated]);
    directory.push(directoryEntry(entry, offset));
    bodies.push(body);
    offset += body.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...bodies, central, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/**
 * An xlsx whose only sheet carries `header` in row 1 and then the same data row over and over, until the
 * sheet unpacks to `size` bytes; `claimedSize` is what the archive says the sheet holds (a lie if smaller).
 */
export async function repeatedRowsWorkbook(options: {
  header: string[];
  size: number;
  claimedSize?: number;
}) {
  const cell = (column: number, text: string, row: number) =>
    `<c r="${String.fromCharCode(65 + column)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${options.header.map((text, column) => cell(column, text, 1)).join('')}</row>`;
  const sheet = await packedRepeat('xl/worksheets/sheet1.xml', {
    head,
    unit: `<row>${cell(0, 'R-1', 2)}</row>`,
    size: options.size,
    tail: '</sheetData></worksheet>',
  });
  if (options.claimedSize !== undefined) sheet.claimedSize = options.claimedSize;
  return zipArchive([
    packed('[Content_Types].xml', CONTENT_TYPES),
    packed('_rels/.rels', ROOT_RELS),
    packed('xl/workbook.xml', WORKBOOK),
    packed('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    sheet,
  ]);
}

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readZipDirectory, UnreadableZip } from '../../src/platform/xlsx/zip-directory.ts';
import { packed, zipArchive } from '../helpers/zip-archive.ts';

async function workbookBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRow(['Part No', 'Quantity']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Writes `value` as a 16- or 32-bit field of the directory entry named `name`. */
function patchDirectoryEntry(zip: Buffer, name: string, field: number, value: number, bytes: 2 | 4) {
  const at = zip.lastIndexOf(Buffer.from(name)) - 46;
  if (bytes === 2) zip.writeUInt16LE(value, at + field);
  else zip.writeUInt32LE(value, at + field);
}

describe('readZipDirectory', () => {
  it("lists a workbook's entries with what each claims to unpack to, inflating nothing", async () => {
    const entries = readZipDirectory(await workbookBytes());
    expect(entries.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    for (const entry of entries.filter((candidate) => !candidate.name.endsWith('/'))) {
      expect(entry.uncompressedSize).toBeGreaterThan(0);
      expect([0, 8]).toContain(entry.method);
    }
  });

  it('answers the claims as written, even when they lie', () => {
    const entry = { ...packed('a.xml', '<a/>'.repeat(1000)), claimedSize: 10 };
    expect(readZipDirectory(zipArchive([entry]))).toEqual([
      expect.objectContaining({ name: 'a.xml', uncompressedSize: 10 }),
    ]);
  });

  it('refuses an archive cut short, a directory pointing past the end, and bytes that are no archive', async () => {
    const zip = await workbookBytes();
    expect(() => readZipDirectory(zip.subarray(0, zip.length - 30))).toThrow(UnreadableZip);
    expect(() => readZipDirectory(Buffer.from('PK\u0003\u0004 hello'))).toThrow(UnreadableZip);
    const pointingAway = Buffer.from(zip);
    pointingAway.writeUInt32LE(zip.length + 1000, zip.length - 22 + 16);
    expect(() => readZipDirectory(pointingAway)).toThrow(UnreadableZip);
  });

  it('refuses ZIP64 sizes, encrypted entries and split archives', () => {
    const zip = zipArchive([packed('a.xml', '<a/>'), packed('b.xml', '<b/>')]);
    const zip64 = Buffer.from(zip);
    patchDirectoryEntry(zip64, 'b.xml', 24, 0xffffffff, 4);
    expect(() => readZipDirectory(zip64)).toThrow(/ZIP64/);
    const encrypted = Buffer.from(zip);
    patchDirectoryEntry(encrypted, 'a.xml', 8, 1, 2);
    expect(() => readZipDirectory(encrypted)).toThrow(/encrypted/);
    const split = Buffer.from(zip);
    split.writeUInt16LE(1, split.length - 22 + 4);
    expect(() => readZipDirectory(split)).toThrow(/split/);
  });
});

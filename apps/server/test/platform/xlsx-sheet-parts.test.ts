import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  handWorkbook,
  oneSheetWorkbook,
  ROOMY_LIMITS,
  readSheet,
  relationshipsXml,
  sheetRowsOf,
  sheetXml,
  workbookXml,
} from '../helpers/hand-workbook.ts';
import { stored } from '../helpers/zip-archive.ts';

const inline = (reference: string, text: string) =>
  `<c${reference ? ` r="${reference}"` : ''} t="inlineStr"><is><t>${text}</t></is></c>`;
const refused = (refusal: string) => ({ ok: false, refusal });

describe('the sheet reader: which sheet', () => {
  it('reads the first sheet in workbook order, not in zip order, through its relationship', async () => {
    const file = handWorkbook([
      ['xl/worksheets/sheet1.xml', sheetXml(`<row r="1">${inline('A1', 'second tab')}</row>`)],
      ['xl/worksheets/sheet2.xml', sheetXml(`<row r="1">${inline('A1', 'first tab')}</row>`)],
      ['xl/workbook.xml', workbookXml(['rId7', 'rId3'])],
      [
        'xl/_rels/workbook.xml.rels',
        relationshipsXml({ rId3: 'worksheets/sheet1.xml', rId7: '/xl/worksheets/sheet2.xml' }),
      ],
    ]);
    expect(await sheetRowsOf(file, 1)).toEqual([[1, 'first tab']]);
  });

  it('reads the first of two sheets exceljs wrote', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Template').addRow(['Part No']);
    workbook.addWorksheet('Help').addRow(['Read me']);
    const file = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await sheetRowsOf(file, 1)).toEqual([[1, 'Part No']]);
  });

  it('falls back to sheet1.xml only when the workbook has no relationships', async () => {
    const file = handWorkbook([
      ['xl/worksheets/sheet1.xml', sheetXml(`<row r="1">${inline('A1', 'by convention')}</row>`)],
      ['xl/workbook.xml', workbookXml(['rId1'])],
    ]);
    expect(await sheetRowsOf(file, 1)).toEqual([[1, 'by convention']]);
  });

  it('reads parts stored without compression, and SpreadsheetML under a prefix', async () => {
    const prefixed = `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>prefixed</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    const file = handWorkbook([
      stored('xl/workbook.xml', workbookXml(['rId1'])),
      stored('xl/_rels/workbook.xml.rels', relationshipsXml({ rId1: 'worksheets/sheet1.xml' })),
      stored('xl/worksheets/sheet1.xml', prefixed),
    ]);
    expect(await sheetRowsOf(file, 1)).toEqual([[1, 'prefixed']]);
  });
});

describe('the sheet reader: rows and cells', () => {
  it('numbers a row without r after the previous one, and a cell without r after the previous cell', async () => {
    const file = oneSheetWorkbook(
      `<row r="1">${inline('', 'a')}${inline('', 'b')}</row>` +
        `<row>${inline('', 'x')}</row>` +
        `<row r="5">${inline('C5', 'c')}${inline('', 'd')}${inline('A5', 'a')}</row>` +
        `<row>${inline('', 'next')}</row><row r="8"/>`,
    );
    expect(await sheetRowsOf(file, 4)).toEqual([
      [1, 'a', 'b', undefined, undefined],
      [2, 'x', undefined, undefined, undefined],
      [5, 'a', undefined, 'c', 'd'],
      [6, 'next', undefined, undefined, undefined],
      [8, undefined, undefined, undefined, undefined],
    ]);
  });

  it('ignores cells past the template, however far', async () => {
    const file = oneSheetWorkbook(
      `<row r="1">${inline('A1', 'a')}${inline('AA1', 'far')}${inline('XFD1', 'last')}</row>`,
    );
    expect(await sheetRowsOf(file, 2)).toEqual([[1, 'a', undefined]]);
  });
});

describe('the sheet reader: limits and refusals', () => {
  const rows = (count: number) =>
    Array.from(
      { length: count },
      (_, index) => `<row r="${index + 1}">${inline(`A${index + 1}`, 'x')}</row>`,
    ).join('');

  it('reads as many rows as allowed, and refuses one more', async () => {
    const limits = { ...ROOMY_LIMITS, maxRows: 3 };
    expect(await readSheet(oneSheetWorkbook(rows(3)), 1, limits)).toMatchObject({ ok: true });
    expect(await readSheet(oneSheetWorkbook(rows(4)), 1, limits)).toEqual(refused('tooManyRows'));
  });

  it('stops reading at the first row past the limit: what follows is never parsed', async () => {
    const file = oneSheetWorkbook(`${rows(4)}<row r="5"><c r="A5"><v>oops</x></c></row>`);
    expect(await readSheet(file, 1, { ...ROOMY_LIMITS, maxRows: 3 })).toEqual(refused('tooManyRows'));
    expect(await readSheet(file, 1)).toEqual(refused('formatIncorrect'));
  });

  it('refuses XML that does not parse, in the sheet or in any part read before it', async () => {
    const broken = oneSheetWorkbook(
      `<row r="1">${inline('A1', 'a')}</row><row r="2"><c r="A2"><v>1</c></row>`,
    );
    expect(await readSheet(broken, 1)).toEqual(refused('formatIncorrect'));
    const brokenStrings = oneSheetWorkbook(`<row r="1">${inline('A1', 'a')}</row>`, [
      ['xl/sharedStrings.xml', '<sst><si><t>a</si></sst>'],
    ]);
    expect(await readSheet(brokenStrings, 1)).toEqual(refused('formatIncorrect'));
    const cutShort = sheetXml(`<row r="1">${inline('A1', 'a')}</row>`).slice(0, -30);
    expect(await readSheet(oneSheetWorkbook(cutShort), 1)).toEqual(refused('formatIncorrect'));
  });

  it('refuses a row or cell address that is none', async () => {
    expect(await readSheet(oneSheetWorkbook('<row r="zero"/>'), 1)).toEqual(refused('formatIncorrect'));
    expect(await readSheet(oneSheetWorkbook(`<row r="1">${inline('1A', 'a')}</row>`), 1)).toEqual(
      refused('formatIncorrect'),
    );
  });

  it('refuses a workbook without its workbook part, its first sheet, or the sheet its relationship names', async () => {
    const sheet: [string, string] = [
      'xl/worksheets/sheet1.xml',
      sheetXml(`<row r="1">${inline('A1', 'a')}</row>`),
    ];
    const rels: [string, string] = [
      'xl/_rels/workbook.xml.rels',
      relationshipsXml({ rId1: 'worksheets/sheet1.xml' }),
    ];
    expect(await readSheet(handWorkbook([sheet, rels]), 1)).toEqual(refused('formatIncorrect'));
    const noSheets = handWorkbook([['xl/workbook.xml', workbookXml([])], sheet, rels]);
    expect(await readSheet(noSheets, 1)).toEqual(refused('formatIncorrect'));
    const unknownId = handWorkbook([['xl/workbook.xml', workbookXml(['rId9'])], sheet, rels]);
    expect(await readSheet(unknownId, 1)).toEqual(refused('formatIncorrect'));
    const missingPart = handWorkbook([['xl/workbook.xml', workbookXml(['rId1'])], rels]);
    expect(await readSheet(missingPart, 1)).toEqual(refused('formatIncorrect'));
  });

  it('refuses a DOCTYPE, so no entity can be declared or expanded (no "billion laughs")', async () => {
    const laughs =
      '<!DOCTYPE worksheet [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    const withDoctype = (text: string) =>
      handWorkbook([
        ['xl/workbook.xml', workbookXml(['rId1'])],
        ['xl/_rels/workbook.xml.rels', relationshipsXml({ rId1: 'worksheets/sheet1.xml' })],
        [
          'xl/worksheets/sheet1.xml',
          sheetXml(`<row r="1">${inline('A1', text)}</row>`).replace('?>', `?>${laughs}`),
        ],
      ]);
    expect(await readSheet(withDoctype('&lol2;'), 1)).toEqual(refused('formatIncorrect'));
    // even when no entity is used: a workbook part never has a DOCTYPE
    expect(await readSheet(withDoctype('plain'), 1)).toEqual(refused('formatIncorrect'));
    // and an entity that no DOCTYPE declares is unknown
    expect(await readSheet(oneSheetWorkbook(`<row r="1">${inline('A1', '&lol;')}</row>`), 1)).toEqual(
      refused('formatIncorrect'),
    );
  });

  it('refuses bytes that are no zip, and a part whose deflated data is broken', async () => {
    expect(await readSheet(Buffer.from('PK\u0003\u0004 not a zip at all'), 1)).toEqual(
      refused('formatIncorrect'),
    );
    const file = oneSheetWorkbook(`<row r="1">${inline('A1', 'a'.repeat(200))}</row>`);
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const deflated = file.indexOf(name) + name.length; // the local header's name, then the data
    file.fill(0xff, deflated, deflated + 8);
    expect(await readSheet(file, 1)).toEqual(refused('formatIncorrect'));
  });

  it('refuses an entry packed with a method other than stored or deflated', async () => {
    const file = oneSheetWorkbook(`<row r="1">${inline('A1', 'a')}</row>`);
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const directoryEntry = file.lastIndexOf(name) - 46;
    file.writeUInt16LE(12, directoryEntry + 10); // bzip2
    expect(await readSheet(file, 1)).toEqual(refused('formatIncorrect'));
  });

  it('keeps its order of checks: entries counted, then the real unpacked size, then reading', async () => {
    const file = oneSheetWorkbook(`<row r="1">${inline('A1', 'a'.repeat(5000))}</row>`);
    expect(await readSheet(file, 1, { ...ROOMY_LIMITS, maxEntries: 2 })).toEqual(refused('tooManyEntries'));
    expect(await readSheet(file, 1, { ...ROOMY_LIMITS, maxUnpackedBytes: 4000 })).toEqual(
      refused('unpacksTooLarge'),
    );
  });
});

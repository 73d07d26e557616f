import { describe, expect, it } from 'vitest';
import { invoiceItem } from '../testing/invoice-api-stub.ts';
import { applyUploadedLines, itemUploadDto } from './uploaded-lines.ts';

describe('item list upload', () => {
  const lines = [
    { grId: 501, unitPrice: '12.5' },
    { grId: 502, unitPrice: '12.5', cgstRate: '9' },
  ];

  it('the dto names the screen ASNs once and its GR lines, and the invoice when it is saved', () => {
    expect(JSON.parse(itemUploadDto(['ASN1', 'ASN1', 'ASN2'], lines))).toEqual({
      asnNoList: ['ASN1', 'ASN2'],
      grIds: [501, 502],
    });
    expect(JSON.parse(itemUploadDto(['ASN1'], lines, 7))).toMatchObject({ invoiceHeaderId: 7 });
  });

  it('lines the file filled take its prices and rates; the others and a malformed reply change nothing', () => {
    const reply = [invoiceItem(2, { unitPrice: '13.250000', sgstRate: '9.00', whtRate: '3' })];
    expect(applyUploadedLines(lines, reply)).toEqual([
      { grId: 501, unitPrice: '12.5' },
      { grId: 502, unitPrice: '13.25', whtRate: '3', cgstRate: '9', sgstRate: '9', igstRate: undefined },
    ]);
    expect(applyUploadedLines(lines, { rows: 1 })).toEqual(lines);
  });
});

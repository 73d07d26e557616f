import { describe, expect, it } from 'vitest';
import { splitScan } from './scan-split.ts';

describe('scan splitting (spec 3 §2.3)', () => {
  it('trims and splits on |: supplier; supplier and invoice; supplier, joined middle parts and plant', () => {
    expect(splitScan('   ')).toBeNull();
    expect(splitScan(' S100101 ')).toEqual({ supplierCode: 'S100101' });
    expect(splitScan('S100101|INV001')).toEqual({ supplierCode: 'S100101', invoiceNo: 'INV001' });
    expect(splitScan('S100101|INV001|CN01')).toEqual({
      supplierCode: 'S100101',
      invoiceNo: 'INV001',
      shipToPlantCode: 'CN01',
    });
    expect(splitScan(' S100101 | INV | 001 | A7 | CN01 ')).toEqual({
      supplierCode: 'S100101',
      invoiceNo: 'INV001A7',
      shipToPlantCode: 'CN01',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { newAsn } from '../testing/asn-api-stub.ts';
import { packagesOfLines, unbalancedParts } from './packages.ts';

const lines = newAsn().asnDetails;

describe('ASN packages', () => {
  it('as many as the line needs at its lot size, the last one holding the rest', () => {
    expect(packagesOfLines(lines, [{ asnQty: '100', lotSizeQty: '30' }])).toEqual([
      { partNo: '101-7001', packageNo: '101-7001-001', qtyOfPackaging: '30' },
      { partNo: '101-7001', packageNo: '101-7001-002', qtyOfPackaging: '30' },
      { partNo: '101-7001', packageNo: '101-7001-003', qtyOfPackaging: '30' },
      { partNo: '101-7001', packageNo: '101-7001-004', qtyOfPackaging: '10' },
    ]);
    expect(packagesOfLines(lines, [{ asnQty: '', lotSizeQty: '30' }])).toEqual([]);
  });

  it('each part must be packed to its ASN quantity', () => {
    const values = [{ asnQty: '100', lotSizeQty: '50' }];
    const packed = packagesOfLines(lines, values);
    expect(unbalancedParts(lines, values, packed)).toEqual([]);
    expect(unbalancedParts(lines, values, packed.slice(1))).toEqual(['101-7001']);
    const changed = packed.map((item) => ({ ...item, qtyOfPackaging: '0' }));
    expect(unbalancedParts(lines, values, changed)).toEqual(['101-7001']);
  });
});

import { describe, expect, it } from 'vitest';
import { newAsn } from '../testing/asn-api-stub.ts';
import { packagesOfLines, unbalancedParts } from './packages.ts';

const lines = newAsn().asnDetails;

describe('ASN packages', () => {
  it('as many as the line needs at its lot size, the last one holding the rest, numbered after the ASN', () => {
    expect(packagesOfLines(lines, [{ asnQty: '100', lotSizeQty: '30' }], 'ASN20261123000042')).toEqual([
      { partNo: '101-7001', packageNo: 'ASN20261123000042-001', qtyOfPackaging: '30' },
      { partNo: '101-7001', packageNo: 'ASN20261123000042-002', qtyOfPackaging: '30' },
      { partNo: '101-7001', packageNo: 'ASN20261123000042-003', qtyOfPackaging: '30' },
      { partNo: '101-7001', packageNo: 'ASN20261123000042-004', qtyOfPackaging: '10' },
    ]);
    expect(packagesOfLines(lines, [{ asnQty: '', lotSizeQty: '30' }], 'ASN20261123000042')).toEqual([]);
  });

  it('numbered per part before the draft has a number', () => {
    expect(
      packagesOfLines(lines, [{ asnQty: '50', lotSizeQty: '30' }], null).map((p) => p.packageNo),
    ).toEqual(['101-7001-001', '101-7001-002']);
  });

  it('each part must be packed to its ASN quantity', () => {
    const values = [{ asnQty: '100', lotSizeQty: '50' }];
    const packed = packagesOfLines(lines, values, 'ASN20261123000042');
    expect(unbalancedParts(lines, values, packed)).toEqual([]);
    expect(unbalancedParts(lines, values, packed.slice(1))).toEqual(['101-7001']);
    const changed = packed.map((item) => ({ ...item, qtyOfPackaging: '0' }));
    expect(unbalancedParts(lines, values, changed)).toEqual(['101-7001']);
  });
});

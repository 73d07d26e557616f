import { describe, expect, it } from 'vitest';
import { labelCode, labelsOf, meaningfulDecimals } from '../../src/modules/asn/label-data.ts';
import { ASN_NO, asn, line } from './label-asn.ts';

describe('what a transport label carries', () => {
  it('gives each package the GTL fields of its part, quantities at their meaningful decimals', () => {
    const labels = labelsOf(asn);
    expect(labels).toHaveLength(9);
    expect(labels[4]).toEqual({
      asnNo: ASN_NO,
      receiver: 'SB01 宁波座椅有限公司',
      shipToPlant: 'SP01',
      supplier: 'SS01 บริษัท ผ้าหุ้มเบาะ จำกัด',
      partNo: 'P-100-200-A',
      partDesc: asn.asnDetails[0]?.partDesc,
      quantity: '5',
      unit: 'PCS',
      orderNo: 'PO-2026-0000014711',
      batch: 'LOT-1',
      productionDate: '2026-11-20',
      packageNo: `${ASN_NO}-005`,
      packageIndex: 5,
      packageCount: 9,
      dispatchTime: '2026-11-27 08:00',
      arrivalTime: '2026-11-28 10:00',
    });
    expect(labels.map((label) => label.quantity)).toEqual([
      '10',
      '10',
      '10',
      '10',
      '5',
      '12.5',
      '12.5',
      '12.5',
      '12.5',
    ]);
  });

  it('lists every order and batch of a part shipped on several lines, each once', () => {
    const twice = {
      ...asn,
      asnDetails: [
        line(1, 'P-1', 'Seat', '10', '10'),
        { ...line(2, 'P-1', 'Seat', '10', '10'), lotNo: 'LOT-1' },
        line(3, 'P-1', 'Seat', '10', '10'),
      ],
    };
    const [first] = labelsOf(twice);
    expect(first).toMatchObject({ orderNo: 'PO-2026-0000014711 / PO-2026-0000024711 / PO-2026-0000034711' });
    expect(first).toMatchObject({ batch: 'LOT-1 / LOT-3', partDesc: 'Seat', unit: 'PCS' });
  });

  it('prints saved packages as saved, and empty fields of a line as empty', () => {
    const saved = {
      ...asn,
      asnDetails: [
        { ...line(1, 'P-1', 'Seat', '10', '10'), lotNo: null, productionDateStr: null, partDesc: null },
      ],
      asnPackages: [{ partNo: 'P-1', packageNo: 'PKG-A', qtyOfPackaging: '10.00000' }],
    };
    expect(labelsOf(saved)).toEqual([
      expect.objectContaining({
        packageNo: 'PKG-A',
        quantity: '10',
        batch: '',
        productionDate: '',
        partDesc: '',
      }),
    ]);
  });

  it('writes quantities as people do and keeps the QR fields in their order', () => {
    expect(['400.00000', '12.50000', '7', '0.00100', '30.'].map(meaningfulDecimals)).toEqual([
      '400',
      '12.5',
      '7',
      '0.001',
      '30',
    ]);
    expect(labelCode({ asnNo: 'A', partNo: 'P', quantity: '5', packageNo: 'A-001' })).toBe('A|P|5|A-001');
  });
});

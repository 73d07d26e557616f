import { describe, expect, it } from 'vitest';
import { SaveAsnDetail, SaveAsnHeader } from './asn.ts';
import { decimalInput, positiveDecimalInput } from './common.ts';

describe('decimalInput: what its column holds', () => {
  it('takes integerDigits before and scale after the point, no leading zeros, no sign', () => {
    const quantity = decimalInput(5, 13);
    for (const ok of ['0', '0.5', '1234567890123', '1234567890123.12345', ' 7.25 '])
      expect(quantity.safeParse(ok).success).toBe(true);
    for (const bad of ['12345678901234', '1.123456', '01', '-1', '1.', '.5', '1e3', ''])
      expect(quantity.safeParse(bad).success).toBe(false);
  });

  it('refuses 0 when positive', () => {
    expect(positiveDecimalInput(2, 16).safeParse('0.00').success).toBe(false);
    expect(positiveDecimalInput(2, 16).safeParse('0.01').success).toBe(true);
  });

  it('gives the ASN fields the digits of their columns', () => {
    // asn_qty numeric(18,5), net_weight numeric(18,3)
    expect(SaveAsnDetail.shape.asnQty.safeParse('9999999999999.99999').success).toBe(true);
    expect(SaveAsnDetail.shape.asnQty.safeParse('10000000000000').success).toBe(false);
    expect(SaveAsnHeader.shape.netWeight.safeParse('999999999999999.999').success).toBe(true);
    expect(SaveAsnHeader.shape.netWeight.safeParse('1000000000000000').success).toBe(false);
  });
});

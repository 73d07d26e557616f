import { describe, expect, it } from 'vitest';
import { newAsn } from '../testing/asn-api-stub.ts';
import { saveBodyOf } from './save-body.ts';
import { wizardValuesOf } from './wizard-values.ts';

describe('saveBodyOf', () => {
  it('sends the goods receipts of a new ASN from GR with its first save only', () => {
    const fromGr = { ...newAsn(), grIds: [31, 32] };
    expect(saveBodyOf(fromGr, wizardValuesOf(fromGr)).grIds).toEqual([31, 32]);

    const saved = {
      ...fromGr,
      asnHeader: { ...fromGr.asnHeader, asnHeaderId: 9, asnNo: 'ASN20261123000001' },
    };
    const body = saveBodyOf(saved, wizardValuesOf(saved));
    expect(body.asnHeader.asnHeaderId).toBe(9);
    expect(body).not.toHaveProperty('grIds');
    expect(saveBodyOf(newAsn(), wizardValuesOf(newAsn()))).not.toHaveProperty('grIds');
  });
});

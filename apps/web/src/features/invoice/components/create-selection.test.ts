import { describe, expect, it } from 'vitest';
import { asnGroup } from '../testing/invoice-api-stub.ts';
import { acceptSelection, createProblem, overseaCurrencyProblem } from './create-selection.ts';

describe('create list selection (spec 3 §5)', () => {
  it('Oversea: a row is selectable only when every ASN line has the row currency', () => {
    expect(overseaCurrencyProblem(asnGroup(1))).toBeNull();
    const mixed = asnGroup(2, {
      currency: null,
      currencyList: [
        { lineNo: '1', currency: 'CNY' },
        { lineNo: '2', currency: 'USD' },
      ],
    });
    expect(overseaCurrencyProblem(mixed)).toEqual({
      key: 'create.currencyMismatch',
      values: { lineNo: '1', currency: 'CNY' },
    });
    const empty = asnGroup(3, { currencyList: [{ lineNo: '4', currency: null }] });
    expect(overseaCurrencyProblem(empty)).toEqual({
      key: 'create.currencyLineNull',
      values: { lineNo: '4' },
    });

    const { rows, notice } = acceptSelection('OVERSEA', [asnGroup(1), mixed], [asnGroup(1)]);
    expect(rows.map((row) => row.asnHeaderId)).toEqual([1]);
    expect(notice?.key).toBe('create.currencyMismatch');
  });

  it('AP: a write-off ASN is unchecked next to another ASN of the same company, refer company and plant', () => {
    const writeOff = asnGroup(2, { isWriteOff: 'Y' });
    expect(acceptSelection('AP', [asnGroup(1), writeOff], [asnGroup(1)])).toEqual({
      rows: [asnGroup(1)],
      notice: { key: 'gr.promptMessage' },
    });
    // the other way round: an ordinary ASN next to a chosen write-off ASN
    expect(acceptSelection('AP', [writeOff, asnGroup(1)], [writeOff]).rows).toEqual([writeOff]);
    // another plant is no clash (the create rule refuses the mix later)
    const otherPlant = asnGroup(3, { isWriteOff: 'Y', shipToPlantCode: 'CN02' });
    expect(acceptSelection('AP', [asnGroup(1), otherPlant], [asnGroup(1)]).notice).toBeNull();
    // India has no such rule while choosing
    expect(acceptSelection('INDIA', [asnGroup(1), writeOff], [asnGroup(1)]).rows).toHaveLength(2);
  });

  it('Create Invoice: India and write-off take exactly one ASN, AP and Oversea one supplier, company and plant', () => {
    expect(createProblem('INDIA', [])).toEqual({ key: 'prompt.selData2' });
    expect(createProblem('INDIA', [asnGroup(1), asnGroup(2)])).toEqual({ key: 'prompt.selData2' });
    expect(createProblem('WRITEOFF', [asnGroup(1)])).toBeNull();
    expect(createProblem('AP', [])).toEqual({ key: 'prompt.selData' });
    expect(createProblem('OVERSEA', [])).toEqual({ key: 'prompt.selData' });
    expect(createProblem('AP', [asnGroup(1), asnGroup(2)])).toBeNull();
    expect(createProblem('AP', [asnGroup(1), asnGroup(2, { shipToPlantCode: 'CN02' })])).toEqual({
      key: 'gr.invoiceCreateRuler2',
    });
    expect(createProblem('AP', [asnGroup(1), asnGroup(2, { currency: 'USD' })])).toBeNull();
    expect(createProblem('OVERSEA', [asnGroup(1), asnGroup(2, { currency: 'USD' })])).toEqual({
      key: 'gr.invoiceCreateRuler2',
    });
    expect(createProblem('OVERSEA', [asnGroup(1), asnGroup(2, { companyCode: 'ADTH' })])).toEqual({
      key: 'gr.invoiceCreateRuler2',
    });
  });

  it('Create Invoice: an ASN with only write-off receipts left goes on a write-off invoice, not another type', () => {
    const writeOffOnly = asnGroup(2, { isWriteOff: 'Y', writeOffOnly: 'Y' });
    const refusal = { key: 'prompt.writeOffOnly', values: { asnNo: 'ASN20261109002' } };
    expect(createProblem('AP', [writeOffOnly])).toEqual(refusal);
    expect(createProblem('INDIA', [writeOffOnly])).toEqual(refusal);
    expect(createProblem('OVERSEA', [asnGroup(1), writeOffOnly])).toEqual(refusal);
    expect(createProblem('WRITEOFF', [writeOffOnly])).toBeNull();
    // some write-off receipts: the others still make an invoice of the type
    expect(createProblem('AP', [asnGroup(3, { isWriteOff: 'Y' })])).toBeNull();
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  dispatchTimeProblem,
  invoiceNoProblem,
  measureProblem,
  palletsProblem,
  planArrivalProblem,
} from './header-rules.ts';

describe('ASN header rules (spec 2 §5)', () => {
  it('times: optional for a draft, required to send; shipment not after arrival (dateValid1)', () => {
    expect(dispatchTimeProblem(undefined, undefined, false)).toBeNull();
    expect(dispatchTimeProblem(undefined, undefined, true)).toBe('dispatchReq');
    expect(planArrivalProblem(undefined, true)).toBe('planArrivalReq');
    expect(dispatchTimeProblem('2026-02-10 10:00', '2026-02-10 09:59', false)).toBe('dateValid1');
    expect(dispatchTimeProblem('2026-02-10 10:00', '2026-02-10 10:00', true)).toBeNull();
  });

  it('planned arrival cannot be earlier than yesterday', () => {
    const today = dayjs('2026-02-10 12:00');
    expect(planArrivalProblem('2026-02-09 00:00', false, today)).toBeNull();
    expect(planArrivalProblem('2026-02-08 23:59', false, today)).toBe('planArrivalPast');
  });

  it('invoice number required when the ASN carries the invoice; at most 20', () => {
    expect(invoiceNoProblem('', 'Y')).toBe('invoiceNoReq');
    expect(invoiceNoProblem('', 'N')).toBeNull();
    expect(invoiceNoProblem('I'.repeat(21), 'N')).toBe('invoiceNoLength');
    expect(invoiceNoProblem('INV-001', 'Y')).toBeNull();
  });

  it('weights and volume 0 or more with 3 decimals; pallets 0 to 999', () => {
    expect(measureProblem('12.345')).toBeNull();
    expect(measureProblem('12.3456')).toBe('measureValid');
    expect(measureProblem('-1')).toBe('measureValid');
    expect(palletsProblem('999')).toBeNull();
    expect(palletsProblem('1000')).toBe('palletsValid');
    expect(palletsProblem('2.5')).toBe('palletsValid');
  });
});

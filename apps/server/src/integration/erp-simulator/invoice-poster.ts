import type { InvoicePostMessage } from '../erp-outbound/invoice-post-message.ts';

/** What the simulated ERP answers: accepted and remarks, plus the fields of the call's type. */
export type SimulatedAnswer = { accepted: boolean; remarks: string | null; [field: string]: unknown };

/**
 * The simulated ERP's posting of an invoice (demo and tests), deterministic: it refuses a posting date
 * before the invoice date and an invoice whose amount is not base + tax; otherwise it posts it in the
 * daybook of its kind (credit memos of write-off GRs apart) and answers the voucher and posting date.
 */
export function postInvoice(message: InvoicePostMessage): SimulatedAnswer {
  const problems: string[] = [];
  if (message.postingDate.slice(0, 10) < message.invoiceDate)
    problems.push(`Posting date ${message.postingDate.slice(0, 10)} is before the invoice date`);
  const cents = (value: string) => Math.round(Number(value) * 100);
  if (cents(message.baseAmount) + cents(message.taxAmount) !== cents(message.invoiceAmount))
    problems.push('Invoice amount is not base + tax');
  if (problems.length > 0) return { accepted: false, remarks: problems.join('; ') };
  const year = message.postingDate.slice(0, 4);
  return {
    accepted: true,
    remarks: null,
    voucherNo: `SIM${year}${String(message.invoiceHeaderId).padStart(8, '0')}`,
    postingDate: message.postingDate,
    qadYear: year,
    qadDaybook: message.type === 'WRITEOFF' ? 'APCM' : 'APINV',
  };
}

import type { InvoiceAsnRow, InvoiceType } from '@portal/contract/invoice';

/** A refusal to show: an i18n key of the `invoice` namespace and its values. */
export type SelectionNotice = { key: string; values?: Record<string, string> };

/**
 * Spec 3 §5, Oversea: a row is selectable only when it has a currency and every line of the ASN has that
 * currency. Answers why not (the first line that differs), or null.
 */
export function overseaCurrencyProblem(row: InvoiceAsnRow): SelectionNotice | null {
  const line = row.currencyList.find((item) => !item.currency || item.currency !== row.currency);
  if (row.currency && !line) return null;
  if (!line?.currency) return { key: 'create.currencyLineNull', values: { lineNo: line?.lineNo ?? '' } };
  return { key: 'create.currencyMismatch', values: { lineNo: line.lineNo, currency: line.currency } };
}

const sameGroup = (a: InvoiceAsnRow, b: InvoiceAsnRow) =>
  a.companyCode === b.companyCode &&
  a.referCompanyCode === b.referCompanyCode &&
  a.shipToPlantCode === b.shipToPlantCode;

/**
 * Spec 3 §5, AP: a write-off ASN goes on an invoice alone. A newly checked row that would join a write-off
 * ASN with another ASN of the same company, refer company and plant is unchecked (gr.promptMessage).
 */
function writeOffClash(row: InvoiceAsnRow, kept: readonly InvoiceAsnRow[]): boolean {
  return kept.some(
    (other) =>
      other.asnNo !== row.asnNo &&
      (row.isWriteOff === 'Y' || other.isWriteOff === 'Y') &&
      sameGroup(row, other),
  );
}

/**
 * The rows a create list keeps when the user changes the selection, and the notice for the rows it
 * unchecked. Rules apply to the rows just checked; rows already chosen stay.
 */
export function acceptSelection(
  type: InvoiceType,
  next: readonly InvoiceAsnRow[],
  previous: readonly InvoiceAsnRow[],
): { rows: InvoiceAsnRow[]; notice: SelectionNotice | null } {
  const before = new Set(previous.map((row) => row.asnHeaderId));
  const rows = next.filter((row) => before.has(row.asnHeaderId));
  let notice: SelectionNotice | null = null;
  for (const row of next.filter((item) => !before.has(item.asnHeaderId))) {
    const problem =
      type === 'OVERSEA'
        ? overseaCurrencyProblem(row)
        : type === 'AP' && writeOffClash(row, rows)
          ? { key: 'gr.promptMessage' }
          : null;
    if (problem) notice ??= problem;
    else rows.push(row);
  }
  return { rows, notice };
}

const distinct = (rows: readonly InvoiceAsnRow[], key: (row: InvoiceAsnRow) => unknown) =>
  new Set(rows.map(key)).size;

/**
 * Spec 3 §5 on Create Invoice: India and write-off take exactly one ASN (prompt.selData2); AP and Oversea
 * at least one (prompt.selData), of one supplier, company and plant, and for Oversea one currency
 * (gr.invoiceCreateRuler2). An ASN with only write-off receipts left goes to the write-off list instead
 * (ours: an invoice of the other types would have no lines). Answers the refusal, or null.
 */
export function createProblem(type: InvoiceType, rows: readonly InvoiceAsnRow[]): SelectionNotice | null {
  if (type === 'INDIA' || type === 'WRITEOFF') {
    if (rows.length !== 1) return { key: 'prompt.selData2' };
  } else if (rows.length === 0) return { key: 'prompt.selData' };
  const writeOffOnly = type === 'WRITEOFF' ? undefined : rows.find((row) => row.writeOffOnly === 'Y');
  if (writeOffOnly) return { key: 'prompt.writeOffOnly', values: { asnNo: writeOffOnly.asnNo } };
  const mixed =
    distinct(rows, (row) => row.supplierCode) > 1 ||
    distinct(rows, (row) => row.companyCode) > 1 ||
    distinct(rows, (row) => row.shipToPlantCode) > 1 ||
    (type === 'OVERSEA' && distinct(rows, (row) => row.currency) > 1);
  return mixed ? { key: 'gr.invoiceCreateRuler2' } : null;
}

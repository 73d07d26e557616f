import { getInvoicePageQueryOptions } from '../api/get-invoice-page.ts';
import { invoiceColumns } from './invoice-columns.tsx';

export { rememberedFilters as invoiceOpeningPresets } from './list-memory.ts';

/** The list of /queryInvoice: buyers have filters suppliers do not. */
export function invoiceListScreen(isSupplier: boolean) {
  return { columns: invoiceColumns(isSupplier), queryOptions: getInvoicePageQueryOptions };
}

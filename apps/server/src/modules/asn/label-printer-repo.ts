import { DEFAULT_LABEL_PRINTER_DPI, type LabelPrinterDpi } from '@portal/contract/companies';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders, companies } from '../../db/schema/index.ts';

/**
 * The resolution of the printers an ASN's labels go to: its buyer company's setting. Callers have read the
 * ASN within the user's scope first; the setting itself is no supplier's data.
 */
export async function labelPrinterDpiOfAsn(db: Queryable, asnHeaderId: number): Promise<LabelPrinterDpi> {
  const [row] = await db
    .select({ dpi: companies.labelPrinterDpi })
    .from(asnHeaders)
    .innerJoin(companies, eq(companies.id, asnHeaders.buyerCompanyId))
    .where(eq(asnHeaders.id, asnHeaderId));
  return row?.dpi ?? DEFAULT_LABEL_PRINTER_DPI;
}

import type { CompanyType, YesNo } from '@portal/contract/common';
import {
  type CompanyRow,
  DEFAULT_LABEL_PRINTER_DPI,
  type LabelPrinterDpi,
  type SaveCompanyInput,
} from '@portal/contract/companies';

/** What the company dialog's form holds. */
export type CompanyFormValues = {
  companyCode: string;
  companyName: string;
  companyType: CompanyType;
  country?: string;
  timeZone?: string;
  address?: string;
  overdueDay?: number | null;
  prefixNo?: string;
  tradingPartnerId?: string;
  isCreateLabel?: YesNo;
  isCreateInvoice?: YesNo;
  referCompanyCode?: string;
  dbCode?: string;
  labelPrinterDpi?: LabelPrinterDpi;
};

/** A new company starts as a buyer; the type decides which fields the form asks for. */
export const NEW_COMPANY: Partial<CompanyFormValues> = {
  companyType: 'B',
  labelPrinterDpi: DEFAULT_LABEL_PRINTER_DPI,
};

/** The stored record as form values (empty columns as empty fields). */
export function companyFormValues(row: CompanyRow): CompanyFormValues {
  return {
    companyCode: row.companyCode,
    companyName: row.companyName,
    companyType: row.companyType,
    country: row.country ?? undefined,
    timeZone: row.timeZone ?? undefined,
    address: row.address ?? undefined,
    overdueDay: row.overdueDay,
    prefixNo: row.prefixNo ?? undefined,
    tradingPartnerId: row.tradingPartnerId ?? undefined,
    isCreateLabel: row.isCreateLabel ?? undefined,
    isCreateInvoice: row.isCreateInvoice ?? undefined,
    referCompanyCode: row.referCompanyCode ?? undefined,
    dbCode: row.dbCode ?? undefined,
    labelPrinterDpi: row.labelPrinterDpi ?? DEFAULT_LABEL_PRINTER_DPI,
  };
}

/**
 * The body of /company/addOrEdit: the whole form (an optional field left empty is stored empty), the
 * buyer-only fields only for buyers (spec 3 §3), the id when the company exists.
 */
export function saveCompanyBody(values: CompanyFormValues, companyId?: number): SaveCompanyInput {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const body: SaveCompanyInput = {
    companyId,
    companyCode: text(values.companyCode),
    companyName: text(values.companyName),
    companyType: values.companyType,
    country: values.country ?? '',
    timeZone: values.timeZone ?? '',
    address: text(values.address),
    overdueDay: values.overdueDay ?? undefined,
    prefixNo: text(values.prefixNo),
  };
  if (values.companyType !== 'B') return body;
  return {
    ...body,
    tradingPartnerId: text(values.tradingPartnerId),
    isCreateLabel: values.isCreateLabel,
    isCreateInvoice: values.isCreateInvoice,
    referCompanyCode: text(values.referCompanyCode),
    dbCode: text(values.dbCode),
    labelPrinterDpi: values.labelPrinterDpi,
  };
}

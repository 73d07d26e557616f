import type { DataPage } from '@portal/contract/common';
import {
  type CompanyDownloadQuery,
  type CompanyPageQuery,
  type CompanyRow,
  DEFAULT_LABEL_PRINTER_DPI,
  type SaveCompany,
} from '@portal/contract/companies';
import isoCountries from 'i18n-iso-countries';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { formatDateTime } from '../../platform/dates.ts';
import { isUniqueViolation } from '../../platform/db/constraint-violation.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { exportColumns } from '../../platform/xlsx/sheet-fields.ts';
import { COMPANY_EXPORT } from './company-sheet.ts';
import { companyMessages } from './messages.ts';
import {
  type CompanyValues,
  companyById,
  companyCodeTaken,
  companyFields,
  countCompanies,
  insertCompany,
  lockCompany,
  lockCompanyCode,
  orderedCompanies,
  pageOfCompanies,
  updateCompany,
} from './repo.ts';

type StoredRow = Awaited<ReturnType<typeof pageOfCompanies>>[number];

function toCompanyRow(row: StoredRow, config: AppConfig): CompanyRow {
  return {
    ...row,
    i18nCompanyType: row.i18nCompanyType ?? row.companyType,
    labelPrinterDpi: row.companyType === 'B' ? row.labelPrinterDpi : null,
    updatedAt: formatDateTime(row.updatedAt, config.displayTimeZone),
  };
}

export async function companyPage(
  db: Queryable,
  config: AppConfig,
  query: CompanyPageQuery,
  locale: Locale,
): Promise<DataPage<CompanyRow>> {
  const [total, rows] = await Promise.all([countCompanies(db, query), pageOfCompanies(db, query, locale)]);
  return {
    data: rows.map((row) => toCompanyRow(row, config)),
    total,
    pages: pageCount(total, query.size),
  };
}

/** GET|POST /company/download (Companies.xlsx): the filtered companies in the list's order; null when none match. */
export async function companyExport(
  db: Database,
  config: AppConfig,
  query: CompanyDownloadQuery,
  locale: Locale,
) {
  const fields = companyFields(locale);
  const rows = orderedCompanies(db, query, fields);
  if (!(await hasRows(db, rows))) return null;
  const records = mapRows(cursorRecords(db, rows, fields), (row) => toCompanyRow(row, config));
  return streamXlsx('Companies', exportColumns(COMPANY_EXPORT, locale), records);
}

/** One company for the edit dialog. */
export async function companyDetail(
  db: Queryable,
  config: AppConfig,
  companyId: number,
  locale: Locale,
): Promise<CompanyRow> {
  const row = await companyById(db, companyId, locale);
  if (!row) throw notFound(companyMessages.companyNotFound);
  return toCompanyRow(row, config);
}

const textOrNull = (value: string | undefined) => (value ? value : null);

/**
 * The columns a save writes. Buyer-only fields (spec 3 §3) are not stored for a supplier, whatever the
 * request carries; an optional field left out or empty is stored empty (the dialog sends the whole form).
 */
function storedFields(company: SaveCompany): Omit<CompanyValues, 'companyCode' | 'companyType'> {
  const buyer = company.companyType === 'B';
  return {
    companyName: company.companyName,
    address: textOrNull(company.address),
    timeZone: textOrNull(company.timeZone),
    overdueDay: company.overdueDay ?? null,
    country: company.country,
    prefixNo: company.prefixNo,
    tradingPartnerId: buyer ? textOrNull(company.tradingPartnerId) : null,
    isCreateLabel: buyer ? (company.isCreateLabel ?? null) : null,
    isCreateInvoice: buyer ? (company.isCreateInvoice ?? null) : null,
    referCompanyCode: buyer ? textOrNull(company.referCompanyCode) : null,
    dbCode: buyer ? textOrNull(company.dbCode) : null,
    // a supplier prints to its buyer's setting, so its own column keeps the default
    labelPrinterDpi: buyer
      ? (company.labelPrinterDpi ?? DEFAULT_LABEL_PRINTER_DPI)
      : DEFAULT_LABEL_PRINTER_DPI,
  };
}

async function createCompany(tx: Queryable, user: SessionUser, company: SaveCompany): Promise<void> {
  await lockCompanyCode(tx, company.companyCode);
  if (await companyCodeTaken(tx, company.companyCode)) {
    throw conflict(companyMessages.companyCodeTaken, { companyCode: company.companyCode });
  }
  await insertCompany(tx, {
    ...storedFields(company),
    companyCode: company.companyCode,
    companyType: company.companyType,
    ...insertStamp(user),
  });
}

/** Suppliers are keyed by their code everywhere (schedules, ASNs, invoices), so code and type stay. */
async function changeCompany(
  tx: Queryable,
  user: SessionUser,
  companyId: number,
  company: SaveCompany,
): Promise<void> {
  const current = await lockCompany(tx, companyId);
  if (!current) throw notFound(companyMessages.companyNotFound);
  if (current.companyCode !== company.companyCode) throw invalid(companyMessages.companyCodeFixed);
  if (current.companyType !== company.companyType) throw invalid(companyMessages.companyTypeFixed);
  await updateCompany(tx, companyId, { ...storedFields(company), ...updateStamp(user) });
}

/** POST /company/addOrEdit: creates a company (no companyId) or changes one. */
export async function saveCompany(db: Database, user: SessionUser, company: SaveCompany): Promise<void> {
  if (!isoCountries.isValid(company.country)) {
    throw invalid(companyMessages.unknownCountry, { country: company.country });
  }
  const { companyId } = company;
  try {
    await db.transaction((tx) =>
      companyId === undefined
        ? createCompany(tx, user, company)
        : changeCompany(tx, user, companyId, company),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'companies_code_uq')) {
      throw conflict(companyMessages.companyCodeTaken, { companyCode: company.companyCode });
    }
    throw error;
  }
}

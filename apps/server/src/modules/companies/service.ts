import type { DataPage } from '@portal/contract/common';
import type { CompanyPageQuery, CompanyRow } from '@portal/contract/companies';
import type { AppConfig } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { formatDateTime } from '../../platform/dates.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { countCompanies, pageOfCompanies } from './repo.ts';

export async function companyPage(
  db: Queryable,
  config: AppConfig,
  query: CompanyPageQuery,
  locale: Locale,
): Promise<DataPage<CompanyRow>> {
  const [total, rows] = await Promise.all([countCompanies(db, query), pageOfCompanies(db, query, locale)]);
  return {
    data: rows.map((row) => ({
      ...row,
      i18nCompanyType: row.i18nCompanyType ?? row.companyType,
      updatedAt: formatDateTime(row.updatedAt, config.displayTimeZone),
    })),
    total,
    pages: pageCount(total, query.size),
  };
}

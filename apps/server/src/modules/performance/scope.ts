import { type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../platform/access/data-scope.ts';

export interface PerformanceFilterInput {
  companyCode?: string | undefined;
  supplierCodes?: readonly string[] | undefined;
}

/**
 * Whose figures the caller may see, on performance_daily p with its buyer b and supplier s: a supplier its
 * own (whatever it asked), a buyer those of its buyer companies (figures are per company: an assignment to
 * some plants does not split them). The filters only narrow that.
 */
export function dailyCondition(scope: DataScope, filter: PerformanceFilterInput): SQL {
  const conditions: SQL[] = [
    scope.kind === 'supplier'
      ? sql`p.supplier_company_id = ${scope.supplierCompanyId}`
      : sql`p.buyer_company_id = any(${sql.param(scope.buyerCompanyIds.length ? scope.buyerCompanyIds : [-1])}::bigint[])`,
  ];
  if (filter.companyCode) conditions.push(sql`b.company_code = ${filter.companyCode}`);
  if (scope.kind === 'buyer' && filter.supplierCodes?.length) {
    conditions.push(sql`s.company_code = any(${sql.param([...filter.supplierCodes])}::text[])`);
  }
  return sql.join(conditions, sql` and `);
}

export const DAILY_JOINS = sql`performance_daily p
  join companies b on b.id = p.buyer_company_id
  join companies s on s.id = p.supplier_company_id`;

import type { CompanyTaxInfo, SaveCompanyTaxInfo, ToleranceInput } from '@portal/contract/companies';
import { duplicateCurrency } from '@portal/contract/companies';
import type { Database, Queryable } from '../../db/client.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { invalid, notFound } from '../../platform/http/app-error.ts';
import { companyMessages } from './messages.ts';
import { lockCompany } from './repo.ts';
import {
  knownCurrencies,
  replaceTolerances,
  taxRatesOf,
  tolerancesOf,
  updateTaxRates,
} from './tax-info-repo.ts';

/**
 * numeric columns answer their full scale ("13.00", "0.50000"); the dialog shows what was typed, so
 * trailing zeros of the fraction go (a string operation: the value stays exact).
 */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

const plainOrNull = (value: string | null) => (value === null ? null : plainDecimal(value));

/** Spec 3 §6: tax info exists for buyer companies only; a supplier's id is refused, naming the supplier. */
async function buyerCompany(db: Queryable, companyId: number) {
  const company = await taxRatesOf(db, companyId);
  if (!company) throw notFound(companyMessages.companyNotFound);
  if (company.companyType !== 'B') {
    throw invalid(companyMessages.taxInfoBuyersOnly, { companyCode: company.companyCode });
  }
  return company;
}

/** GET /company/getTaxInfo: tax rate and tolerances of a buyer company. */
export async function taxInfo(db: Queryable, companyId: number): Promise<CompanyTaxInfo> {
  const company = await buyerCompany(db, companyId);
  const tolerances = await tolerancesOf(db, companyId);
  const listOf = (kind: 'tax' | 'amount') =>
    tolerances
      .filter((entry) => entry.kind === kind)
      .map((entry) => ({ currency: entry.currency, toleranceAmount: plainDecimal(entry.toleranceAmount) }));
  return {
    companyId: company.companyId,
    companyCode: company.companyCode,
    companyName: company.companyName,
    taxRate: plainOrNull(company.taxRate),
    totalAmountTolerance: plainOrNull(company.totalAmountTolerance),
    unitPriceTolerance: plainOrNull(company.unitPriceTolerance),
    taxTolerances: listOf('tax'),
    amountTolerances: listOf('amount'),
    onTimeEarlyDays: company.onTimeEarlyDays,
    onTimeLateDays: company.onTimeLateDays,
    arrivalGraceHours: company.arrivalGraceHours,
  };
}

/** Each currency once per list (spec 3 §5), and only currencies of the currencyType property list. */
async function checkToleranceLists(db: Queryable, body: SaveCompanyTaxInfo): Promise<void> {
  const lists: Array<[field: string, entries: ToleranceInput[]]> = [
    ['taxTolerances', body.taxTolerances],
    ['amountTolerances', body.amountTolerances],
  ];
  for (const [field, entries] of lists) {
    const currency = duplicateCurrency(entries);
    if (currency) throw invalid(companyMessages.duplicateCurrency, { field, currency });
  }
  const all = lists.flatMap(([, entries]) => entries.map((entry) => entry.currency));
  const known = await knownCurrencies(db, [...new Set(all)]);
  for (const [field, entries] of lists) {
    const unknown = entries.find((entry) => !known.has(entry.currency));
    if (unknown) throw invalid(companyMessages.unknownCurrency, { field, currency: unknown.currency });
  }
}

/**
 * POST /company/updateCompanyTaxInfo: rates and both lists are saved together in one transaction. The
 * company row is locked first, so concurrent saves replace the lists one after the other, never mixed.
 */
export async function saveTaxInfo(db: Database, user: SessionUser, body: SaveCompanyTaxInfo): Promise<void> {
  await buyerCompany(db, body.companyId);
  await checkToleranceLists(db, body);
  await db.transaction(async (tx) => {
    // companies are never deleted and their type never changes: the lock only orders concurrent saves
    await lockCompany(tx, body.companyId);
    await updateTaxRates(tx, body.companyId, {
      taxRate: body.taxRate,
      totalAmountTolerance: body.totalAmountTolerance,
      unitPriceTolerance: body.unitPriceTolerance,
      // clients of the original portal do not send the window: absent keeps what is set
      onTimeEarlyDays: body.onTimeEarlyDays,
      onTimeLateDays: body.onTimeLateDays,
      arrivalGraceHours: body.arrivalGraceHours,
      ...updateStamp(user),
    });
    await replaceTolerances(
      tx,
      body.companyId,
      { tax: body.taxTolerances, amount: body.amountTolerances },
      insertStamp(user),
    );
  });
}

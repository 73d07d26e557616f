import { type DataPage, ReplyCode } from '@portal/contract/common';
import type { PropType } from '@portal/contract/lookup';
import type {
  SaveSupplierFinance,
  SupplierFinanceDownloadQuery,
  SupplierFinanceQuery,
  SupplierFinanceRow,
} from '@portal/contract/master-data';
import type { Database, Queryable } from '../../../db/client.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import { AppError, invalid } from '../../../platform/http/app-error.ts';
import type { Locale, Message } from '../../../platform/i18n/locale.ts';
import { cursorRecords } from '../../../platform/lists/cursor-rows.ts';
import { offsetOf } from '../../../platform/lists/paging.ts';
import { streamXlsx } from '../../../platform/xlsx/export.ts';
import { exportColumns } from '../../../platform/xlsx/sheet-fields.ts';
import { masterDataMessages as messages } from '../messages.ts';
import { dataPageOf } from '../page.ts';
import { FINANCE_EXPORT } from './finance-sheet.ts';
import { countFinance, financeFields, knownOptions, selectFinance, updateFinance } from './repo.ts';

/** POST /supplierFinanceInfo/query */
export async function financePage(
  db: Queryable,
  scope: DataScope,
  query: SupplierFinanceQuery,
  locale: Locale,
): Promise<DataPage<SupplierFinanceRow>> {
  const [total, rows] = await Promise.all([
    countFinance(db, scope, query),
    selectFinance(db, scope, query, locale).limit(query.size).offset(offsetOf(query)),
  ]);
  return dataPageOf(rows, total, query.size);
}

/** GET|POST /supplierFinanceInfo/download (Supplier Finance Info.xlsx); null when nothing matches. */
export async function financeExport(
  db: Database,
  scope: DataScope,
  query: SupplierFinanceDownloadQuery,
  locale: Locale,
) {
  if ((await countFinance(db, scope, query)) === 0) return null;
  const rows = cursorRecords(db, selectFinance(db, scope, query, locale), financeFields(locale));
  return streamXlsx('SupplierFinance', exportColumns(FINANCE_EXPORT, locale), rows);
}

/** Spec 1 §5: each value is required (the contract) and must be one of its property list's options. */
async function checkOptions(db: Queryable, body: SaveSupplierFinance): Promise<void> {
  const sent: Array<[keyof SaveSupplierFinance, PropType, string]> = [
    ['currency', 'currencyType', body.currency],
    ['oversea', 'overseaType', body.oversea],
    ['tedi', 'tEdi', body.tedi],
    ['whtRate', 'whtRate', body.whtRate],
  ];
  const known = await knownOptions(
    db,
    sent.map(([, propType]) => propType),
  );
  const wrong = sent.find(([, propType, value]) => !known.has(`${propType}|${value}`));
  if (wrong) throw invalid(messages.notAnOption, { field: wrong[0], value: wrong[2] });
}

/** POST /supplierFinanceInfo/update: answers the message the web shows on success. */
export async function saveFinance(
  db: Queryable,
  user: SessionUser,
  buyerCompanyIds: number[],
  body: SaveSupplierFinance,
): Promise<{ message: Message; params: Record<string, string> }> {
  await checkOptions(db, body);
  const { supplierFinanceId, ...values } = body;
  const pair = await updateFinance(db, buyerCompanyIds, supplierFinanceId, {
    ...values,
    updatedBy: user.userCode,
  });
  if (!pair) throw new AppError(ReplyCode.notFound, messages.financeMissing);
  return { message: messages.financeSaved, params: pair };
}

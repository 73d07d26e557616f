import type { UserDownloadQuery, UserPage, UserQuery, UserRow } from '@portal/contract/users';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { formatDateTime } from '../../platform/dates.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { exportColumns } from '../../platform/xlsx/sheet-fields.ts';
import { userMessages as messages } from './messages.ts';
import {
  countUsers,
  orderedUsers,
  pageOfUsers,
  type UserRecord,
  userById,
  userFields,
} from './user-rows-repo.ts';
import { LOCKED_TEXT, USER_EXPORT } from './user-sheet.ts';

/** A stored user as the web sees it: contact fields wrapped as the spec names them, dates as display text. */
export function toUserRow(record: UserRecord, config: AppConfig): UserRow {
  const { email, telephone, createdAt, lastLoginAt, ...rest } = record;
  return {
    ...rest,
    companyId: record.companyIds[0] ?? null,
    i18nUserType: record.i18nUserType ?? record.userType,
    i18nIsEnable: record.i18nIsEnable ?? record.isEnable,
    emailInfo: email ? { email } : null,
    telephone: telephone ? { phone: telephone } : null,
    createDate: formatDateTime(createdAt, config.displayTimeZone),
    lastLoginAt: lastLoginAt ? lastLoginAt.toISOString() : null,
  };
}

export async function userPage(
  db: Queryable,
  config: AppConfig,
  query: UserQuery,
  locale: Locale,
): Promise<UserPage> {
  const [total, rows] = await Promise.all([countUsers(db, query), pageOfUsers(db, query, locale)]);
  return { data: rows.map((row) => toUserRow(row, config)), total, size: query.size };
}

export async function findUser(db: Queryable, config: AppConfig, userId: number, locale: Locale) {
  const record = await userById(db, userId, locale);
  if (!record) throw notFound(messages.userMissing);
  return toUserRow(record, config);
}

/** GET|POST /user/download (Users.xlsx): the filtered users in the list's order; null when none match. */
export async function userExport(db: Database, config: AppConfig, query: UserDownloadQuery, locale: Locale) {
  const fields = userFields(locale);
  const users = orderedUsers(db, query, fields);
  if (!(await hasRows(db, users))) return null;
  const rows = mapRows(cursorRecords(db, users, fields), (record) => ({
    ...toUserRow(record, config),
    lastLoginDate: record.lastLoginAt ? formatDateTime(record.lastLoginAt, config.displayTimeZone) : null,
    lockedText: record.isLocked === 'Y' ? LOCKED_TEXT[locale] : null,
  }));
  return streamXlsx('Users', exportColumns(USER_EXPORT, locale), rows);
}

import type { RecordsPage } from '@portal/contract/common';
import {
  type InterfaceLogDetail,
  type InterfaceLogQuery,
  type InterfaceLogRow,
  type MessageKind,
  type WebServiceType,
  WS_TYPE_LABELS,
  WS_TYPES,
  type WsType,
} from '@portal/contract/interface-log';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { formatDateTime } from '../../platform/dates.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { FileResult } from '../../platform/http/route.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { messageFile } from './message-file.ts';
import { interfaceLogLabels, interfaceLogMessages } from './messages.ts';
import {
  actionIsLogged,
  bodyOf,
  logById,
  markHandled,
  pageOfLogs,
  resendFactsOf,
  type StoredLogRow,
} from './repo.ts';
import { OUTBOUND_RESENDERS } from './resenders.ts';

const isWsType = (value: string): value is WsType => (WS_TYPES as readonly string[]).includes(value);

/** A web service type's label; a type no longer in the catalogue shows as stored. */
function wsTypeView(wsType: string, locale: Locale): string {
  return isWsType(wsType) ? WS_TYPE_LABELS[wsType][locale] : wsType;
}

function toRow(row: StoredLogRow, locale: Locale, timeZone: string): InterfaceLogRow {
  const { direction, ...fields } = row;
  return {
    ...fields,
    statusView: interfaceLogLabels.status[row.statusCode][locale],
    wsTypeView: wsTypeView(row.wsType, locale),
    requestForward: interfaceLogLabels.direction[direction][locale],
    requestTime: formatDateTime(row.requestTime, timeZone),
    responseTime: row.responseTime ? formatDateTime(row.responseTime, timeZone) : null,
    // no module stores files with its calls yet
    fileId: null,
    fileDisplayName: null,
  };
}

/** The log, newest first unless sorted otherwise; request days are whole days of the display time zone. */
export async function interfaceLogPage(
  db: Queryable,
  config: AppConfig,
  locale: Locale,
  query: InterfaceLogQuery,
): Promise<RecordsPage<InterfaceLogRow>> {
  const timeZone = config.displayTimeZone;
  const { total, rows } = await pageOfLogs(db, query, timeZone, locale);
  return {
    records: rows.map((row) => toRow(row, locale, timeZone)),
    total,
    pages: pageCount(total, query.size),
  };
}

export async function interfaceLogDetail(
  db: Queryable,
  config: AppConfig,
  locale: Locale,
  id: number,
): Promise<InterfaceLogDetail> {
  const log = await logById(db, id, locale);
  if (!log) throw notFound(interfaceLogMessages.logMissing);
  const { requestBody, responseBody, handledBy, handledAt, ...row } = log;
  const timeZone = config.displayTimeZone;
  return {
    ...toRow(row, locale, timeZone),
    requestBody,
    responseBody,
    handledBy,
    handledAt: handledAt ? formatDateTime(handledAt, timeZone) : null,
  };
}

export function webServiceTypes(locale: Locale): WebServiceType[] {
  return WS_TYPES.map((wsType) => ({ wsType, wsTypeView: WS_TYPE_LABELS[wsType][locale] }));
}

/** The request or response body as a file; null (nothing to download) when that body was not logged. */
export async function messageFileOf(
  db: Queryable,
  id: number,
  kind: MessageKind,
): Promise<FileResult | null> {
  const row = await bodyOf(db, id, kind);
  if (!row) throw notFound(interfaceLogMessages.logMissing);
  return row.body ? messageFile(row.body) : null;
}

/**
 * Resend (spec 3 §4: offered when isRetry is Y and statusCode 1). A call the ERP made can only be sent
 * again by the ERP; an outbound call goes to the resender of its type, which none has yet.
 */
export async function resendCall(db: Database, user: SessionUser, locale: Locale, id: number): Promise<void> {
  const call = await resendFactsOf(db, id);
  if (!call) throw notFound(interfaceLogMessages.logMissing);
  if (call.direction === 'IN') throw conflict(interfaceLogMessages.inboundNotResendable);
  if (call.isRetry !== 'Y' || call.statusCode !== 1) throw conflict(interfaceLogMessages.notResendable);
  const resend = isWsType(call.wsType) ? OUTBOUND_RESENDERS[call.wsType] : undefined;
  if (!resend) {
    throw notFound(interfaceLogMessages.resendNotAvailable, { wsType: wsTypeView(call.wsType, locale) });
  }
  await resend(db, { logId: id, user });
}

/** Process result (spec 3 §4): the calls of the action waiting for handling get handleResult Y. */
export async function handleInterface(
  db: Queryable,
  user: SessionUser,
  actionHistoryId: number,
): Promise<void> {
  if ((await markHandled(db, actionHistoryId, user)) > 0) return;
  if (!(await actionIsLogged(db, actionHistoryId))) {
    throw notFound(interfaceLogMessages.actionMissing, { actionHistoryId });
  }
  throw conflict(interfaceLogMessages.nothingToHandle);
}

/** Files attached to logged calls: no module stores any yet, so every id is unknown. */
export async function attachedFile(_fileId: number): Promise<FileResult> {
  throw notFound(interfaceLogMessages.fileMissing);
}

import {
  AUDIT_ACTION_LABELS,
  AUDIT_RECORD_TYPE_LABELS,
  type AuditAction,
  type AuditChange,
  type AuditEntryRow,
  AuditRecordType,
} from '@portal/contract/audit-log';
import type { StoredChange } from '../../db/schema/index.ts';
import { BUTTONS, MENU_TREE, type MenuSeed } from '../../db/seed/menus.ts';
import { formatDateTime, formatDateTimeSeconds } from '../../platform/dates.ts';
import { fieldLabel } from '../../platform/i18n/field-name.ts';
import { type Locale, type Message, render } from '../../platform/i18n/locale.ts';
import { AUDIT_FIELD_LABELS, SECRET_FIELDS } from './field-labels.ts';
import { auditLogMessages, SUBJECT_LABELS } from './messages.ts';
import type { StoredEntry } from './repo.ts';

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** A column name no catalogue labels, made readable: `max_load_kg` -> "Max Load Kg". */
const readable = (column: string) =>
  column
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function changedFieldLabel(column: string, locale: Locale): string {
  const name = camelCase(column);
  return AUDIT_FIELD_LABELS[name]?.[locale] ?? fieldLabel(name, locale) ?? readable(column);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as text: instants in the display time zone, yes/no in the caller's language. */
function valueText(value: unknown, locale: Locale, timeZone: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return (value ? auditLogMessages.yes : auditLogMessages.no)[locale];
  if (typeof value === 'string') {
    return ISO_INSTANT.test(value) ? formatDateTime(new Date(value), timeZone) : value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function changeOf(change: StoredChange, locale: Locale, timeZone: string): AuditChange {
  const secret = SECRET_FIELDS.has(change.f);
  const shown = (value: unknown) =>
    secret && value !== null && value !== undefined
      ? auditLogMessages.hidden[locale]
      : valueText(value, locale, timeZone);
  return {
    field: change.f,
    label: changedFieldLabel(change.f, locale),
    oldValue: shown(change.o),
    newValue: shown(change.n),
  };
}

function namesOf(menus: readonly MenuSeed[]): [string, Message][] {
  return menus.flatMap((menu) => [
    [menu.code, { cn: menu.names[0], en: menu.names[1], th: menu.names[2] }] as [string, Message],
    ...namesOf(menu.children ?? []),
  ]);
}

/** Menus and buttons of a role's permissions by their names rather than their codes. */
const PERMISSION_NAMES = {
  menu: new Map(namesOf(MENU_TREE)),
  button: new Map(
    BUTTONS.map((button): [string, Message] => [
      button.code,
      { cn: button.names[0], en: button.names[1], th: button.names[2] },
    ]),
  ),
};

function subjectOf(entry: StoredEntry, locale: Locale): string {
  if (!entry.subjectType) return '';
  const names =
    entry.subjectType === 'menu' || entry.subjectType === 'button'
      ? PERMISSION_NAMES[entry.subjectType]
      : undefined;
  const key = entry.subjectKey ?? '';
  const label = SUBJECT_LABELS[entry.subjectType]?.[locale] ?? entry.subjectType;
  return `${label} ${names?.get(key)?.[locale] ?? key}`.trim();
}

const isAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTION_LABELS, value);

/** An entry as the Audit Log and the timelines show it, in the caller's language and time zone. */
export function entryRow(entry: StoredEntry, locale: Locale, timeZone: string): AuditEntryRow {
  const recordType = AuditRecordType.parse(entry.recordType);
  const action: AuditAction = isAction(entry.action) ? entry.action : 'update';
  return {
    id: entry.id,
    changedAt: formatDateTimeSeconds(entry.changedAt, timeZone),
    actor: entry.actor,
    actorName: entry.actorName ?? (entry.actor === 'system' ? auditLogMessages.system[locale] : null),
    recordType,
    recordTypeView: AUDIT_RECORD_TYPE_LABELS[recordType][locale],
    recordId: entry.recordId,
    recordKey: entry.recordKey,
    subject: subjectOf(entry, locale),
    action,
    actionView: AUDIT_ACTION_LABELS[action][locale],
    changes: entry.changes.map((change) => changeOf(change, locale, timeZone)),
    summary: entry.summary ? render(auditLogMessages.uploadSummary, locale, entry.summary) : null,
  };
}

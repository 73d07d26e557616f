import type { InvoiceStatus, InvoiceType } from '@portal/contract/invoice';
import type { Permission } from '@portal/contract/permissions';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { Message } from '../../platform/i18n/locale.ts';
import type { LockedInvoice } from './header-repo.ts';
import { TYPE_RULES } from './invoice-types.ts';
import { invoiceMessages as messages } from './messages.ts';

export function found(invoice: LockedInvoice | null): LockedInvoice {
  if (!invoice) throw notFound(messages.invoiceMissing);
  return invoice;
}

export function assertPermission(user: SessionUser, permission: Permission): void {
  if (!user.permissions.has(permission)) throw forbidden();
}

/** The call of one process family (AP, India, Oversea) serves only invoices of that family. */
export function assertFamily(invoice: LockedInvoice, family: InvoiceType): void {
  if (TYPE_RULES[invoice.type].family !== TYPE_RULES[family].family) {
    throw conflict(messages.wrongType, { type: invoice.type });
  }
}

/** The status the caller saw must still be the invoice's: otherwise someone acted meanwhile. */
export function assertSeen(invoice: LockedInvoice, seen: InvoiceStatus): void {
  if (invoice.status !== seen) throw conflict(messages.statusChanged, { status: invoice.status });
}

export function assertStatus(
  invoice: LockedInvoice,
  allowed: readonly InvoiceStatus[],
  refusal: Message,
): void {
  if (!allowed.includes(invoice.status)) throw conflict(refusal, { status: invoice.status });
}

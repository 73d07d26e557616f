import type { AsnStatus } from '@portal/contract/asn';
import type { YesNo } from '@portal/contract/common';
import type { Permission } from '@portal/contract/permissions';

/** Tabs of the wizard in order (spec 2 §2); packaging only when the ASN prints labels. */
export const WIZARD_TABS = ['asnDetail', 'packaging', 'general', 'labelPrint'] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];

export function wizardTabs(isCreateLabel: YesNo): WizardTab[] {
  return WIZARD_TABS.filter((tab) => tab !== 'packaging' || isCreateLabel === 'Y');
}

type EditCheck = {
  status: AsnStatus;
  /** null for a new ASN not saved yet */
  asnHeaderId: number | null;
  isSupplier: boolean;
  has: (permission: Permission) => boolean;
};

/**
 * Spec 2 §4: a Draft opened by a supplier with editAsn is editable (a new one, by a supplier with
 * createAsn); everything else is read-only, and a submitted ASN never changes again.
 */
export function isWizardEditable({ status, asnHeaderId, isSupplier, has }: EditCheck): boolean {
  if (status !== 'Draft' || !isSupplier) return false;
  return asnHeaderId === null ? has('createAsn') : has('editAsn');
}

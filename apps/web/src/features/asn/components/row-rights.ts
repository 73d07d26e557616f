import type { AsnRow } from '@portal/contract/asn';
import type { Permission } from '@portal/contract/permissions';

/** The two role names that may delete a successful ASN (docs/decisions.md). */
export const DELETE_SUCCESS_ROLES = ['SupperAdmin', 'Adient-Admin'] as const;

export type AsnUser = {
  isSupplier: boolean;
  roleNames: readonly string[];
  has: (permission: Permission) => boolean;
};

export type AsnRowAction =
  | 'edit'
  | 'view'
  | 'copyFailed'
  | 'delete'
  | 'deleteSuccess'
  | 'cancel'
  | 'label'
  | 'deliveryNote';

/**
 * Which actions an ASN of the history offers to this user (spec 2 §4, §6): a supplier with editAsn edits
 * its Drafts, everyone else views; a supplier with createAsn copies a Failed ASN to correct it (ours); Draft
 * deleted by the supplier (deleteDraftAsn), Failed by a buyer
 * (deleteFailedAsn), Success cancelled by a buyer (cancelAsn) or deleted by the two admin roles; labels
 * when the ASN prints them, the delivery note while it is not cancelled.
 */
export function asnRowActions(row: AsnRow, user: AsnUser): AsnRowAction[] {
  const { isSupplier, has } = user;
  const editable = row.status === 'Draft' && isSupplier && has('editAsn');
  const rights: Record<AsnRowAction, boolean> = {
    edit: editable,
    view: !editable,
    copyFailed: row.status === 'Failed' && isSupplier && has('createAsn'),
    delete:
      (row.status === 'Draft' && isSupplier && has('deleteDraftAsn')) ||
      (row.status === 'Failed' && !isSupplier && has('deleteFailedAsn')),
    deleteSuccess:
      row.status === 'Success' &&
      !isSupplier &&
      user.roleNames.some((role) => (DELETE_SUCCESS_ROLES as readonly string[]).includes(role)),
    cancel: row.status === 'Success' && !isSupplier && has('cancelAsn'),
    label: row.isCreateLabel === 'Y' && row.status !== 'Cancelled',
    deliveryNote: row.status !== 'Cancelled',
  };
  return (Object.keys(rights) as AsnRowAction[]).filter((action) => rights[action]);
}

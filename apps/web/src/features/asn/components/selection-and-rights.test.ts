import type { Permission } from '@portal/contract/permissions';
import { describe, expect, it } from 'vitest';
import { asnRow, createRow } from '../testing/asn-api-stub.ts';
import { creationSelectionProblem } from './creation-selection.ts';
import { asnRowActions } from './row-rights.ts';
import { isWizardEditable, wizardTabs } from './wizard-tabs.ts';

const holding =
  (...names: Permission[]) =>
  (name: Permission) =>
    names.includes(name);

describe('ASN creation selection (spec 2 §5)', () => {
  it('none is selData, two plants buyerPlantCodeSame, a repeated order and part orderPartRepeat', () => {
    expect(creationSelectionProblem([])).toBe('selData');
    expect(creationSelectionProblem([createRow(1, 'CN01'), createRow(2, 'CN02')])).toBe('buyerPlantCodeSame');
    expect(creationSelectionProblem([createRow(1, 'CN01', 'PO1'), createRow(2, 'CN01', 'PO1')])).toBe(
      'orderPartRepeat',
    );
    expect(creationSelectionProblem([createRow(1, 'CN01'), createRow(2, 'CN01')])).toBeNull();
  });
});

describe('ASN history actions (spec 2 §4, §6)', () => {
  const supplier = { isSupplier: true, roleNames: ['Supplier'], has: holding('editAsn', 'deleteDraftAsn') };
  const planner = {
    isSupplier: false,
    roleNames: ['Adient-SCM'],
    has: holding('deleteFailedAsn', 'cancelAsn'),
  };
  const admin = {
    isSupplier: false,
    roleNames: ['Adient-Admin'],
    has: holding('deleteFailedAsn', 'cancelAsn'),
  };

  it('a supplier edits and deletes its Drafts; other statuses it only views', () => {
    expect(asnRowActions(asnRow(1, 'Draft'), supplier)).toEqual(['edit', 'delete', 'label', 'deliveryNote']);
    expect(asnRowActions(asnRow(1, 'Failed'), supplier)).toEqual(['view', 'label', 'deliveryNote']);
    expect(asnRowActions(asnRow(1, 'Success', 'N'), supplier)).toEqual(['view', 'deliveryNote']);
    const noRights = { ...supplier, has: holding() };
    expect(asnRowActions(asnRow(1, 'Draft'), noRights)).toEqual(['view', 'label', 'deliveryNote']);
  });

  it('a supplier who creates ASNs copies a Failed one to correct it; a buyer does not', () => {
    const creator = { ...supplier, has: holding('createAsn', 'editAsn') };
    expect(asnRowActions(asnRow(1, 'Failed'), creator)).toEqual([
      'view',
      'copyFailed',
      'label',
      'deliveryNote',
    ]);
    expect(asnRowActions(asnRow(1, 'Draft'), creator)).not.toContain('copyFailed');
    expect(asnRowActions(asnRow(1, 'Failed'), { ...planner, has: holding('createAsn') })).not.toContain(
      'copyFailed',
    );
  });

  it('a buyer deletes Failed, cancels Success; only the two admin roles delete a Success', () => {
    expect(asnRowActions(asnRow(1, 'Draft'), planner)).toEqual(['view', 'label', 'deliveryNote']);
    expect(asnRowActions(asnRow(1, 'Failed'), planner)).toEqual(['view', 'delete', 'label', 'deliveryNote']);
    expect(asnRowActions(asnRow(1, 'Success'), planner)).toEqual(['view', 'cancel', 'label', 'deliveryNote']);
    expect(asnRowActions(asnRow(1, 'Success'), admin)).toEqual([
      'view',
      'deleteSuccess',
      'cancel',
      'label',
      'deliveryNote',
    ]);
    expect(asnRowActions(asnRow(1, 'Cancelled'), admin)).toEqual(['view']);
    expect(asnRowActions(asnRow(1, 'Submitted'), admin)).toEqual(['view', 'label', 'deliveryNote']);
  });
});

describe('ASN wizard', () => {
  it('shows the packaging tab only when the ASN prints labels', () => {
    expect(wizardTabs('Y')).toEqual(['asnDetail', 'packaging', 'general', 'labelPrint']);
    expect(wizardTabs('N')).toEqual(['asnDetail', 'general', 'labelPrint']);
  });

  it('is editable for a supplier on a Draft with editAsn (createAsn for a new one), read-only otherwise', () => {
    const base = { status: 'Draft' as const, asnHeaderId: 5, isSupplier: true };
    expect(isWizardEditable({ ...base, has: holding('editAsn') })).toBe(true);
    expect(isWizardEditable({ ...base, has: holding('createAsn') })).toBe(false);
    expect(isWizardEditable({ ...base, asnHeaderId: null, has: holding('createAsn') })).toBe(true);
    expect(isWizardEditable({ ...base, isSupplier: false, has: holding('editAsn') })).toBe(false);
    expect(isWizardEditable({ ...base, status: 'Failed', has: holding('editAsn') })).toBe(false);
  });
});

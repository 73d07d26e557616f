import type { InvoiceRow, InvoiceStatus } from '@portal/contract/invoice';
import type { Permission } from '@portal/contract/permissions';
import { describe, expect, it } from 'vitest';
import { invoiceRow } from '../testing/invoice-api-stub.ts';
import { invoiceRowActions, listButtons } from './row-rights.ts';

const holder =
  (...names: Permission[]) =>
  (name: Permission) =>
    names.includes(name);

describe('invoice list actions (spec 3 §2.2, §4, §6)', () => {
  const supplier = {
    isSupplier: true,
    roleNames: ['Supplier'],
    has: holder('EditInvoice(AP)', 'DeleteInvoice(AP)', 'SubmitInvoice(AP)', 'EditInvoiceWriteOffGR(India)'),
  };

  it('a supplier edits, deletes and submits Drafts and Rejected invoices and views the others', () => {
    expect(invoiceRowActions(invoiceRow(1, 'Draft'), supplier)).toEqual(['edit', 'delete', 'submit']);
    expect(invoiceRowActions(invoiceRow(1, 'Rejected'), supplier)).toEqual(['edit', 'delete', 'submit']);
    expect(invoiceRowActions(invoiceRow(1, 'Submitted'), supplier)).toEqual(['view']);
    expect(invoiceRowActions(invoiceRow(1, 'Failed'), supplier)).toEqual(['view']);
    // write-off edit is offered when Draft or Failed, with the write-off button
    expect(invoiceRowActions(invoiceRow(1, 'Failed', { type: 'WRITEOFF' }), supplier)).toEqual(['edit']);
    // the India buttons are not held: an India Draft is only viewed
    expect(invoiceRowActions(invoiceRow(1, 'Draft', { type: 'INDIA' }), supplier)).toEqual(['view']);
  });

  it('a buyer receives, approves, rejects, submits and edits by status, permission and needApprove', () => {
    const ap = {
      isSupplier: false,
      roleNames: ['Adient-AP'],
      has: holder(
        'ReceiveInvoice',
        'Approve/RejectInvoice',
        'RejectInvoice',
        'SubmitInvoicebyAdient',
        'EditinvoicebyAdient',
        'EditInvoice(AP)',
      ),
    };
    expect(invoiceRowActions(invoiceRow(1, 'Submitted', { needApprove: 'Y' }), ap)).toEqual([
      'buyerEdit',
      'receive',
      'approve',
      'reject',
      'buyerSubmit',
    ]);
    expect(invoiceRowActions(invoiceRow(1, 'Submitted'), ap)).toEqual([
      'buyerEdit',
      'receive',
      'reject',
      'buyerSubmit',
    ]);
    expect(invoiceRowActions(invoiceRow(1, 'Passed'), ap)).toEqual(['buyerEdit', 'receive']);
    expect(invoiceRowActions(invoiceRow(1, 'Draft'), ap)).toEqual(['view']);
    // reject of an invoice needing approval takes Approve/RejectInvoice, RejectInvoice alone is not enough
    const rejecter = { ...ap, has: holder('RejectInvoice') };
    expect(invoiceRowActions(invoiceRow(1, 'Submitted', { needApprove: 'Y' }), rejecter)).toEqual(['view']);
    expect(invoiceRowActions(invoiceRow(1, 'Submitted'), rejecter)).toEqual(['view', 'reject']);
  });

  it('change status is for the role Adient-Admin on Submitted, Passed, Invoice_Checked, Failed and Posted', () => {
    const admin = { isSupplier: false, roleNames: ['Adient-Admin'], has: holder() };
    for (const status of ['Submitted', 'Passed', 'Invoice_Checked', 'Failed', 'Posted'] as const)
      expect(invoiceRowActions(invoiceRow(1, status), admin)).toEqual(['view', 'changeStatus']);
    expect(invoiceRowActions(invoiceRow(1, 'Draft'), admin)).toEqual(['view']);
    const superAdmin = { ...admin, roleNames: ['SupperAdmin'] };
    expect(invoiceRowActions(invoiceRow(1, 'Passed'), superAdmin)).toEqual(['view']);
  });

  it('a write-off invoice not sent yet is sent on its own, Passed or Invoice_Checked, by the batch send roles', () => {
    const ap = { isSupplier: false, roleNames: ['Adient-AP'], has: holder() };
    const writeOff = (status: InvoiceStatus, sendStatus: InvoiceRow['sendStatus'] = null) =>
      invoiceRowActions(invoiceRow(1, status, { type: 'WRITEOFF', sendStatus }), ap);
    expect(writeOff('Passed')).toEqual(['view', 'sendWriteOff']);
    expect(writeOff('Invoice_Checked')).toEqual(['view', 'sendWriteOff']);
    expect(writeOff('Invoice_Checked', 'Processing')).toEqual(['view']);
    expect(writeOff('Submitted')).toEqual(['view']);
    expect(writeOff('Posted')).toEqual(['view']);
    // an AP invoice goes with the batch send only
    expect(invoiceRowActions(invoiceRow(1, 'Invoice_Checked'), ap)).toEqual(['view']);
    const planner = { ...ap, roleNames: ['Adient-SCM'] };
    expect(invoiceRowActions(invoiceRow(1, 'Passed', { type: 'WRITEOFF' }), planner)).toEqual(['view']);
  });

  it('Invoice Check is offered on a Passed invoice to those who may scan-check, as the scan page sends AP here', () => {
    const checker = { isSupplier: false, roleNames: ['Adient-AP'], has: holder('scanInvoice') };
    expect(invoiceRowActions(invoiceRow(1, 'Passed'), checker)).toEqual(['view', 'check']);
    for (const status of ['Submitted', 'Invoice_Checked', 'Posted'] as const)
      expect(invoiceRowActions(invoiceRow(1, status), checker)).not.toContain('check');
    expect(invoiceRowActions(invoiceRow(1, 'Passed'), { ...checker, has: holder() })).not.toContain('check');
  });

  it('the list buttons follow the roles', () => {
    expect(listButtons({ isSupplier: true, roleNames: ['Supplier'] })).toEqual({
      wht: false,
      itemInfo: false,
      batchSend: false,
    });
    expect(listButtons({ isSupplier: false, roleNames: ['Adient-SCM'] })).toEqual({
      wht: false,
      itemInfo: false,
      batchSend: false,
    });
    expect(listButtons({ isSupplier: false, roleNames: ['Adient-AP'] })).toEqual({
      wht: true,
      itemInfo: true,
      batchSend: true,
    });
    expect(listButtons({ isSupplier: false, roleNames: ['Buyer'] })).toEqual({
      wht: true,
      itemInfo: false,
      batchSend: false,
    });
  });
});

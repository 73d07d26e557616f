import type { AuditEntryRow } from '@portal/contract/audit-log';

/** An administrator's change of a buyer company's tax rate and currency, as the server answers it in English. */
export const taxRateChange: AuditEntryRow = {
  id: 41,
  changedAt: '2026-11-26 09:15:02',
  actor: 'admin',
  actorName: 'Portal Admin',
  recordType: 'company',
  recordTypeView: 'Company',
  recordId: 3,
  recordKey: 'ADCN',
  subject: '',
  action: 'update',
  actionView: 'Changed',
  changes: [
    { field: 'taxRate', label: 'Tax Rate', oldValue: '13', newValue: '9' },
    { field: 'currency', label: 'Currency', oldValue: null, newValue: 'CNY' },
  ],
  summary: null,
};

/** A part upload: one entry with its counts and no fields. */
export const partUpload: AuditEntryRow = {
  ...taxRateChange,
  id: 40,
  changedAt: '2026-11-25 17:40:00',
  recordType: 'part',
  recordTypeView: 'Part',
  recordId: 0,
  recordKey: 'Parts.xlsx',
  action: 'upload',
  actionView: 'Uploaded',
  changes: [],
  summary: '120 added, 3 changed',
};

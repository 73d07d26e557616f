import type { SecurityCheckRecord } from '@portal/contract/security-check';
import { useTranslation } from 'react-i18next';
import { renderPlantTime } from '../../../components/list-kit/table/date-time-text.tsx';
import { type ReadOnlyField, ReadOnlyView } from '../../../components/read-only-view/read-only-view.tsx';

/** The fields in the order and with the labels of the gate entry form (fields.<name> of securityCheck). */
const FIELDS = [
  'gateEntrySrNo',
  'asnNo',
  'buyerCompanyCode',
  'shipToPlantCode',
  'supplierCode',
  'supplierName',
  'challanNo',
  'nameOfDriver',
  'vehicleNo',
  'scDateStr',
  'timeInStr',
  'timeOutStr',
  'securityGrNo',
  'pollutionControlCrt',
  'driverLicense',
  'linkedToInv',
  'invoiceNo',
  'remarks',
  'addressOfCompany',
] as const;

type GateField = (typeof FIELDS)[number];

const WIDE: ReadonlySet<GateField> = new Set(['remarks', 'addressOfCompany']);
const FLAGS: ReadonlySet<GateField> = new Set(['pollutionControlCrt', 'driverLicense', 'linkedToInv']);
const TIMES: ReadonlySet<GateField> = new Set(['timeInStr', 'timeOutStr']);

/** A gate entry that cannot be changed here (detail screen before Edit, or linked to an invoice). */
export function GateEntryView({ record }: { record: SecurityCheckRecord }) {
  const { t } = useTranslation('securityCheck');
  const shownValue = (field: GateField) => {
    const value = record[field];
    if (FLAGS.has(field)) return t(value === 'Y' ? 'listKit:form.yes' : 'listKit:form.no');
    if (TIMES.has(field)) return renderPlantTime(value, record.timeZone);
    return value;
  };
  const fields: ReadOnlyField[] = FIELDS.map((field) => ({
    key: field,
    label: t(`fields.${field}`),
    value: shownValue(field),
    wide: WIDE.has(field),
  }));
  return <ReadOnlyView fields={fields} columns={3} />;
}

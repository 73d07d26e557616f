import type { SaveSecurityCheck, SecurityCheckRecord } from '@portal/contract/security-check';
import dayjs from 'dayjs';
import { PLAIN_DATE, PLAIN_DATE_TIME } from '../../../components/form-controls/plain-date-picker.tsx';

/** The gate entry form's values; the two flags are checkboxes here and Y/N on the wire. */
export type GateFormValues = {
  asnNo?: string;
  buyerCompanyCode?: string;
  shipToPlantCode?: string;
  supplierCode?: string;
  supplierName?: string;
  challanNo?: string;
  nameOfDriver?: string;
  vehicleNo?: string;
  scDateStr?: string;
  timeInStr?: string;
  timeOutStr?: string;
  securityGrNo?: string;
  pollutionControlCrt?: boolean;
  driverLicense?: boolean;
  remarks?: string;
  addressOfCompany?: string;
  // read-only on the detail screen
  gateEntrySrNo?: string;
  linkedToInv?: string;
  invoiceNo?: string;
};

export type GateItem = SecurityCheckRecord['itemList'][number];

/** Spec 2 §2: on opening, the date is today and time in and out are now. */
export function newGateValues(now = dayjs()): GateFormValues {
  return {
    scDateStr: now.format(PLAIN_DATE),
    timeInStr: now.format(PLAIN_DATE_TIME),
    timeOutStr: now.format(PLAIN_DATE_TIME),
    pollutionControlCrt: false,
    driverLicense: false,
  };
}

/** What the ASN fields of the cascade clear when an earlier choice changes (spec 2 §2). */
export const ASN_FILLED_FIELDS = [
  'shipToPlantCode',
  'supplierName',
  'challanNo',
  'vehicleNo',
  'nameOfDriver',
  'addressOfCompany',
] as const;

export function valuesOfRecord(record: SecurityCheckRecord): GateFormValues {
  return {
    ...record,
    nameOfDriver: record.nameOfDriver ?? undefined,
    vehicleNo: record.vehicleNo ?? undefined,
    timeOutStr: record.timeOutStr ?? undefined,
    securityGrNo: record.securityGrNo ?? undefined,
    remarks: record.remarks ?? undefined,
    addressOfCompany: record.addressOfCompany ?? undefined,
    invoiceNo: record.invoiceNo ?? undefined,
    pollutionControlCrt: record.pollutionControlCrt === 'Y',
    driverLicense: record.driverLicense === 'Y',
  };
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const flag = (checked: boolean | undefined) => (checked ? 'Y' : 'N');

/** Spec 2 §5: driver, vehicle and GR number trimmed; the checkboxes sent as Y or N; the items along. */
export function saveBodyOf(values: GateFormValues, itemList: GateItem[], id?: number): SaveSecurityCheck {
  return {
    ...(id === undefined ? {} : { id }),
    asnNo: values.asnNo?.trim() ?? '',
    buyerCompanyCode: values.buyerCompanyCode ?? '',
    shipToPlantCode: values.shipToPlantCode ?? '',
    supplierCode: values.supplierCode ?? '',
    nameOfDriver: trimmed(values.nameOfDriver),
    vehicleNo: trimmed(values.vehicleNo),
    scDateStr: values.scDateStr ?? '',
    timeInStr: values.timeInStr ?? '',
    timeOutStr: values.timeOutStr || undefined,
    securityGrNo: trimmed(values.securityGrNo),
    pollutionControlCrt: flag(values.pollutionControlCrt),
    driverLicense: flag(values.driverLicense),
    remarks: values.remarks || undefined,
    addressOfCompany: values.addressOfCompany || undefined,
    itemList,
  };
}

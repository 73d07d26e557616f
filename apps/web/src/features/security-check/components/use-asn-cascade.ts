import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import {
  asnCompaniesQueryOptions,
  asnSuppliersQueryOptions,
  gateAsnQueryOptions,
} from '../api/get-gate-asn.ts';
import { ASN_FILLED_FIELDS, type GateFormValues } from './gate-form-values.ts';

const EMPTY: readonly string[] = [];

function clearFields(form: FormInstance<GateFormValues>, fields: readonly (keyof GateFormValues)[]) {
  form.setFieldsValue(Object.fromEntries(fields.map((field) => [field, undefined])));
}

/**
 * The create screen's cascade (spec 2 §2): an ASN number loads its companies, a company its suppliers, a
 * supplier the ASN's data; a single option is chosen by itself; changing a choice clears what followed it.
 * `round` counts ASN commits, so entering the same ASN again chooses its single options again.
 */
export function useAsnCascade(form: FormInstance<GateFormValues>) {
  const [asn, setAsn] = useState({ asnNo: '', round: 0 });
  const company: string = Form.useWatch('buyerCompanyCode', form) ?? '';
  const supplier: string = Form.useWatch('supplierCode', form) ?? '';
  const companies = useQuery(asnCompaniesQueryOptions(asn.asnNo));
  const suppliers = useQuery(asnSuppliersQueryOptions(asn.asnNo, company));
  const lookup = useQuery(gateAsnQueryOptions(asn.asnNo, company, supplier));

  const onlyCompany = companies.data?.length === 1 ? companies.data[0] : undefined;
  useEffect(() => {
    if (onlyCompany && asn.round > 0 && !form.getFieldValue('buyerCompanyCode'))
      form.setFieldValue('buyerCompanyCode', onlyCompany);
  }, [onlyCompany, asn.round, form]);
  const onlySupplier = suppliers.data?.length === 1 ? suppliers.data[0] : undefined;
  useEffect(() => {
    if (onlySupplier && company && !form.getFieldValue('supplierCode'))
      form.setFieldValue('supplierCode', onlySupplier);
  }, [onlySupplier, company, form]);
  const found = lookup.data;
  useEffect(() => {
    if (!found) return;
    form.setFieldsValue({
      shipToPlantCode: found.shipToPlantCode,
      supplierName: found.supplierName,
      challanNo: asn.asnNo,
      vehicleNo: found.vehicleNo ?? undefined,
      nameOfDriver: found.nameOfDriver ?? undefined,
      addressOfCompany: found.addressOfCompany ?? undefined,
    });
  }, [found, asn.asnNo, form]);

  /** A changed ASN number: everything after it is cleared until the number is committed. */
  const onValuesChange = (changed: Partial<GateFormValues>) => {
    if ('asnNo' in changed) {
      clearFields(form, ['buyerCompanyCode', 'supplierCode', ...ASN_FILLED_FIELDS]);
      setAsn((current) => ({ asnNo: '', round: current.round }));
    } else if ('buyerCompanyCode' in changed) {
      clearFields(form, ['supplierCode', ...ASN_FILLED_FIELDS]);
    } else if ('supplierCode' in changed) {
      clearFields(form, ASN_FILLED_FIELDS);
    }
  };
  const commitAsn = (value: string) => {
    const asnNo = value.trim();
    if (asnNo === asn.asnNo) return;
    clearFields(form, ['buyerCompanyCode', 'supplierCode', ...ASN_FILLED_FIELDS]);
    setAsn((current) => ({ asnNo, round: current.round + 1 }));
  };
  return {
    companyOptions: asn.asnNo ? (companies.data ?? EMPTY) : EMPTY,
    supplierOptions: company ? (suppliers.data ?? EMPTY) : EMPTY,
    found: company && supplier ? found : undefined,
    loading: companies.isFetching || suppliers.isFetching || lookup.isFetching,
    onValuesChange,
    commitAsn,
  };
}

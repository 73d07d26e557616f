import type { CompanyRow } from '@portal/contract/companies';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { useCompany } from '../api/get-company.ts';
import { useSaveCompany } from '../api/save-company.ts';
import { BuyerOnlyFields } from './buyer-only-fields.tsx';
import { CompanyFields } from './company-fields.tsx';
import {
  type CompanyFormValues,
  companyFormValues,
  NEW_COMPANY,
  saveCompanyBody,
} from './company-form-values.ts';

type CompanyFormDialogProps = {
  /** the company to change (read afresh from the server), or undefined to add one */
  company?: Pick<CompanyRow, 'companyId'>;
  onClose: () => void;
};

/** Add or edit a company (spec 3 §2.4); the buyer-only fields show while the type is Buyer. */
export function CompanyFormDialog({ company, onClose }: CompanyFormDialogProps) {
  const { t } = useTranslation('companies');
  const [form] = Form.useForm<CompanyFormValues>();
  const stored = useCompany(company?.companyId);
  const save = useSaveCompany();
  const type = Form.useWatch('companyType', form);
  const initialValues = company ? stored.data && companyFormValues(stored.data) : NEW_COMPANY;
  const buyer = (type ?? initialValues?.companyType) === 'B';
  return (
    <FormDialog<CompanyFormValues>
      name="companyForm"
      title={t(company ? 'dialog.editTitle' : 'dialog.addTitle')}
      form={form}
      initialValues={initialValues}
      saving={save.isPending}
      width={720}
      onClose={onClose}
      onFinish={(values) =>
        save.mutate({ body: saveCompanyBody(values, company?.companyId) }, { onSuccess: onClose })
      }
    >
      <CompanyFields existing={company !== undefined} />
      {buyer && <BuyerOnlyFields />}
    </FormDialog>
  );
}

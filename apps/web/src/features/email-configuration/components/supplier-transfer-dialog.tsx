import type { EmailConfigurationRow } from '@portal/contract/email-configuration';
import type { CompanyOption } from '@portal/contract/lookup';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Transfer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getActiveSuppliersQueryOptions } from '../api/get-active-suppliers.ts';
import { getConfiguredSuppliersQueryOptions } from '../api/get-configured-suppliers.ts';
import { useSaveConfiguredSuppliers } from '../api/save-configured-suppliers.ts';

type SupplierItem = { key: string; code: string; name: string };

const itemOf = (company: CompanyOption): SupplierItem => ({
  key: String(company.companyId),
  code: company.companyCode,
  name: company.companyName,
});

/** The supplier-code search matches the code (and, for convenience, the name). */
function matches(input: string, item: SupplierItem): boolean {
  const text = input.trim().toLowerCase();
  return item.code.toLowerCase().includes(text) || item.name.toLowerCase().includes(text);
}

type SupplierTransferDialogProps = {
  /** the Active alert being configured */
  row: EmailConfigurationRow;
  onClose: () => void;
};

/**
 * Config (spec 1 §2.6): the buyer's active suppliers on the left, those the alert concerns on the right,
 * preloaded from the server; Save sends the right-hand list, Return leaves without saving.
 */
export function SupplierTransferDialog({ row, onClose }: SupplierTransferDialogProps) {
  const { t } = useTranslation('emailConfiguration');
  const available = useQuery(getActiveSuppliersQueryOptions(row.buyerCompanyId));
  const linked = useQuery(getConfiguredSuppliersQueryOptions(row.emailConfigurationId));
  const save = useSaveConfiguredSuppliers();
  // the user's choice once they move something; until then what the server has
  const [chosen, setChosen] = useState<string[] | undefined>();
  const targetKeys = chosen ?? (linked.data ?? []).map((company) => String(company.companyId));
  const loading = available.isPending || linked.isPending;

  const onSave = () =>
    save.mutate(
      { emailConfigurationId: row.emailConfigurationId, supplierCompanyIds: targetKeys.map(Number) },
      { onSuccess: onClose },
    );

  return (
    <Modal
      open
      width={900}
      title={t('config.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="return" onClick={onClose}>
          {t('config.return')}
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} disabled={loading} onClick={onSave}>
          {t('config.save')}
        </Button>,
      ]}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'buyer', label: t('list.buyerCompanyCode'), children: row.buyerCompanyCode },
          { key: 'alert', label: t('list.emailAlertContent'), children: row.emailAlertContent },
        ]}
      />
      <Spin spinning={loading}>
        <Transfer<SupplierItem>
          dataSource={(available.data ?? []).map(itemOf)}
          targetKeys={targetKeys}
          onChange={(keys) => setChosen(keys.map(String))}
          render={(item) => `${item.code} ${item.name}`}
          titles={[t('config.available'), t('config.chosen')]}
          showSearch={{ placeholder: t('config.search') }}
          filterOption={matches}
          locale={{ notFoundContent: t('config.empty') }}
          styles={{ section: { width: 390, height: 380 } }}
        />
      </Spin>
    </Modal>
  );
}

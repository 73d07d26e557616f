import { FileAddOutlined } from '@ant-design/icons';
import { type AsnCreateRow, asnEndpoints } from '@portal/contract/asn';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { handAsnToWizard } from '../../../platform/session/asn-handoff.ts';
import { useIsSupplier } from '../../../platform/session/use-login-info.ts';
import { type AsnCreatePageInput, getAsnCreatePageQueryOptions } from '../api/get-asn-create-page.ts';
import { ASN_TABLE_HEIGHT, ASN_WIZARD_PATH } from '../components/asn-screens.ts';
import { asnCreateColumns } from '../components/create-columns.tsx';
import { creationSelectionProblem } from '../components/creation-selection.ts';

type Toolbar = ToolbarItem<AsnCreateRow, AsnCreatePageInput>[];

/**
 * /asnCreate: schedule lines with quantity left to ship. Only suppliers choose lines and see ASN creation
 * (createAsn) and the ASN upload with its template (spec 2 §2, §6).
 */
export function AsnCreatePage() {
  const { t } = useTranslation('asn');
  const navigate = useNavigate();
  const supplier = useIsSupplier();
  const columns = useMemo(() => asnCreateColumns(dayjs()), []);

  const toolbar = useMemo<Toolbar>(() => {
    if (!supplier) return [];
    const create = (rows: readonly AsnCreateRow[]) => {
      const problem = creationSelectionProblem(rows);
      if (problem) return notifier.warning(t(`rules.${problem}`));
      handAsnToWizard({
        asnHistory: false,
        scheduleDetailIds: rows.map((row) => row.deliveryScheduleDetailId),
      });
      navigate(ASN_WIZARD_PATH);
    };
    return [
      {
        kind: 'button',
        key: 'createAsn',
        label: 'create.createAsn',
        icon: <FileAddOutlined />,
        primary: true,
        permission: 'createAsn',
        onClick: ({ selectedRows }) => create(selectedRows),
      },
      {
        kind: 'upload',
        label: 'create.uploadAsn',
        title: 'create.uploadAsn',
        permission: 'createAsn',
        endpoint: asnEndpoints.uploadAsn,
        template: { endpoint: asnEndpoints.downloadAsnUploadTemplate },
      },
    ];
  }, [supplier, navigate, t]);

  return (
    <ListPage
      ns="asn"
      columns={columns}
      queryOptions={getAsnCreatePageQueryOptions}
      rowKey="deliveryScheduleDetailId"
      scrollY={ASN_TABLE_HEIGHT}
      toolbar={toolbar}
      rowSelection={supplier ? {} : undefined}
    />
  );
}

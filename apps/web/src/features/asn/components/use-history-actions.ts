import { type AsnRow, asnEndpoints } from '@portal/contract/asn';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { downloadEndpoint } from '../../../platform/http/download-endpoint.ts';
import { handAsnToWizard } from '../../../platform/session/asn-handoff.ts';
import { useAuthorities } from '../../../platform/session/use-authorities.ts';
import { useLoginInfo } from '../../../platform/session/use-login-info.ts';
import { useChangeAsnStatus } from '../api/change-asn-status.ts';
import { useCopyFailedAsn } from '../api/copy-failed-asn.ts';
import { ASN_WIZARD_PATH } from './asn-screens.ts';
import { type AsnRowAction, asnRowActions } from './row-rights.ts';

const ASK = {
  delete: 'messages.deleteConfirm',
  cancel: 'messages.cancelConfirm',
  copyFailed: 'messages.copyFailedConfirm',
  cancelled: 'messages.cancelDel',
};

/** The history's row actions, each shown by `asnRowActions` (status, user type, permission, role). */
export function useHistoryActions(): RowAction<AsnRow>[] {
  const navigate = useNavigate();
  const { has } = useAuthorities();
  const login = useLoginInfo();
  const change = useChangeAsnStatus();
  const copy = useCopyFailedAsn();
  return useMemo(() => {
    const user = { isSupplier: login?.userType === 'S', roleNames: login?.roleNameList ?? [], has };
    const shows = (action: AsnRowAction) => (row: AsnRow) => asnRowActions(row, user).includes(action);
    const open = (row: AsnRow) => {
      handAsnToWizard({ asnHistory: true, asnHeaderId: row.asnHeaderId });
      navigate(ASN_WIZARD_PATH);
    };
    const params = (row: AsnRow) => ({ params: { asnHeaderId: row.asnHeaderId } });
    return [
      { key: 'edit', label: 'actions.edit', visible: shows('edit'), onClick: open },
      { key: 'view', label: 'actions.view', visible: shows('view'), onClick: open },
      {
        key: 'copyFailed',
        label: 'actions.copyFailed',
        visible: shows('copyFailed'),
        confirm: { question: ASK.copyFailed, cancelled: ASK.cancelled },
        onClick: (row) =>
          copy.mutate(row.asnHeaderId, {
            onSuccess: (draft) =>
              open({ ...row, asnHeaderId: draft.asnHeader.asnHeaderId ?? row.asnHeaderId }),
          }),
      },
      {
        key: 'delete',
        label: 'actions.delete',
        danger: true,
        visible: shows('delete'),
        confirm: { question: ASK.delete, cancelled: ASK.cancelled },
        onClick: (row) => change.mutate({ change: 'delete', asnHeaderId: row.asnHeaderId }),
      },
      {
        key: 'deleteSuccess',
        label: 'actions.delete',
        danger: true,
        visible: shows('deleteSuccess'),
        confirm: { question: ASK.delete, cancelled: ASK.cancelled },
        onClick: (row) => change.mutate({ change: 'deleteSuccess', asnHeaderId: row.asnHeaderId }),
      },
      {
        key: 'cancel',
        label: 'actions.cancel',
        danger: true,
        visible: shows('cancel'),
        confirm: { question: ASK.cancel, cancelled: ASK.cancelled },
        onClick: (row) => change.mutate({ change: 'cancel', asnHeaderId: row.asnHeaderId }),
      },
      {
        key: 'label',
        label: 'actions.label',
        visible: shows('label'),
        onClick: (row) => void downloadEndpoint(asnEndpoints.downloadLabel, params(row)),
      },
      {
        key: 'deliveryNote',
        label: 'actions.deliveryNote',
        visible: shows('deliveryNote'),
        onClick: (row) => void downloadEndpoint(asnEndpoints.downloadDeliveryNote, params(row)),
      },
    ];
  }, [navigate, has, login, change.mutate, copy.mutate]);
}

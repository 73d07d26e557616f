import { masterDataEndpoints, type SaveSupplierFinance } from '@portal/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { FINANCE_PAGE_KEY } from './get-finance-page.ts';

/** Spec 1 §7: the finance save shows the server's msg on success; the list is refreshed. */
export function useUpdateFinance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSupplierFinance) =>
      callEndpointWithMessage(masterDataEndpoints.supplierFinanceUpdate, { body }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
      return queryClient.invalidateQueries({ queryKey: FINANCE_PAGE_KEY });
    },
  });
}

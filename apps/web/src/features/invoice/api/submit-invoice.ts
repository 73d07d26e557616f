import type { InvoiceType } from '@portal/contract/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmationRequired } from '../../../platform/http/api-errors.ts';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { INVOICE_PROCESSES } from '../components/invoice-processes.ts';
import { INVOICE_DETAIL_KEY } from './get-invoice-detail.ts';
import { INVOICE_PAGE_KEY } from './get-invoice-page.ts';

type SubmitOutcome = { submitted: true; msg: string } | { submitted: false };

/**
 * Spec 3 §4, §8: submit; a code 88 reply (the price match failed) asks the user with the server's message
 * and, when confirmed, submits anyway with the GET follow-up on the submit path with the id.
 */
export async function submitInvoice(
  type: InvoiceType,
  invoiceHeaderId: number,
  ask: (question: string) => Promise<boolean>,
): Promise<SubmitOutcome> {
  const process = INVOICE_PROCESSES[type];
  try {
    const { msg } = await callEndpointWithMessage(process.submit, { body: { invoiceHeaderId } });
    return { submitted: true, msg };
  } catch (error) {
    if (!(error instanceof ConfirmationRequired)) throw error;
    if (!(await ask(error.msg))) return { submitted: false };
    const { msg } = await callEndpointWithMessage(process.submitConfirmed, {
      params: { id: invoiceHeaderId },
    });
    return { submitted: true, msg };
  }
}

/** Supplier and buyer submit: the server's message is the success notice; declining the question shows the cancelled notice. */
export function useSubmitInvoice() {
  const { t } = useTranslation('invoice');
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const ask = (question: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('messages.confirmTitle'),
        content: question,
        okText: t('listKit:actions.ok'),
        cancelText: t('listKit:actions.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  return useMutation({
    mutationFn: ({ type, invoiceHeaderId }: { type: InvoiceType; invoiceHeaderId: number }) =>
      submitInvoice(type, invoiceHeaderId, ask),
    onSuccess: (outcome) => {
      if (outcome.submitted) notifier.success(outcome.msg || t('messages.submitSuccess'));
      else notifier.info(t('messages.submitCancelled'));
    },
    onSettled: () => {
      for (const queryKey of [INVOICE_PAGE_KEY, INVOICE_DETAIL_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

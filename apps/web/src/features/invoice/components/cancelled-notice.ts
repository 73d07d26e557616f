import type { TFunction } from 'i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';

/** Spec 3 §8: closing a send or a status change without doing it says so ("Cancelled"), then closes. */
export function closeWithCancelledNotice(t: TFunction<'invoice'>, close: () => void): () => void {
  return () => {
    notifier.info(t('messages.cancelled'));
    close();
  };
}

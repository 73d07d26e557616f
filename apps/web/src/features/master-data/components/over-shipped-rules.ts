import { SaveOverShipped } from '@portal/contract/master-data';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** What the over-shipment dialog holds; the flags are radio choices, the rate text as typed. */
export interface OverShippedValues {
  isOverShipped?: boolean;
  isOverShippedTolerence?: boolean;
  ratePercent?: string;
}

type Rules = Record<keyof OverShippedValues, FormRule[]>;

const rateOk = (value: string) => SaveOverShipped.shape.ratePercent.safeParse(value).success;

/**
 * Spec 1 §4 and §5: isOverShipped is required; the tolerance flag only when over-shipped is Yes; the rate
 * only when the tolerance flag is Yes, a percentage 0 to 100 with at most two decimals (the contract's rule).
 */
export function overShippedRules(t: TFunction<'masterData'>): Rules {
  return {
    isOverShipped: [{ required: true, message: t('overShipped.overShippedRequired') }],
    isOverShippedTolerence: [
      ({ getFieldValue }) => ({
        required: getFieldValue('isOverShipped') === true,
        message: t('overShipped.toleranceRequired'),
      }),
    ],
    ratePercent: [
      ({ getFieldValue }) => ({
        required: getFieldValue('isOverShipped') === true && getFieldValue('isOverShippedTolerence') === true,
        message: t('overShipped.rateRequired'),
      }),
      {
        validator: (_rule, value: string | undefined) =>
          !value || rateOk(value) ? Promise.resolve() : Promise.reject(new Error(t('overShipped.rateRule'))),
      },
    ],
  };
}

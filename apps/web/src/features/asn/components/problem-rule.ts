import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * An Ant Design rule from one of the ASN checks: the check answers the key of its message
 * (`asn:rules.<key>`) or null, and reads the other fields it compares with from the form.
 */
export function problemRule<Value>(
  t: TFunction,
  check: (value: Value | undefined, read: (name: (string | number)[]) => unknown) => string | null,
): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: Value | undefined) => {
      const problem = check(value, getFieldValue);
      return problem ? Promise.reject(new Error(t(`asn:rules.${problem}`))) : Promise.resolve();
    },
  });
}

import { getSupplierCode } from '../../../platform/session/session-storage.ts';
import { isSupplier } from '../../../platform/session/use-login-info.ts';

/**
 * `lockedValue` of every supplier-code filter: supplier users have the field fixed to their own
 * code and disabled (spec 1 §5); buyers filter freely. The server confines suppliers anyway.
 */
export function lockToOwnSupplier(): string | undefined {
  return isSupplier() ? (getSupplierCode() ?? undefined) : undefined;
}

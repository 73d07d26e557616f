import type { Envelope } from '@portal/contract/common';
import { ReplyCode } from '@portal/contract/common';

export function success<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: ReplyCode.ok, msg, data };
}

export function failure(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}

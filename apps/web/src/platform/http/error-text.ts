import { i18n } from '../i18n/i18n.ts';
import { ApiError, HttpError } from './api-errors.ts';
import { httpStatusMessageKey } from './http-status-message.ts';

/**
 * What a failed call says, for a screen that shows it in place rather than as a passing notice: the
 * server's msg, else the fixed message of the HTTP status (spec 1 §8).
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.msg) return error.msg;
  if (error instanceof HttpError) return i18n.t(httpStatusMessageKey(error.status));
  return i18n.t('errors:http.other');
}

import { ReplyCode } from '@portal/contract/common';
import type { Message } from '../i18n/locale.ts';
import { platformMessages } from '../i18n/platform-messages.ts';

type Params = Record<string, string | number>;

/**
 * An error the caller should see: an envelope code and a message rendered in the caller's language.
 * `data` travels in the envelope (e.g. the row errors of a rejected upload). A `field` param is a payload
 * path (`asnDetails.0.lotSizeQty`): the error handler names it by its label in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly userMessage: Message,
    readonly params: Params = {},
    readonly data: unknown = null,
  ) {
    super(userMessage.en);
    this.name = 'AppError';
  }
}

export const invalid = (message: Message, params?: Params, data?: unknown) =>
  new AppError(ReplyCode.validation, message, params, data);
export const forbidden = (message: Message = platformMessages.forbidden) =>
  new AppError(ReplyCode.forbidden, message);
export const notFound = (message: Message = platformMessages.notFound, params?: Params) =>
  new AppError(ReplyCode.notFound, message, params);
export const conflict = (message: Message, params?: Params) =>
  new AppError(ReplyCode.conflict, message, params);

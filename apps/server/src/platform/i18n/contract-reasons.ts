import { DATE_OUT_OF_RANGE } from '@portal/contract/common';
import { REPEATED } from '@portal/contract/distinct';
import { CONTROL_CHARACTERS } from '@portal/contract/text';
import type { Message } from './locale.ts';
import { validationReasons } from './platform-messages.ts';

/** Refusals the contract names by message (its own checks, not zod's built-in ones), as reasons to show. */
const REASON_OF_MESSAGE: Readonly<Record<string, Message>> = {
  [CONTROL_CHARACTERS]: validationReasons.controlCharacters,
  [DATE_OUT_OF_RANGE]: validationReasons.dateOutOfRange,
  [REPEATED]: validationReasons.repeated,
};

export function contractReason(message: string | undefined): Message | undefined {
  return message === undefined ? undefined : REASON_OF_MESSAGE[message];
}

import { RowError } from '@portal/contract/common';
import { z } from 'zod';
import { ApiError } from '../../../platform/http/api-errors.ts';

const RowErrors = z.array(RowError);

/** What the dialog shows after a failed upload: the server's message (if any) and the refused rows. */
export type UploadFailure = { message: string | null; rows: RowError[] };

export function uploadFailureOf(error: unknown): UploadFailure {
  if (!(error instanceof ApiError)) return { message: null, rows: [] };
  const rows = RowErrors.safeParse(error.data);
  return { message: error.msg || null, rows: rows.success ? rows.data : [] };
}

/** The server answered an envelope with an error code; its message was already shown unless silent. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(msg || `reply code ${code}`);
  }
}

/**
 * Reply code 88: the server wants the user to confirm before it goes on (e.g. invoice submit).
 * Nothing is shown; the caller asks with `msg` and repeats with its follow-up call.
 */
export class ConfirmationRequired extends Error {
  override readonly name = 'ConfirmationRequired';
  readonly code = 88;
  constructor(
    readonly msg: string,
    readonly data: unknown,
  ) {
    super(msg || 'confirmation required');
  }
}

/** The reply never became an envelope: an HTTP status error, or `status` 0 when the request failed. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(readonly status: number) {
    super(status === 0 ? 'request failed' : `HTTP ${status}`);
  }
}

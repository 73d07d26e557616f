/** Why the camera gives no picture, as the user can act on it: allow it, use another device, try again. */
export type CameraProblem = 'permissionDenied' | 'noCamera' | 'failed';

/** The getUserMedia refusal named by its DOMException (or no camera API at all, e.g. plain http). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permissionDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NoCameraApi')
    return 'noCamera';
  return 'failed';
}

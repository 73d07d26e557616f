/** Statuses with a fixed message of their own (spec 1 §8); any other status is a connection error. */
const KNOWN = new Set([400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505]);

/** Key in the `errors` catalogue; status 0 means the request could not be made at all. */
export function httpStatusMessageKey(status: number): string {
  if (status === 0) return 'errors:http.loadTimeout';
  return KNOWN.has(status) ? `errors:http.${status}` : 'errors:http.other';
}

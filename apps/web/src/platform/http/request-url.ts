import type { HttpMethod } from '@portal/contract/endpoint';

type QueryValue = string | number | boolean | null | undefined;

function isQueryValue(value: unknown): value is QueryValue {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

/** `/emailConfiguration/{id}/suppliers` + { id: 7 } -> `/emailConfiguration/7/suppliers` */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Arrays become repeated keys (`a=1&a=2`); absent values are left out. */
export function serializeQuery(query: unknown): URLSearchParams {
  const search = new URLSearchParams();
  if (typeof query !== 'object' || query === null) return search;
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined || !isQueryValue(item)) continue;
      search.append(key, String(item));
    }
  }
  return search;
}

/** GET requests carry `_t` so no cache between the browser and the server answers for them. */
export function requestUrl(
  apiBase: string,
  path: string,
  method: HttpMethod,
  input: { query?: unknown; params?: Record<string, string | number> },
): string {
  const search = serializeQuery(input.query);
  if (method === 'GET') search.set('_t', String(Date.now()));
  const text = search.toString();
  return `${apiBase}${fillPath(path, input.params)}${text ? `?${text}` : ''}`;
}

import { z } from 'zod';
import type { FilterValues } from '../../../components/list-kit/query/resolve-filters.ts';
import { parseStored } from '../../../platform/session/session-storage.ts';

/**
 * Spec 3 §2.2: the invoice list's filters are remembered when the user comes back from a detail, edit or
 * view route, and reset otherwise. The list keeps its filters as they are typed and marks the way out
 * when it opens one of those routes; the next visit of the list takes the mark (without it the kept
 * filters are ignored).
 */
const FILTERS_KEY = 'invoiceQueryFilters';
const RETURN_KEY = 'invoiceQueryReturn';

const StoredFilters = z.record(
  z.string(),
  z.union([
    z.string(),
    z.array(z.string()),
    z.object({ from: z.string().optional(), to: z.string().optional() }),
    z.undefined(),
  ]),
);

export function rememberFilters(values: FilterValues): void {
  sessionStorage.setItem(FILTERS_KEY, JSON.stringify(values));
}

/** The list opens a detail route: its filters are to be found again on the way back. */
export function markDetailVisit(): void {
  sessionStorage.setItem(RETURN_KEY, '1');
}

/**
 * The filters to open the list with: the remembered ones after a detail visit, else none. Only reads (a
 * state initialiser may run twice); the list takes the mark with `forgetDetailVisit` once shown.
 */
export function rememberedFilters(): FilterValues | undefined {
  if (sessionStorage.getItem(RETURN_KEY) !== '1') return undefined;
  return parseStored(sessionStorage.getItem(FILTERS_KEY), StoredFilters) ?? undefined;
}

export function forgetDetailVisit(): void {
  sessionStorage.removeItem(RETURN_KEY);
}

import { dataPage, PageQuery } from '@portal/contract/common';
import { endpoint } from '@portal/contract/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import type { ListColumn } from '../table/list-column.ts';

/** A small list call of the tests' own, so the kit is tested without any feature. */
export const PartRow = z.object({
  partId: z.number(),
  partNo: z.string(),
  status: z.string(),
  statusText: z.string(),
});
export type PartRow = z.infer<typeof PartRow>;
export const PartQuery = PageQuery.extend({
  partNoList: z.array(z.string()).optional(),
  description: z.string().optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  supplierCode: z.string().optional(),
});
export type PartQueryInput = z.input<typeof PartQuery>;

export const partEndpoint = endpoint({
  method: 'POST',
  path: '/test/parts',
  summary: 'test list',
  access: 'authenticated',
  scope: 'own',
  kind: 'json',
  body: PartQuery,
  response: dataPage(PartRow),
});

export function partQueryOptions(query: PartQueryInput) {
  return queryOptions({
    queryKey: [partEndpoint.path, query],
    queryFn: () => callEndpoint(partEndpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}

/** Titles are not in any catalogue, so they show as written. */
export const partColumns: readonly ListColumn<PartRow, PartQueryInput>[] = [
  { dataIndex: 'partNo', title: 'Part', sortable: true, filter: { kind: 'multiText', name: 'partNoList' } },
  { dataIndex: 'statusText', title: 'Status', sortable: true, sortField: 'status' },
  {
    hideInTable: true,
    key: 'description',
    title: 'Description',
    filter: { kind: 'text', name: 'description' },
  },
  {
    hideInTable: true,
    key: 'dates',
    title: 'Dates',
    filter: { kind: 'dateRange', from: 'dateFrom', to: 'dateTo' },
  },
];

export function partRows(count: number): PartRow[] {
  return Array.from({ length: count }, (_, index) => ({
    partId: index + 1,
    partNo: `P${index + 1}`,
    status: index % 2 ? 'Draft' : 'Success',
    statusText: index % 2 ? 'Draft' : 'Success',
  }));
}

/** Serves `total` rows page by page and records every list body the page sends. */
export function stubPartApi(total = 25) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = stubFetch((_url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { pageNo?: number; size?: number };
    bodies.push(body);
    const size = body.size ?? 10;
    const start = ((body.pageNo ?? 1) - 1) * size;
    const data = partRows(total).slice(start, start + size);
    return jsonReply({ code: 200, msg: 'ok', data: { data, total, pages: Math.ceil(total / size) } });
  });
  return { bodies, fetchMock, last: () => bodies[bodies.length - 1] };
}

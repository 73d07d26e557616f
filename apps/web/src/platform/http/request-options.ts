import type { BodyInputOf, EndpointDef, QueryInputOf } from '@portal/contract/endpoint';

export interface EndpointInput<E extends EndpointDef> {
  body?: BodyInputOf<E>;
  query?: QueryInputOf<E>;
  /** values for `{name}` placeholders of the path */
  params?: Record<string, string | number>;
}

export interface RequestOptions {
  /** the caller shows errors itself: no notice (navigation on 401/999 still happens) */
  silent?: boolean;
}

/** What reaches the wire: a typed EndpointInput, or the multipart form of an upload. */
export interface RequestInput {
  body?: unknown;
  query?: unknown;
  params?: Record<string, string | number>;
}

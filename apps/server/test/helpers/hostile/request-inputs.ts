import { parse as parseQueryString } from 'node:querystring';
import type { EndpointDef } from '@portal/contract/endpoint';
import type { z } from 'zod';
import { withValueAt } from './json-input.ts';
import { ABSENT_ID, fieldsOf, sampleOf } from './schema-fields.ts';

/** A route as the suite attacks it: from the contract, or (`endpoint` absent) only known to the app. */
export interface RouteUnderTest {
  /** `module.endpoint` of the contract, or the app's URL */
  name: string;
  method: string;
  /** path under the API base as the contract writes it, `{id}` for a path parameter */
  path: string;
  endpoint?: EndpointDef;
  /**
   * What the attacks start from: by default a well-formed input naming no existing record (and, for a
   * download, a filter matching nothing). A route whose well-formed call changes data whatever record it
   * names (the caller's language) starts `empty`; one that acts on every record its filter matches (a batch
   * send) starts `matchingNothing`. Then the only change an attack could make is one it slipped past.
   */
  startsFrom?: 'empty' | 'matchingNothing';
}

export type InputPart = 'body' | 'query' | 'params';

// ---- the well-formed input every attack starts from ----

/** Lists filter by their optional fields; anything else gets its optional ids too (see SampleOptions). */
function baseOf(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const isList = fieldsOf(schema).some((field) => field.path.length === 1 && field.path[0] === 'pageNo');
  return sampleOf(schema, { optionalIds: !isList });
}

/** A filter value no record holds. */
export const MATCHES_NOTHING = 'HOSTILE-MATCHES-NOTHING';

/**
 * An input narrowed by a text filter that matches nothing: every attack still reaches the query, but
 * none makes the server write a whole export or act on every record.
 */
function narrowed(base: unknown, schema: z.ZodType | undefined): unknown {
  const filter = fieldsOf(schema).find(
    (field) => field.path.length === 1 && field.kind === 'text' && !/sort/i.test(String(field.path[0])),
  );
  return filter ? withValueAt(base ?? {}, filter.path, MATCHES_NOTHING) : base;
}

/** The well-formed input an attack on one part of the route starts from. */
export function baseFor(route: RouteUnderTest, part: InputPart): unknown {
  if (route.startsFrom === 'empty') return undefined;
  const schema = route.endpoint?.[part];
  const base = baseOf(schema);
  const matchingNothing = route.startsFrom === 'matchingNothing' || route.endpoint?.kind === 'file';
  return matchingNothing && part !== 'params' ? narrowed(base, schema) : base;
}

export const baseQuery = (route: RouteUnderTest) =>
  (baseFor(route, 'query') ?? {}) as Record<string, unknown>;

// ---- URLs ----

/**
 * Percent-encoding that also takes a lone surrogate (encodeURIComponent throws on it): its UTF-8 as a
 * lenient encoder writes it, so the server gets the bytes a sloppy client would send.
 */
function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
}

export function filledPath(route: RouteUnderTest, params: Record<string, unknown> = {}): string {
  const base = (baseOf(route.endpoint?.params) ?? {}) as Record<string, unknown>;
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = name in params ? params[name] : (base[name] ?? ABSENT_ID);
    return percentEncoded(String(value));
  });
}

/** Query text the way a client would write the value: lists as repeated keys, objects in brackets. */
function queryPairs(name: string, value: unknown): string[] {
  const pair = (key: string, text: string) => `${percentEncoded(key)}=${percentEncoded(text)}`;
  if (value === undefined) return [];
  if (value === null) return [pair(name, '')];
  if (Array.isArray(value)) {
    // one repeated key is a plain value in a query string: a list of one is sent twice to stay a list
    const items = value.length === 1 ? [value[0], value[0]] : value;
    return items.map((item) => pair(name, typeof item === 'object' ? JSON.stringify(item) : String(item)));
  }
  if (typeof value === 'object')
    return Object.entries(value).map(([key, item]) => pair(`${name}[${key}]`, String(item)));
  return [pair(name, String(value))];
}

export function queryText(values: Record<string, unknown>): string {
  return Object.entries(values)
    .flatMap(([name, value]) => queryPairs(name, value))
    .join('&');
}

export function urlOf(route: RouteUnderTest, query: string, params?: Record<string, unknown>): string {
  const path = filledPath(route, params);
  return query === '' ? path : `${path}?${query}`;
}

// ---- what the contract makes of an input ----

/** Whether the route's schema for this part takes the input as the server would read it. */
export function contractAccepts(route: RouteUnderTest, part: InputPart, input: unknown): boolean {
  const schema = route.endpoint?.[part];
  return schema === undefined || schema.safeParse(input).success;
}

/** A query string as the server reads it: repeated keys become lists. */
export const parsedQuery = (url: string): Record<string, unknown> => ({
  ...parseQueryString(url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''),
});

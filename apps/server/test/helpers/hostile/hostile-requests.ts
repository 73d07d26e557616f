import {
  type HostileValue,
  LONG_TEXT,
  PATH_VALUES,
  PROTOTYPE_KEYS_JSON,
  SQL_DROP,
  SQL_SLEEP,
  valuesFor,
} from './hostile-values.ts';
import { jsonWithRawMembers, pathText, withValueAt } from './json-input.ts';
import { FAKE_ZIP, filePart, multipartBody, multipartType, type Part, textPart } from './multipart.ts';
import {
  baseFor,
  baseQuery,
  contractAccepts,
  filledPath,
  parsedQuery,
  queryText,
  type RouteUnderTest,
  urlOf,
} from './request-inputs.ts';
import { fieldsOf, isWalkable } from './schema-fields.ts';

export type { RouteUnderTest } from './request-inputs.ts';

export interface HostileRequest {
  route: RouteUnderTest;
  /** where the value goes: `body.asnDetails.0.lotNo`, `query.asnHeaderId`, `path.id`, `body`, `multipart` ... */
  target: string;
  value: HostileValue;
  /** path and query string under the API base */
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** an attack on the request as a whole (malformed body, prototype keys ...), not on one field */
  wholeInput: boolean;
  /**
   * the contract takes this input, so the handler runs with it: the answer may depend on who calls.
   * Refused input is answered by validation alone, the same for every caller.
   */
  reachesHandler: boolean;
}

const JSON_TYPE = 'application/json';
const raw = (label: string, extra: Partial<HostileValue> = {}): HostileValue => ({
  label,
  value: label,
  ...extra,
});

/** A number that turns with the route, so routes share out the variants of an attack class. */
const turnOf = (route: RouteUnderTest) => [...route.name].reduce((sum, char) => sum + char.charCodeAt(0), 0);

/** `count` variants of a class, starting where the route's turn points. */
function turned<T>(variants: readonly T[], turn: number, count = 1): T[] {
  return Array.from(
    { length: Math.min(count, variants.length) },
    (_, index) => variants[(turn + index) % variants.length] as T,
  );
}

// ---- fields of a JSON body, a query string, a path ----

const bodyMethod = (route: RouteUnderTest) => route.method === 'POST' || route.method === 'PUT';

function bodyFieldRequests(route: RouteUnderTest): HostileRequest[] {
  const base = baseFor(route, 'body') ?? {};
  const url = urlOf(route, queryText(baseQuery(route)));
  return fieldsOf(route.endpoint?.body).flatMap((field, turn) =>
    valuesFor(field.kind, field.path.at(-1), field.sample, turn).map((value) => {
      const body = withValueAt(base, field.path, value.value);
      return {
        route,
        target: `body.${pathText(field.path)}`,
        value,
        url,
        payload: JSON.stringify(body),
        contentType: JSON_TYPE,
        wholeInput: false,
        reachesHandler: contractAccepts(route, 'body', body),
      };
    }),
  );
}

function queryFieldRequests(route: RouteUnderTest): HostileRequest[] {
  const base = baseQuery(route);
  return fieldsOf(route.endpoint?.query)
    .filter((field) => field.path.length === 1)
    .flatMap((field, turn) => {
      const name = String(field.path[0]);
      return valuesFor(field.kind, name, field.sample, turn).map((value) => {
        const url = urlOf(route, queryText({ ...base, [name]: value.value }));
        return {
          route,
          target: `query.${name}`,
          value,
          url,
          wholeInput: false,
          reachesHandler: contractAccepts(route, 'query', parsedQuery(url)),
        };
      });
    });
}

/** Path segments written as they arrive, not percent-encoded by us: encodings no decoder can read. */
const RAW_PATH_SEGMENTS: Array<[string, string]> = [
  ['broken percent-encoding', '%E0%A4%A'],
  ['lone %', '%'],
  ['invalid UTF-8', '%ED%A0%80'],
];
/** Stands for the raw segment while the URL is built (percent-encoding leaves it as it is). */
const SEGMENT_MARK = 'RAW-SEGMENT-MARK';

/** Path segments: decimal digits only; anything else is a 400 envelope (or no route at all), never a 500. */
function pathRequests(route: RouteUnderTest): HostileRequest[] {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const query = queryText(baseQuery(route));
  const body = bodyMethod(route) ? JSON.stringify(baseFor(route, 'body') ?? {}) : undefined;
  const request = (name: string, value: HostileValue, url: string): HostileRequest => ({
    route,
    target: `path.${name}`,
    value,
    url,
    ...(body === undefined ? {} : { payload: body, contentType: JSON_TYPE }),
    wholeInput: false,
    reachesHandler: contractAccepts(route, 'params', { [name]: String(value.value) }),
  });
  return names.flatMap((name) => [
    ...PATH_VALUES.map((value) => request(name, value, urlOf(route, query, { [name]: value.value }))),
    ...RAW_PATH_SEGMENTS.map(([label, segment]) =>
      request(name, raw(label), urlOf(route, query, { [name]: SEGMENT_MARK }).replace(SEGMENT_MARK, segment)),
    ),
  ]);
}

// ---- the request as a whole ----

interface WholeAttack {
  value: HostileValue;
  payload: string | Buffer;
  contentType?: string;
}

const jsonAttack = (
  label: string,
  payload: string | Buffer,
  extra: Partial<HostileValue> = {},
): WholeAttack => ({
  value: raw(label, extra),
  payload,
  contentType: JSON_TYPE,
});

/** Bodies that are no JSON at all: each route gets two of them. */
function malformedJson(baseJson: string): WholeAttack[] {
  return [
    jsonAttack('truncated JSON', baseJson.slice(0, Math.max(1, Math.floor(baseJson.length / 2)))),
    jsonAttack('JSON cut after a key', '{"pageNo":1,"size":'),
    jsonAttack('lone {', '{'),
    jsonAttack('extra }', `${baseJson}}`),
    jsonAttack('single-quoted JSON', "{'pageNo':1}"),
    jsonAttack('trailing comma', '{"pageNo":1,}'),
    jsonAttack('NaN', 'NaN'),
  ];
}

const oddBytes = (baseJson: string): WholeAttack[] => [
  jsonAttack('NUL byte as body', '\u0000', { control: true }),
  jsonAttack('byte-order mark before JSON', `\ufeff${baseJson}`),
  jsonAttack(
    'invalid UTF-8',
    Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
  ),
];

const notAnObject: WholeAttack[] = [
  jsonAttack('JSON list for body', '[]'),
  jsonAttack('JSON text for body', '"text"'),
  jsonAttack('JSON number for body', '1'),
  jsonAttack('JSON null for body', 'null'),
];

/** The body sent as something else than JSON: each route gets two of them. */
const otherContentTypes = (baseJson: string): WholeAttack[] => [
  { value: raw('JSON as text/plain'), payload: baseJson, contentType: 'text/plain' },
  {
    value: raw('form-urlencoded body'),
    payload: 'pageNo=1&size=10',
    contentType: 'application/x-www-form-urlencoded',
  },
  { value: raw('XML body'), payload: '<pageNo>1</pageNo>', contentType: 'application/xml' },
  { value: raw('JSON as utf-16'), payload: baseJson, contentType: 'application/json; charset=utf-16' },
  {
    value: raw('multipart to a JSON route'),
    payload: multipartBody([textPart('body', baseJson)]),
    contentType: multipartType(),
  },
  { value: raw('body without content type'), payload: baseJson },
];

/** Well-formed JSON with members no schema names: prototype keys, unknown keys, deep nesting, repeats. */
const extraMembers = (base: unknown): WholeAttack[] => [
  jsonAttack('prototype keys in body', jsonWithRawMembers(base, PROTOTYPE_KEYS_JSON.slice(1, -1))),
  jsonAttack(
    'unknown keys (NUL, 10k-char key, SQL)',
    jsonWithRawMembers(
      base,
      `"hostileUnknown":"A\\u0000B",${JSON.stringify(LONG_TEXT)}:1,"sortName ":${JSON.stringify(SQL_SLEEP)}`,
    ),
  ),
  jsonAttack(
    '5,000-deep nesting',
    jsonWithRawMembers(base, `"hostileDeep":${'['.repeat(5_000)}${']'.repeat(5_000)}`),
  ),
  jsonAttack(
    'duplicate key',
    jsonWithRawMembers(base, `"pageNo":"0x10","pageNo":${JSON.stringify(SQL_DROP)}`),
  ),
];

function wholeBodyRequests(route: RouteUnderTest): HostileRequest[] {
  const base = baseFor(route, 'body');
  const baseJson = JSON.stringify(base ?? {});
  const turn = turnOf(route);
  const attacks = [
    ...extraMembers(base),
    ...turned(malformedJson(baseJson), turn, 2),
    ...turned(oddBytes(baseJson), turn),
    ...turned(notAnObject, turn),
    ...turned(otherContentTypes(baseJson), turn, 2),
  ];
  const url = urlOf(route, queryText(baseQuery(route)));
  const schema = route.endpoint?.body;
  const target = schema && !isWalkable(schema) ? 'body (not walkable)' : 'body';
  return attacks.map((attack) => ({
    route,
    target,
    url,
    wholeInput: true,
    reachesHandler: false,
    ...attack,
  }));
}

/** Query strings no schema field names: prototype keys in bracket form, floods, broken encodings. */
function wholeQueryRequests(route: RouteUnderTest): HostileRequest[] {
  const base = queryText(baseQuery(route));
  const withBase = (text: string) => (base === '' ? text : `${base}&${text}`);
  const others: Array<[string, string]> = [
    ['unknown key with NUL', 'hostileUnknown=A%00B'],
    ['1,000 repeated keys', Array.from({ length: 1_000 }, (_, index) => `k${index % 10}=${index}`).join('&')],
    ['broken percent-encoding', 'x=%E0%A4%A&y=%'],
    ['invalid UTF-8', 'x=%ED%A0%80&y=%FF%FE'],
    ['key without value', 'pageNo&size'],
  ];
  const attacks: Array<[string, string]> = [
    ['__proto__ in brackets', '__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__=x'],
    ...turned(others, turnOf(route), route.endpoint?.query ? others.length : 1),
  ];
  return attacks.map(([label, text]) => ({
    route,
    target: 'query',
    value: raw(label),
    url: `${filledPath(route)}?${withBase(text)}`,
    wholeInput: true,
    reachesHandler: false,
  }));
}

/** A GET that carries a malformed JSON body anyway. */
function getWithBodyRequests(route: RouteUnderTest): HostileRequest[] {
  return [
    {
      route,
      target: 'body',
      value: raw('malformed JSON body on a GET'),
      url: urlOf(route, queryText(baseQuery(route))),
      payload: '{"a":',
      contentType: JSON_TYPE,
      wholeInput: true,
      reachesHandler: false,
    },
  ];
}

// ---- uploads ----

/** Multipart bodies broken in every way a client can break them. */
function multipartAttacks(workbook: Buffer): Array<[string, Buffer | string, string]> {
  const good = [filePart(workbook, 'upload.xlsx')];
  const body = (parts: Part[], closed = true) => multipartBody(parts, undefined, closed);
  const complete = body(good);
  const type = multipartType();
  return [
    ['file part without a file name', body([filePart(workbook, null)]), type],
    ['empty file name', body([filePart(workbook, '')]), type],
    ['truncated body', complete.subarray(0, Math.floor(complete.length / 2)), type],
    ['no closing boundary', body(good, false), type],
    ['wrong boundary', complete, multipartType('someOtherBoundary')],
    ['no boundary parameter', complete, 'multipart/form-data'],
    ['empty multipart body', '', type],
    ['closing boundary only', multipartBody([]), type],
    ['file name with NUL', body([filePart(workbook, 'a\u0000b.xlsx')]), type],
    ['10k-char file name', body([filePart(workbook, `${LONG_TEXT}.xlsx`)]), type],
    ['path in file name', body([filePart(workbook, '../../etc/passwd.xlsx')]), type],
    ['not a zip, named .xlsx', body([filePart('plain text', 'a.xlsx')]), type],
    ['zip header then garbage', body([filePart(FAKE_ZIP, 'a.xlsx')]), type],
    ['two files', body([...good, filePart(workbook, 'second.xlsx')]), type],
    [
      'many text parts',
      body([...Array.from({ length: 20 }, (_, index) => textPart(`f${index}`, 'x')), ...good]),
      type,
    ],
    [
      'prototype keys as part names',
      body([textPart('__proto__', '{"polluted":"yes"}'), textPart('constructor', 'x'), ...good]),
      type,
    ],
    ['part without headers', body([{ headers: [], content: 'x' }]), type],
    ['JSON to an upload', '{"file":"x"}', JSON_TYPE],
    ['prototype keys as JSON to an upload', PROTOTYPE_KEYS_JSON, JSON_TYPE],
  ];
}

function multipartRequests(route: RouteUnderTest, workbook: Buffer): HostileRequest[] {
  const url = urlOf(route, '');
  return multipartAttacks(workbook).map(([label, payload, contentType]) => ({
    route,
    target: 'multipart',
    value: raw(label),
    url,
    payload,
    contentType,
    wholeInput: true,
    reachesHandler: false,
  }));
}

/** A JSON text part replaced as a whole. */
const WHOLE_PART_TEXTS: Array<[string, string]> = [
  ['truncated JSON', '{"grIds":['],
  ['prototype keys', PROTOTYPE_KEYS_JSON],
  ['NUL', '\u0000'],
  ['10k chars', LONG_TEXT],
  ['JSON null', 'null'],
];

/**
 * The JSON text parts of an upload (e.g. `dto`), attacked field by field and whole, beside a file that
 * passes the file checks, so the parts are read.
 */
function uploadPartRequests(route: RouteUnderTest, workbook: Buffer): HostileRequest[] {
  const base = (baseFor(route, 'body') ?? {}) as Record<string, unknown>;
  const request = (target: string, value: HostileValue, parts: Part[]): HostileRequest => ({
    route,
    target,
    value,
    url: urlOf(route, ''),
    payload: multipartBody([filePart(workbook, 'upload.xlsx'), ...parts]),
    contentType: multipartType(),
    wholeInput: false,
    // the handler reads the parts itself: every such request reaches it
    reachesHandler: true,
  });
  const asParts = (body: unknown) =>
    Object.entries(body as Record<string, unknown>).map(([name, value]) =>
      textPart(name, JSON.stringify(value)),
    );
  const perField = fieldsOf(route.endpoint?.body)
    .filter((field) => field.path.length > 1)
    .flatMap((field, turn) =>
      valuesFor(field.kind, field.path.at(-1), field.sample, turn).map((value) =>
        request(`part.${pathText(field.path)}`, value, asParts(withValueAt(base, field.path, value.value))),
      ),
    );
  const wholeParts = Object.keys(base).flatMap((name) =>
    WHOLE_PART_TEXTS.map(([label, text]) => request(`part.${name}`, raw(label), [textPart(name, text)])),
  );
  return [...perField, ...wholeParts];
}

// ---- every attack on one route ----

export interface RouteInputs {
  /** an xlsx that passes an upload's file checks (its template with one row) */
  workbook?: Buffer;
}

/** Every hostile request for one route, derived from its contract schemas. */
export function hostileRequests(route: RouteUnderTest, inputs: RouteInputs = {}): HostileRequest[] {
  const requests = [...pathRequests(route), ...queryFieldRequests(route), ...wholeQueryRequests(route)];
  if (route.endpoint?.kind === 'upload') {
    const workbook = inputs.workbook ?? FAKE_ZIP;
    requests.push(...multipartRequests(route, workbook));
    if (route.endpoint.body) requests.push(...uploadPartRequests(route, workbook));
  } else if (bodyMethod(route)) requests.push(...bodyFieldRequests(route), ...wholeBodyRequests(route));
  else requests.push(...getWithBodyRequests(route));
  return requests;
}

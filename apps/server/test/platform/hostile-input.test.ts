import { allEndpoints } from '@portal/contract/all-endpoints';
import { type Access, type EndpointDef, methodsOf, type SupplierScope } from '@portal/contract/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER, issueErpKey } from '../../src/platform/auth/api-key.ts';
import { insertSession, touchSession } from '../../src/platform/auth/session-repo.ts';
import type { SessionUser } from '../../src/platform/auth/session-user.ts';
import { hashToken, newSessionToken } from '../../src/platform/auth/token.ts';
import { changedTables, databaseFingerprint, type Fingerprint } from '../helpers/db-fingerprint.ts';
import {
  type HostileRequest,
  hostileRequests,
  type RouteUnderTest,
} from '../helpers/hostile/hostile-requests.ts';
import { excerpt, type HostileReply, problemsOf, sleptInSql } from '../helpers/hostile/reply-checks.ts';
import { runLimited } from '../helpers/run-limited.ts';
import { workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Every API route x a catalogue of hostile values, generated from the contract (the fields of each
 * endpoint's zod schemas) and checked against the routes the app registered. Each reply must be below
 * 500, carry no envelope code 500 or 999, show no stack or SQL, and the database must hold the same
 * business data afterwards. See helpers/hostile/ for the values and how requests are built.
 */

const t = useTestApp();

/** Calls in flight at once: enough to overlap database round trips on two cores. */
const CONCURRENCY = 8;
/** A request still unanswered after this long is reported (a hung parser is a defect too). */
const ANSWER_TIMEOUT_MS = 15_000;

/** Tables that change by design while requests are answered; everything else must stay as it was. */
const CHANGING_BY_DESIGN = {
  skipTables: ['sessions', 'login_failures', 'interface_logs', 'erp_outbox', 'mail_outbox'],
  skipColumns: { erp_clients: ['last_used_at'] },
} as const;

type Caller = 'superadmin' | 'supplier.a' | 'anonymous' | 'erpClient';
const USERS = ['superadmin', 'supplier.a'] as const;
type UserCaller = (typeof USERS)[number];

interface HostileCall {
  request: HostileRequest;
  caller: Caller;
}

interface Signed {
  token: string;
  user: SessionUser;
}

const signed = {} as Record<UserCaller, Signed>;
let erpKey = '';
let before: Fingerprint;
const workbooks = new Map<string, Buffer>();

// ---- the routes: the contract's, checked against what the app registered ----

interface PlannedRoute extends RouteUnderTest {
  access: Access;
  scope: SupplierScope;
}

/** Where the attacks on a route start when not from a well-formed input naming nothing (see startsFrom). */
const STARTS_FROM: ReadonlyMap<EndpointDef, RouteUnderTest['startsFrom']> = new Map<
  EndpointDef,
  RouteUnderTest['startsFrom']
>([
  // sets the caller's language whatever else the call says
  [allEndpoints.session.updateLanguage, 'empty'],
  // sends every invoice its filter matches to the ERP
  [allEndpoints.invoice.batchSendInfo, 'matchingNothing'],
]);

function contractRoutes(): PlannedRoute[] {
  return Object.entries(allEndpoints).flatMap(([module, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointDef>).flatMap(([name, endpoint]) =>
      methodsOf(endpoint).map((method) => ({
        name: `${module}.${name}`,
        method,
        path: endpoint.path,
        endpoint,
        startsFrom: STARTS_FROM.get(endpoint),
        access: endpoint.access,
        scope: endpoint.scope,
      })),
    ),
  );
}

const routeKey = (method: string, path: string) => `${method} ${path}`;
const contractPath = (url: string) => url.slice(t().apiBase.length).replace(/:(\w+)/g, '{$1}');

/** API routes of the app (its documentation pages aside: they take no input), as contract paths. */
function registeredApiRoutes() {
  const { apiBase, app } = t();
  return app.routeCatalogue.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.url.startsWith(`${apiBase}/`) &&
      !route.url.startsWith(`${apiBase}/docs`),
  );
}

/** The contract's routes and any API route only the app knows (attacked as a whole, without schemas). */
function plannedRoutes(): PlannedRoute[] {
  const routes = contractRoutes();
  const known = new Set(routes.map((route) => routeKey(route.method, route.path)));
  const appOnly = registeredApiRoutes()
    .filter((route) => !known.has(routeKey(route.method, contractPath(route.url))))
    .map((route) => ({
      name: route.url,
      method: route.method,
      path: contractPath(route.url),
      access: route.access ?? 'authenticated',
      scope: route.scope ?? 'none',
    }));
  return [...routes, ...appOnly];
}

const moduleOf = (route: RouteUnderTest) => (route.endpoint ? (route.name.split('.')[0] ?? '') : 'appOnly');

// ---- who calls ----

/** The rule the server applies at the door (authenticate.ts): a refused caller never reaches validation. */
function admits(route: PlannedRoute, user: SessionUser): boolean {
  if (route.scope === 'buyerOnly' && user.userType === 'S') return false;
  if (route.scope === 'supplierOnly' && user.userType !== 'S') return false;
  const held: ReadonlySet<string> = user.permissions;
  return route.access === 'authenticated' || held.has(route.access);
}

/** Whole-input attacks a caller refused at the door still sends: the refusal must hold whatever the body. */
const AT_THE_DOOR = 3;

/** The signed-in users a route admits, the first one attacking it in full. */
const admittedUsers = (route: PlannedRoute) => USERS.filter((caller) => admits(route, signed[caller].user));

/**
 * Who sends what: the first admitted user every request; a second admitted user the requests whose input
 * the contract takes (the handler runs, and may run differently for a supplier) and the whole-input
 * attacks (refused input is answered by validation alone, the same for everyone); a user the route
 * refuses at the door a few whole-input attacks.
 */
function callsOf(route: PlannedRoute, requests: HostileRequest[]): HostileCall[] {
  if (route.access === 'public') return requests.map((request) => ({ request, caller: 'anonymous' }));
  if (route.access === 'erpClient') return requests.map((request) => ({ request, caller: 'erpClient' }));
  const admitted = admittedUsers(route);
  const [first, ...others] = admitted;
  const refused = USERS.filter((caller) => !admitted.includes(caller));
  const sendAs = (caller: Caller, chosen: HostileRequest[]) => chosen.map((request) => ({ request, caller }));
  return [
    ...(first ? sendAs(first, requests) : []),
    ...others.flatMap((caller) =>
      sendAs(
        caller,
        requests.filter((request) => request.reachesHandler || request.wholeInput),
      ),
    ),
    ...refused.flatMap((caller) =>
      sendAs(caller, requests.filter((request) => request.wholeInput).slice(0, AT_THE_DOOR)),
    ),
  ];
}

// ---- sending ----

/** Signing out ends the session it is called with: such a call gets a session of its own. */
const endsSession = (route: RouteUnderTest) => route.endpoint === allEndpoints.session.loginOut;

async function disposableToken(caller: UserCaller): Promise<string> {
  const token = newSessionToken();
  await insertSession(t().db, hashToken(token), signed[caller].user.userId, '127.0.0.1');
  return token;
}

async function credentialsOf(call: HostileCall): Promise<Record<string, string>> {
  if (call.caller === 'anonymous') return {};
  if (call.caller === 'erpClient') return { [API_KEY_HEADER]: erpKey };
  const token = endsSession(call.request.route)
    ? await disposableToken(call.caller)
    : signed[call.caller].token;
  return { authorization: token };
}

function withinTimeout<T>(work: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms: ${label}`)),
      ANSWER_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function send(call: HostileCall): Promise<HostileReply> {
  const { request } = call;
  const headers: Record<string, string> = { 'accept-language': 'en', ...(await credentialsOf(call)) };
  if (request.contentType) headers['content-type'] = request.contentType;
  const started = performance.now();
  const response = await withinTimeout(
    t().app.inject({
      method: request.route.method as 'GET',
      url: `${t().apiBase}${request.url}`,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    }),
    describeCall(call),
  );
  return {
    statusCode: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
    milliseconds: Math.round(performance.now() - started),
  };
}

function describeCall({ request, caller }: HostileCall): string {
  return `${caller} ${request.route.method} ${request.route.path} ${request.target} = ${request.value.label}`;
}

interface Outcome {
  call: HostileCall;
  reply?: HostileReply;
  error?: string;
}

async function answer(call: HostileCall): Promise<Outcome> {
  try {
    return { call, reply: await send(call) };
  } catch (error) {
    return { call, error: error instanceof Error ? error.message : String(error) };
  }
}

function failureLines({ call, reply, error }: Outcome): string[] {
  if (!reply) return [`${describeCall(call)}: ${error}`];
  const problems = problemsOf(call.request.value, reply);
  return problems.length === 0 ? [] : [`${describeCall(call)}: ${problems.join(', ')} | ${excerpt(reply)}`];
}

/** Sends every call and answers one line per call that went wrong, naming caller, route, field and value. */
async function failuresOf(calls: HostileCall[]): Promise<string[]> {
  const outcomes = await runLimited(calls, CONCURRENCY, answer);
  // a pg_sleep value answered slowly while eight calls ran is asked again alone: only a sleep that ran stays slow
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.reply && sleptInSql(outcome.call.request.value, outcome.reply))
      outcomes[index] = await answer(outcome.call);
  }
  return outcomes.flatMap(failureLines);
}

// ---- inputs an upload needs ----

/** The upload's template (its download twin) with one row, so the file passes and the other parts are read. */
async function templateWithRow(route: PlannedRoute): Promise<Buffer | undefined> {
  const templatePath = route.path.replace('/upload', '/download');
  const template = contractRoutes().find(
    (candidate) => candidate.path === templatePath && candidate.method === 'GET',
  );
  if (!template?.endpoint) return undefined;
  const workbook = await workbookOf(
    await t().request(template.endpoint, { token: signed['supplier.a'].token }),
  );
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  sheet.addRow(Array.from({ length: Math.max(1, sheet.getRow(1).cellCount) }, () => 'HOSTILE'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function prepareWorkbooks(routes: PlannedRoute[]) {
  const plain = Buffer.from(await xlsxFile(['Column'], [['HOSTILE']]));
  for (const route of routes.filter((candidate) => candidate.endpoint?.kind === 'upload')) {
    const withRow = route.endpoint?.body ? await templateWithRow(route) : undefined;
    if (route.endpoint?.body && !withRow) throw new Error(`no template for ${route.name}`);
    workbooks.set(route.name, withRow ?? plain);
  }
}

// ---- the suite ----

const routes = () => plannedRoutes();

function plannedCalls(module: string): HostileCall[] {
  return routes()
    .filter((route) => moduleOf(route) === module)
    .flatMap((route) => callsOf(route, hostileRequests(route, { workbook: workbooks.get(route.name) })));
}

async function signIn(caller: UserCaller): Promise<Signed> {
  const token = await t().login(caller);
  const user = await touchSession(t().db, hashToken(token), 30);
  if (!user) throw new Error(`no session for ${caller}`);
  return { token, user };
}

beforeAll(async () => {
  for (const caller of USERS) signed[caller] = await signIn(caller);
  erpKey = (await issueErpKey(t().db, 'hostile-input-suite')).key;
  await prepareWorkbooks(routes());
  before = await databaseFingerprint(t().db, CHANGING_BY_DESIGN);
}, 60_000);

describe('the route catalogue', () => {
  it('every API route the app registered is attacked, and every contract route is registered', () => {
    const planned = new Set(routes().map((route) => routeKey(route.method, route.path)));
    const registered = registeredApiRoutes().map((route) => routeKey(route.method, contractPath(route.url)));
    expect(registered.filter((key) => !planned.has(key))).toEqual([]);
    const registeredSet = new Set(registered);
    expect(
      contractRoutes().filter((route) => !registeredSet.has(routeKey(route.method, route.path))),
    ).toEqual([]);
  });

  it('every route behind a session admits one of the calling users, so its fields are attacked', () => {
    const unattacked = routes()
      .filter((route) => route.access !== 'public' && route.access !== 'erpClient')
      .filter((route) => admittedUsers(route).length === 0)
      .map((route) => route.name);
    expect(unattacked).toEqual([]);
  });

  it('the tables left out of the fingerprint exist, so the list stays true as the schema changes', async () => {
    const result = await t().db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining([...CHANGING_BY_DESIGN.skipTables]));
    expect(Object.keys(before).length).toBeGreaterThan(20);
  });
});

describe('hostile input', () => {
  const modules = [...Object.keys(allEndpoints), 'appOnly'];
  it.each(modules)(
    'every route of %s answers hostile input without a 500, a leak or a 999',
    async (module) => {
      const calls = plannedCalls(module);
      expect(calls.length > 0 || module === 'appOnly').toBe(true);
      expect(await failuresOf(calls)).toEqual([]);
    },
    120_000,
  );

  it('changed no business data and polluted no prototype', async () => {
    const after = await databaseFingerprint(t().db, CHANGING_BY_DESIGN);
    expect(changedTables(before, after)).toEqual([]);
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });
});

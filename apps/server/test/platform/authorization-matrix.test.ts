import { allEndpoints, type ModuleName } from '@portal/contract/all-endpoints';
import type { EndpointDef } from '@portal/contract/endpoint';
import { methodsOf } from '@portal/contract/endpoint';
import { type Permission, permissionsOfUserType } from '@portal/contract/permissions';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CallValues, type SeenReply, seenReply, sendCall } from '../helpers/matrix-calls.ts';
import {
  type FieldValues,
  fieldNames,
  hasNamedItemFields,
  namedListFields,
  namedOptionalFields,
  type ValueOptions,
} from '../helpers/request-values.ts';
import {
  buyersServed,
  documentTexts,
  identifyingTexts,
  type SupplierRecords,
  supplierFingerprint,
  supplierRecords,
} from '../helpers/supplier-records.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * The authorization matrix, generated from the route declarations: every API route x every demo role,
 * called with the other supplier's ids, numbers and codes in every field that names a record. A supplier's
 * reply (JSON, spreadsheet rows, PDF text) never shows another supplier; no call changes the other
 * supplier's rows; a refusal never names a company the caller has nothing to do with; a role without a
 * route's permission, or of the wrong side for its scope, gets the refusal of the declaration.
 */

const t = useTestApp();

const BUYERS = ['superadmin', 'admin', 'scm', 'ap'] as const;
const SUPPLIERS = ['supplier.a', 'supplier.b'] as const;
type Role = (typeof BUYERS)[number] | (typeof SUPPLIERS)[number];
const OTHER_SUPPLIER: Record<(typeof SUPPLIERS)[number], (typeof SUPPLIERS)[number]> = {
  'supplier.a': 'supplier.b',
  'supplier.b': 'supplier.a',
};
/**
 * Reads a supplier makes whose replies name no supplier's records by nature: the matrix's control cannot
 * see its values reach records through them.
 */
const NAMES_NO_RECORDS = new Set([
  'dashboard.dashboardList', // counts
  'lookup.companyQuery', // the buyer companies of a picker
  'lookup.plantQuery', // plants of a buyer company
  'emailConfiguration.query', // alerts by buyer and type; the suppliers are behind a call of their own
  'schedule.downloadFeedbackUploadTemplate', // a buyer's template has no lines: feedback is the supplier's
  // an image holds no record's texts; packaging-pictures.test.ts keeps a supplier out of another's pictures
  'masterData.packagingPicture',
]);
/** enough to overlap database round trips, little enough for two shared cores */
const CONCURRENCY = 8;

/** The refusals of authenticate.ts, as the declaration of a route decides them (English replies). */
const REFUSALS = {
  permission: 'You do not have permission for this action',
  buyerOnly: 'Supplier users cannot perform this action',
  supplierOnly: "This is the supplier's action; buyer users cannot perform it",
} as const;

interface Route {
  name: string;
  module: ModuleName;
  endpoint: EndpointDef;
}

/** Every route a signed-in user calls; sign-in itself and the ERP's machine routes have no role. */
const ROUTES: Route[] = Object.entries(allEndpoints).flatMap(([module, endpoints]) =>
  Object.entries(endpoints as Record<string, EndpointDef>)
    .filter(([, endpoint]) => endpoint.access !== 'public' && endpoint.access !== 'erpClient')
    .map(([name, endpoint]) => ({ name: `${module}.${name}`, module: module as ModuleName, endpoint })),
);

/** Calls that only read: a buyer makes them too; a buyer's permitted writes are its business, not called. */
function onlyReads({ name, endpoint }: Route): boolean {
  if (endpoint.kind === 'file') return true;
  if (endpoint.kind === 'upload') return false;
  const action = name.split('.')[1] ?? '';
  return /query|get|view|list|compare|purposed|suppliers|types|dashboard/i.test(action);
}

/** Calls that end the caller's session: made with a session of their own. */
const ENDS_SESSION = new Set(['session.loginOut']);

// ---- which fields name a supplier's records, and with what -------------------------------------------

type Values = (records: SupplierRecords) => readonly (string | number)[];

interface FieldSource {
  field: RegExp;
  /** for generic names (`id`): the module whose record the field names */
  module?: ModuleName;
  /** for a field whose records depend on the route: the routes (by name) it applies to */
  routes?: RegExp;
  values: Values;
  /** the field names one of the supplier's documents or parts: a list filtered by it alone finds nothing else */
  document?: true;
}

/** Field names (as the contract spells them) and the records they name; the first match wins. */
const FIELD_SOURCES: FieldSource[] = [
  { field: /^deliveryScheduleHeaderId$/, values: (r) => r.scheduleHeaderIds },
  { field: /^previousHeaderId$/, values: (r) => r.previousHeaderIds },
  { field: /^deliveryScheduleDetailIds?$/, values: (r) => r.scheduleDetailIds },
  { field: /^asnHeaderIds?$/, values: (r) => r.asnHeaderIds },
  { field: /^asnDetailIds?$/, values: (r) => r.asnDetailIds },
  { field: /^grIds?$/, values: (r) => r.grIds },
  { field: /^(invoiceHeaderIds?|creditMemoId)$/, values: (r) => r.invoiceIds },
  { field: /^(supplierCompanyIds?|companyIds?)$/, values: (r) => [r.companyId] },
  { field: /^buyerCompanyId$/, values: (r) => r.buyerIds },
  { field: /^(userId|supplierUserId)$/, values: (r) => r.userIds },
  { field: /^supplierFinanceId$/, values: (r) => r.supplierFinanceIds },
  { field: /^relationshipId$/, values: (r) => r.relationshipIds },
  { field: /^emailConfigurationId$/, values: (r) => r.emailConfigurationIds },
  { field: /^plantIds?$/, values: (r) => r.plantIds },
  { field: /^packagingId$/, values: (r) => r.packagingIds },
  { field: /^id$/, module: 'invoice', values: (r) => r.invoiceIds },
  { field: /^id$/, module: 'securityCheck', values: (r) => r.securityCheckIds },
  { field: /^id$/, module: 'emailConfiguration', values: (r) => r.emailConfigurationIds },
  { field: /^id$/, module: 'companies', values: (r) => [r.companyId] },
  // a timeline names its record by type and id: the matrix's record type is the first, a schedule line
  { field: /^recordId$/, module: 'auditLog', values: (r) => r.scheduleDetailIds },
  // one ASN: India and write-off invoices are created from exactly one
  { field: /^asnNoList$/, routes: /writeoff/i, values: (r) => r.writeOffAsnNos.slice(0, 1), document: true },
  { field: /^asnNoList$/, values: (r) => r.openReceiptAsnNos.slice(0, 1), document: true },
  { field: /^(asnNo|challanNo|referenceNo)$/, values: (r) => r.asnNos, document: true },
  { field: /^(invoiceNo|invoiceNoList)$/, values: (r) => r.invoiceNos, document: true },
  { field: /^(grNo|grNoList|securityGrNo)$/, values: (r) => r.grNos, document: true },
  { field: /^(orderNo|orderNoList)$/, values: (r) => r.orderNos, document: true },
  { field: /^(partNo|partNoList)$/, values: (r) => r.partNos, document: true },
  { field: /^packagingNo$/, values: (r) => r.packagingNos, document: true },
  { field: /^packageNo$/, values: (r) => r.packageNos, document: true },
  { field: /^gateEntrySrNo$/, values: (r) => r.gateEntryNos, document: true },
  { field: /^releaseNo$/, values: (r) => r.releaseNos },
  { field: /^supplierName$/, values: (r) => [r.name] },
  { field: /^priceListCode$/, values: (r) => r.priceListCodes, document: true },
  { field: /^userCode$/, values: (r) => r.userCodes },
  // buyer-side filters name the buyer and plants of the supplier's records, so they select those records
  { field: /^(companyCode|buyerCompanyCode)$/, values: (r) => r.buyerCodes },
  { field: /^(shipToPlantCode|shipToPlant|buyerPlantCode)$/, values: (r) => r.plantCodes },
  // every other code field (supplier, carrier, container ...) gets the supplier's code
  { field: /Code(Str|List)?$/, values: (r) => [r.code] },
];

/** Names of fields that name a record (ids, codes, numbers): each has a source, or is listed below. */
const NAMES_A_RECORD = /(^ids?$|Ids?$|Code(s|List|Str)?$|No(List)?$)/;

/**
 * Fields named like a record that name no supplier's: what the caller types on a document (plate, batch,
 * branch, voucher numbers ...), paging, the system's roles and menus, a buyer's users, the interface log
 * (buyer-only; the demo holds none).
 */
const NAMES_NO_SUPPLIER_RECORD = new Set([
  'pageNo',
  'plateNo',
  'lotNo',
  'vehicleNo',
  'branchNo',
  'supplierBranchNo',
  'certificationNo',
  'covisintUniqueId',
  'qadVoucherNo',
  'voucherNo',
  'tradingPartnerId',
  'prefixNo',
  'roleId',
  'resourcesIds',
  'buttonIds',
  'buyerUserId',
  'interfaceLog.id',
  'fileId',
  'actionHistoryId',
]);

/** At most this many values of a list field: a page of a selection, not the whole supplier. */
const LIST_VALUES = 5;

function sourceOf(field: string, route: Route): FieldSource | undefined {
  return FIELD_SOURCES.find(
    (candidate) =>
      candidate.field.test(field) &&
      (!candidate.module || candidate.module === route.module) &&
      (!candidate.routes || candidate.routes.test(route.name)),
  );
}

function recordValues(records: SupplierRecords, route: Route): FieldValues {
  return (field) => {
    const source = sourceOf(field, route);
    const values = source?.values(records).slice(0, LIST_VALUES);
    return values && values.length > 0 ? values : undefined;
  };
}

// ---- the matrix's state --------------------------------------------------------------------------------

const tokens = {} as Record<Role, string>;
const records = {} as Record<(typeof SUPPLIERS)[number], SupplierRecords>;
const permissions = {} as Record<Role, ReadonlySet<Permission>>;
/**
 * Per role, texts its replies never show: for a supplier the other supplier, its users and documents, and
 * every supplier it has nothing to do with; for a buyer the documents of a supplier serving none of its
 * companies (its company master data is the system administration's, which buyers may read).
 */
const foreignTexts = {} as Record<Role, RegExp>;
/** Buyers none of whose companies supplier.b serves. */
const strangers = new Set<Role>();
/** Whose records stand for a stranger's own in the variants that mix own and foreign records. */
const STRANGERS_SUPPLIER = 'supplier.a';
/** Per role, codes of the companies it has nothing to do with: its refusals never name them. */
const unrelatedCodes = {} as Record<Role, RegExp>;

/** Matches any of the texts as a whole word (a number inside a longer number is not that number). */
function anyOf(texts: Iterable<string>): RegExp {
  const escaped = [...new Set(texts)]
    .filter((text) => text.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // no texts: a pattern that matches nothing
  if (escaped.length === 0) return /(?!)/g;
  return new RegExp(`(?<![A-Za-z0-9])(?:${escaped.join('|')})(?![A-Za-z0-9])`, 'g');
}

function found(pattern: RegExp, text: string): string[] {
  return [...new Set(text.match(pattern) ?? [])].slice(0, 5);
}

async function rolePermissions(userCode: string): Promise<ReadonlySet<Permission>> {
  const result = await t().db.execute<{ userType: 'B' | 'S'; held: Permission[] }>(sql`
    select u.user_type as "userType", coalesce(array(
             select res.resources_code from user_roles ur
               join role_resources rr on rr.role_id = ur.role_id
               join resources res on res.id = rr.resource_id where ur.user_id = u.id
             union
             select b.button_code from user_roles ur
               join role_buttons rb on rb.role_id = ur.role_id
               join buttons b on b.id = rb.button_id where ur.user_id = u.id), '{}') as held
      from users u where u.user_code = ${userCode}`);
  const row = result.rows[0];
  if (!row) throw new Error(`demo user ${userCode} is missing`);
  return new Set(permissionsOfUserType(row.userType, row.held));
}

async function supplierCodeOf(userCode: string): Promise<string> {
  const result = await t().db.execute<{ code: string }>(sql`
    select c.company_code as code from users u join user_companies uc on uc.user_id = u.id
      join companies c on c.id = uc.company_id and c.company_type = 'S' where u.user_code = ${userCode}`);
  const code = result.rows[0]?.code;
  if (!code) throw new Error(`${userCode} works for a supplier`);
  return code;
}

async function companiesOf(userCode: string): Promise<number[]> {
  const result = await t().db.execute<{ id: number }>(sql`
    select uc.company_id::int as id from user_companies uc join users u on u.id = uc.user_id
     where u.user_code = ${userCode}`);
  return result.rows.map((row) => row.id);
}

/** Codes and names of the suppliers, and codes of the buyers, a user's companies neither are nor deal with. */
async function unrelatedCompanies(userCode: string) {
  const result = await t().db.execute<{ code: string; name: string; type: string }>(sql`
    with own as (select uc.company_id as id from user_companies uc join users u on u.id = uc.user_id
                  where u.user_code = ${userCode})
    select company_code as code, company_name as name, company_type as type from companies c
     where c.id not in (select id from own)
       and not exists (select 1 from buyer_supplier_relationships r
                        where (r.buyer_company_id = c.id and r.supplier_company_id in (select id from own))
                           or (r.supplier_company_id = c.id and r.buyer_company_id in (select id from own)))`);
  const suppliers = result.rows.filter((row) => row.type === 'S');
  return {
    codes: result.rows.map((row) => row.code),
    supplierCodes: suppliers.map((row) => row.code),
    supplierNames: suppliers.map((row) => row.name),
  };
}

async function foreignTextsOfSupplier(role: (typeof SUPPLIERS)[number]): Promise<string[]> {
  const own = new Set(identifyingTexts(records[role]));
  const other = identifyingTexts(records[OTHER_SUPPLIER[role]]).filter((text) => !own.has(text));
  const unrelated = await unrelatedCompanies(role);
  return [...other, ...unrelated.supplierCodes, ...unrelated.supplierNames];
}

/** Whether none of a buyer's companies is served by the supplier. */
async function servesNoneOf(supplier: SupplierRecords, buyer: (typeof BUYERS)[number]): Promise<boolean> {
  const companies = await companiesOf(buyer);
  return !(await buyersServed(t().db, supplier)).some((id) => companies.includes(id));
}

async function foreignTextsOfBuyer(role: (typeof BUYERS)[number]): Promise<string[]> {
  const texts: string[] = [];
  for (const supplier of SUPPLIERS)
    if (await servesNoneOf(records[supplier], role)) texts.push(...documentTexts(records[supplier]));
  return texts;
}

beforeAll(async () => {
  for (const role of [...BUYERS, ...SUPPLIERS]) {
    tokens[role] = await t().login(role);
    permissions[role] = await rolePermissions(role);
  }
  for (const role of SUPPLIERS) records[role] = await supplierRecords(t().db, await supplierCodeOf(role));
  for (const role of SUPPLIERS) foreignTexts[role] = anyOf(await foreignTextsOfSupplier(role));
  for (const role of BUYERS) {
    foreignTexts[role] = anyOf(await foreignTextsOfBuyer(role));
    if (await servesNoneOf(records['supplier.b'], role)) strangers.add(role);
  }
  for (const role of [...BUYERS, ...SUPPLIERS])
    unrelatedCodes[role] = anyOf((await unrelatedCompanies(role)).codes);
}, 120_000);

// ---- one call and what it must show ----------------------------------------------------------------

interface MatrixCall {
  role: Role;
  route: Route;
  /** what the call's values are, for the failure message */
  variant: string;
  values: CallValues;
  /** whose records an upload's file names */
  fileRecords: SupplierRecords;
}

interface CallResult {
  call: MatrixCall;
  reply: SeenReply;
  /** the texts the request carried */
  sent: string;
  problems: string[];
}

/** The texts of the pattern a reply shows that its request did not carry (repeating them shows nothing). */
function shownNotSent(pattern: RegExp, reply: SeenReply, sent: string): string[] {
  return found(pattern, reply.text).filter((text) => !sent.includes(text));
}

function describeCall(call: MatrixCall): string {
  const method = methodsOf(call.route.endpoint)[0];
  return `${call.role} ${method} ${call.route.endpoint.path} (${call.route.name}, ${call.variant})`;
}

const isSupplier = (role: Role): role is (typeof SUPPLIERS)[number] =>
  (SUPPLIERS as readonly string[]).includes(role);

/** The refusal the route's declaration gives the role, or null when the role may call it. */
function declaredRefusal(role: Role, endpoint: EndpointDef): string | null {
  if (endpoint.scope === 'buyerOnly' && isSupplier(role)) return REFUSALS.buyerOnly;
  if (endpoint.scope === 'supplierOnly' && !isSupplier(role)) return REFUSALS.supplierOnly;
  if (endpoint.access !== 'authenticated' && !permissions[role].has(endpoint.access as Permission))
    return REFUSALS.permission;
  return null;
}

async function tokenFor(call: MatrixCall): Promise<string> {
  return ENDS_SESSION.has(call.route.name) ? t().login(call.role) : tokens[call.role];
}

/** What is wrong with one call's reply (empty when nothing is); `sent` is what the request itself carried. */
function problemsOf(call: MatrixCall, reply: SeenReply, sent: string): string[] {
  const problems: string[] = [];
  const where = describeCall(call);
  if (reply.httpStatus >= 500 || (reply.code !== null && reply.code >= 500))
    problems.push(`${where}: answers ${reply.httpStatus}/${reply.code} ${reply.msg}`);
  const refusal = declaredRefusal(call.role, call.route.endpoint);
  if (refusal && (reply.code !== 403 || reply.msg !== refusal))
    problems.push(`${where}: answers ${reply.code} "${reply.msg}" instead of 403 "${refusal}"`);
  // repeating what the caller typed (a row error quoting its file) shows it nothing new
  const leaked = shownNotSent(foreignTexts[call.role], reply, sent);
  if (leaked.length > 0) problems.push(`${where}: reply shows ${leaked.join(', ')}`);
  const named =
    reply.code !== null && reply.code !== 200
      ? shownNotSent(unrelatedCodes[call.role], { ...reply, text: reply.msg }, sent)
      : [];
  if (named.length > 0) problems.push(`${where}: refusal names ${named.join(', ')}: "${reply.msg}"`);
  if (isSupplier(call.role)) {
    const rows = rowsFoundByDocument(call, reply);
    if (rows > 0) problems.push(`${where}: finds ${rows} rows by the other supplier's document number`);
  }
  return problems;
}

/**
 * A list filtered by nothing but one of the other supplier's document numbers finds nothing: its total
 * (or a file) would tell the caller the other supplier's rows exist, even with no text of theirs shown.
 */
function rowsFoundByDocument(call: MatrixCall, reply: SeenReply): number {
  const { options } = call.values;
  if (options.optional !== 'only' || !sourceOf(options.field, call.route)?.document) return 0;
  if (reply.code === null) return 1;
  if (reply.code !== 200) return 0;
  const data = (JSON.parse(reply.text) as { data?: { total?: number } | unknown[] | null }).data;
  if (Array.isArray(data)) return data.length;
  return typeof data?.total === 'number' ? data.total : 0;
}

async function runCall(call: MatrixCall): Promise<CallResult> {
  const { endpoint } = call.route;
  const { response, sent } = await sendCall(
    t(),
    endpoint,
    await tokenFor(call),
    call.values,
    call.fileRecords,
  );
  const reply = await seenReply(response);
  return { call, reply, sent, problems: problemsOf(call, reply, sent) };
}

/** Runs the calls a few at a time. */
async function runConcurrently(calls: MatrixCall[]): Promise<CallResult[]> {
  const results: CallResult[] = [];
  let next = 0;
  const worker = async () => {
    for (let call = calls[next++]; call; call = calls[next++]) results.push(await runCall(call));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

/** Digests of the rows no call of the run may change, table by table. */
type Fingerprint = () => Promise<Record<string, string>>;

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/** The fingerprint of the suppliers' rows, each table named with its supplier. */
function fingerprintOf(suppliers: readonly (typeof SUPPLIERS)[number][]): Fingerprint {
  return async () => {
    const digests: Record<string, string> = {};
    for (const supplier of suppliers)
      for (const [table, digest] of Object.entries(
        await supplierFingerprint(t().db, records[supplier].companyId),
      ))
        digests[`${supplier}'s ${table}`] = digest;
    return digests;
  };
}

/** A call that may reach a handler that writes: not a read, not refused at the door by its declaration. */
const mayWrite = (call: MatrixCall) =>
  !onlyReads(call.route) && declaredRefusal(call.role, call.route.endpoint) === null;

/**
 * Runs the calls, checking the guarded rows: the calls that may write one at a time, each followed by a
 * fingerprint (so a change names its call), then the others a few at a time, followed by one more.
 * Answers every problem found, and the results.
 */
async function runGuarded(
  calls: MatrixCall[],
  fingerprint: Fingerprint,
): Promise<{ problems: string[]; results: CallResult[] }> {
  const results: CallResult[] = [];
  const changes: string[] = [];
  let last = await fingerprint();
  const noteChanges = async (what: string) => {
    const now = await fingerprint();
    const changed = changedTables(last, now);
    if (changed.length > 0) changes.push(`${what}: changes ${changed.join(', ')}`);
    last = now;
  };
  for (const call of calls.filter(mayWrite)) {
    results.push(await runCall(call));
    await noteChanges(describeCall(call));
  }
  results.push(...(await runConcurrently(calls.filter((call) => !mayWrite(call)))));
  await noteChanges(`the reads and refused calls of ${calls[0]?.role}`);
  return { problems: [...changes, ...problemsIn(results)], results };
}

const problemsIn = (results: CallResult[]) => results.flatMap((result) => result.problems).sort();

// ---- the calls of each role ------------------------------------------------------------------------------

interface Variant {
  name: string;
  params: FieldValues;
  rest: FieldValues;
  options: ValueOptions;
}

const ALL_NAMED: ValueOptions = { optional: 'named' };

/**
 * How a route is called with another supplier's values: all of them at once; a route with a path id and
 * other fields also with only the path foreign (the caller's own values elsewhere) and the other way round;
 * a write on the caller's own record whose lines name the other supplier's; a batch of the caller's own
 * ids with the other supplier's after the first; with the required fields only (a list without filters,
 * a write that creates rather than updates); a read with each filter alone (no other filter can empty it).
 */
function variantsOf(route: Route, foreign: FieldValues, own?: FieldValues): Variant[] {
  const { endpoint } = route;
  const input = [endpoint.query, endpoint.body];
  const variant = (name: string, params: FieldValues, rest: FieldValues, options = ALL_NAMED): Variant => ({
    name,
    params,
    rest,
    options,
  });
  const variants = [variant('foreign values', foreign, foreign)];
  if (own) variants.push(...mixedVariants(route, foreign, own));
  const optional = input.flatMap((schema) => namedOptionalFields(schema, foreign));
  if (optional.length === 0) return variants;
  variants.push(variant('required fields only', foreign, foreign, { optional: 'omit' }));
  if (onlyReads(route))
    for (const field of optional)
      variants.push(variant(`only ${field}`, foreign, foreign, { optional: 'only', field }));
  return variants;
}

/** The variants mixing the caller's own records with the other supplier's. */
function mixedVariants(route: Route, foreign: FieldValues, own: FieldValues): Variant[] {
  const { endpoint } = route;
  const input = [endpoint.query, endpoint.body];
  const variants: Variant[] = [];
  if (/\{\w+\}/.test(endpoint.path) && input.some(Boolean)) {
    variants.push({ name: 'foreign path, own body', params: foreign, rest: own, options: ALL_NAMED });
    variants.push({ name: 'own path, foreign body', params: own, rest: foreign, options: ALL_NAMED });
  }
  if (input.some((schema) => hasNamedItemFields(schema, foreign))) {
    const foreignLines: FieldValues = (field, place) => (place === 'item' ? foreign : own)(field, place);
    variants.push({ name: 'own record, foreign lines', params: own, rest: foreignLines, options: ALL_NAMED });
  }
  const lists = new Set(input.flatMap((schema) => namedListFields(schema, foreign)));
  if (lists.size > 0 && !onlyReads(route)) {
    const foreignIds: FieldValues = (field, place) => (lists.has(field) ? foreign : own)(field, place);
    variants.push({ name: 'own record, foreign ids', params: own, rest: foreignIds, options: ALL_NAMED });
    const mixed: FieldValues = (field, place) =>
      lists.has(field)
        ? [...(own(field, place) ?? []).slice(0, 1), ...(foreign(field, place) ?? [])]
        : foreign(field, place);
    variants.push({ name: 'own and foreign ids', params: foreign, rest: mixed, options: ALL_NAMED });
  }
  return variants;
}

function callsOf(role: Role, route: Route, variants: Variant[], fileRecords: SupplierRecords): MatrixCall[] {
  return variants.map((variant) => ({
    role,
    route,
    variant: variant.name,
    values: { params: variant.params, rest: variant.rest, options: variant.options },
    fileRecords,
  }));
}

/**
 * A supplier's calls, with the other supplier's records: a route its declaration refuses it once (the
 * refusal comes first), every other route in every variant.
 */
function supplierCalls(role: (typeof SUPPLIERS)[number]): MatrixCall[] {
  const other = records[OTHER_SUPPLIER[role]];
  return ROUTES.flatMap((route) => {
    const foreign = recordValues(other, route);
    const variants = variantsOf(route, foreign, recordValues(records[role], route));
    return callsOf(
      role,
      route,
      declaredRefusal(role, route.endpoint) ? variants.slice(0, 1) : variants,
      other,
    );
  });
}

/**
 * A buyer's calls, with supplier.b's records. A buyer none of whose companies supplier.b serves makes every
 * call in every variant: to it supplier.b is another buyer's supplier (supplier.a, which serves its company,
 * stands for its own records). Any other buyer makes the calls its declaration refuses it (they must be
 * refused) and its reads (they must answer), once each; SupperAdmin its reads also with each filter alone,
 * the matrix's control. Those buyers' permitted writes are what they do to supplier.b's records, and would
 * change the demo data the other calls rely on.
 */
function buyerCalls(role: (typeof BUYERS)[number]): MatrixCall[] {
  const supplier = records['supplier.b'];
  return ROUTES.flatMap((route) => {
    const values = recordValues(supplier, route);
    const variants = variantsOf(route, values);
    const once = callsOf(role, route, variants.slice(0, 1), supplier);
    if (declaredRefusal(role, route.endpoint) !== null) return once;
    if (strangers.has(role)) {
      const own = recordValues(records[STRANGERS_SUPPLIER], route);
      return callsOf(role, route, variantsOf(route, values, own), supplier);
    }
    if (!onlyReads(route)) return [];
    if (role !== 'superadmin') return once;
    const filtered = variants.filter((variant) => variant.name.startsWith('only '));
    return callsOf(role, route, [...variants.slice(0, 1), ...filtered], supplier);
  });
}

/** Routes whose replies show one of the texts (which routes the matrix's values reach records through). */
function routesShowing(results: CallResult[], texts: RegExp): string[] {
  const routes = results.filter((result) => shownNotSent(texts, result.reply, result.sent).length > 0);
  return [...new Set(routes.map((result) => result.call.route.name))].sort();
}

// ---- the matrix --------------------------------------------------------------------------------------------

describe('authorization matrix', () => {
  it('is generated from every API route the app registers', () => {
    const declared = ROUTES.flatMap(({ endpoint }) =>
      methodsOf(endpoint).map(
        (method) => `${method} ${t().apiBase}${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const registered = t()
      .app.routeCatalogue.filter(
        (route) =>
          route.url.startsWith(`${t().apiBase}/`) &&
          !route.url.startsWith(`${t().apiBase}/docs`) &&
          route.method !== 'HEAD' &&
          route.access !== 'public' &&
          route.access !== 'erpClient',
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.sort()).toEqual(declared.sort());
  });

  it("fills every field of the contract that names a supplier's record", () => {
    const unfilled = ROUTES.flatMap((route) =>
      [route.endpoint.params, route.endpoint.query, route.endpoint.body]
        .flatMap(fieldNames)
        .filter((field) => NAMES_A_RECORD.test(field) && !sourceOf(field, route))
        .filter(
          (field) =>
            !NAMES_NO_SUPPLIER_RECORD.has(field) && !NAMES_NO_SUPPLIER_RECORD.has(`${route.module}.${field}`),
        )
        .map((field) => `${route.name}: ${field}`),
    );
    expect(unfilled).toEqual([]);
  });

  it.each(SUPPLIERS)(
    '%s: sees nothing of the other supplier, changes none of its rows, is refused as declared',
    async (role) => {
      const { problems } = await runGuarded(supplierCalls(role), fingerprintOf([OTHER_SUPPLIER[role]]));
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it.each(BUYERS)(
    '%s: is refused as declared, its reads answer, a supplier of another buyer stays out of its reach',
    async (role) => {
      // a stranger may write on the records that stand for its own
      const guarded = SUPPLIERS.filter((supplier) => !strangers.has(role) || supplier !== STRANGERS_SUPPLIER);
      const { problems, results } = await runGuarded(buyerCalls(role), fingerprintOf(guarded));
      expect(problems).toEqual([]);
      if (role === 'superadmin') {
        // the control: with the same values a buyer who sees every supplier is shown supplier.b's records
        // through every read both it and a supplier make (but those naming no records by nature)
        const reached = routesShowing(results, anyOf(identifyingTexts(records['supplier.b'])));
        const unreached = ROUTES.filter(
          (route) =>
            onlyReads(route) &&
            route.endpoint.scope === 'own' &&
            declaredRefusal('supplier.a', route.endpoint) === null &&
            declaredRefusal(role, route.endpoint) === null &&
            !NAMES_NO_RECORDS.has(route.name) &&
            !reached.includes(route.name),
        );
        expect(unreached.map((route) => route.name)).toEqual([]);
      }
    },
    120_000,
  );
});

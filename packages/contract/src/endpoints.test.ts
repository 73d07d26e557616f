import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './all-endpoints.ts';
import { asnEndpoints } from './asn.ts';
import { auditLogEndpoints } from './audit-log.ts';
import { companiesEndpoints } from './companies.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { emailConfigurationEndpoints } from './email-configuration.ts';
import { type EndpointDef, type HttpMethod, methodsOf } from './endpoint.ts';
import { erpInboundEndpoints } from './erp-inbound.ts';
import { grEndpoints } from './gr.ts';
import { interfaceLogEndpoints } from './interface-log.ts';
import { invoiceEndpoints } from './invoice.ts';
import { lookupEndpoints } from './lookup.ts';
import { masterDataEndpoints } from './master-data.ts';
import { performanceEndpoints } from './performance.ts';
import { BUTTON_CODES, MENU_CODES } from './permissions.ts';
import { reconciliationEndpoints } from './reconciliation.ts';
import { relationshipsEndpoints } from './relationships.ts';
import { rolesEndpoints } from './roles.ts';
import { scheduleEndpoints } from './schedule.ts';
import { securityCheckEndpoints } from './security-check.ts';
import { sentMailEndpoints } from './sent-mail.ts';
import { sessionEndpoints } from './session.ts';
import { usersEndpoints } from './users.ts';

/** Each contract file's endpoints under the module name DESIGN.md gives the file. */
const MODULES: Record<string, Record<string, EndpointDef>> = {
  session: sessionEndpoints,
  dashboard: dashboardEndpoints,
  lookup: lookupEndpoints,
  schedule: scheduleEndpoints,
  asn: asnEndpoints,
  gr: grEndpoints,
  securityCheck: securityCheckEndpoints,
  invoice: invoiceEndpoints,
  masterData: masterDataEndpoints,
  emailConfiguration: emailConfigurationEndpoints,
  users: usersEndpoints,
  roles: rolesEndpoints,
  companies: companiesEndpoints,
  relationships: relationshipsEndpoints,
  interfaceLog: interfaceLogEndpoints,
  erpInbound: erpInboundEndpoints,
  sentMail: sentMailEndpoints,
  auditLog: auditLogEndpoints,
  performance: performanceEndpoints,
  reconciliation: reconciliationEndpoints,
};

type Declaration = { module: string; name: string; def: EndpointDef; methods: readonly HttpMethod[] };
const declarations: Declaration[] = Object.entries(MODULES).flatMap(([module, endpoints]) =>
  Object.entries(endpoints).map(([name, def]) => ({ module, name, def, methods: methodsOf(def) })),
);

type SpecRow = { line: number; module: string; methods: string[]; path: string; source: string };

// A copy of the specification's endpoints.tsv lives in the repo, so a fresh clone tests against it.
const specRows: SpecRow[] = readFileSync(resolve(import.meta.dirname, '../spec/endpoints.tsv'), 'utf8')
  .split('\n')
  .map((text, index) => ({ text, line: index + 1 }))
  .slice(1)
  .filter(({ text }) => text.trim() !== '')
  .map(({ text, line }) => {
    const [module = '', method = '', path = '', source = ''] = text.split('\t');
    return { line, module, methods: method.split('|'), path, source };
  });

const ACCESS = new Set<string>(['public', 'authenticated', 'erpClient', ...MENU_CODES, ...BUTTON_CODES]);
const SCOPES = new Set(['own', 'buyerOnly', 'supplierOnly', 'none']);
const KINDS = new Set(['json', 'file', 'upload']);
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

const sorted = (values: readonly string[]) => [...values].sort();
const label = (declaration: Declaration) => `${declaration.module}.${declaration.name}`;
const isInSpec = (declaration: Declaration) =>
  specRows.some(
    (row) =>
      row.path === declaration.def.path &&
      row.methods.some((m) => declaration.methods.includes(m as HttpMethod)),
  );

describe('allEndpoints', () => {
  it('holds every module object under its module name', () => {
    expect(sorted(Object.keys(allEndpoints))).toEqual(sorted(Object.keys(MODULES)));
    for (const [module, endpoints] of Object.entries(MODULES)) {
      expect(allEndpoints[module as keyof typeof allEndpoints], module).toBe(endpoints);
    }
  });

  it('misses no *Endpoints object exported by a contract file', async () => {
    const registered = new Set<unknown>(Object.values(allEndpoints));
    const files = readdirSync(import.meta.dirname).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'all-endpoints.ts',
    );
    for (const file of files) {
      const exported: Record<string, unknown> = await import(resolve(import.meta.dirname, file));
      for (const [name, value] of Object.entries(exported)) {
        if (name.endsWith('Endpoints')) expect(registered.has(value), `${file}: ${name}`).toBe(true);
      }
    }
  });
});

describe('endpoints.tsv', () => {
  it('has rows', () => {
    expect(specRows.length).toBeGreaterThan(100);
  });

  it.each(specRows.map((row) => [`${row.line}: ${row.methods.join('|')} ${row.path}`, row] as const))(
    'declares row %s exactly once, in its module, with its methods',
    (_, row) => {
      const matches = declarations.filter(
        (declaration) =>
          declaration.def.path === row.path &&
          declaration.methods.some((method) => row.methods.includes(method)),
      );
      expect(matches.map(label)).toHaveLength(1);
      const [match] = matches;
      expect(match?.module).toBe(row.module);
      expect(sorted(match?.methods ?? [])).toEqual(sorted(row.methods));
      expect(Boolean(match?.def.ours), 'ours matches the source column').toBe(row.source === 'ours');
    },
  );

  it('lists every declaration the contract does not mark as ours', () => {
    const unlisted = declarations.filter((declaration) => !declaration.def.ours && !isInSpec(declaration));
    expect(unlisted.map(label)).toEqual([]);
  });
});

describe('declarations', () => {
  it('never share a method and path', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const declaration of declarations) {
      for (const method of declaration.methods) {
        const key = `${method} ${declaration.def.path}`;
        const earlier = seen.get(key);
        if (earlier) clashes.push(`${key}: ${earlier} and ${label(declaration)}`);
        seen.set(key, label(declaration));
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each(declarations.map((declaration) => [label(declaration), declaration] as const))(
    '%s is complete',
    (_, { def, methods }) => {
      expect(def.summary.trim()).not.toBe('');
      expect(ACCESS.has(def.access), `access ${def.access}`).toBe(true);
      expect(SCOPES.has(def.scope), `scope ${def.scope}`).toBe(true);
      expect(KINDS.has(def.kind), `kind ${def.kind}`).toBe(true);
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) expect(METHODS.has(method), `method ${method}`).toBe(true);
      expect(def.path).toMatch(/^\/[^\s?]*$/);
      if (def.kind === 'file') expect(def.fileName?.trim() ?? '', 'fileName').not.toBe('');
      if (def.kind === 'upload') expect(methods).toEqual(['POST']);
      if (methods.every((method) => method === 'GET')) expect(def.body, 'a GET has no body').toBeUndefined();
    },
  );

  it.each(declarations.map((declaration) => [label(declaration), declaration] as const))(
    '%s declares exactly its path parameters',
    (_, { def }) => {
      const inPath = [...def.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const declared = def.params instanceof z.ZodObject ? Object.keys(def.params.shape) : [];
      expect(def.params === undefined || def.params instanceof z.ZodObject).toBe(true);
      expect(sorted(declared)).toEqual(sorted(inPath));
    },
  );
});

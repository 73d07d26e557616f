import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { allEndpoints } from '@portal/contract/all-endpoints';
import { type EndpointDef, methodsOf } from '@portal/contract/endpoint';
import { grEndpoints } from '@portal/contract/gr';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

type Schema = {
  type?: string | string[];
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
};
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type OpenApiDocument = {
  openapi: string;
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
};

// The contract keeps a copy of the specification's endpoints.tsv (its own test checks every row is declared).
const specRows = readFileSync(
  resolve(import.meta.dirname, '../../../../packages/contract/spec/endpoints.tsv'),
  'utf8',
)
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [, method = '', path = ''] = line.split('\t');
    return { methods: method.split('|').map((m) => m.toLowerCase()), path };
  });

const declarations = Object.values(allEndpoints).flatMap((endpoints) =>
  Object.values(endpoints as Record<string, EndpointDef>),
);

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let document: OpenApiDocument;
const operations: Array<{ label: string; operation: Operation }> = [];

beforeAll(async () => {
  const response = await t().app.inject({ method: 'GET', url: `${t().apiBase}/docs/json` });
  document = response.json<OpenApiDocument>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (HTTP_METHODS.has(method)) operations.push({ label: `${method} ${path}`, operation });
    }
  }
});

const pathOf = (endpoint: EndpointDef) => `${t().apiBase}${endpoint.path}`;
const operationsOf = (endpoint: EndpointDef) =>
  methodsOf(endpoint).map((method) => ({
    label: `${method} ${endpoint.path}`,
    operation: document.paths[pathOf(endpoint)]?.[method.toLowerCase()],
  }));

/** The alternatives a schema allows (itself, or the members of its anyOf/oneOf). */
const alternatives = (schema: Schema | undefined): Schema[] =>
  schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : []);
const allowsArray = (schema: Schema) => [schema.type].flat().includes('array');

describe('the served OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document for an independent validator', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    // validate() dereferences in place; the clone keeps the served document intact for the other checks
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('names a server', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  it('documents every call of endpoints.tsv with its methods', () => {
    expect(specRows.length).toBeGreaterThan(100);
    const missing = specRows.flatMap(({ methods, path }) =>
      methods
        .filter((method) => !document.paths[`${t().apiBase}${path}`]?.[method])
        .map((method) => `${method} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives every operation a summary and a tag declared by the document', () => {
    const declared = new Set(document.tags?.map((tag) => tag.name));
    expect(operations.length).toBeGreaterThan(150);
    const lacking = operations
      .filter(
        ({ operation }) =>
          !operation.summary?.trim() ||
          !operation.tags?.length ||
          operation.tags.some((tag) => !declared.has(tag)),
      )
      .map(({ label }) => label);
    expect(lacking).toEqual([]);
  });

  it('tags the operations of each contract module with the module', () => {
    const mistagged = Object.entries(allEndpoints).flatMap(([module, endpoints]) =>
      Object.values(endpoints as Record<string, EndpointDef>)
        .flatMap(operationsOf)
        .filter(({ operation }) => operation?.tags?.join() !== module)
        .map(({ label }) => `${label}: ${module}`),
    );
    expect(mistagged).toEqual([]);
  });

  it('describes every upload as a multipart form with a binary file', () => {
    const uploads = declarations.filter((endpoint) => endpoint.kind === 'upload').flatMap(operationsOf);
    expect(uploads.length).toBeGreaterThanOrEqual(11);
    for (const { label, operation } of uploads) {
      const form = operation?.requestBody?.content?.['multipart/form-data']?.schema;
      expect(form?.properties?.file, label).toMatchObject({ type: 'string', format: 'binary' });
      expect(form?.required, label).toContain('file');
    }
  });

  it('keeps the JSON part of an upload that carries one beside the file', () => {
    const form = operationsOf(allEndpoints.invoice.uploadItemList)[0]?.operation?.requestBody?.content?.[
      'multipart/form-data'
    ]?.schema;
    expect(form?.required).toEqual(['file', 'dto']);
    expect(form?.properties?.dto?.properties?.asnNoList).toBeDefined();
  });

  it("describes every download's file with its media type, and the envelope answered instead of a file", () => {
    const expected: Record<string, string> = {
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      pdf: 'application/pdf',
      xml: 'application/xml',
    };
    const downloads = declarations.filter((endpoint) => endpoint.kind === 'file');
    const checked = downloads.flatMap((endpoint) =>
      operationsOf(endpoint).map(({ label, operation }) => {
        const content = operation?.responses?.['200']?.content ?? {};
        const extension = endpoint.fileName?.split('.').at(1);
        const mediaType = extension ? expected[extension] : 'application/octet-stream';
        expect(mediaType, `${label}: ${endpoint.fileName}`).toBeDefined();
        expect(content[mediaType ?? '']?.schema, label).toEqual({ type: 'string', format: 'binary' });
        expect(content['application/json']?.schema?.properties?.code, label).toBeDefined();
        return label;
      }),
    );
    expect(checked.length).toBeGreaterThanOrEqual(42);
  });

  it('declares the media type the server serves each download with', async () => {
    const token = await t().login('admin');
    // downloads that need no path parameter and answer a file for the seeded data (the templates at least)
    const served = [];
    for (const endpoint of declarations.filter((e) => e.kind === 'file' && !e.params)) {
      const response = await t().request(endpoint, { token });
      if (!String(response.headers['content-disposition'] ?? '').startsWith('attachment')) continue;
      const [{ operation } = { operation: undefined }] = operationsOf(endpoint);
      const documented = Object.keys(operation?.responses?.['200']?.content ?? {}).filter(
        (type) => type !== 'application/json',
      );
      expect(documented, endpoint.path).toHaveLength(1);
      expect(String(response.headers['content-type']).split(';')[0], endpoint.path).toBe(documented[0]);
      served.push(endpoint.path);
    }
    expect(served.length).toBeGreaterThanOrEqual(8);
  });

  it('documents a query filter that takes one value or many as either, as the server accepts it', async () => {
    const listFilters = operations.flatMap(({ label, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && alternatives(parameter.schema).some(allowsArray))
        .map((parameter) => ({ label: `${label} ${parameter.name}`, schema: parameter.schema })),
    );
    expect(listFilters.length).toBeGreaterThan(10);
    const arrayOnly = listFilters
      .filter(({ schema }) => alternatives(schema).every(allowsArray))
      .map(({ label }) => label);
    expect(arrayOnly).toEqual([]);

    // what the document promises: one value alone is a filter, not a validation error
    const token = await t().login('admin');
    const single = await t().request(grEndpoints.download, { token, query: { asnNo: 'NO-SUCH-ASN' } });
    expect(single.json()).toMatchObject({ code: 200, data: null });
  });
});

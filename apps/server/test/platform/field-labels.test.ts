import { allEndpoints } from '@portal/contract/all-endpoints';
import type { EndpointDef } from '@portal/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ASN_UPLOAD_FIELDS } from '../../src/modules/asn/upload-asn.ts';
import { ITEM_LIST_FIELDS } from '../../src/modules/invoice/item-list-upload.ts';
import { FEEDBACK_FIELDS } from '../../src/modules/schedule/feedback-upload.ts';
import { FIELD_LABELS } from '../../src/platform/i18n/field-labels.ts';
import { aboutField, fieldName } from '../../src/platform/i18n/field-name.ts';
import { validationReasons } from '../../src/platform/i18n/platform-messages.ts';
import { checkRows } from '../../src/platform/xlsx/row-checks.ts';

/** Every property name anywhere in a JSON schema (nested objects, array items, unions). */
function propertyNames(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(propertyNames);
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own =
    node.properties !== null && typeof node.properties === 'object' ? Object.keys(node.properties) : [];
  return [...own, ...Object.values(node).flatMap(propertyNames)];
}

/** The fields users submit: body, query and path of every endpoint but the ERP's machine interface. */
function submittedFields(): Map<string, string> {
  const endpoints: Array<[string, EndpointDef]> = Object.entries(allEndpoints).flatMap(([module, defs]) =>
    Object.entries(defs as Record<string, EndpointDef>).map(([name, def]): [string, EndpointDef] => [
      `${module}.${name}`,
      def,
    ]),
  );
  const fields = new Map<string, string>();
  for (const [where, def] of endpoints.filter(([, def]) => def.access !== 'erpClient')) {
    for (const part of [def.body, def.query, def.params]) {
      if (!part) continue;
      const schema = z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' });
      for (const name of propertyNames(schema)) if (!fields.has(name)) fields.set(name, where);
    }
  }
  return fields;
}

const LABELS: Record<string, Record<'cn' | 'en' | 'th', string>> = FIELD_LABELS;
const FIELDS = submittedFields();
/** Columns of the upload templates whose headers are these labels: fields users submit in a file. */
const FILE_COLUMNS = new Set(
  [...ASN_UPLOAD_FIELDS, ...FEEDBACK_FIELDS, ...ITEM_LIST_FIELDS.INDIA].map((field) => field.key),
);

/** Latin words a cn or th label may keep (docs/glossary.md "Kept as they are", plus the T-EDI brand). */
const KEPT_WORDS = new Set([
  'ASN',
  'GR',
  'QAD',
  'CGST',
  'SGST',
  'IGST',
  'WHT',
  'QR',
  'Covisint',
  'T',
  'EDI',
  'kg',
]);

describe('field labels (the names a refusal gives payload fields)', () => {
  it('reads the contract: the request schemas hold the fields users submit', () => {
    expect(FIELDS.size).toBeGreaterThan(200);
    for (const known of ['supplierCode', 'lotSizeQty', 'asnDetails', 'pageNo'])
      expect(FIELDS.has(known)).toBe(true);
  });

  it('labels every field users submit in cn, en and th, so a new field cannot ship unnamed', () => {
    const unnamed = [...FIELDS]
      .filter(([name]) => !Object.hasOwn(LABELS, name))
      .map(([name, where]) => `${name} (${where})`);
    expect(unnamed).toEqual([]);
  });

  it('labels nothing the contract does not send (no stale entries)', () => {
    expect(Object.keys(LABELS).filter((name) => !FIELDS.has(name) && !FILE_COLUMNS.has(name))).toEqual([]);
  });

  it('never answers a payload name as a label, and keeps cn and th free of English', () => {
    const problems = Object.entries(LABELS).flatMap(([name, label]) => [
      ...(['cn', 'en', 'th'] as const)
        .filter((locale) => label[locale].trim() === '' || label[locale] === name)
        .map((locale) => `${name} ${locale}: "${label[locale]}"`),
      ...(['cn', 'th'] as const).flatMap((locale) =>
        [...label[locale].matchAll(/[A-Za-z]{2,}/g)]
          .map((match) => match[0])
          .filter((word) => !KEPT_WORDS.has(word))
          .map((word) => `${name} ${locale}: "${word}"`),
      ),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('fieldName', () => {
  it('names a field by its label in the caller language', () => {
    expect(fieldName('supplierCode', 'cn')).toBe('供应商代码');
    expect(fieldName('supplierCode', 'en')).toBe('Supplier Code');
    expect(fieldName('supplierCode', 'th')).toBe('รหัสซัพพลายเออร์');
  });

  it('names a nested field by the field it ends in, and a list item by its list and line (1-based)', () => {
    expect(fieldName('emailInfo.email', 'en')).toBe('Email');
    expect(fieldName('asnDetails/1/lotSizeQty', 'en')).toBe('Qty per Package (ASN Lines, line 2)');
    expect(fieldName(['asnDetails', 0, 'lotSizeQty'], 'cn')).toBe('ASN 明细第 1 行的每包装数量');
    expect(fieldName('asnDetails.0.lotSizeQty', 'th')).toBe('จำนวนต่อบรรจุภัณฑ์ (รายการ ASN รายการที่ 1)');
    expect(fieldName('deliveryScheduleDetailIds.2', 'en')).toBe('Schedule Line, item 3');
    expect(fieldName('deliveryScheduleDetailIds.2', 'cn')).toBe('计划行第 3 项');
  });

  it('keeps a name the catalogue lacks as it was sent, rather than losing the field', () => {
    expect(fieldName('lines.0.grLineNo', 'en')).toBe('lines.0.grLineNo');
    // a known field in an unknown list keeps its label: never the raw name when a label exists
    expect(fieldName('lines.0.partNo', 'en')).toBe('Part No');
    expect(fieldName('toString', 'en')).toBe('toString');
  });

  it('starts a rule refusal with the label, joined as the language writes it', () => {
    const message = aboutField('lotSizeQty', validationReasons.required);
    expect(message).toEqual({
      cn: '每包装数量：不能为空',
      en: 'Qty per Package: is required',
      th: 'จำนวนต่อบรรจุภัณฑ์: ต้องระบุ',
    });
  });

  it('names an upload row field by its label when the template gives no header for it', () => {
    const schema = z.object({ supplierCode: z.string(), lotSizeQty: z.string() });
    const { errors } = checkRows([{ rowNumber: 2, values: { lotSizeQty: '1' } }], schema, 'cn');
    expect(errors).toEqual([{ row: 2, field: 'supplierCode', message: '供应商代码: 不能为空' }]);
  });
});

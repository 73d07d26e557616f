import { z } from 'zod';

/**
 * What a field of an input schema takes, as far as an attacker cares: free text, text in a fixed format
 * (dates, decimals, mail addresses), a date, a whole number, a choice among values, a yes/no, a list or a
 * nested object. `opaque` is a schema this walk does not look into (a lazy tree): it is attacked whole.
 */
export type FieldKind =
  | 'text'
  | 'formatted'
  | 'date'
  | 'integer'
  | 'number'
  | 'choice'
  | 'boolean'
  | 'list'
  | 'object'
  | 'opaque';

export type FieldPath = ReadonlyArray<string | number>;

export interface SchemaField {
  /** from the input's root; a list's element is at position 0 */
  path: FieldPath;
  kind: FieldKind;
  /** a value the field accepts (used to build a request whose other fields are well-formed) */
  sample: unknown;
}

/** An id no record has: a request built from samples names nothing that exists, so it cannot change a record. */
export const ABSENT_ID = 987_654_321;

/** Candidates tried in order; the first the field accepts is its sample. */
const TEXT_SAMPLES = [
  'HOSTILE',
  'H',
  '1',
  '20260115',
  '2026-01-15',
  '2026-01-15 08:00',
  '08:00',
  'hostile@example.com',
  'Y',
  'Asia/Shanghai',
  'CN',
];
const DATE_SAMPLES = ['20260115', '2026-01-15', '2026-01-15 08:00'];
const NUMBER_SAMPLES = [ABSENT_ID, 1, 0, 0.5];

/** Wrappers that change neither what a field is nor where it sits. */
function unwrapped(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodPrefault) {
      optional = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (
      inner instanceof z.ZodNullable ||
      inner instanceof z.ZodReadonly ||
      inner instanceof z.ZodCatch ||
      inner instanceof z.ZodNonOptional
    ) {
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodPipe) {
      // what the client sends is the pipe's input
      inner = inner.in as z.ZodType;
    } else if (inner instanceof z.ZodUnion) {
      // decimal ids (number | digits) and single-or-many filters (text | list): the first option says what it is
      inner = inner.options[0] as z.ZodType;
    } else {
      return { inner, optional };
    }
  }
}

const firstAccepted = (schema: z.ZodType, candidates: readonly unknown[]) =>
  candidates.find((candidate) => schema.safeParse(candidate).success);

/** `schema` is the whole field (a pipe's output rules included), not only the string it starts from. */
function kindOfString(schema: z.ZodType): FieldKind {
  if (schema.safeParse('HOSTILE').success || schema.safeParse('H').success) return 'text';
  if (firstAccepted(schema, DATE_SAMPLES) !== undefined) return 'date';
  return 'formatted';
}

export function kindOf(schema: z.ZodType): FieldKind {
  const { inner } = unwrapped(schema);
  if (inner instanceof z.ZodString) return kindOfString(schema);
  if (inner instanceof z.ZodNumber) return inner.isInt ? 'integer' : 'number';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) return 'choice';
  if (inner instanceof z.ZodArray) return 'list';
  if (inner instanceof z.ZodObject) return 'object';
  return 'opaque';
}

const isIdName = (name: string | number | undefined) =>
  typeof name === 'string' && (name === 'id' || /Id$/.test(name));

export interface SampleOptions {
  /** also fill optional id fields: a save without an id creates, one with an absent id finds nothing */
  optionalIds: boolean;
}

/** A value the schema accepts, with required fields only (and optional ids when asked); undefined when none is found. */
export function sampleOf(schema: z.ZodType, options: SampleOptions, name?: string | number): unknown {
  const { inner } = unwrapped(schema);
  if (inner instanceof z.ZodObject) {
    const sample: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      const optional = unwrapped(field).optional;
      if (optional && !(options.optionalIds && isIdName(key) && kindOf(field) === 'integer')) continue;
      const value = sampleOf(field, options, key);
      if (value !== undefined) sample[key] = value;
    }
    return sample;
  }
  if (inner instanceof z.ZodArray) {
    const element = sampleOf(inner.element as z.ZodType, options, name);
    return element === undefined ? [] : [element];
  }
  // the whole field decides, so a pipe's output rules (a decimal behind a string) are met too
  if (inner instanceof z.ZodString) return firstAccepted(schema, TEXT_SAMPLES);
  if (inner instanceof z.ZodNumber)
    return firstAccepted(schema, isIdName(name) ? NUMBER_SAMPLES : [1, ...NUMBER_SAMPLES]);
  if (inner instanceof z.ZodBoolean) return false;
  if (inner instanceof z.ZodEnum) return inner.options[0];
  if (inner instanceof z.ZodLiteral) return [...inner.values][0];
  return undefined;
}

/** Every field of the schema, nested ones included (a list's element at position 0), with a sample each. */
export function fieldsOf(schema: z.ZodType | undefined, path: FieldPath = [], depth = 0): SchemaField[] {
  if (!schema || depth > 6) return [];
  const { inner } = unwrapped(schema);
  const here: SchemaField[] =
    path.length === 0
      ? []
      : [{ path, kind: kindOf(schema), sample: sampleOf(schema, { optionalIds: false }, path.at(-1)) }];
  if (inner instanceof z.ZodObject) {
    const children = Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      fieldsOf(field, [...path, key], depth + 1),
    );
    return [...here, ...children];
  }
  if (inner instanceof z.ZodArray)
    return [...here, ...fieldsOf(inner.element as z.ZodType, [...path, 0], depth + 1)];
  return here;
}

/** Whether the schema is an object whose fields this walk can name (else only the whole input is attacked). */
export function isWalkable(schema: z.ZodType | undefined): boolean {
  return schema !== undefined && unwrapped(schema).inner instanceof z.ZodObject;
}

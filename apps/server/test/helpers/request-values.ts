import { z } from 'zod';

/**
 * Values chosen for a field by its name (e.g. another supplier's ids), or undefined for a sample value;
 * `place` tells a field of the record (top level, nested objects) from one of an item in a list of objects.
 */
export type FieldValues = (field: string, place: FieldPlace) => readonly (string | number)[] | undefined;
export type FieldPlace = 'record' | 'item';

/**
 * Which optional fields a request fills: every named one; none (a list call without its filters); or only
 * the one given (a list filtered by that field alone, so no other filter can hide what it finds).
 */
export type ValueOptions = { optional: 'named' } | { optional: 'omit' } | { optional: 'only'; field: string };

/** Strings a text field is tried with until its schema takes one (ids, codes, dates, times, passwords). */
const TEXT_SAMPLES = [
  '1',
  'A1',
  '2030-01-02',
  '2030-01-02 10:00',
  '20300102',
  'Sample#2030x',
  'a@example.com',
];

type Wrapper =
  | z.ZodOptional
  | z.ZodDefault
  | z.ZodPrefault
  | z.ZodNullable
  | z.ZodReadonly
  | z.ZodCatch
  | z.ZodNonOptional;

function isWrapper(schema: z.ZodType): schema is Wrapper {
  return (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodNonOptional
  );
}

/** The schema under optional/default/nullable wrappers and the input side of pipes and transforms. */
function unwrapped(schema: z.ZodType): z.ZodType {
  if (isWrapper(schema)) return unwrapped(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return unwrapped(schema.in as z.ZodType);
  return schema;
}

/** Whether a field may be left out (optional or defaulted). */
function mayBeOmitted(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

/** One named value in the form its field takes (as given, as a number, or as text), or undefined. */
function accepted(schema: z.ZodType, value: string | number): string | number | undefined {
  const candidates = [value, Number(value), String(value)];
  return candidates.find((candidate) => schema.safeParse(candidate).success);
}

/**
 * The named values in the shape of their field: a list for list fields, else the first value the field
 * takes (a record's number may not fit every field that names such records), else the first as it is.
 */
function shapedValues(schema: z.ZodType, values: readonly (string | number)[]): unknown {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodArray)
    return values.map((value) => accepted(inner.element as z.ZodType, value) ?? value);
  if (inner instanceof z.ZodUnion) {
    const list = (inner.options as z.ZodType[]).map(unwrapped).find((option) => option instanceof z.ZodArray);
    if (list) return shapedValues(list, values);
  }
  for (const value of values) {
    const fitting = accepted(schema, value);
    if (fitting !== undefined) return fitting;
  }
  return values[0];
}

interface Context {
  named: FieldValues;
  options: ValueOptions;
  place: FieldPlace;
}

function sampleOf(schema: z.ZodType, field: string | undefined, context: Context) {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject) return objectOf(inner, context);
  if (inner instanceof z.ZodArray)
    return [fieldValue(inner.element as z.ZodType, field, { ...context, place: 'item' })];
  if (inner instanceof z.ZodUnion) return fieldValue(inner.options[0] as z.ZodType, field, context);
  if (inner instanceof z.ZodIntersection)
    return {
      ...(fieldValue(inner.def.left as z.ZodType, field, context) as object),
      ...(fieldValue(inner.def.right as z.ZodType, field, context) as object),
    };
  if (inner instanceof z.ZodEnum) return inner.options[0];
  if (inner instanceof z.ZodLiteral) return inner.values.values().next().value;
  if (inner instanceof z.ZodBoolean) return false;
  if (inner instanceof z.ZodNumber) return 1;
  if (inner instanceof z.ZodString) return TEXT_SAMPLES.find((text) => schema.safeParse(text).success) ?? 'x';
  return undefined;
}

/** Whether an optional field that has values is filled. */
function filled(field: string | undefined, options: ValueOptions): boolean {
  if (options.optional === 'only') return field === options.field;
  return options.optional === 'named';
}

function fieldValue(schema: z.ZodType, field: string | undefined, context: Context): unknown {
  const values = field === undefined ? undefined : context.named(field, context.place);
  if (mayBeOmitted(schema) && !(values && filled(field, context.options))) return undefined;
  if (values && values.length > 0) return shapedValues(schema, values);
  return sampleOf(schema, field, context);
}

function objectOf(schema: z.ZodObject, context: Context): Record<string, unknown> {
  const entries = Object.entries(schema.shape as Record<string, z.ZodType>)
    .map(([key, field]) => [key, fieldValue(field, key, context)] as const)
    .filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries);
}

/**
 * A request value built from an input schema: every field the caller names gets its values (shaped as
 * the field takes them), every other required field a value its schema accepts, optional ones are left out.
 */
export function requestValue(schema: z.ZodType, named: FieldValues, options: ValueOptions): unknown {
  const context: Context = { named, options, place: 'record' };
  const value = fieldValue(schema, undefined, context) ?? sampleOf(schema, undefined, context);
  // a schema that wants at least one of its optional fields gets them all
  if (options.optional !== 'named' && !schema.safeParse(value).success)
    return requestValue(schema, named, { optional: 'named' });
  return value;
}

/** The optional fields of an input schema's top level that have named values: the filters of a list. */
export function namedOptionalFields(schema: z.ZodType | undefined, named: FieldValues): string[] {
  const inner = schema ? unwrapped(schema) : undefined;
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>)
    .filter(([key, field]) => mayBeOmitted(field) && named(key, 'record') !== undefined)
    .map(([key]) => key);
}

/** The top-level list fields of an input schema that have named values (ids of a batch action). */
export function namedListFields(schema: z.ZodType | undefined, named: FieldValues): string[] {
  const inner = schema ? unwrapped(schema) : undefined;
  if (!(inner instanceof z.ZodObject)) return [];
  const isList = (field: z.ZodType): boolean => {
    const unwrappedField = unwrapped(field);
    return (
      unwrappedField instanceof z.ZodArray ||
      (unwrappedField instanceof z.ZodUnion && (unwrappedField.options as z.ZodType[]).some(isList))
    );
  };
  return Object.entries(inner.shape as Record<string, z.ZodType>)
    .filter(([key, field]) => isList(field) && named(key, 'record') !== undefined)
    .map(([key]) => key);
}

/** Whether an input schema holds a list of objects with a field that has named values (lines of a document). */
export function hasNamedItemFields(schema: z.ZodType | undefined, named: FieldValues): boolean {
  if (!schema) return false;
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject)
    return Object.values(inner.shape as Record<string, z.ZodType>).some((field) =>
      hasNamedItemFields(field, named),
    );
  if (!(inner instanceof z.ZodArray)) return false;
  const element = unwrapped(inner.element as z.ZodType);
  return (
    element instanceof z.ZodObject &&
    Object.keys(element.shape).some((key) => named(key, 'item') !== undefined)
  );
}

/** Every field name an input schema declares, nested ones included (what the matrix fills). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject)
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
      key,
      ...fieldNames(field),
    ]);
  if (inner instanceof z.ZodArray) return fieldNames(inner.element as z.ZodType);
  if (inner instanceof z.ZodUnion) return (inner.options as z.ZodType[]).flatMap(fieldNames);
  if (inner instanceof z.ZodIntersection)
    return [...fieldNames(inner.def.left as z.ZodType), ...fieldNames(inner.def.right as z.ZodType)];
  return [];
}

import type { FieldKind } from './schema-fields.ts';

/** One hostile value, with the label a failure message shows (control characters written out). */
export interface HostileValue {
  label: string;
  value: unknown;
  /** holds a control character that no one-line field may take: the call must be refused */
  control?: boolean;
  /** asks PostgreSQL to sleep: an answer that takes seconds means the text reached SQL as code */
  sleeps?: boolean;
}

/**
 * A class of hostile value (control characters, SQL, wrong type ...) with its variants. A field gets every
 * class that applies to its kind, once; which variant it gets turns with the field's position, so a
 * route's fields together meet every variant without each field multiplying them all.
 */
type ValueClass = readonly HostileValue[];

const hostile = (label: string, value: unknown, flags: Partial<HostileValue> = {}): HostileValue => ({
  label,
  value,
  ...flags,
});

export const SQL_DROP = "'; drop table users; --";
export const SQL_SLEEP = 'id desc, (select pg_sleep(5))';
export const LONG_TEXT = 'x'.repeat(10_000);

/** `{"__proto__": ..., "constructor": {"prototype": ...}, "prototype": ...}` as own keys, as JSON.parse makes them. */
export const PROTOTYPE_KEYS_JSON =
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}}';
export const prototypeKeysObject = (): Record<string, unknown> => JSON.parse(PROTOTYPE_KEYS_JSON);

/** Nested arrays deeper than any schema: a recursive walk over the input must not overflow its stack. */
function deeplyNested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

// ---- classes shared by several kinds ----

const controlCharacters: ValueClass = [
  hostile('NUL', 'A\u0000B', { control: true }),
  hostile('C0 controls \\u0001\\u0007\\u001b', 'A\u0001\u0007\u001bB', { control: true }),
  hostile('NUL at the end', 'A\u0000', { control: true }),
];
// allowed in a multi-line field, refused in any other; never a 500
const lineBreaks: ValueClass = [hostile('tab/CR/LF', 'A\r\n\tB')];
const longText: ValueClass = [hostile('10k chars', LONG_TEXT)];
const sqlText: ValueClass = [
  hostile('SQL drop', SQL_DROP),
  hostile('SQL pg_sleep', SQL_SLEEP, { sleeps: true }),
];
/** Keys of Object.prototype: a lookup table indexed by client text must not find them. */
const prototypeNames: ValueClass = [
  hostile('"constructor"', 'constructor'),
  hostile('"__proto__"', '__proto__'),
  hostile('"toString"', 'toString'),
  hostile('"hasOwnProperty"', 'hasOwnProperty'),
];
const loneSurrogate: ValueClass = [hostile('lone surrogate', 'A\uD800B')];
const nothing: ValueClass = [hostile('null', null)];

const wrongTypeForText: ValueClass = [
  hostile('number for text', 12345),
  hostile('object for text', { nested: 'x' }),
  hostile('boolean for text', true),
];
const arrayForText: ValueClass = [hostile('array for text', [SQL_DROP])];

const TEXT: readonly ValueClass[] = [
  controlCharacters,
  lineBreaks,
  longText,
  sqlText,
  prototypeNames,
  loneSurrogate,
  wrongTypeForText,
  arrayForText,
  nothing,
];

/** sortName and the like: every variant, since these are the fields that reach ORDER BY. */
const SORT_NAME: readonly ValueClass[] = [
  ...[...controlCharacters, ...longText, ...sqlText, ...prototypeNames].map((value) => [value]),
  [hostile("'id desc'", 'id desc')],
  [hostile('SQL subquery', '(select password_hash from users limit 1)')],
  [hostile('number for text', 12345)],
  arrayForText,
  nothing,
];

const FORMATTED: readonly ValueClass[] = [
  controlCharacters,
  longText,
  sqlText,
  [hostile("'1e3'", '1e3'), hostile("'0x10'", '0x10'), hostile("'-1'", '-1'), hostile("'-0'", '-0')],
  [hostile('400 digits', '9'.repeat(400)), hostile('400 decimals', `1.${'9'.repeat(400)}`)],
  wrongTypeForText,
  [hostile('array for text', ['1'])],
  nothing,
];

// ---- numbers: ids, paging, counts (decimal digits in range only: `0x10` must not name record 16) ----

const negativeOrZero: ValueClass = [
  hostile('-1', -1),
  hostile('0', 0),
  hostile("'-1'", '-1'),
  hostile('-1e12', -1e12),
];
const huge: ValueClass = [
  hostile('1e12', 1e12),
  hostile('2^53', 2 ** 53),
  hostile('1e308', 1e308),
  hostile('10k digits', '9'.repeat(10_000)),
];
const otherNotations: ValueClass = [
  hostile("'1e3'", '1e3'),
  hostile("'0x10'", '0x10'),
  hostile("' 16'", ' 16'),
  hostile('1.5', 1.5),
  hostile("'1e12'", '1e12'),
];
const textForNumber: ValueClass = [
  hostile("'abc'", 'abc'),
  hostile("''", ''),
  hostile('SQL in a number', '1; drop table users; --'),
  hostile('SQL pg_sleep', SQL_SLEEP, { sleeps: true }),
];
const wrongTypeForNumber: ValueClass = [
  hostile('object for number', {}),
  hostile('boolean for number', true),
];

const INTEGER: readonly ValueClass[] = [
  negativeOrZero,
  huge,
  otherNotations,
  textForNumber,
  [hostile('NUL', '1\u0000', { control: true })],
  wrongTypeForNumber,
  [hostile('array for number', [1])],
  nothing,
];

/** pageNo and size: every value the paging rules must refuse, plus their bounds. */
const PAGING: readonly ValueClass[] = [
  ...[...negativeOrZero, ...huge, ...otherNotations].map((value) => [value]),
  [hostile('501', 501)],
  [hostile('2^31', 2 ** 31)],
  ...INTEGER.slice(3),
];

// ---- dates: out of range and impossible in the field's own format, then other formats ----

function dateClasses(sample: unknown): readonly ValueClass[] {
  const format = typeof sample === 'string' ? sample : '2026-01-15';
  const inFormat = (yyyymmdd: string) =>
    format.includes('-')
      ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}${format.slice(10)}`
      : yyyymmdd;
  return [
    [
      hostile(`'${inFormat('99991231')}'`, inFormat('99991231')),
      hostile(`'${inFormat('00000101')}'`, inFormat('00000101')),
    ],
    [
      hostile(`'${inFormat('20260230')}'`, inFormat('20260230')),
      hostile(`'${inFormat('20261301')}'`, inFormat('20261301')),
    ],
    [
      hostile("'yesterday'", 'yesterday'),
      hostile("'9999-12-31'", '9999-12-31'),
      hostile("'2026-02-30'", '2026-02-30'),
      hostile("'99991231'", '99991231'),
    ],
    [hostile('NUL', `${format}\u0000`, { control: true })],
    longText,
    sqlText,
    [hostile('number for date', 20260115), hostile('object for date', {})],
    [hostile('array for date', [format])],
    nothing,
  ];
}

function choiceClasses(sample: unknown): readonly ValueClass[] {
  const text = typeof sample === 'string' ? sample : String(sample);
  return [
    [hostile('unknown choice', 'HOSTILE-CHOICE'), hostile('lower-case choice', text.toLowerCase())],
    [hostile('choice + SQL', `${text}; drop table users; --`)],
    [hostile('NUL', `${text}\u0000`, { control: true })],
    longText,
    prototypeNames,
    [hostile('number for choice', 1), hostile('object for choice', {})],
    [hostile('array for choice', [sample])],
    nothing,
  ];
}

const BOOLEAN: readonly ValueClass[] = [
  [hostile("'true'", 'true'), hostile('1', 1), hostile("'Y'", 'Y')],
  [hostile('NUL', '\u0000', { control: true })],
  [hostile('object for boolean', {})],
  [hostile('array for boolean', [true])],
  nothing,
];

// ---- lists and objects ----

function listClasses(elementSample: unknown): readonly ValueClass[] {
  const element = elementSample ?? 'A';
  return [
    [
      hostile('text for list', 'HOSTILE'),
      hostile('number for list', 12345),
      hostile('object for list', { 0: element }),
    ],
    [hostile('list with NUL', [element, 'A\u0000B'], { control: true })],
    [
      hostile('list with null', [null]),
      hostile('list of lists', [[element]]),
      hostile('list of objects', [{}]),
    ],
    [hostile('list with prototype keys', [prototypeKeysObject()])],
    [
      hostile(
        '1,001 items',
        Array.from({ length: 1_001 }, () => element),
      ),
    ],
    [hostile('10k-char item', [LONG_TEXT]), hostile('SQL item', [SQL_DROP])],
    [hostile('3,000-deep nesting', deeplyNested(3_000))],
    nothing,
  ];
}

const OBJECT: readonly ValueClass[] = [
  [hostile('text for object', 'HOSTILE'), hostile('number for object', 1)],
  [hostile('list for object', [])],
  [hostile('prototype keys', prototypeKeysObject())],
  [hostile('unknown key with NUL', { hostileUnknown: 'A\u0000B' })],
  nothing,
];

function classesFor(
  kind: FieldKind,
  name: string | number | undefined,
  sample: unknown,
): readonly ValueClass[] {
  if (name === 'pageNo' || name === 'size') return PAGING;
  if (typeof name === 'string' && /sortName$/i.test(name)) return SORT_NAME;
  switch (kind) {
    case 'text':
      return TEXT;
    case 'formatted':
      return FORMATTED;
    case 'date':
      return dateClasses(sample);
    case 'integer':
    case 'number':
      return INTEGER;
    case 'choice':
      return choiceClasses(sample);
    case 'boolean':
      return BOOLEAN;
    case 'list':
      return listClasses(Array.isArray(sample) ? sample[0] : undefined);
    case 'object':
    case 'opaque':
      return OBJECT;
  }
}

/**
 * The hostile values a field gets: one of each class that applies to its kind and name, the variant
 * chosen by `turn` (the field's position in its route), so neighbouring fields get different variants.
 */
export function valuesFor(
  kind: FieldKind,
  name: string | number | undefined,
  sample: unknown,
  turn: number,
): HostileValue[] {
  return classesFor(kind, name, sample).flatMap((variants) => {
    const value = variants[turn % variants.length];
    return value ? [value] : [];
  });
}

/** Values for a path segment, where everything arrives as text. */
export const PATH_VALUES: HostileValue[] = [
  hostile('NUL', 'A\u0000B', { control: true }),
  hostile('C0 controls', 'A\u0001\u001bB', { control: true }),
  hostile('10k chars', LONG_TEXT),
  ...sqlText,
  ...prototypeNames.slice(0, 2),
  hostile("'-1'", '-1'),
  hostile("'0'", '0'),
  hostile("'1e12'", '1e12'),
  hostile("'1e3'", '1e3'),
  hostile("'0x10'", '0x10'),
  hostile("'1.5'", '1.5'),
  hostile("'+1'", '+1'),
  hostile("''", ''),
  hostile('17 digits', '9'.repeat(17)),
  hostile('120 digits (past the router limit)', '9'.repeat(120)),
  hostile('path traversal', '../../etc/passwd'),
  hostile('lone surrogate', 'A\uD800B'),
];

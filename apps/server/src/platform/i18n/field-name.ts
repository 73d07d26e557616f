import { FIELD_LABELS } from './field-labels.ts';
import { type Locale, type Message, render } from './locale.ts';
import { platformMessages } from './platform-messages.ts';

export type LabelledField = keyof typeof FIELD_LABELS;

const LABELS: Readonly<Record<string, Message>> = FIELD_LABELS;

/** The label of a payload field name, if the catalogue has one. */
export function fieldLabel(name: string, locale: Locale): string | undefined {
  return Object.hasOwn(LABELS, name) ? LABELS[name]?.[locale] : undefined;
}

function segmentsOf(path: string | readonly (string | number)[]): string[] {
  const parts = typeof path === 'string' ? path.split(/[./]/) : path.map(String);
  return parts.filter((part) => part !== '');
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * A payload path as the user's screen names it: the label of the field it ends in and, inside a list, the
 * list and the line (`asnDetails.1.lotSizeQty` -> "Qty per Package (ASN Lines, line 2)"). A field the
 * catalogue lacks stays as it was sent, so a message never loses it; the catalogue test keeps every request
 * field labelled.
 */
export function fieldName(path: string | readonly (string | number)[], locale: Locale): string {
  const segments = segmentsOf(path);
  const name = segments.findLast((segment) => !isIndex(segment));
  const field = name === undefined ? undefined : fieldLabel(name, locale);
  if (field === undefined) return segments.join('.');
  const at = segments.findLastIndex(isIndex);
  if (at < 0) return field;
  const line = Number(segments[at]) + 1;
  if (at === segments.length - 1) return render(platformMessages.itemOfList, locale, { list: field, line });
  const list = fieldLabel(segments[at - 1] ?? '', locale);
  return list === undefined ? field : render(platformMessages.fieldOfLine, locale, { list, field, line });
}

/** A rule's refusal about one field, starting with the field's label like a schema refusal does. */
export function aboutField(field: LabelledField, reason: Message): Message {
  const say = (locale: Locale) =>
    render(platformMessages.invalidField, locale, {
      field: FIELD_LABELS[field][locale],
      reason: reason[locale],
    });
  return { cn: say('cn'), en: say('en'), th: say('th') };
}

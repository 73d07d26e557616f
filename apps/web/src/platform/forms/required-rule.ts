import type { RuleObject } from 'antd/es/form';
import { i18n } from '../i18n/i18n.ts';

/** Spec 3 §8 "required prompt": the field named in the message; blanks count as empty. */
export function requiredInput(label: string): RuleObject {
  return { required: true, whitespace: true, message: i18n.t('forms:required.input', { field: label }) };
}

/** The same for a choice (select, radio): "please choose" rather than "please enter". */
export function requiredChoice(label: string): RuleObject {
  return { required: true, message: i18n.t('forms:required.select', { field: label }) };
}

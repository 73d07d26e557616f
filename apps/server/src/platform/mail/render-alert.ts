import type { AlertType } from '@portal/contract/email-configuration';
import { type Locale, type Message, render } from '../i18n/locale.ts';
import { ALERT_FIELDS, type AlertData } from './alert-data.ts';
import { ALERT_TEMPLATES, FIELD_LABELS, MAIL_FRAME } from './alert-templates.ts';

/** The companies an alert is about, as the mail names them. */
export interface AlertParties {
  buyerCompanyCode: string;
  buyerCompanyName: string;
  supplierCode: string;
  supplierName: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Params = Record<string, string>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The template escaped, then every value escaped on its own: nothing a user typed becomes markup. */
function renderHtml(message: Message, locale: Locale, params: Params): string {
  return escapeHtml(message[locale]).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? escapeHtml(params[name] ?? '') : whole,
  );
}

/** A subject is one header line: a value's line breaks must not start another header. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

type Value = string | number | Message;

/** A value in each language reads in the recipient's; others as they are. */
function valueIn(value: Value, locale: Locale): string {
  return typeof value === 'object' ? value[locale] : String(value);
}

function detailsOf<T extends AlertType>(data: AlertData[T], parties: AlertParties, locale: Locale) {
  const values: Partial<Record<string, Value>> = data;
  const facts: Array<[label: string, value: string]> = [
    [FIELD_LABELS.buyer[locale], `${parties.buyerCompanyCode} ${parties.buyerCompanyName}`],
    [FIELD_LABELS.supplier[locale], `${parties.supplierCode} ${parties.supplierName}`],
  ];
  for (const field of ALERT_FIELDS) {
    const value = values[field];
    if (value !== undefined && valueIn(value, locale).trim() !== '')
      facts.push([FIELD_LABELS[field][locale], valueIn(value, locale)]);
  }
  return facts;
}

/** An alert in the recipient's language: subject, plain text and a simple HTML body with every value escaped. */
export function renderAlert<T extends AlertType>(
  alertType: T,
  locale: Locale,
  data: AlertData[T],
  parties: AlertParties,
  userName: string,
): RenderedMail {
  const template = ALERT_TEMPLATES[alertType];
  const params: Params = { ...parties, userName };
  for (const [name, value] of Object.entries<Value>(data)) params[name] = valueIn(value, locale);
  const facts = detailsOf(data, parties, locale);
  const text = [
    render(MAIL_FRAME.greeting, locale, params),
    '',
    render(template.intro, locale, params),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    MAIL_FRAME.footer[locale],
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px">',
    `<p>${renderHtml(MAIL_FRAME.greeting, locale, params)}</p>`,
    `<p>${renderHtml(template.intro, locale, params)}</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">${rows}</table>`,
    `<p style="color:#888">${escapeHtml(MAIL_FRAME.footer[locale])}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(render(template.subject, locale, params)), text, html };
}

import DOMPurify from 'dompurify';

/** HTML that went through DOMPurify; the only kind the notifier renders as markup. */
export type SafeHtml = string & { readonly __safeHtml: true };

export function sanitizeHtml(html: string): SafeHtml {
  return DOMPurify.sanitize(html) as SafeHtml;
}

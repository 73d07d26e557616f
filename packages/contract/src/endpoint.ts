import type { z } from 'zod';
import type { Permission } from './permissions.ts';
import { refusingControlCharacters } from './text.ts';

/**
 * Who may call an endpoint: nobody needs a session (`public`), any signed-in user (`authenticated`),
 * a user whose role holds the named menu or button, or a machine client of the ERP with its API key
 * (`erpClient`).
 */
export type Access = 'public' | 'authenticated' | 'erpClient' | Permission;

/**
 * How an endpoint treats supplier users (type S):
 * - `own`: supplier-owned data; the server confines a supplier user to its own supplier code,
 *   whatever the request says;
 * - `buyerOnly`: supplier users are refused;
 * - `supplierOnly`: a supplier's own action (confirm, feedback, ASN, invoice creation): buyer users are
 *   refused whatever buttons their role holds, and supplier users are confined as with `own`;
 * - `none`: the call touches no supplier-owned data (session, menus, property lists).
 */
export type SupplierScope = 'own' | 'buyerOnly' | 'supplierOnly' | 'none';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `json` answers the envelope; `file` streams a file (or an envelope when there is nothing to send); `upload` takes multipart. */
export type EndpointKind = 'json' | 'file' | 'upload';

export interface EndpointDef {
  /** one method, or several where the spec allows GET|POST */
  method: HttpMethod | readonly HttpMethod[];
  /** path under API_BASE exactly as the spec writes it; `{id}` marks a path parameter */
  path: string;
  summary: string;
  access: Access;
  scope: SupplierScope;
  kind: EndpointKind;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** schema of the envelope's `data` */
  response?: z.ZodType;
  /** the spec does not show this path; we chose it in the spec's style */
  ours?: boolean;
  /** file name the download is saved under */
  fileName?: string;
  /** input fields whose text may hold tabs and line breaks (remarks, reasons); every other text is one line */
  multiline?: readonly string[];
}

/**
 * Declares an endpoint; keeps the literal types so server and web see the exact schemas. Every input
 * schema refuses control characters in its text (see text.ts), whatever fields it declares.
 */
export function endpoint<const E extends EndpointDef>(definition: E): E {
  const guarded: EndpointDef = { ...definition };
  for (const part of ['body', 'query', 'params'] as const) {
    const schema = definition[part];
    if (schema) guarded[part] = refusingControlCharacters(schema, definition.multiline);
  }
  // the same schemas with one more check: the literal types stay those of the declaration
  return guarded as E;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
export type BodyOf<E extends EndpointDef> = Infer<E['body']>;
export type BodyInputOf<E extends EndpointDef> = Input<E['body']>;
export type QueryOf<E extends EndpointDef> = Infer<E['query']>;
export type QueryInputOf<E extends EndpointDef> = Input<E['query']>;
export type ParamsOf<E extends EndpointDef> = Infer<E['params']>;
export type DataOf<E extends EndpointDef> = Infer<E['response']>;

export function methodsOf(definition: EndpointDef): readonly HttpMethod[] {
  return typeof definition.method === 'string' ? [definition.method] : definition.method;
}

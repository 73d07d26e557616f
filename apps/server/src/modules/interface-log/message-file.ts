import type { FileResult } from '../../platform/http/route.ts';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A logged body as a file, named by what it holds: XML (the ERP's SOAP messages, the spec's "xml") as
 * InterfaceMessage.xml, JSON (the portal's own API) as InterfaceMessage.json, anything else (a body cut at
 * the log's size limit) as InterfaceMessage.txt. The bytes are the body as logged.
 */
export function messageFile(body: string): FileResult {
  const bytes = Buffer.from(body, 'utf8');
  if (body.trimStart().startsWith('<')) {
    return { fileName: 'InterfaceMessage.xml', contentType: 'application/xml; charset=utf-8', body: bytes };
  }
  if (isJson(body)) {
    return { fileName: 'InterfaceMessage.json', contentType: 'application/json; charset=utf-8', body: bytes };
  }
  return { fileName: 'InterfaceMessage.txt', contentType: 'text/plain; charset=utf-8', body: bytes };
}

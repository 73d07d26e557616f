import { interfaceLogEndpoints } from '@portal/contract/interface-log';
import type { FileResult } from '../../platform/http/route.ts';
import { jsonToXml, textToXml } from '../../platform/xml/json-to-xml.ts';
import { isWellFormedXml } from '../../platform/xml/well-formed.ts';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A logged body as the XML the spec's download names (InterfaceMessage.xml): an XML body (the ERP's SOAP
 * messages) as logged; a JSON body (the portal's own API) in the W3C's XML representation of JSON, which
 * loses nothing; any other text (a body cut at the log's size limit, an ERP's error page) as that
 * representation's one string.
 */
function messageXml(body: string): string {
  if (isWellFormedXml(body)) return body;
  if (isJson(body)) return jsonToXml(body);
  return textToXml(body);
}

export function messageFile(body: string): FileResult {
  return {
    fileName: interfaceLogEndpoints.download.fileName,
    contentType: 'application/xml; charset=utf-8',
    body: Buffer.from(messageXml(body), 'utf8'),
  };
}

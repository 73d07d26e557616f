import type { ZipEntry } from '../zip-directory.ts';
import { scanXml, UnusualXml } from './xml-scanner.ts';
import { visitXml, type XmlVisitor } from './xml-visitor.ts';
import { entryText } from './zip-entry-stream.ts';

/**
 * Walks a large part (a sheet, the shared strings) with a fresh visitor from `visitorOf`: first by the
 * scanner, and when it meets what it leaves to saxes, again from the start by saxes with another fresh
 * visitor, so the answer is always saxes's. Answers the visitor that saw the whole part. An error thrown
 * by a visitor (too many rows, a bad address) ends the walk either way.
 */
export async function walkPart<Visitor extends XmlVisitor>(
  zip: Buffer,
  entry: ZipEntry,
  visitorOf: () => Visitor,
): Promise<Visitor> {
  const quick = visitorOf();
  try {
    await scanXml(entryText(zip, entry), quick);
    return quick;
  } catch (error) {
    if (!(error instanceof UnusualXml)) throw error;
  }
  const careful = visitorOf();
  await visitXml(entryText(zip, entry), careful);
  return careful;
}

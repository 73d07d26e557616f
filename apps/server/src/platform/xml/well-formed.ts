import { SaxesParser } from 'saxes';

/**
 * Whether a text is one well-formed XML 1.0 document (saxes is a strict parser: one root element, every
 * tag closed, only the predefined entities, only characters XML allows).
 */
export function isWellFormedXml(text: string): boolean {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  try {
    parser.write(text).close();
  } catch {
    return false;
  }
  return !failed;
}

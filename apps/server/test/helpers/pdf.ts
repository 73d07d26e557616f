import { inflateSync } from 'node:zlib';

/**
 * What a PDF of pdfkit embeds: its fonts' names (a subset carries a 6-letter tag, `ABCDEF+Name`) and the
 * characters its embedded fonts write, read from their ToUnicode maps (Helvetica text is not included).
 */
export function embeddedFonts(pdf: Buffer): { fonts: string[]; chars: string } {
  const text = pdf.toString('latin1');
  const fonts = [...new Set([...text.matchAll(/\/BaseFont \/([^\s/]+)/g)].map((match) => match[1] ?? ''))];
  let chars = '';
  for (const [, body = ''] of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, list = ''] of content.matchAll(/<[0-9a-f]{4}> <[0-9a-f]{4}> \[([^\]]*)\]/gi))
      for (const [, code = '0'] of list.matchAll(/<([0-9a-f]{4})>/gi))
        chars += String.fromCharCode(Number.parseInt(code, 16));
  }
  return { fonts, chars };
}

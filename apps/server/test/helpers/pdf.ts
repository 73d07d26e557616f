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

/** The objects of a PDF by number, each with its dictionary text and its (inflated) stream. */
function pdfObjects(text: string): Map<string, { dictionary: string; stream: string | null }> {
  const objects = new Map<string, { dictionary: string; stream: string | null }>();
  for (const [, number = '', body = ''] of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const streamAt = body.search(/stream\r?\n/);
    const dictionary = streamAt < 0 ? body : body.slice(0, streamAt);
    const raw = streamAt < 0 ? null : (body.match(/stream\r?\n([\s\S]*?)\r?\nendstream/)?.[1] ?? null);
    let stream: string | null = null;
    if (raw !== null) {
      try {
        stream = inflateSync(Buffer.from(raw, 'latin1')).toString('latin1');
      } catch {
        stream = raw;
      }
    }
    objects.set(number, { dictionary, stream });
  }
  return objects;
}

/** A font's glyph codes (4 hex digits) to text, read from its ToUnicode map. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  const decode = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const [, start = '0', list = ''] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    let code = Number.parseInt(start, 16);
    for (const [, target = ''] of list.matchAll(/<([0-9a-f]+)>/gi)) {
      glyphs.set(code.toString(16).padStart(4, '0'), decode(target));
      code++;
    }
  }
  for (const [, code = '', target = ''] of cmap.matchAll(
    /<([0-9a-f]{4})> <([0-9a-f]+)>(?=\s*(?:<|endbfchar))/gi,
  ))
    glyphs.set(code.toLowerCase(), decode(target));
  return glyphs;
}

/**
 * The text a PDF of pdfkit writes, one shown string a line: strings in a standard font are its single-byte
 * codes; strings in an embedded font are glyph numbers, read back through the font's ToUnicode map.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf.toString('latin1'));
  const fonts = new Map<string, Map<string, string> | null>();
  for (const [, name = '', number = ''] of pdf.toString('latin1').matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const unicodeRef = objects.get(number)?.dictionary.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    const cmap = unicodeRef ? objects.get(unicodeRef)?.stream : null;
    fonts.set(name, cmap ? toUnicodeMap(cmap) : null);
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes('Tf')) continue;
    let glyphs: Map<string, string> | null = null;
    for (const [, font, shown = ''] of stream.matchAll(
      /\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi,
    )) {
      if (font) {
        glyphs = fonts.get(font) ?? null;
        continue;
      }
      const hexes = [...shown.matchAll(/<([0-9a-f]*)>/gi)].map((match) => match[1] ?? '').join('');
      const map = glyphs;
      lines.push(
        map
          ? (hexes.match(/[0-9a-f]{4}/gi) ?? []).map((code) => map.get(code.toLowerCase()) ?? '').join('')
          : Buffer.from(hexes, 'hex').toString('latin1'),
      );
    }
  }
  return lines.join('\n');
}

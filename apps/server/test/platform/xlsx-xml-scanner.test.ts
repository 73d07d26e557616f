import { describe, expect, it } from 'vitest';
import { scanXml, UnusualXml } from '../../src/platform/xlsx/sheet-reader/xml-scanner.ts';
import { visitXml, type XmlVisitor } from '../../src/platform/xlsx/sheet-reader/xml-visitor.ts';
import { oneSheetWorkbook, sharedStringsXml, sheetRowsOf, stylesXml } from '../helpers/hand-workbook.ts';

type XmlEvent = ['open', string, Record<string, string>] | ['close', string] | ['text', string];

/**
 * What a walk reports, adjacent texts joined (saxes and the scanner cut text at different places, the
 * readers join it) and the white space outside the root element left out (saxes reports some, no reader
 * listens outside the root).
 */
class Recorder implements XmlVisitor {
  readonly events: XmlEvent[] = [];
  private depth = 0;

  open(name: string, attributes: Readonly<Record<string, string>>): void {
    this.depth++;
    this.events.push(['open', name, { ...attributes }]);
  }

  close(name: string): void {
    this.depth--;
    this.events.push(['close', name]);
  }

  text(text: string): void {
    if (this.depth === 0) return;
    const last = this.events.at(-1);
    if (last?.[0] === 'text') last[1] += text;
    else this.events.push(['text', text]);
  }
}

async function* inChunks(text: string, size: number): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

const CHUNK_SIZES = [1, 2, 3, 7, 64, 1_000_000];

async function eventsOf(walk: typeof scanXml, xml: string, size: number): Promise<XmlEvent[]> {
  const recorder = new Recorder();
  await walk(inChunks(xml, size), recorder);
  return recorder.events;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Parts as workbook writers put them, with what makes reading them tricky. */
const WELL_FORMED: Record<string, string> = {
  'shared strings with rich text and a phonetic guide': `${DECLARATION}<sst xmlns="urn:x" count="3" uniqueCount="3"><si><t>plain</t></si><si><r><rPr><b/><sz val="11"/></rPr><t xml:space="preserve">rich </t></r><r><t>text</t></r></si><si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh></si></sst>`,
  'cells of every kind': `${DECLARATION}<worksheet xmlns="urn:x" xmlns:r="urn:r"><dimension ref="A1:F3"/><sheetData><row r="1" spans="1:6" x14ac:dyDescent="0.25"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>inline &amp; &lt;escaped&gt; &quot;quoted&quot; &apos;s</t></is></c><c r="C1"><v>1.5E-3</v></c><c r="D1" s="1"><v>45658</v></c><c r="E1"/><c r="F1" t="str"><f>A1&amp;B1</f><v>formula result</v></c></row><row r="3"><c r="A3" t='inlineStr'><is><t>ภาษาไทย 中文 😀</t></is></c><c r = "B3" ><v> 42 </v></c></row></sheetData></worksheet>`,
  'character references and a tab': `<?xml version='1.0'?><root><a x="1" y='two'>&#65;&#x42;&#x1F600;\tline\nnext</a><b/><b></b></root>`,
  'greater-than in values and text': `<root><numFmt formatCode="[>100]0.00;[Red]-0"/><t>a > b</t></root>`,
  'a prefix on every element': `<x:worksheet xmlns:x="urn:x"><x:sheetData><x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
  'white space around the root only': `${DECLARATION}  <root>  </root>  \n`,
};

/** Parts the scanner leaves to saxes, which reads them. */
const LEFT_TO_SAXES: Record<string, string> = {
  comment: `<root><!-- a comment --><a>1</a></root>`,
  CDATA: `<root><t><![CDATA[<not a tag>]]></t></root>`,
  'a processing instruction': `<root><?mso-application progid="Excel.Sheet"?></root>`,
  'a byte order mark': `\uFEFF<root/>`,
  'a carriage return': `<root><t>line\r\nnext</t></root>`,
  'a reference in an attribute': `<root><sheet name="R&amp;D"/></root>`,
  'a line break in an attribute': `<root><a v="one\ntwo"/></root>`,
  'a name beyond ASCII': `<root><données/></root>`,
  'another declaration form': `<?xml version="1.0" encoding="windows-1252"?><root/>`,
};

/** Parts that are not XML: the scanner leaves them to saxes, which refuses them. */
const MALFORMED: Record<string, string> = {
  'a mismatched end tag': `<root><c><v>1</c></v></root>`,
  'an element never closed': `<root><c>`,
  'a part cut short': `<root><c r="A1"`,
  'two root elements': `<a/><b/>`,
  'text outside the root': `<root/>text`,
  'no root element': `   `,
  'a repeated attribute': `<root><c r="A1" r="B1"/></root>`,
  'attributes without space between them': `<root><c r="A1"t="s"/></root>`,
  'an unquoted attribute': `<root><c r=A1/></root>`,
  'a less-than in an attribute': `<root><c r="<"/></root>`,
  'an undeclared entity': `<root>&lol;</root>`,
  'a reference without its semicolon': `<root>&amp</root>`,
  'a character reference to NUL': `<root>&#0;</root>`,
  'a control character': `<root>\u0001</root>`,
  'a DOCTYPE': `<!DOCTYPE root [<!ENTITY lol "lol">]><root>&lol;</root>`,
  'a CDATA end in text': `<root>]]></root>`,
};

describe('the XML scanner', () => {
  it('reports what saxes reports, however the part is cut into chunks', async () => {
    for (const [name, xml] of Object.entries(WELL_FORMED)) {
      const expected = await eventsOf(visitXml, xml, 1_000_000);
      for (const size of CHUNK_SIZES) {
        expect(await eventsOf(scanXml, xml, size), `${name}, chunks of ${size}`).toEqual(expected);
      }
    }
  });

  it('leaves to saxes what it does not read itself, and what is not XML', async () => {
    for (const [name, xml] of Object.entries({ ...LEFT_TO_SAXES, ...MALFORMED })) {
      for (const size of [1, 1_000_000]) {
        await expect(eventsOf(scanXml, xml, size), `${name}, chunks of ${size}`).rejects.toThrow(UnusualXml);
      }
    }
  });

  it('is right to: saxes reads the first kind and refuses the second', async () => {
    for (const xml of Object.values(LEFT_TO_SAXES)) await eventsOf(visitXml, xml, 1_000_000);
    for (const [name, xml] of Object.entries(MALFORMED)) {
      await expect(eventsOf(visitXml, xml, 1_000_000), name).rejects.toThrow();
    }
  });
});

describe('the sheet reader with the scanner', () => {
  const sharedStrings = sharedStringsXml([
    '<t>ADCN</t>',
    '<r><rPr><b/></rPr><t xml:space="preserve">  rich </t></r><r><t>text  </t></r>',
    '<t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh>',
    '<t>R&amp;D &lt;1&gt;</t>',
    '<t>ราคา</t>',
  ]);
  // style 1 shows its numbers as dates (built-in format 14)
  const styles = stylesXml({}, [0, 14]);
  const rows =
    `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>` +
    `<c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>` +
    `<row r="2"><c r="A2"><v>1.5E-3</v></c><c r="B2"><v>1E+21</v></c><c r="C2" s="1"><v>45658</v></c>` +
    `<c r="D2" s="1"><v>45658.75</v></c><c r="E2"><v>007</v></c></row>` +
    `<row r="3"><c r="A3" t="inlineStr"><is><t>ภาษาไทย 中文</t></is></c><c r="C3"/><c r="D3" t="inlineStr"><is><t>   </t></is></c>` +
    `<c r="E3" t="inlineStr"><is><r><t>in</t></r><r><t>line &amp; rich</t></r></is></c></row>` +
    `<row r="5"><c r="B5" t="b"><v>1</v></c><c r="C5" t="e"><v>#N/A</v></c><c r="D5" t="str"><f>1+1</f><v>2</v></c>` +
    `<c r="E5" t="d"><v>2025-01-31T00:00:00</v></c></row><row r="6"/>`;
  const workbook = (sheetRows: string) =>
    oneSheetWorkbook(sheetRows, [
      ['xl/sharedStrings.xml', sharedStrings],
      ['xl/styles.xml', styles],
    ]);
  // a comment makes the scanner hand both parts to saxes: the reader of before this scanner
  const bySaxes = (xml: string) => xml.replace('?>', '?><!-- read by saxes -->');
  const saxesWorkbook = oneSheetWorkbook(bySaxes(rows), [
    ['xl/sharedStrings.xml', bySaxes(sharedStrings)],
    ['xl/styles.xml', styles],
  ]);

  it('reads every kind of cell as saxes did', async () => {
    const read = await sheetRowsOf(workbook(rows), 5);
    expect(read).toEqual(await sheetRowsOf(saxesWorkbook, 5));
    expect(read).toEqual([
      [1, 'ADCN', 'rich text', '漢字', 'R&D <1>', 'ราคา'],
      [2, '0.0015', '1e+21', '2025-01-01', '2025-01-01', '7'],
      [3, 'ภาษาไทย 中文', undefined, undefined, undefined, 'inline & rich'],
      [5, undefined, 'true', undefined, '2', '2025-01-31'],
      [6, undefined, undefined, undefined, undefined, undefined],
    ]);
  });

  it('reads a sheet with a comment through saxes, and refuses one that is not XML', async () => {
    const commented = workbook(rows.replace('<row r="6"/>', '<!-- the end --><row r="6"/>'));
    expect(await sheetRowsOf(commented, 5)).toEqual(await sheetRowsOf(saxesWorkbook, 5));
    await expect(
      sheetRowsOf(workbook(rows.replace('</row><row r="2">', '</c><row r="2">')), 5),
    ).rejects.toThrow('formatIncorrect');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkings } from '../xml/chunks.test-support';
import { ReadError } from '../read-error';
import { readLedgerInProcess } from '../read-ledger.in-process';
import { buildZip, workbookParts } from '../zip/zip-builder.test-support';
import { SharedStringsScanner } from './shared-strings.scanner';

const SST =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9">' +
  '<si><t>plain</t></si>' +
  '<si><t xml:space="preserve"> spaced </t></si>' +
  '<si/>' +
  '<si><r><rPr><b/><sz val="11"/></rPr><t>ri</t></r><r><t>ch</t></r></si>' +
  '<si><t>A</t><rPh sb="0" eb="1"><t>ア</t></rPh><phoneticPr fontId="1"/></si>' +
  '<si><t>&amp;&lt;&#65;&#x42;_x0043_</t></si>' +
  '<si><t><![CDATA[<x>&amp;]]></t></si>' +
  '<si><t/></si>' +
  '<si>\n  <t>€ ₹ 😀</t>\n</si>' +
  '</sst>';
const EXPECTED = ['plain', ' spaced ', '', 'rich', 'A', '&<ABC', '<x>&amp;', '', '€ ₹ 😀'];

function scan(chunks: string[]): string[] {
  const out: string[] = [];
  const s = new SharedStringsScanner(out, { file: 'x.xlsx' });
  for (const c of chunks) s.write(c);
  s.end();
  return out;
}

describe('SharedStringsScanner', () => {
  it('reads plain, rich and phonetic items with entities and CDATA', () => {
    expect(scan([SST])).toEqual(EXPECTED);
  });

  it('gives the same strings however the text is cut into chunks', () => {
    fc.assert(
      fc.property(chunkings(SST), (chunks) => {
        expect(scan(chunks)).toEqual(EXPECTED);
      }),
      { numRuns: 500 },
    );
  });

  it('reads namespace-prefixed parts', () => {
    expect(
      scan(['<x:sst xmlns:x="urn:x"><x:si><x:t>p</x:t></x:si><x:si><x:t>q</x:t></x:si></x:sst>']),
    ).toEqual(['p', 'q']);
  });

  it('refuses declarations before or inside the items', () => {
    for (const bad of [
      '<!DOCTYPE sst [<!ENTITY e "x">]><sst><si><t>&e;</t></si></sst>',
      '<sst><si><t>a</t></si><!ENTITY e "x"><si><t>b</t></si></sst>',
    ]) {
      expect(() => scan([bad])).toThrow(ReadError);
    }
  });
});

describe('shared strings in a workbook', () => {
  const sheet =
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
    '<row r="2"><c r="A2" t="s"><v>3</v></c><c r="B2" t="s"><v>4</v></c><c r="C2"><v>250.5</v></c></row>' +
    '</sheetData></worksheet>';
  const sst = (prolog: string, fourth: string) =>
    `<?xml version="1.0"?>${prolog}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
    `<si><t>Date</t></si><si><t>Voucher No</t></si><si><t>Amount</t></si><si><t>01/04/2024</t></si><si><t>${fourth}</t></si></sst>`;
  const read = (part: string) =>
    readLedgerInProcess(
      buildZip(workbookParts(sheet, [{ name: 'xl/sharedStrings.xml', data: part }])),
      { side: 'books', kind: 'ledger', fileName: 'sst.xlsx' },
    );

  it('resolves shared strings in cells', async () => {
    const r = await read(sst('', 'V&amp;1'));
    expect(r.entries[0]).toMatchObject({ date: '2024-04-01', docNo: 'V&1', amountMinor: 25_050 });
  });

  it('refuses entity declarations in the shared-strings part and never expands them', async () => {
    const laughs = '<!DOCTYPE sst [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>';
    const err = await read(sst(laughs, '&lol2;')).catch((e: unknown) => e);
    expect((err as ReadError).code).toBe('UNSAFE_XML');
    expect((err as ReadError).message).toMatch(/^file "sst.xlsx": /);
    const literal = await read(sst('', '&xxe;V1'));
    expect(literal.entries[0]!.docNo).toBe('&xxe;V1');
  });
});

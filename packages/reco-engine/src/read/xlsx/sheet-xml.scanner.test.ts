import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkings } from '../xml/chunks.test-support';
import { DEFAULT_READ_LIMITS } from '../read.types';
import { SheetXmlScanner } from './sheet-xml.scanner';

const SHEET =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
  '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c></x:row>' +
  '<x:row r="2"/>' +
  '<x:row r="4" spans="1:3"><x:c r="A4" s="4"><x:v>45383</x:v></x:c><x:c r="B4" t="inlineStr"><x:is><x:r><x:t>IN</x:t></x:r><x:r><x:t xml:space="preserve">V 1</x:t></x:r><x:rPh sb="0" eb="1"><x:t>ignored</x:t></x:rPh></x:is></x:c><x:c r="C4"><x:v>-1234.50</x:v></x:c></x:row>' +
  '<x:row><x:c t="b"><x:v>1</x:v></x:c><x:c t="str"><x:v>a&amp;b</x:v></x:c><x:c/></x:row>' +
  '</x:sheetData></x:worksheet>';

function scan(chunks: string[]): unknown[] {
  const rows: unknown[] = [];
  const sink = {
    row(n: number, cells: string[], numeric: Uint8Array, width: number) {
      rows.push([n, cells.slice(0, width), Array.from(numeric.subarray(0, width))]);
    },
  };
  const s = new SheetXmlScanner(sink, ['Date', 'Amount'], DEFAULT_READ_LIMITS, { file: 'x' });
  for (const c of chunks) s.write(c);
  s.end();
  return rows;
}

describe('SheetXmlScanner', () => {
  const whole = scan([SHEET]);

  it('reads shared, inline, numeric, boolean and formula-text cells with prefixes', () => {
    expect(whole).toEqual([
      [1, ['Date', '', 'Amount'], [0, 0, 0]],
      [2, [], []],
      [4, ['45383', 'INV 1', '-1234.50'], [1, 0, 1]],
      [5, ['TRUE', 'a&b'], [0, 0]],
    ]);
  });

  it('gives the same rows however the text is cut into chunks', () => {
    fc.assert(
      fc.property(chunkings(SHEET), (chunks) => {
        expect(scan(chunks)).toEqual(whole);
      }),
      { numRuns: 500 },
    );
  });
});

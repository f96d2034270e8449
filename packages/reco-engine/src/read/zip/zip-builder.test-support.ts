import { crc32, deflateRawSync } from 'node:zlib';

export type TestZipEntry = {
  name: string;
  /** Content to deflate; ignored when `compressed` is given. */
  data?: Uint8Array | string;
  /** Pre-deflated bytes, written as is. */
  compressed?: Uint8Array;
  /** Uncompressed size to declare (may lie). */
  declaredSize?: number;
  crc?: number;
};

/** Builds a zip in memory, letting tests lie about sizes or forge hostile archives. */
export function buildZip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw =
      typeof e.data === 'string' ? Buffer.from(e.data) : Buffer.from(e.data ?? new Uint8Array(0));
    const comp = e.compressed ? Buffer.from(e.compressed) : deflateRawSync(raw);
    const size = e.declaredSize ?? raw.length;
    const crc = e.crc ?? crc32(raw);
    const name = Buffer.from(e.name);
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt16LE(8, 8);
    lh.writeUInt32LE(crc >>> 0, 14);
    lh.writeUInt32LE(comp.length, 18);
    lh.writeUInt32LE(size, 22);
    lh.writeUInt16LE(name.length, 26);
    locals.push(lh, name, comp);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(20, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt16LE(8, 10);
    ch.writeUInt32LE(crc >>> 0, 16);
    ch.writeUInt32LE(comp.length, 20);
    ch.writeUInt32LE(size, 24);
    ch.writeUInt16LE(name.length, 28);
    ch.writeUInt32LE(offset, 42);
    central.push(ch, name);
    offset += 30 + name.length + comp.length;
  }
  const cd = Buffer.concat(central);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  eocd.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/** The parts of a minimal one-sheet workbook around a given sheet XML. */
export function workbookParts(sheetXml: string | null, extra: TestZipEntry[] = []): TestZipEntry[] {
  const parts: TestZipEntry[] = [
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0"?><workbook ${NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Ledger" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    ...extra,
  ];
  if (sheetXml !== null) parts.push({ name: 'xl/worksheets/sheet1.xml', data: sheetXml });
  return parts;
}

/** Worksheet XML from rows of inline-string / number cells. */
export function sheetXml(rows: (string | number)[][], prolog = ''): string {
  let x = `<?xml version="1.0"?>${prolog}<worksheet ${NS}><sheetData>`;
  rows.forEach((r, i) => {
    x += `<row r="${i + 1}">`;
    r.forEach((v, c) => {
      const ref = colRef(c) + (i + 1);
      x +=
        typeof v === 'number'
          ? `<c r="${ref}"><v>${v}</v></c>`
          : `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
    });
    x += '</row>';
  });
  return x + '</sheetData></worksheet>';
}

function colRef(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

import { SaxesParser } from 'saxes';
import type { ByteSource } from '../file-source';
import { ReadError } from '../read-error';
import type { ReadLimits } from '../read.types';
import type { RowSink } from '../row-sink';
import { Utf8Chunks } from '../text/utf8-chunks';
import { SharedStringsScanner } from './shared-strings.scanner';
import { SheetXmlScanner } from './sheet-xml.scanner';
import { ZipArchive } from '../zip/zip-archive';

export type XlsxSheetInfo = { name: string; path: string };

/** An .xlsx/.xlsm opened for streaming: sheet list known, shared strings loaded on demand. */
export class XlsxWorkbook {
  private sharedStrings: string[] | null = null;

  private constructor(
    private readonly zip: ZipArchive,
    readonly sheets: XlsxSheetInfo[],
    readonly date1904: boolean,
    private readonly limits: ReadLimits,
    private readonly fileName: string,
  ) {}

  static async open(src: ByteSource, limits: ReadLimits, fileName: string): Promise<XlsxWorkbook> {
    const zip = await ZipArchive.open(src, limits, fileName);
    if (!zip.entries.has('xl/workbook.xml')) {
      throw new ReadError(
        'UNSUPPORTED_FILE_TYPE',
        'the file is a zip archive but not an Excel workbook (.xlsx)',
        { file: fileName },
      );
    }
    const wb = await parseSmallXml(zip, 'xl/workbook.xml', fileName);
    const rels = zip.entries.has('xl/_rels/workbook.xml.rels')
      ? await parseSmallXml(zip, 'xl/_rels/workbook.xml.rels', fileName)
      : [];
    const targets = new Map<string, string>();
    for (const el of rels) {
      if (el.name === 'Relationship' && el.attrs.Id && el.attrs.Target)
        targets.set(el.attrs.Id, el.attrs.Target);
    }
    let date1904 = false;
    const sheets: XlsxSheetInfo[] = [];
    for (const el of wb) {
      if (el.name === 'workbookPr')
        date1904 = el.attrs.date1904 === '1' || el.attrs.date1904 === 'true';
      if (el.name === 'sheet') {
        const rid =
          el.attrs['r:id'] ?? Object.entries(el.attrs).find(([k]) => k.endsWith(':id'))?.[1];
        const target = rid ? targets.get(rid) : undefined;
        if (!target) continue;
        const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
        if (zip.entries.has(path)) sheets.push({ name: el.attrs.name ?? path, path });
      }
    }
    if (sheets.length === 0)
      throw new ReadError('CORRUPT_FILE', 'the workbook has no worksheets', { file: fileName });
    return new XlsxWorkbook(zip, sheets, date1904, limits, fileName);
  }

  private async loadSharedStrings(): Promise<string[]> {
    if (this.sharedStrings) return this.sharedStrings;
    const out: string[] = [];
    const path = 'xl/sharedStrings.xml';
    if (!this.zip.entries.has(path)) return (this.sharedStrings = out);
    const scanner = new SharedStringsScanner(out, { file: this.fileName });
    await this.streamText(path, (s) => scanner.write(s));
    scanner.end();
    return (this.sharedStrings = out);
  }

  private async streamText(path: string, onText: (s: string) => void): Promise<void> {
    const dec = new Utf8Chunks();
    await this.zip.stream(path, (chunk) => onText(dec.decode(chunk)));
    const rest = dec.end();
    if (rest) onText(rest);
  }

  /** Uncompressed size of a sheet's XML, as the zip directory declares it. */
  sheetBytes(sheet: XlsxSheetInfo): number {
    return this.zip.entries.get(sheet.path)?.uncompressedSize ?? 0;
  }

  /** Streams one sheet's rows into `sink`. */
  async readSheet(sheet: XlsxSheetInfo, sink: RowSink): Promise<void> {
    const sst = await this.loadSharedStrings();
    const scanner = new SheetXmlScanner(sink, sst, this.limits, {
      file: this.fileName,
      sheet: sheet.name,
    });
    await this.streamText(sheet.path, (s) => scanner.write(s));
    scanner.end();
  }
}

type SmallElement = { name: string; attrs: Record<string, string> };

/** Parses a small part (workbook, relationships) with saxes; DOCTYPE is refused, entities never expanded. */
async function parseSmallXml(
  zip: ZipArchive,
  path: string,
  fileName: string,
): Promise<SmallElement[]> {
  const entry = zip.entries.get(path);
  if (entry && entry.uncompressedSize > 16 * 1024 * 1024) {
    throw new ReadError('CORRUPT_FILE', `the workbook part "${path}" is unreasonably large`, {
      file: fileName,
    });
  }
  const out: SmallElement[] = [];
  const parser = new SaxesParser({ xmlns: false });
  let failure: Error | null = null;
  parser.on('doctype', () => {
    failure ??= new ReadError(
      'UNSAFE_XML',
      'the workbook contains an XML DOCTYPE or ENTITY declaration, which is not allowed',
      {
        file: fileName,
      },
    );
  });
  parser.on('error', (e) => {
    failure ??= new ReadError(
      'CORRUPT_FILE',
      `the workbook part "${path}" is not valid XML (${e.message.split('\n')[0]})`,
      {
        file: fileName,
      },
    );
  });
  parser.on('opentag', (node) => {
    const name = node.name.includes(':') ? node.name.slice(node.name.indexOf(':') + 1) : node.name;
    out.push({ name, attrs: node.attributes });
  });
  const dec = new TextDecoder();
  await zip.stream(path, (chunk) => {
    if (!failure) parser.write(dec.decode(chunk, { stream: true }));
  });
  if (!failure) parser.close();
  // Set by the parser's callbacks, which the checker does not follow: read as what it may hold.
  const failed = failure as Error | null;
  if (failed) throw failed;
  return out;
}

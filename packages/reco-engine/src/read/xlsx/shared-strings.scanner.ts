import { ReadError, type ReadErrorLocation } from '../read-error';
import { ClosedPieces, MAX_CARRY } from '../xml/closed-pieces';
import { TextRuns } from '../xml/text-runs';
import { endsName } from '../xml/xml-text';

const ROOT = /<([A-Za-z_][\w.-]*:)?sst[\s>/]/;

/**
 * Streaming reader of the shared-strings part: fed decoded text in chunks, it keeps back
 * only the unfinished item and walks each `<si>` with indexOf, appending its text to `out`.
 * A million strings cost a million strings, not a callback per tag. DOCTYPE and ENTITY
 * declarations are refused; only the predefined entities are decoded.
 */
export class SharedStringsScanner {
  /** Text before the root element, kept until the prolog can be checked. */
  private prolog = '';
  private prologChecked = false;
  private readonly pieces: ClosedPieces;
  private siOpen = '<si';
  private siClose = '</si>';
  private readonly runs: TextRuns;

  constructor(
    private readonly out: string[],
    private readonly where: ReadErrorLocation,
  ) {
    this.runs = new TextRuns(where);
    this.pieces = new ClosedPieces(
      this.siClose,
      (s, end) => this.itemsIn(s, end),
      () => this.tooLong(),
    );
  }

  private unsafe(): never {
    throw new ReadError(
      'UNSAFE_XML',
      'the workbook contains an XML DOCTYPE or ENTITY declaration, which is not allowed',
      this.where,
    );
  }

  private tooLong(): never {
    throw new ReadError(
      'CORRUPT_FILE',
      'the workbook contains a single shared string larger than 32 MB',
      this.where,
    );
  }

  write(chunk: string): void {
    if (!this.prologChecked) {
      const s = this.prolog + chunk;
      const root = ROOT.exec(s);
      if (!root) {
        if (/<!DOCTYPE|<!ENTITY/i.test(s)) this.unsafe();
        this.prolog = s;
        if (s.length > MAX_CARRY) {
          throw new ReadError(
            'CORRUPT_FILE',
            'the shared-strings part has no <sst> element in its first 32 MB',
            this.where,
          );
        }
        return;
      }
      if (/<!DOCTYPE|<!ENTITY/i.test(s.slice(0, root.index))) this.unsafe();
      const p = root[1] ?? '';
      this.siOpen = `<${p}si`;
      this.siClose = `</${p}si>`;
      this.pieces.setClose(this.siClose);
      this.runs.setPrefix(p);
      this.prologChecked = true;
      this.prolog = '';
      chunk = s.slice(root.index);
    }
    this.pieces.write(chunk);
  }

  end(): void {
    this.pieces.end();
  }

  /** Every item of s[0, end); declarations anywhere in it are refused. */
  private itemsIn(s: string, end: number): void {
    for (let b = s.indexOf('<!'); b >= 0 && b < end; b = s.indexOf('<!', b + 2)) {
      if (!s.startsWith('<![CDATA[', b) && !s.startsWith('<!--', b)) this.unsafe();
    }
    this.runs.reset();
    const open = this.siOpen;
    let i = 0;
    for (;;) {
      const so = s.indexOf(open, i);
      if (so < 0 || so >= end) return;
      const after = s.charCodeAt(so + open.length);
      if (!endsName(after)) {
        i = so + 1;
        continue;
      }
      const gt = s.indexOf('>', so);
      if (gt < 0 || gt >= end) return;
      if (s.charCodeAt(gt - 1) === 47) {
        this.out.push('');
        i = gt + 1;
        continue;
      }
      let close = s.indexOf(this.siClose, gt);
      if (close < 0 || close > end) close = end;
      this.out.push(this.runs.read(s, gt + 1, close));
      i = close + this.siClose.length;
    }
  }
}

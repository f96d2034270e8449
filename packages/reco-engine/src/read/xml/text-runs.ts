import { ReadError, type ReadErrorLocation } from '../read-error';
import { decodeXmlText } from './xml-text';

/**
 * Reads the text of a rich string (an inline string in a cell, or an item of the
 * shared-strings part): every `<t>` run, leaving out phonetic runs (`<rPh>`, which carry
 * readings, not the text), with entities and CDATA decoded. Searches only move forward
 * through one text between `reset` calls, so a long text without runs cannot make
 * reading quadratic.
 */
export class TextRuns {
  private tOpen = '<t';
  private tClose = '</t>';
  private rphOpen = '<rPh';
  private rphClose = '</rPh>';
  private aheadT = -2;
  private aheadRph = -2;

  constructor(private readonly where: ReadErrorLocation) {}

  /** Element names carry this namespace prefix (e.g. 'x:'). */
  setPrefix(p: string): void {
    this.tOpen = `<${p}t`;
    this.tClose = `</${p}t>`;
    this.rphOpen = `<${p}rPh`;
    this.rphClose = `</${p}rPh>`;
  }

  /** Starts on a new text: cached search positions are forgotten. */
  reset(): void {
    this.aheadT = this.aheadRph = -2;
  }

  private nextT(s: string, from: number): number {
    const known = this.aheadT;
    if (known !== -2 && (known === -1 || known >= from)) return known;
    return (this.aheadT = s.indexOf(this.tOpen, from));
  }

  private nextRph(s: string, from: number): number {
    const known = this.aheadRph;
    if (known !== -2 && (known === -1 || known >= from)) return known;
    return (this.aheadRph = s.indexOf(this.rphOpen, from));
  }

  /** The text of the runs in s[from, to). */
  read(s: string, from: number, to: number): string {
    let out = '';
    let k = from;
    let ph = this.nextRph(s, from);
    if (ph >= to) ph = -1;
    for (;;) {
      const t = this.nextT(s, k);
      if (t < 0 || t >= to) return out;
      if (ph >= 0 && t > ph) {
        const pe = s.indexOf(this.rphClose, ph);
        if (pe < 0 || pe >= to) return out;
        if (t < pe) {
          k = pe + this.rphClose.length;
          ph = this.nextRph(s, k);
          if (ph >= to) ph = -1;
          continue;
        }
      }
      const c = s.charCodeAt(t + this.tOpen.length);
      if (c !== 62 && c !== 32 && c !== 47) {
        k = t + 1;
        continue;
      }
      const gt = s.indexOf('>', t);
      if (gt < 0 || gt >= to) return out;
      if (s.charCodeAt(gt - 1) === 47) {
        k = gt + 1;
        continue;
      }
      const te = s.indexOf(this.tClose, gt);
      if (te < 0 || te > to) return out;
      out += this.runText(s.slice(gt + 1, te));
      k = te + this.tClose.length;
    }
  }

  /** A run's raw content: entities decoded, CDATA taken literally, comments dropped. */
  private runText(raw: string): string {
    if (raw.indexOf('<') < 0) return decodeXmlText(raw);
    let out = '';
    let i = 0;
    for (;;) {
      const lt = raw.indexOf('<', i);
      if (lt < 0) return out + decodeXmlText(raw.slice(i));
      out += decodeXmlText(raw.slice(i, lt));
      if (raw.startsWith('<![CDATA[', lt)) {
        const end = raw.indexOf(']]>', lt + 9);
        out += raw.slice(lt + 9, end < 0 ? raw.length : end);
        if (end < 0) return out;
        i = end + 3;
      } else if (raw.startsWith('<!--', lt)) {
        const end = raw.indexOf('-->', lt + 4);
        if (end < 0) return out;
        i = end + 3;
      } else if (raw.startsWith('<!', lt)) {
        throw new ReadError(
          'UNSAFE_XML',
          'the workbook contains an XML DOCTYPE or ENTITY declaration, which is not allowed',
          this.where,
        );
      } else {
        // Markup inside a run (not written by spreadsheet programs): kept as text.
        out += '<';
        i = lt + 1;
      }
    }
  }
}

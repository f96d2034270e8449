import { ReadError, type ReadErrorLocation } from '../read-error';

export type XmlHandler = {
  open(name: string, attrs: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Raw character data between tags (entities not yet decoded). */
  text(raw: string): void;
};

const SLASH = 47;
const BANG = 33;
const QUESTION = 63;

/**
 * A small streaming tokenizer for the flat, machine-written XML of workbook parts. It sees
 * the document in chunks and holds at most one unfinished tag (or text run) between chunks.
 * DOCTYPE and ENTITY declarations are refused: nothing is ever expanded.
 */
export class XmlChunkScanner {
  private carry = '';

  constructor(
    private readonly h: XmlHandler,
    private readonly where: ReadErrorLocation,
    private readonly maxCarry = 32 * 1024 * 1024,
  ) {}

  write(chunk: string): void {
    const s = this.carry.length > 0 ? this.carry + chunk : chunk;
    const n = s.length;
    const h = this.h;
    let i = 0;
    while (i < n) {
      const lt = s.indexOf('<', i);
      if (lt < 0) break;
      const gt = s.indexOf('>', lt + 1);
      if (gt < 0) {
        if (lt > i) h.text(s.slice(i, lt));
        i = lt;
        break;
      }
      if (lt > i) h.text(s.slice(i, lt));
      const c1 = s.charCodeAt(lt + 1);
      if (c1 === SLASH) {
        h.close(localName(s.slice(lt + 2, gt).trim()));
        i = gt + 1;
      } else if (c1 === QUESTION) {
        i = gt + 1;
      } else if (c1 === BANG) {
        if (s.startsWith('<!--', lt)) {
          const end = s.indexOf('-->', lt + 4);
          if (end < 0) {
            i = lt;
            break;
          }
          i = end + 3;
        } else if (s.startsWith('<![CDATA[', lt)) {
          const end = s.indexOf(']]>', lt + 9);
          if (end < 0) {
            i = lt;
            break;
          }
          h.text(escapeText(s.slice(lt + 9, end)));
          i = end + 3;
        } else {
          throw new ReadError(
            'UNSAFE_XML',
            'the workbook contains an XML DOCTYPE or ENTITY declaration, which is not allowed',
            this.where,
          );
        }
      } else {
        const selfClosing = s.charCodeAt(gt - 1) === SLASH;
        const end = selfClosing ? gt - 1 : gt;
        let ne = lt + 1;
        while (ne < end) {
          const c = s.charCodeAt(ne);
          if (c === 32 || c === 9 || c === 10 || c === 13) break;
          ne++;
        }
        h.open(localName(s.slice(lt + 1, ne)), ne < end ? s.slice(ne, end) : '', selfClosing);
        i = gt + 1;
      }
    }
    this.carry = i < n ? s.slice(i) : '';
    if (this.carry.length > this.maxCarry) {
      throw new ReadError(
        'CORRUPT_FILE',
        'the workbook contains a single XML element larger than 32 MB',
        this.where,
      );
    }
  }
}

function localName(q: string): string {
  const c = q.indexOf(':');
  return c < 0 ? q : q.slice(c + 1);
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** Value of attribute `name` in a raw attribute string, or undefined. */
export function attr(attrs: string, name: string): string | undefined {
  let from = 0;
  for (;;) {
    const k = attrs.indexOf(name, from);
    if (k < 0) return undefined;
    const before = k === 0 ? 32 : attrs.charCodeAt(k - 1);
    let j = k + name.length;
    while (attrs.charCodeAt(j) === 32) j++;
    if (
      (before === 32 || before === 9 || before === 10 || before === 13 || before === 58) &&
      attrs.charCodeAt(j) === 61
    ) {
      j++;
      while (attrs.charCodeAt(j) === 32) j++;
      const q = attrs.charCodeAt(j);
      const close = attrs.indexOf(q === 39 ? "'" : '"', j + 1);
      return decodeXmlText(attrs.slice(j + 1, close));
    }
    from = k + 1;
  }
}

const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);|_x([0-9A-Fa-f]{4})_/g;

/** Decodes the five predefined entities, numeric references and OOXML _xHHHH_ escapes only. */
export function decodeXmlText(raw: string): string {
  if (raw.indexOf('&') < 0 && raw.indexOf('_x') < 0) return raw;
  return raw.replace(ENTITY, (m, ent: string | undefined, hex: string | undefined) => {
    if (hex) return String.fromCharCode(parseInt(hex, 16));
    switch (ent) {
      case 'amp':
        return '&';
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
      default: {
        const code = ent!.startsWith('#x')
          ? parseInt(ent!.slice(2), 16)
          : parseInt(ent!.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
    }
  });
}

// Text decoding shared by the worksheet and shared-strings scanners.

const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);|_x([0-9A-Fa-f]{4})_/g;

/** Decodes the five predefined entities, numeric references and OOXML _xHHHH_ escapes only. */
export function decodeXmlText(raw: string): string {
  if (raw.indexOf('&') < 0 && raw.indexOf('_x') < 0) return raw;
  return raw.replace(ENTITY, (m, ent: string | undefined, hex: string | undefined) => {
    if (hex) return String.fromCharCode(parseInt(hex, 16));
    // One of the two groups matched; without the escape's, the entity's did.
    if (ent === undefined) return m;
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
        const code = ent.startsWith('#x') ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
    }
  });
}

/** True when character code c can follow an element's name: `>`, `/` or white space. */
export function endsName(c: number): boolean {
  return c === 62 || c === 47 || c === 32 || c === 9 || c === 10 || c === 13;
}

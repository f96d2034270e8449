import type { FileFormat } from './read.types';

/**
 * Decides the format from the first bytes, never from the name: zip (PK\x03\x04) is an
 * xlsx/xlsm, OLE2 (D0 CF 11 E0) is a legacy .xls, and text without NUL bytes or control
 * characters is CSV. Anything else (an executable, an image, a PDF) is refused.
 */
export function detectFileFormat(head: Uint8Array): FileFormat | null {
  if (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    head[2] === 0x03 &&
    head[3] === 0x04
  )
    return 'xlsx';
  if (
    head.length >= 8 &&
    head[0] === 0xd0 &&
    head[1] === 0xcf &&
    head[2] === 0x11 &&
    head[3] === 0xe0
  )
    return 'xls';
  if (head.length === 0) return null;
  return looksLikeText(head) ? 'csv' : null;
}

/** How a text file is encoded. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * The encoding of a text file from its first bytes: a byte-order mark first; without one,
 * UTF-16 shows as a NUL in every other byte of ASCII text (SAP's "Unicode text" without
 * BOM), and bytes that are not valid UTF-8 mean a Windows code page (Excel's "CSV" on a
 * Western Windows).
 */
export function textEncodingOf(head: Uint8Array): TextEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  const n = Math.min(head.length, 8192) & ~1;
  if (n >= 8) {
    let evenNul = 0;
    let oddNul = 0;
    for (let i = 0; i < n; i += 2) {
      if (head[i] === 0) evenNul++;
      if (head[i + 1] === 0) oddNul++;
    }
    const half = n / 2;
    if (oddNul > half * 0.6 && evenNul < half * 0.05) return 'utf-16le';
    if (evenNul > half * 0.6 && oddNul < half * 0.05) return 'utf-16be';
  }
  try {
    // A character cut at the sample's end is no reason to doubt UTF-8.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, utf8Whole(head)));
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Length of `b` without a UTF-8 sequence cut at its end. */
function utf8Whole(b: Uint8Array): number {
  let i = b.length;
  for (let k = 0; k < 3 && i > 0 && (b[i - 1]! & 0xc0) === 0x80; k++) i--;
  if (i > 0 && b[i - 1]! >= 0xc0) return i - 1;
  return b.length;
}

function looksLikeText(head: Uint8Array): boolean {
  const encoding = textEncodingOf(head);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const text = new TextDecoder(encoding).decode(head.subarray(0, head.length & ~1));
    let control = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0) return false;
      if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) control++;
    }
    return control <= text.length / 1000;
  }
  const n = Math.min(head.length, 8192);
  let start = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) start = 3;
  let control = 0;
  for (let i = start; i < n; i++) {
    const b = head[i]!;
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  return control <= n / 1000;
}

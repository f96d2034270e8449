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

function looksLikeText(head: Uint8Array): boolean {
  const n = Math.min(head.length, 8192);
  let start = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) start = 3;
  // UTF-16 CSV exports carry a BOM; we only accept UTF-8 and say so elsewhere.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    return false;
  let control = 0;
  for (let i = start; i < n; i++) {
    const b = head[i]!;
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  return control <= n / 1000;
}

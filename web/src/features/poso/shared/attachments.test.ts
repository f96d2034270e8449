import { describe, expect, it } from 'vitest';
import {
  checkAttachment,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
  transferProblem,
  uploadPaths,
} from './attachments';

describe('attachments', () => {
  it('accepts the document types the service takes, whatever the case', () => {
    expect(checkAttachment({ name: 'Delivery note.PDF', size: 2048 })).toBeNull();
    expect(checkAttachment({ name: 'rates.xlsm', size: 10 })).toBeNull();
    expect(checkAttachment({ name: 'setup.exe', size: 10 })).toBe('type');
    expect(checkAttachment({ name: 'pdf', size: 10 })).toBe('type');
    expect(checkAttachment({ name: 'README', size: 10 })).toBe('type');
  });

  it('refuses empty files and files over 25 MB before sending them', () => {
    expect(checkAttachment({ name: 'a.pdf', size: 0 })).toBe('empty');
    expect(checkAttachment({ name: 'a.pdf', size: MAX_ATTACHMENT_BYTES })).toBeNull();
    expect(checkAttachment({ name: 'a.pdf', size: MAX_ATTACHMENT_BYTES + 1 })).toBe('size');
  });

  it('names why the server refused a transfer', () => {
    expect(transferProblem(413)).toBe('size');
    expect(transferProblem(415)).toBe('refused');
    expect(transferProblem(409)).toBe('locked');
    expect(transferProblem(401)).toBe('session');
    expect(transferProblem(403)).toBe('forbidden');
    expect(transferProblem(404)).toBe('missing');
    expect(transferProblem(503)).toBe('failed');
  });

  it('shows sizes in readable units', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize('2048')).toBe('2.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(-1)).toBe('');
  });

  it("writes the size's figure as the reader's language does", () => {
    expect(formatFileSize(1536, 'fr')).toBe('1,5 KB');
    expect(formatFileSize(1536, 'ro')).toBe('1,5 KB');
    expect(formatFileSize(1536, 'zh')).toBe('1.5 KB');
    expect(formatFileSize(25 * 1024 * 1024, 'fr')).toBe('25 MB');
  });

  it('uploads to the BFF file route of the document', () => {
    expect(uploadPaths.invoice(12)).toBe('/files/invoices/12/attachments');
    expect(uploadPaths.purchaseOrder(7)).toBe('/files/po/7/attachments');
  });
});

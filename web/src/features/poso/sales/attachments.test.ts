import { describe, expect, it } from 'vitest';
import {
  checkAttachment,
  fileErrorCode,
  formatFileSize,
  invoiceUploadPath,
  MAX_ATTACHMENT_BYTES,
} from './attachments';

describe('attachments', () => {
  it('accepts the document types the service takes, whatever the case', () => {
    expect(checkAttachment({ name: 'Delivery note.PDF', size: 2048 })).toBeNull();
    expect(checkAttachment({ name: 'rates.xlsm', size: 10 })).toBeNull();
    expect(checkAttachment({ name: 'setup.exe', size: 10 })).toBe('type');
    expect(checkAttachment({ name: 'pdf', size: 10 })).toBe('type');
  });

  it('refuses empty files and files over 25 MB before sending them', () => {
    expect(checkAttachment({ name: 'a.pdf', size: 0 })).toBe('empty');
    expect(checkAttachment({ name: 'a.pdf', size: MAX_ATTACHMENT_BYTES })).toBeNull();
    expect(checkAttachment({ name: 'a.pdf', size: MAX_ATTACHMENT_BYTES + 1 })).toBe('size');
  });

  it('names a failed file transfer by its status', () => {
    expect(fileErrorCode(413)).toBe('BAD_USER_INPUT');
    expect(fileErrorCode(404)).toBe('NOT_FOUND');
    expect(fileErrorCode(403)).toBe('FORBIDDEN');
    expect(fileErrorCode(409)).toBe('CONFLICT');
    expect(fileErrorCode(503)).toBe('UPSTREAM_UNAVAILABLE');
    expect(fileErrorCode(500)).toBe('INTERNAL_SERVER_ERROR');
  });

  it('shows sizes in readable units', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(-1)).toBe('');
  });

  it('uploads to the BFF file route of the invoice', () => {
    expect(invoiceUploadPath(12)).toBe('/files/invoices/12/attachments');
  });
});

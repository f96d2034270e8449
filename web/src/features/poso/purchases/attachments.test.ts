import { describe, expect, it } from 'vitest';
import { checkAttachment, downloadUrl, formatFileSize, uploadProblem } from './attachments';

describe('attachments', () => {
  it('writes sizes people can read', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize('2048')).toBe('2 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(-1)).toBe('');
  });

  it('resolves the download path from the origin, not the SPA base', () => {
    expect(downloadUrl('/files/po/12/attachments/3', 'http://127.0.0.1:4000')).toBe(
      'http://127.0.0.1:4000/files/po/12/attachments/3',
    );
  });

  it('checks type and size before sending, case-insensitively', () => {
    expect(checkAttachment({ name: 'quote.PDF', size: 10 })).toBeNull();
    expect(checkAttachment({ name: 'sheet.xlsm', size: 25 * 1024 * 1024 })).toBeNull();
    expect(checkAttachment({ name: 'sheet.xlsm', size: 25 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(checkAttachment({ name: 'run.exe', size: 10 })).toBe('type');
    expect(checkAttachment({ name: 'README', size: 10 })).toBe('type');
    expect(checkAttachment({ name: 'empty.csv', size: 0 })).toBe('empty');
  });

  it('names why the server refused an upload', () => {
    expect(uploadProblem(413)).toBe('tooLarge');
    expect(uploadProblem(409)).toBe('locked');
    expect(uploadProblem(400)).toBe('refused');
    expect(uploadProblem(401)).toBe('session');
    expect(uploadProblem(503)).toBe('failed');
  });
});

import { describe, expect, it } from 'vitest';
import { checkWorkbook, transferProblem } from './workbook-transfer';

describe('edited workbook checks', () => {
  it('takes .xlsx and .xlsm in any case and refuses anything else before sending', () => {
    expect(checkWorkbook({ name: 'Result EDITED.XLSX', size: 10 })).toBeNull();
    expect(checkWorkbook({ name: 'result.xlsm', size: 10 })).toBeNull();
    expect(checkWorkbook({ name: 'result.xls', size: 10 })).toBe('type');
    expect(checkWorkbook({ name: 'result.csv', size: 10 })).toBe('type');
    expect(checkWorkbook({ name: 'result.xlsx', size: 0 })).toBe('empty');
    expect(checkWorkbook({ name: 'result.xlsx', size: 26 * 1024 * 1024 })).toBe('size');
  });

  it('names each refusal of the file route', () => {
    expect([400, 401, 403, 404, 409, 413, 415, 500].map(transferProblem)).toEqual([
      'refused',
      'session',
      'forbidden',
      'missing',
      'state',
      'size',
      'refused',
      'failed',
    ]);
  });
});

export { writeResultWorkbook, RESULT_SHEETS } from './result-workbook.writer';
export { XlsxStreamWriter, type CellValue } from './xlsx-stream.writer';
export type { ResultWorkbookInput, WriteOptions } from './write.types';

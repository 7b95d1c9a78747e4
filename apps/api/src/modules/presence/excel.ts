import { PassThrough, type Readable } from 'node:stream';
import { toWibWallClock } from '@sbc/format/date';
import ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
  /** Excel number format of the column's cells, e.g. DATE_TIME for a moment. */
  numFmt?: string;
}

/** How a date and time of day show in Excel (day first, 24-hour clock). */
export const DATE_TIME = 'dd/mm/yyyy hh:mm';

/** Characters an .xlsx's XML cannot hold (controls, U+FFFE/U+FFFF, half a surrogate pair). */
const NOT_IN_XML = /[^\t\n\r\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** A row with its texts made fit for the sheet's XML (Excel refuses a file holding any of those). */
function xmlSafeRow(row: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) safe[key] = typeof value === 'string' ? value.replace(NOT_IN_XML, '') : value;
  return safe;
}

/**
 * Streams an .xlsx of one sheet: header row bold and frozen, rows pulled in batches so memory
 * stays flat however long the list is.
 */
export function streamSheet(
  sheetName: string,
  columns: SheetColumn[],
  batches: AsyncIterable<Record<string, unknown>[]>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ numFmt, ...column }) => (numFmt ? { ...column, style: { numFmt } } : column));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(xmlSafeRow(row)).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** Excel shows WIB wall-clock time for a Date (it has no time zones). */
export function wibCellDate(date: Date | null): Date | null {
  return date ? toWibWallClock(date) : null;
}

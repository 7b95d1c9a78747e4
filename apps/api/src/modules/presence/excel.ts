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
      for (const row of rows) sheet.addRow(row).commit();
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

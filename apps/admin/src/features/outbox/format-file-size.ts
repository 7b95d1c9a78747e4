const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** A size in bytes as the console says it: "812 B", "1,2 KB", "3,5 MB" (units of 1024). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${decimal.format(value)} ${UNITS[unit]}`;
}

import { formatNumberId } from '@sbc/format/rupiah';
import { type z } from 'zod';

/**
 * Validation messages a user reads, in plain Indonesian, for zod's global `customError`
 * (the API in apps/api/src/app.ts, the browser apps through ./browser.ts). zod asks this map only
 * when the schema gave no message of its own, so a schema's explicit message always wins.
 * zod's own Indonesian locale ("Input tidak valid: diharapkan string, diterima undefined") names
 * types and operators; these name what the person should do.
 */

type Issue = z.core.$ZodRawIssue;

/** The largest value of a PostgreSQL `integer` column: every id and counter of this site. */
export const INT_MAX = 2_147_483_647;

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Harus berupa teks.',
  number: 'Harus berupa angka.',
  bigint: 'Harus berupa angka.',
  nan: 'Harus berupa angka.',
  int: 'Harus berupa bilangan bulat.',
  boolean: 'Harus berupa ya atau tidak.',
  array: 'Harus berupa daftar.',
  tuple: 'Harus berupa daftar.',
  set: 'Harus berupa daftar.',
  object: 'Harus berupa objek.',
  record: 'Harus berupa objek.',
  map: 'Harus berupa objek.',
  date: 'Harus berupa tanggal.',
  file: 'Harus berupa berkas.',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Alamat email tidak valid.',
  url: 'Alamat web tidak valid.',
  datetime: 'Tanggal dan jam tidak valid.',
  date: 'Tanggal tidak valid.',
  time: 'Jam tidak valid.',
  lowercase: 'Harus huruf kecil.',
  uppercase: 'Harus huruf besar.',
};

const isMissing = (input: unknown) => input === undefined || input === null;

/** Whether a number limit is the technical one of a column or of JavaScript, not a rule a user can follow. */
const isTechnicalLimit = (limit: number | bigint) => Math.abs(Number(limit)) >= INT_MAX;

function sizeMessage(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string | undefined {
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  const n = formatNumberId(Number(limit));
  const unit = issue.origin === 'string' ? 'karakter' : issue.origin === 'file' ? 'byte' : 'item';
  switch (issue.origin) {
    case 'string':
    case 'array':
    case 'set':
    case 'file':
      if (!big && Number(limit) === 1 && issue.origin === 'string') return 'Wajib diisi.';
      if (issue.exact) return `Harus tepat ${n} ${unit}.`;
      return big ? `Paling banyak ${n} ${unit}.` : `Paling sedikit ${n} ${unit}.`;
    case 'number':
    case 'int':
    case 'bigint':
      if (isTechnicalLimit(limit)) return big ? 'Angka terlalu besar.' : 'Angka terlalu kecil.';
      if (big) return issue.inclusive === false ? `Harus kurang dari ${n}.` : `Paling besar ${n}.`;
      return issue.inclusive === false ? `Harus lebih dari ${n}.` : `Paling kecil ${n}.`;
    case 'date': {
      const day = new Date(Number(limit)).toISOString().slice(0, 10);
      return big ? `Paling lambat ${day}.` : `Paling awal ${day}.`;
    }
    default:
      return undefined;
  }
}

/**
 * A union (a number given as a number or as text, a yes/no given as a boolean or as "1"/"0")
 * failed in every branch: say what the field is for, from the branches' own first complaints.
 */
function unionMessage(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  const firsts = issue.errors
    .map((branch) => branch.find((i) => i.path.length === 0))
    .filter((i) => i !== undefined);
  const expects = (types: string[]) =>
    firsts.some((i) => i.code === 'invalid_type' && types.includes(i.expected));
  if (expects(['boolean'])) return TYPE_MESSAGES.boolean as string;
  if (expects(['number', 'int', 'bigint'])) return TYPE_MESSAGES.number as string;
  // A branch that only admits an empty value ('' or null) says nothing about what is wanted.
  const telling = firsts.find(
    (i) =>
      !(i.code === 'invalid_type' && (i.expected === 'null' || i.expected === 'undefined')) &&
      !(i.code === 'invalid_value' && i.values.every((v) => v === '' || v === null)),
  );
  return telling?.message ?? 'Isian tidak valid.';
}

/**
 * zod's global error map (`z.config({ customError: validationMessage })`): a clear Indonesian
 * message for every kind of issue, `undefined` where zod's locale text is as good.
 */
export const validationMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return 'Wajib diisi.';
      return TYPE_MESSAGES[issue.expected] ?? 'Jenis isian tidak sesuai.';
    case 'invalid_union':
      return isMissing(issue.input) ? 'Wajib diisi.' : unionMessage(issue);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_value': {
      const choices = issue.values.map(String).join(', ');
      if (issue.values.length > 1) {
        return issue.input === undefined
          ? `Wajib diisi. Pilih salah satu: ${choices}.`
          : `Pilih salah satu: ${choices}.`;
      }
      if (issue.input === undefined) return 'Wajib diisi.';
      return choices === '' ? 'Harus kosong.' : `Harus bernilai ${choices}.`;
    }
    case 'invalid_format':
      if (issue.format === 'starts_with') return `Harus diawali "${String(issue.prefix)}".`;
      if (issue.format === 'ends_with') return `Harus diakhiri "${String(issue.suffix)}".`;
      if (issue.format === 'includes') return `Harus memuat "${String(issue.includes)}".`;
      return FORMAT_MESSAGES[issue.format] ?? 'Formatnya tidak valid.';
    case 'not_multiple_of':
      return `Harus kelipatan ${formatNumberId(Number(issue.divisor))}.`;
    case 'unrecognized_keys':
      return `Isian tidak dikenal: ${issue.keys.join(', ')}.`;
    case 'invalid_key':
      return 'Nama isian tidak valid.';
    case 'invalid_element':
      return 'Ada isi yang tidak valid.';
    default:
      return 'Isian tidak valid.';
  }
};

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// The browser apps' entry: it installs the messages, as the API's app.ts does.
import './browser';
import { emailField, formBool, formInt, requiredText } from './fields';

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('validation messages', () => {
  it.each([
    ['a missing text', z.object({ name: z.string() }), {}, 'Wajib diisi.'],
    ['a null text', z.string(), null, 'Wajib diisi.'],
    ['a number for text', z.string(), 5, 'Harus berupa teks.'],
    ['text for a number', z.number(), 'lima', 'Harus berupa angka.'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'Harus berupa bilangan bulat.'],
    ['text for yes or no', z.boolean(), 'ya', 'Harus berupa ya atau tidak.'],
    ['text for a list', z.array(z.string()), 'a', 'Harus berupa daftar.'],
    ['a list for an object', z.object({}), [], 'Harus berupa objek.'],
    ['a number over the limit', z.number().max(1_500_000), 2_000_000, 'Paling besar 1.500.000.'],
    ['a number under the limit', z.number().min(10), 2, 'Paling kecil 10.'],
    ['a number not below the limit', z.number().lt(5), 5, 'Harus kurang dari 5.'],
    ['a number not above zero', z.number().positive(), 0, 'Harus lebih dari 0.'],
    ['a number past the safe range', z.number().int(), 2 ** 60, 'Angka terlalu besar.'],
    ['a number below the safe range', z.number().int(), -(2 ** 60), 'Angka terlalu kecil.'],
    ['an empty required text', z.string().min(1), '', 'Wajib diisi.'],
    ['a short text', z.string().min(8), 'abc', 'Paling sedikit 8 karakter.'],
    ['a long text', z.string().max(1000), 'x'.repeat(1001), 'Paling banyak 1.000 karakter.'],
    ['a text of the wrong length', z.string().length(6), 'abc', 'Harus tepat 6 karakter.'],
    ['a long list', z.array(z.number()).max(2), [1, 2, 3], 'Paling banyak 2 item.'],
    [
      'a wrong choice',
      z.enum(['nasional', 'chapter', 'dewan-syuro']),
      'pusat',
      'Pilih salah satu: nasional, chapter, dewan-syuro.',
    ],
    [
      'a missing choice',
      z.object({ board: z.enum(['a', 'b']) }),
      {},
      'Wajib diisi. Pilih salah satu: a, b.',
    ],
    ['a wrong literal', z.literal('ya'), 'tidak', 'Harus bernilai ya.'],
    ['an invalid email', z.email(), 'budi@', 'Alamat email tidak valid.'],
    ['an invalid URL', z.url(), 'bukan alamat', 'Alamat web tidak valid.'],
    ['a pattern mismatch', z.string().regex(/^\d+$/), 'abc', 'Formatnya tidak valid.'],
    ['a wrong prefix', z.string().startsWith('data:'), 'http:', 'Harus diawali "data:".'],
    ['a wrong multiple', z.number().multipleOf(1000), 1500, 'Harus kelipatan 1.000.'],
    [
      'unknown fields',
      z.strictObject({ a: z.string() }),
      { a: 'x', b: 1, c: 2 },
      'Isian tidak dikenal: b, c.',
    ],
    [
      'a failed check without a message',
      z.string().refine((v) => v === 'x'),
      'y',
      'Isian tidak valid.',
    ],
  ])('words %s plainly', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it.each([
    ['a missing number', formInt(), undefined, 'Wajib diisi.'],
    ['words for a number', formInt(), 'dua', 'Harus berupa bilangan bulat.'],
    ['yes or no for a number', formInt(), true, 'Harus berupa angka.'],
    ['an id past a PostgreSQL integer', formInt(), 2_147_483_648, 'Angka terlalu besar.'],
    [
      'an id past a PostgreSQL integer, as text',
      formInt(),
      '99999999999999999999',
      'Angka terlalu besar.',
    ],
    ['a number below a PostgreSQL integer', formInt(), '-2147483649', 'Angka terlalu kecil.'],
    ['a word for yes or no', formBool(), 'mungkin', 'Harus berupa ya atau tidak.'],
    ['a missing yes or no', formBool(), undefined, 'Wajib diisi.'],
  ])('words %s given to a form helper plainly', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('accepts the largest PostgreSQL integer, and larger numbers where a field asks for them', () => {
    expect(formInt().parse('2147483647')).toBe(2_147_483_647);
    expect(formInt().parse(-2_147_483_648)).toBe(-2_147_483_648);
    // Unix seconds of 1 January 2040.
    expect(formInt(Number.MAX_SAFE_INTEGER).parse('2208988800')).toBe(2_208_988_800);
  });

  it('keeps a message the schema sets itself', () => {
    expect(messageOf(requiredText(), '   ')).toBe('Wajib diisi');
    expect(messageOf(emailField(), 'budi')).toBe('Format email tidak valid');
    expect(messageOf(z.string().max(3, 'Kode paling banyak 3 huruf'), 'abcd')).toBe(
      'Kode paling banyak 3 huruf',
    );
    expect(messageOf(z.string({ error: 'Nama harus diisi' }), undefined)).toBe('Nama harus diisi');
  });
});

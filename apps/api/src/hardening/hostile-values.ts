/** Values a hostile or careless client sends, for every kind of field. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  2_147_483_648,
  3.14159,
  '',
  ' ',
  'x'.repeat(20_000),
  "' OR 1=1; DROP TABLE news; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '𝕊𝔹ℂ 😀 \u202e\u0000 Ω',
  '%00%ff%fe',
  { $gt: '' },
  ['a', 'b'],
  [{ nested: { deeper: [1, 2, 3] } }],
];

/** Path-parameter values (strings only, as URLs carry them). */
export const HOSTILE_PATH_VALUES = ['0', '-1', '2147483648', '999999999999', 'a'.repeat(300), '%27%20OR%201%3D1', '..%2F..%2Fetc', '%F0%9F%98%80', 'null'];

/** A JSON-serialisable object with field `name` set to `value` and the rest of `base`. */
export function withField(base: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  return { ...base, [name]: value };
}

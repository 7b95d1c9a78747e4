import { describe, expect, it } from 'vitest';
import {
  formText,
  hasErrors,
  normalizeEmail,
  validateContact,
  validateNewsletterEmail,
  validateProblemReport,
} from './engagement-forms';

const contact = {
  name: 'Siti Aminah',
  email: 'siti@contoh.id',
  phone: '+62 812-3456 (7890)',
  subject: 'Kajian bulanan',
  message: 'Kapan kajian bulanan berikutnya diadakan?',
};

describe('validateContact', () => {
  it('accepts a complete message, with or without a phone number', () => {
    expect(validateContact(contact)).toEqual({});
    expect(validateContact({ ...contact, phone: '' })).toEqual({});
  });

  it('names every missing required field in Indonesian', () => {
    const errors = validateContact({ name: ' ', email: '', phone: '', subject: '', message: '' });
    expect(errors).toEqual({
      name: 'Nama wajib diisi',
      email: 'Email wajib diisi',
      subject: 'Perihal wajib diisi',
      message: 'Pesan wajib diisi',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it.each([
    ['email', 'siti@', 'Format email tidak valid'],
    ['email', 'siti aminah@contoh.id', 'Format email tidak valid'],
    ['phone', '0812-abc', 'Nomor telepon'],
    ['phone', '1'.repeat(21), 'Nomor telepon'],
    ['message', 'Halo', 'Pesan minimal 10 karakter'],
    ['message', 'x'.repeat(3001), 'Pesan maksimal 3000 karakter'],
    ['name', 'n'.repeat(101), 'Nama maksimal 100 karakter'],
    ['subject', 's'.repeat(151), 'Perihal maksimal 150 karakter'],
  ])('refuses %s = %j', (field, value, message) => {
    const errors = validateContact({ ...contact, [field]: value });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toContain(message);
  });
});

describe('validateProblemReport', () => {
  it('needs a description of 10 characters; the email is optional but must be valid', () => {
    expect(validateProblemReport({ description: 'Gambar tidak muncul', email: '' })).toEqual({});
    expect(validateProblemReport({ description: 'Error', email: 'x' })).toEqual({
      description: 'Penjelasan masalah minimal 10 karakter',
      email: 'Format email tidak valid',
    });
  });
});

describe('newsletter email', () => {
  it('is required, must look like an email, and is sent lower-cased', () => {
    expect(validateNewsletterEmail('')).toEqual({ email: 'Email wajib diisi' });
    expect(validateNewsletterEmail('a@b')).toEqual({ email: 'Format email tidak valid' });
    expect(validateNewsletterEmail('budi@contoh.c')).toEqual({ email: 'Format email tidak valid' });
    expect(validateNewsletterEmail('Budi@Contoh.ID')).toEqual({});
    expect(normalizeEmail('  Budi@Contoh.ID ')).toBe('budi@contoh.id');
  });
});

describe('formText', () => {
  it('reads text fields and treats missing or file fields as empty', () => {
    const form = new FormData();
    form.set('name', 'Siti');
    form.set('file', new Blob(['x']));
    expect(formText(form, 'name')).toBe('Siti');
    expect(formText(form, 'file')).toBe('');
    expect(formText(form, 'none')).toBe('');
  });
});

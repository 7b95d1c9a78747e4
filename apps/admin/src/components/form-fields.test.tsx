// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField } from '../features/community-admin/form-kit';
import { SelectField, TextArea } from './form-fields';
import { TextField } from './text-field';

afterEach(cleanup);

describe('form field ids', () => {
  it('gives two fields of the same name their own label, hint and error', () => {
    render(
      <>
        <TextField name="title" label="Judul kelas" hint="Tampil di halaman kelas" />
        <TextField name="title" label="Judul topik" error="Wajib diisi" />
      </>,
    );
    const course = screen.getByLabelText('Judul kelas');
    const topic = screen.getByLabelText('Judul topik');
    expect(course).not.toBe(topic);
    expect(course.id).not.toBe(topic.id);
    expect(screen.getByRole('textbox', { name: 'Judul topik' })).toBe(topic);
    expect(topic.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(topic.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Wajib diisi',
    );
    expect(
      document.getElementById(course.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Tampil di halaman kelas');
  });

  it('keeps ids unique for text areas, selects and checkboxes too', () => {
    render(
      <>
        <TextArea name="description" label="Deskripsi kelas" />
        <TextArea name="description" label="Deskripsi topik" />
        <SelectField name="chapter_id" label="Chapter acara">
          <option value="1">Jakarta</option>
        </SelectField>
        <SelectField name="chapter_id" label="Chapter album">
          <option value="1">Jakarta</option>
        </SelectField>
        <CheckboxField name="published" label="Terbitkan kelas" />
        <CheckboxField name="published" label="Terbitkan topik" />
      </>,
    );
    const ids = [
      'Deskripsi kelas',
      'Deskripsi topik',
      'Chapter acara',
      'Chapter album',
      'Terbitkan kelas',
      'Terbitkan topik',
    ].map((label) => screen.getByLabelText(label).id);
    expect(new Set(ids).size).toBe(6);
  });

  it('uses the id the caller gives', () => {
    render(<TextField name="title" id="judul" label="Judul" />);
    expect(screen.getByLabelText('Judul').id).toBe('judul');
  });
});

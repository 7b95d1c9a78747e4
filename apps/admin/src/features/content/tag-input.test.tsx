// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagInput } from './tag-input';

afterEach(cleanup);

describe('TagInput', () => {
  it('keeps a title without a letter or digit in the box and says why; a real title is added', () => {
    const onChange = vi.fn();
    render(<TagInput value={['Doa']} onChange={onChange} suggestions={[]} />);
    const box = screen.getByLabelText('Tag');
    fireEvent.change(box, { target: { value: '!!!' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Tag harus memuat huruf atau angka')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('!!!');
    expect(box.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(box, { target: { value: 'Zakat 2026' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(['Doa', 'Zakat 2026']);
    expect(screen.queryByText('Tag harus memuat huruf atau angka')).toBeNull();
  });
});

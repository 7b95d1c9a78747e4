import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('is an accessible inline SVG, or decorative with an empty label', () => {
    const { container, rerender } = render(<Logo />);
    expect(screen.getByRole('img', { name: 'SBC' }).tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('image, img')).toBeNull();
    rerender(<Logo label="" tone="inverse" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

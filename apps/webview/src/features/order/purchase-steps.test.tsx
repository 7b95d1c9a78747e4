// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PurchaseSteps } from './purchase-steps';

afterEach(cleanup);

const stepNames = () =>
  screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/^\d+/, ''));

describe('PurchaseSteps', () => {
  it('names the first step after what is bought', () => {
    render(<PurchaseSteps current={1} kind="event" />);
    expect(stepNames()).toEqual(['Tiket', 'Metode', 'Bayar']);
    cleanup();
    render(<PurchaseSteps current={1} kind="membership" />);
    expect(stepNames()).toEqual(['Paket', 'Metode', 'Bayar']);
  });

  it('marks the current step', () => {
    render(<PurchaseSteps current={2} kind="event" />);
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current.map((item) => item.textContent)).toEqual(['3Bayar']);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Form, RouterProvider, useNavigation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

afterEach(cleanup);

/** A form whose answer comes when the test says so; counts how often it was sent. */
function renderSlowForm() {
  const sent = { count: 0, answer: () => {} };
  const router = createMemoryRouter([
    {
      path: '/',
      HydrateFallback: () => null,
      action: () => {
        sent.count += 1;
        return new Promise<null>((resolve) => {
          sent.answer = () => resolve(null);
        });
      },
      Component: () => {
        const isBusy = useNavigation().state !== 'idle';
        return (
          <Form method="post">
            <SubmitButton isBusy={isBusy} busyLabel="Mengirim…">
              Kirim
            </SubmitButton>
          </Form>
        );
      },
    },
  ]);
  render(<RouterProvider router={router} />);
  return sent;
}

describe('SubmitButton', () => {
  it('stays focusable while the form is sent, ignores a second press and keeps the focus', async () => {
    const sent = renderSlowForm();
    const button = await screen.findByRole('button', { name: 'Kirim' });
    button.focus();
    fireEvent.click(button);

    const busy = await screen.findByRole('button', { name: 'Mengirim…' });
    expect(busy).toBe(button);
    // `disabled` would drop the focus to the page's start; aria-disabled says the same and keeps it.
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(sent.count).toBe(1);

    sent.answer();
    expect(await screen.findByRole('button', { name: 'Kirim' })).toBe(button);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(sent.count).toBe(1);
  });
});

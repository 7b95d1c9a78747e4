import type { FormEvent } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The search text is required (SPEC section 5): the fields' bubble and the results page say the same. */
export const SEARCH_TEXT_REQUIRED = 'Kata pencarian wajib diisi';

/**
 * Props of a required text field whose browser check speaks Indonesian whatever the browser's
 * language: the field is invalid with `message` while its text, without surrounding spaces, is
 * shorter than `minLength`, so the browser's own bubble says `message` and the form is not sent.
 */
export function requiredText(message: string, minLength = 1) {
  const check = ({ currentTarget: field }: FormEvent<TextField>) =>
    field.setCustomValidity(field.value.trim().length < minLength ? message : '');
  return { required: true, onInput: check, onInvalid: check };
}

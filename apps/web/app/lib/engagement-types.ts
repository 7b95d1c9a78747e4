/**
 * What the engagement resource routes (`/aksi/*`) answer to the components' fetchers.
 * Types only, so both sides share them without shipping any server code.
 */
import type { FieldErrors } from './engagement-forms';

/** A refused or failed call: a readable message, and field errors for the form. */
export interface ActionFailure {
  ok: false;
  /** The API's status (400, 401, 404, 409, 410, 429...), 503 when it could not be reached. */
  status: number;
  message: string;
  fieldErrors: FieldErrors;
}

/** A successful answer with its own data. */
export type ActionSuccess<T extends object = object> = { ok: true; message: string } & T;

/** Either answer of an engagement route. */
export type ActionResult<T extends object = object> = ActionSuccess<T> | ActionFailure;

/** A comment as the post engagement shows it: plain text, date already formatted. */
export interface CommentView {
  id: number;
  authorName: string;
  authorInitial: string;
  authorImage: string | null;
  content: string;
  /** "22 November 2026, 19.30 WIB". */
  date: string;
  replies: CommentView[];
}

/** One page of a post's comments. */
export interface CommentPage {
  comments: CommentView[];
  page: number;
  totalPages: number;
  /** Every comment and reply readers see (the heading's count). */
  total: number;
  /** Whether the request carried a member token (the write form is shown). */
  isMember: boolean;
}

/** A post's rating and what this reader may do. */
export interface RatingState {
  average: number;
  count: number;
  isMember: boolean;
  canRate: boolean;
  /** The member's own rating, once given. */
  myRating: number | null;
}

/** 'Was this helpful?' totals. */
export interface HelpfulTotals {
  yes: number;
  no: number;
}

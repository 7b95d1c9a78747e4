import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';

/**
 * The 404 of an event, course or lesson the admin cannot see. A chapter admin sees only their
 * chapter's, so theirs says where it was looked for: one of another chapter is "not found in
 * your chapter", not simply missing.
 */
export function notInScope(principal: Extract<Principal, { kind: 'admin' }>, what: string): AppError {
  return new AppError('NOT_FOUND', principal.role === 'chapter' ? `${what} tidak ditemukan di chapter Anda` : `${what} tidak ditemukan`);
}

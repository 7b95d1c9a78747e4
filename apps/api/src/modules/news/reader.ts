import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { type VisitorIds } from '../../services/visitor-id';

/**
 * Who is reading (ARCHITECTURE section 9): the member when the call carries a member token,
 * else the signed visitor id given as user_id. A visitor id the server did not issue is refused.
 */
export function resolveReader(
  principal: Principal,
  userId: string | undefined,
  visitorIds: VisitorIds,
): string | null {
  if (principal.kind === 'member') return `m:${principal.id}`;
  if (userId === undefined || userId === '') return null;
  if (!visitorIds.isValid(userId)) {
    throw new AppError('BAD_REQUEST', 'ID pengunjung tidak dikenal', [
      { field: 'user_id', message: 'ID pengunjung tidak dikenal' },
    ]);
  }
  return `v:${userId}`;
}

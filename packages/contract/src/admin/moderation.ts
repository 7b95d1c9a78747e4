import { z } from 'zod';
import { endpoint } from '../endpoint';
import { formBool, formInt } from '../fields';

export const setCommentHidden = endpoint({
  id: 'setCommentHidden',
  service: 'admin',
  method: 'POST',
  path: 'comments/hide',
  auth: 'admin',
  permission: 'content',
  summary: 'Hides a comment from the public (or shows it again).',
  body: z.object({ id: formInt(), hidden: formBool() }),
  response: z.object({ id: z.number().int(), hidden: z.boolean() }),
  errors: [404],
});

import { z } from 'zod';
import { endpoint } from '../endpoint';
import { formInt, requiredText } from '../fields';
import { contentCall, optionalPermalink } from './content-fields';

export const AdminCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  permalink: z.string(),
  description: z.string(),
  post_count: z.number().int(),
  is_system: z.boolean().meta({ description: 'Site furniture (alert, banner, testimoni, kebijakan): kept, never merged away nor merged into.' }),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const AdminTagSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  permalink: z.string(),
  post_count: z.number().int(),
});
export type AdminTag = z.infer<typeof AdminTagSchema>;

const taxonomyInput = {
  title: requiredText(120),
  permalink: optionalPermalink(),
};
const mergeInput = z.object({ from_id: formInt(), into_id: formInt() });

export const listAdminCategories = endpoint({
  ...contentCall,
  id: 'listAdminCategories',
  method: 'GET',
  path: 'category/list',
  summary: 'Every category with how many posts (of any state) it holds.',
  response: z.array(AdminCategorySchema),
});

export const createCategory = endpoint({
  ...contentCall,
  id: 'createCategory',
  method: 'POST',
  path: 'category/create',
  summary: 'Adds a category; the permalink comes from the title when empty; a name or permalink already used answers 409.',
  body: z.object({ ...taxonomyInput, description: z.string().trim().max(500).optional() }),
  response: AdminCategorySchema,
  errors: [409],
});

export const updateCategory = endpoint({
  ...contentCall,
  id: 'updateCategory',
  method: 'POST',
  path: 'category/update',
  summary: 'Renames a category; its permalink changes only when one is given; a name or permalink already used answers 409.',
  body: z.object({ id: formInt(), ...taxonomyInput, description: z.string().trim().max(500).optional() }),
  response: AdminCategorySchema,
  errors: [404, 409],
});

export const mergeCategory = endpoint({
  ...contentCall,
  id: 'mergeCategory',
  method: 'POST',
  path: 'category/merge',
  summary:
    'Moves every post of one category to another, then removes the first; a system category (alert, banner, testimoni, kebijakan) is refused as either one (409, `errors` naming `from_id` or `into_id`).',
  body: mergeInput,
  response: z.object({ into: AdminCategorySchema, moved: z.number().int() }),
  errors: [404, 409],
});

export const deleteCategory = endpoint({
  ...contentCall,
  id: 'deleteCategory',
  method: 'POST',
  path: 'category/delete',
  summary: 'Deletes an unused category; one with posts is refused (merge it instead).',
  body: z.object({ id: formInt() }),
  response: z.object({ id: z.number().int() }),
  errors: [404, 409],
});

export const listAdminTags = endpoint({
  ...contentCall,
  id: 'listAdminTags',
  method: 'GET',
  path: 'tag/list',
  summary: 'Every tag with how many posts (of any state) carry it.',
  response: z.array(AdminTagSchema),
});

export const createTag = endpoint({
  ...contentCall,
  id: 'createTag',
  method: 'POST',
  path: 'tag/create',
  summary: 'Adds a tag; the permalink comes from the title when empty.',
  body: z.object(taxonomyInput),
  response: AdminTagSchema,
  errors: [409],
});

export const updateTag = endpoint({
  ...contentCall,
  id: 'updateTag',
  method: 'POST',
  path: 'tag/update',
  summary: 'Renames a tag; its permalink changes only when one is given.',
  body: z.object({ id: formInt(), ...taxonomyInput }),
  response: AdminTagSchema,
  errors: [404, 409],
});

export const mergeTag = endpoint({
  ...contentCall,
  id: 'mergeTag',
  method: 'POST',
  path: 'tag/merge',
  summary: 'Gives every post of one tag the other tag, then removes the first.',
  body: mergeInput,
  response: z.object({ into: AdminTagSchema, moved: z.number().int() }),
  errors: [404, 409],
});

export const deleteTag = endpoint({
  ...contentCall,
  id: 'deleteTag',
  method: 'POST',
  path: 'tag/delete',
  summary: 'Deletes an unused tag; one on posts is refused (merge it instead).',
  body: z.object({ id: formInt() }),
  response: z.object({ id: z.number().int() }),
  errors: [404, 409],
});

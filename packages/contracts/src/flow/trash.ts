import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { taskStatusSchema } from './vocabulary';

/** How long a deleted task waits in the trash ("Lixeira") before it is purged for good. */
export const TRASH_DAYS = 30;

/** A deleted task as the trash lists it (`GET /api/app/flow/lists/{id}/trash`), newest first. */
export const trashedTaskSchema = z.object({
  id: z.string(),
  listId: z.string(),
  code: z.string(),
  title: z.string(),
  status: taskStatusSchema,
  deletedAt: z.string(),
  deletedById: z.string().nullable(),
  deletedByName: z.string().nullable(),
  /** When the purge removes it for good (`deletedAt` + 30 days). */
  purgeAt: z.string(),
  checklistCount: z.number().int(),
  commentCount: z.number().int(),
});
export type TrashedTask = z.infer<typeof trashedTaskSchema>;

export const trashPageSchema = pageOf(trashedTaskSchema);
export type TrashPage = z.infer<typeof trashPageSchema>;
export const trashQuerySchema = pageQuerySchema;

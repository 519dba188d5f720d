import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ModuleTesting, SweepWorld } from '../../test/module-testing';
import { reviewCommentWriter, reviewReads } from './load-writers';
import { insertPublication } from './test-records';

const base = '/api/app/universo/reviews';
const asOwner = (w: SweepWorld) => ({ 'x-workspace-id': w.workspaceId });

/**
 * The module's test-time entry. `sweep`: `{kind}` is a publication; `{recordId}` a publication
 * of the target workspace in `testing` (its row written through the publications module's
 * public entry, so the sweep does not depend on that module's API); `{entryId}` an e-mail of
 * its audience and `{commentId}` a member's comment, both made through this module's API as
 * the target's owner. `writers`/`reads`: a member's anchored comment and the comments list,
 * for the crash and load suites.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      [`${base}/{kind}`]: { ownedByTarget: false, create: async () => 'publication' },
      [`${base}/{kind}/{recordId}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const title = `Revisão alvo ${randomUUID().slice(0, 8)}`;
          const row = await insertPublication(w.app.ctx, w.workspaceId, 'testing', title);
          w.mustNotLeak.add(title);
          w.mustNotLeak.add(row.id);
          return row.id;
        },
      },
      [`${base}/{kind}/{recordId}/audience/{entryId}`]: {
        ownedByTarget: true,
        create: async (w, { kind, recordId }) => {
          const email = `revisora-${randomUUID()}@exemplo.com.br`;
          const res = await w.owner.call(
            'POST',
            `${base}/${kind}/${recordId}/audience`,
            { emails: [email] },
            asOwner(w),
          );
          expect(res.statusCode, res.body).toBe(200);
          const entry = res
            .json<{ items: { id: string; email: string | null }[] }>()
            .items.find((e) => e.email === email);
          w.mustNotLeak.add(email);
          w.mustNotLeak.add(entry!.id);
          return entry!.id;
        },
      },
      [`${base}/{kind}/{recordId}/comments/{commentId}`]: {
        ownedByTarget: true,
        create: async (w, { kind, recordId }) => {
          const body = `Comentário alvo ${randomUUID().slice(0, 8)}`;
          const res = await w.owner.call(
            'POST',
            `${base}/${kind}/${recordId}/comments`,
            { quote: 'trecho', body },
            asOwner(w),
          );
          expect(res.statusCode, res.body).toBe(201);
          const id = res.json<{ id: string }>().id;
          w.mustNotLeak.add(body);
          w.mustNotLeak.add(id);
          return id;
        },
      },
    },
    // Bodies are validated before the record is looked up: an outsider must still get 404.
    bodies: {
      [`POST ${base}/{kind}/{recordId}/audience`]: { emails: ['varredura@exemplo.com.br'] },
      [`POST ${base}/{kind}/{recordId}/comments`]: { quote: 'trecho', body: 'Varredura' },
    },
  },
  writers: [reviewCommentWriter],
  reads: reviewReads,
};

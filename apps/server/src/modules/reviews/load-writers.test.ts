import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { reviewCommentWriter, reviewReads } from './load-writers';
import { reviewComments } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the review comment writer of the crash and load suites', () => {
  it('finds its acknowledged comments with their anchors, reports lost ones, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'revisoes');
    await reviewCommentWriter.prepare!(base, account);
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await reviewCommentWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await reviewCommentWriter.missing(database.db, acks)).toEqual([]);
    await database.db
      .update(reviewComments)
      .set({ quote: '' })
      .where(eq(reviewComments.id, acks[0]!.commentId));
    await database.db.delete(reviewComments).where(eq(reviewComments.id, acks[1]!.commentId));
    expect(await reviewCommentWriter.missing(database.db, acks)).toEqual([
      `comentário de revisão ${acks[0]!.commentId} sem o trecho`,
      `comentário de revisão ${acks[1]!.commentId} confirmado e ausente`,
    ]);
    for (const read of reviewReads) expect((await read.read(base, account)).status).toBe(200);
  });
});

import { formatCode } from '@orbita/contracts';
import { PRODUCT_CODE_WIDTH } from '@orbita/contracts/products';
import type { Sequence } from '@orbita/contracts/sequences';
import { count, eq, max } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { updateVersioned } from '../../platform/db/versioned';
import { emit } from '../../platform/events/bus';
import { assertEditable, assertNextNumber, type SequenceSource } from '../../platform/sequences';
import { lockCounter, peekCounterNumber, setCounterNext } from '../flow';
import { codeSequence } from './codes';
import { productCodeSettings, products } from './schema';

const ID = 'produtos';

async function stats(db: Queryable, workspaceId: string) {
  const [row] = await db
    .select({ records: count(), highest: max(products.number) })
    .from(products)
    .where(eq(products.workspaceId, workspaceId));
  return { records: row?.records ?? 0, highest: row?.highest ?? 0 };
}

async function read(db: Queryable, workspaceId: string): Promise<Sequence> {
  const { prefix, suffix, version } = await codeSequence(db, workspaceId);
  const nextNumber = await peekCounterNumber(db, workspaceId, 'products');
  const { records, highest } = await stats(db, workspaceId);
  const format = { prefix, suffix, width: PRODUCT_CODE_WIDTH };
  return {
    id: ID,
    kind: 'produtos',
    name: 'Produtos',
    ...format,
    nextNumber,
    lastUsed: Math.max(nextNumber - 1, highest),
    preview: formatCode(format, nextNumber),
    records,
    path: '/produto/produtos',
    editable: { prefix: true, width: false, suffix: true },
    version,
  };
}

/**
 * Products' code sequence for /fabrica/sequencias (manifest field `sequences`): the prefix
 * and suffix of 'Códigos' (versioned, `products.codes.updated`, as PATCH …/codigos does)
 * and the next number of flow's counter `products`.
 */
export const productSequences: SequenceSource = {
  owns: (id) => id === ID,
  list: async (db, workspaceId) => [await read(db, workspaceId)],
  get: async (db, workspaceId, id) => (id === ID ? read(db, workspaceId) : null),
  update: async (tx, member, _id, change) => {
    const last = await lockCounter(tx, member.workspaceId, 'products');
    const current = await read(tx, member.workspaceId);
    assertEditable(current, change);
    // The settings row is made with the defaults on the first change, at version 1.
    await tx
      .insert(productCodeSettings)
      .values({ workspaceId: member.workspaceId })
      .onConflictDoNothing({ target: productCodeSettings.workspaceId });
    await updateVersioned(
      tx,
      productCodeSettings,
      eq(productCodeSettings.workspaceId, member.workspaceId),
      change.version,
      { prefix: change.prefix, suffix: change.suffix, updatedAt: new Date() },
    );
    if (change.prefix !== undefined || change.suffix !== undefined)
      await emit(tx, 'products.codes.updated', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
      });
    if (change.nextNumber === undefined) return;
    assertNextNumber(change.nextNumber, Math.max(last, current.lastUsed));
    await setCounterNext(tx, member.workspaceId, 'products', change.nextNumber);
  },
};

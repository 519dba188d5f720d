import {
  isListed,
  opensPublicly,
  publicationStatuses,
  publicationVisibilities,
} from '@orbita/contracts/explore';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember, testDatabase } from '../../test/kit';
import { pages, publications } from './sources';
import { insertPage, insertPublication } from './test-items';
import { listedWhere, openWhere } from './visibility-sql';

const database = testDatabase();

const states = publicationStatuses.flatMap((status) =>
  publicationVisibilities.flatMap((visibility) =>
    [false, true].map((hidden) => ({ status, visibility, hidden })),
  ),
);

describe('listedWhere / openWhere: the SQL twins of the contracts rule', () => {
  it('agree with isListed / opensPublicly on every status × visibility × hidden, for both tables', async () => {
    const { workspace } = await createMember(database);
    const made: { id: string; state: (typeof states)[number] }[] = [];
    for (const state of states) {
      made.push({ id: (await insertPublication(database.db, workspace.id, state)).id, state });
      made.push({ id: (await insertPage(database.db, workspace.id, state)).id, state });
    }
    const ids = async (where: 'listed' | 'open') => {
      const rows = [
        ...(await database.db
          .select({ id: publications.id })
          .from(publications)
          .where(
            and(
              eq(publications.workspaceId, workspace.id),
              where === 'listed' ? listedWhere(publications) : openWhere(publications),
            ),
          )),
        ...(await database.db
          .select({ id: pages.id })
          .from(pages)
          .where(
            and(
              eq(pages.workspaceId, workspace.id),
              where === 'listed' ? listedWhere(pages) : openWhere(pages),
            ),
          )),
      ];
      return rows.map((r) => r.id).sort();
    };
    expect(await ids('listed')).toEqual(
      made
        .filter((m) => isListed(m.state))
        .map((m) => m.id)
        .sort(),
    );
    expect(await ids('open')).toEqual(
      made
        .filter((m) => opensPublicly(m.state))
        .map((m) => m.id)
        .sort(),
    );
    // Not vacuous: some of each.
    expect(made.filter((m) => isListed(m.state))).toHaveLength(4);
    expect(made.filter((m) => opensPublicly(m.state))).toHaveLength(6);
  });
});

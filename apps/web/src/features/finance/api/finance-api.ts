import {
  financeEndpoints as finance,
  type ClosePeriodBody,
  type CreateBoxBody,
  type CreateCategoryBody,
  type CreateEntryBody,
  type CreateTransferBody,
  type Entry,
  type EntryFilters,
  type PayStatementBody,
  type UpdateBoxBody,
  type UpdateCategoryBody,
  type UpdateEntryBody,
  type UpdateTransferBody,
} from '@orbita/contracts/finance';
import { callApi } from '../../../platform/http';
import { withoutEmpty } from './without-empty';

export interface EntriesPage {
  items: Entry[];
  nextCursor: string | null;
}

const one = (id: string) => ({ params: { id } });

/** Every call of the finance home to `/api/app/riqueza`, through the typed API client. */
export const financeApi = {
  summary: () => callApi(finance.summary),
  boxes: (includeArchived = false) =>
    callApi(finance.boxes, {
      query: { includeArchived: includeArchived ? 'true' : undefined },
    }).then((r) => r.items),
  box: (boxId: string) => callApi(finance.box, one(boxId)),
  createBox: (body: CreateBoxBody) => callApi(finance.createBox, { body }),
  updateBox: (boxId: string, body: UpdateBoxBody) =>
    callApi(finance.updateBox, { ...one(boxId), body }),
  deleteBox: (boxId: string) => callApi(finance.deleteBox, one(boxId)),
  archiveBox: (boxId: string) => callApi(finance.archiveBox, one(boxId)),
  unarchiveBox: (boxId: string) => callApi(finance.unarchiveBox, one(boxId)),

  categories: () => callApi(finance.categories).then((r) => r.items),
  createCategory: (body: CreateCategoryBody) => callApi(finance.createCategory, { body }),
  updateCategory: (categoryId: string, body: UpdateCategoryBody) =>
    callApi(finance.updateCategory, { ...one(categoryId), body }),
  deleteCategory: (categoryId: string) => callApi(finance.deleteCategory, one(categoryId)),

  entries: (filters: EntryFilters, cursor?: string, limit = 100): Promise<EntriesPage> =>
    callApi(finance.entries, { query: withoutEmpty({ ...filters, cursor, limit }) }),
  createEntry: (body: CreateEntryBody) => callApi(finance.createEntry, { body }),
  updateEntry: (entryId: string, body: UpdateEntryBody) =>
    callApi(finance.updateEntry, { ...one(entryId), body }),
  deleteEntry: (entryId: string, scope: 'one' | 'group') =>
    callApi(finance.deleteEntry, { ...one(entryId), query: { scope } }),

  createTransfer: (body: CreateTransferBody) => callApi(finance.createTransfer, { body }),
  updateTransfer: (transferId: string, body: UpdateTransferBody) =>
    callApi(finance.updateTransfer, { ...one(transferId), body }),
  deleteTransfer: (transferId: string) => callApi(finance.deleteTransfer, one(transferId)),
  transfers: (boxId: string | undefined, cursor?: string, limit = 100) =>
    callApi(finance.transfers, { query: withoutEmpty({ boxId, cursor, limit }) }),

  statements: (boxId: string) => callApi(finance.statements, one(boxId)).then((r) => r.items),
  statement: (boxId: string, month: string) =>
    callApi(finance.statement, { params: { id: boxId, month } }),
  payStatement: (boxId: string, month: string, body: PayStatementBody) =>
    callApi(finance.payStatement, { params: { id: boxId, month }, body }),

  periods: () => callApi(finance.periods),
  closePeriod: (body: ClosePeriodBody) => callApi(finance.closePeriod, { body }),
  reopenPeriod: (periodId: string) => callApi(finance.reopenPeriod, one(periodId)),
};

import type {
  Box,
  Category,
  ClosePeriodBody,
  CreateCategoryBody,
  CreateBoxBody,
  CreateEntryBody,
  CreateTransferBody,
  Entry,
  EntryFilters,
  FinanceDeleted,
  FinanceSummary,
  PayStatementBody,
  Period,
  Statement,
  StatementDetail,
  Transfer,
  UpdateBoxBody,
  UpdateCategoryBody,
  UpdateEntryBody,
  UpdateTransferBody,
} from '@orbita/contracts/finance';
import { http } from '../../../platform/http';

const base = 'app/riqueza';
const id = (value: string) => encodeURIComponent(value);

/** A query string from the set values only (empty filters are left out). */
export function queryString(
  params: Record<string, string | number | boolean | undefined | null>,
): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export interface EntriesPage {
  items: Entry[];
  nextCursor: string | null;
}

/** Every call of the finance home to `/api/app/riqueza`, through the platform request helper. */
export const financeApi = {
  summary: () => http.get<FinanceSummary>(`${base}/summary`),
  boxes: (includeArchived = false) =>
    http
      .get<{ items: Box[] }>(
        `${base}/boxes${queryString({ includeArchived: includeArchived || undefined })}`,
      )
      .then((r) => r.items),
  box: (boxId: string) => http.get<Box>(`${base}/boxes/${id(boxId)}`),
  createBox: (body: CreateBoxBody) => http.post<Box>(`${base}/boxes`, body),
  updateBox: (boxId: string, body: UpdateBoxBody) =>
    http.patch<Box>(`${base}/boxes/${id(boxId)}`, body),
  deleteBox: (boxId: string) => http.delete<FinanceDeleted>(`${base}/boxes/${id(boxId)}`),
  archiveBox: (boxId: string) => http.post<Box>(`${base}/boxes/${id(boxId)}/archive`),
  unarchiveBox: (boxId: string) => http.post<Box>(`${base}/boxes/${id(boxId)}/unarchive`),

  categories: () => http.get<{ items: Category[] }>(`${base}/categories`).then((r) => r.items),
  createCategory: (body: CreateCategoryBody) => http.post<Category>(`${base}/categories`, body),
  updateCategory: (categoryId: string, body: UpdateCategoryBody) =>
    http.patch<Category>(`${base}/categories/${id(categoryId)}`, body),
  deleteCategory: (categoryId: string) =>
    http.delete<FinanceDeleted>(`${base}/categories/${id(categoryId)}`),

  entries: (filters: EntryFilters, cursor?: string, limit = 100) =>
    http.get<EntriesPage>(`${base}/entries${queryString({ ...filters, cursor, limit })}`),
  createEntry: (body: CreateEntryBody) => http.post<{ items: Entry[] }>(`${base}/entries`, body),
  updateEntry: (entryId: string, body: UpdateEntryBody) =>
    http.patch<Entry>(`${base}/entries/${id(entryId)}`, body),
  deleteEntry: (entryId: string, scope: 'one' | 'group') =>
    http.delete<{ ids: string[] }>(`${base}/entries/${id(entryId)}${queryString({ scope })}`),

  createTransfer: (body: CreateTransferBody) => http.post<Transfer>(`${base}/transfers`, body),
  updateTransfer: (transferId: string, body: UpdateTransferBody) =>
    http.patch<Transfer>(`${base}/transfers/${id(transferId)}`, body),
  deleteTransfer: (transferId: string) =>
    http.delete<FinanceDeleted>(`${base}/transfers/${id(transferId)}`),
  transfers: (boxId: string | undefined, cursor?: string, limit = 100) =>
    http.get<{ items: Transfer[]; nextCursor: string | null }>(
      `${base}/transfers${queryString({ boxId, cursor, limit })}`,
    ),

  statements: (boxId: string) =>
    http.get<{ items: Statement[] }>(`${base}/boxes/${id(boxId)}/statements`).then((r) => r.items),
  statement: (boxId: string, month: string) =>
    http.get<StatementDetail>(`${base}/boxes/${id(boxId)}/statements/${id(month)}`),
  payStatement: (boxId: string, month: string, body: PayStatementBody) =>
    http.post<Transfer>(`${base}/boxes/${id(boxId)}/statements/${id(month)}/pay`, body),

  periods: () =>
    http.get<{ items: Period[]; latestClosedEndDate: string | null }>(`${base}/periods`),
  closePeriod: (body: ClosePeriodBody) => http.post<Period>(`${base}/periods`, body),
  reopenPeriod: (periodId: string) => http.post<Period>(`${base}/periods/${id(periodId)}/reopen`),
};

import {
  createBoxBodySchema,
  updateBoxBodySchema,
  type Box,
  type BoxKind,
  type CreateBoxBody,
  type InvestmentKind,
  type UpdateBoxBody,
} from '@orbita/contracts/finance';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { todaySaoPaulo } from '../shared/dates';

/** What the box form holds: money as unsigned centavos (the mask has no sign) plus a "negativo" flag. */
export interface BoxFormValues {
  kind: BoxKind;
  name: string;
  openingBalance: number | null;
  negative: boolean;
  openingDate: string;
  limit: number | null;
  closingDay: number | null;
  dueDay: number | null;
  investmentKind: InvestmentKind | '';
  startDate: string;
  notes: string;
}

export function boxDefaults(box: Box | null, kind: BoxKind = 'bank_account'): BoxFormValues {
  return {
    kind: box?.kind ?? kind,
    name: box?.name ?? '',
    openingBalance: box ? Math.abs(box.openingBalance) : 0,
    negative: (box?.openingBalance ?? 0) < 0,
    openingDate: box?.openingDate ?? todaySaoPaulo(),
    limit: box?.limit ?? null,
    closingDay: box?.closingDay ?? null,
    dueDay: box?.dueDay ?? null,
    investmentKind: box?.investmentKind ?? '',
    startDate: box?.startDate ?? '',
    notes: box?.notes ?? '',
  };
}

/** The request body of the form: only the fields of the box's kind, so the server's strict schema accepts it. */
export function boxBody(v: BoxFormValues, creating: boolean): CreateBoxBody | UpdateBoxBody {
  const body: Record<string, unknown> = {
    name: v.name,
    openingBalance:
      v.openingBalance === null ? undefined : v.negative ? -v.openingBalance : v.openingBalance,
    openingDate: v.openingDate || undefined,
  };
  if (creating) body.kind = v.kind;
  if (v.kind === 'credit_card')
    Object.assign(body, {
      limit: v.limit ?? undefined,
      closingDay: v.closingDay ?? undefined,
      dueDay: v.dueDay ?? undefined,
    });
  if (v.kind === 'investment')
    Object.assign(body, {
      investmentKind: v.investmentKind || undefined,
      startDate: v.startDate || undefined,
      notes: v.notes.trim() || null,
    });
  return body as CreateBoxBody;
}

/** Validates with the contracts' create/update schema and puts each message under its field. */
export function boxResolver(creating: boolean): Resolver<BoxFormValues> {
  return async (values) => {
    const schema = creating ? createBoxBodySchema : updateBoxBodySchema;
    const parsed = schema.safeParse(boxBody(values, creating));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<BoxFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name') as keyof BoxFormValues;
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
}

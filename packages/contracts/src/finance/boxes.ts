import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import {
  daySchema,
  MONEY_MAX,
  nonNegativeMoneySchema,
  queryBooleanSchema,
  signedMoneySchema,
} from './common';

/**
 * Boxes (`/riqueza/boxes`): where money sits — bank accounts, cash boxes, credit cards,
 * wallets and investments. `balance` = openingBalance + paid revenue − paid expense +
 * transfers in − transfers out; `projectedBalance` counts pending entries too.
 */

export const boxKinds = ['bank_account', 'cash', 'credit_card', 'wallet', 'investment'] as const;
export const boxKindSchema = z.enum(boxKinds, { error: 'Escolha um tipo de caixa válido.' });
export type BoxKind = z.infer<typeof boxKindSchema>;
export const boxKindLabels: Record<BoxKind, string> = {
  bank_account: 'Conta bancária',
  cash: 'Caixa',
  credit_card: 'Cartão de crédito',
  wallet: 'Carteira',
  investment: 'Investimento',
};

export const investmentKinds = [
  'cdb',
  'tesouro_direto',
  'acoes',
  'fundos',
  'poupanca',
  'cripto',
  'outros',
] as const;
export const investmentKindSchema = z.enum(investmentKinds, {
  error: 'Escolha um tipo de investimento válido.',
});
export type InvestmentKind = z.infer<typeof investmentKindSchema>;
export const investmentKindLabels: Record<InvestmentKind, string> = {
  cdb: 'CDB',
  tesouro_direto: 'Tesouro Direto',
  acoes: 'Ações',
  fundos: 'Fundos',
  poupanca: 'Poupança',
  cripto: 'Cripto',
  outros: 'Outros',
};

export const BOX_NAME_MAX = 80;
export const BOX_NOTES_MAX = 2000;

/** Shown before finishing an investment (the web asks it; the server needs no confirmation flag). */
export const FINISH_INVESTMENT_CONFIRMATION =
  'Deseja finalizar este investimento? O valor atual será transferido para a caixa escolhida.';

export const boxSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  kind: boxKindSchema,
  color: z.string().nullable(),
  openingBalance: z.number().int(),
  openingDate: z.string(),
  /** Paid entries and transfers only. */
  balance: z.number().int(),
  /** Pending entries included. */
  projectedBalance: z.number().int(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  // Credit card (null for other kinds).
  limit: z.number().int().nullable(),
  closingDay: z.number().int().nullable(),
  dueDay: z.number().int().nullable(),
  /** limit − what the card owes (purchases not yet paid, future installments included); may go negative. */
  availableLimit: z.number().int().nullable(),
  // Investment (null for other kinds).
  investmentKind: investmentKindSchema.nullable(),
  startDate: z.string().nullable(),
  notes: z.string().nullable(),
  portfolioId: z.string().nullable(),
  /** The latest valuation's value (null before the first valuation: the balance is the value). */
  currentValue: z.number().int().nullable(),
  currentValueOn: z.string().nullable(),
  /** openingBalance + transfers in − transfers out: what was put in. */
  netContributed: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Box = z.infer<typeof boxSchema>;
export const boxesSchema = z.object({ items: z.array(boxSchema) });

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome da caixa.')
  .max(BOX_NAME_MAX, `O nome pode ter no máximo ${BOX_NAME_MAX} caracteres.`);
const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Informe a cor no formato #RRGGBB.')
  .transform((c) => c.toLowerCase());
const daySchemaOf = (message: string) =>
  z.number(message).int(message).min(1, message).max(28, message);
export const closingDaySchema = daySchemaOf('O dia de fechamento deve ser de 1 a 28.');
export const dueDaySchema = daySchemaOf('O dia de vencimento deve ser de 1 a 28.');
const limitSchema = nonNegativeMoneySchema.max(MONEY_MAX, 'Limite alto demais.');
const notesSchema = z
  .string()
  .trim()
  .max(BOX_NOTES_MAX, `As observações podem ter no máximo ${BOX_NOTES_MAX} caracteres.`);

export const createBoxBodySchema = z
  .strictObject({
    name: nameSchema,
    kind: boxKindSchema,
    color: colorSchema.nullish(),
    openingBalance: signedMoneySchema.default(0),
    /** Default: today (São Paulo). */
    openingDate: daySchema.optional(),
    limit: limitSchema.optional(),
    closingDay: closingDaySchema.optional(),
    dueDay: dueDaySchema.optional(),
    investmentKind: investmentKindSchema.optional(),
    /** Default: the opening date. */
    startDate: daySchema.optional(),
    notes: notesSchema.nullish(),
    portfolioId: z.uuid('Portfólio não encontrado.').nullish(),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const card = v.kind === 'credit_card';
    const investment = v.kind === 'investment';
    need(!card || v.limit !== undefined, 'limit', 'Informe o limite do cartão.');
    need(!card || v.closingDay !== undefined, 'closingDay', 'Informe o dia de fechamento.');
    need(!card || v.dueDay !== undefined, 'dueDay', 'Informe o dia de vencimento.');
    need(
      card || (v.limit === undefined && v.closingDay === undefined && v.dueDay === undefined),
      'kind',
      'Limite, fechamento e vencimento são só de cartões de crédito.',
    );
    need(
      !investment || v.investmentKind !== undefined,
      'investmentKind',
      'Informe o tipo de investimento.',
    );
    need(
      investment ||
        (v.investmentKind === undefined && v.startDate === undefined && v.portfolioId == null),
      'kind',
      'Tipo, início e portfólio são só de investimentos.',
    );
  });
export type CreateBoxBody = z.input<typeof createBoxBodySchema>;

/** Any subset; the kind never changes. Card/investment fields only for boxes of that kind (server checks). */
export const updateBoxBodySchema = z.strictObject({
  name: nameSchema.optional(),
  color: colorSchema.nullish(),
  openingBalance: signedMoneySchema.optional(),
  openingDate: daySchema.optional(),
  limit: limitSchema.optional(),
  closingDay: closingDaySchema.optional(),
  dueDay: dueDaySchema.optional(),
  investmentKind: investmentKindSchema.optional(),
  startDate: daySchema.optional(),
  notes: notesSchema.nullish(),
  portfolioId: z.uuid('Portfólio não encontrado.').nullish(),
  ...expectedVersion,
});
export type UpdateBoxBody = z.input<typeof updateBoxBodySchema>;

export const boxesQuerySchema = z.object({
  includeArchived: queryBooleanSchema.optional(),
  kind: boxKindSchema.optional(),
});

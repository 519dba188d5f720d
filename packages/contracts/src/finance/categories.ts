import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { entryTypeSchema } from './common';

/**
 * Categories (`/riqueza/categories`): per type (revenue/expense), two levels (a group and
 * its subcategories). A workspace gets a pt-BR default set the first time finance is used.
 */

export const CATEGORY_NAME_MAX = 60;

export const categorySchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  type: entryTypeSchema,
  parentId: z.string().nullable(),
  /** "Moradia › Aluguel" for a subcategory, the name for a group. */
  fullName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Category = z.infer<typeof categorySchema>;
/** Groups first (by name), each followed by its subcategories (by name); revenue before expense. */
export const categoriesSchema = z.object({ items: z.array(categorySchema) });

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome da categoria.')
  .max(CATEGORY_NAME_MAX, `O nome pode ter no máximo ${CATEGORY_NAME_MAX} caracteres.`);

export const createCategoryBodySchema = z.strictObject({
  name: nameSchema,
  type: entryTypeSchema,
  /** A group of the same type (subcategories cannot have subcategories). */
  parentId: z.uuid('Categoria principal não encontrada.').nullish(),
});
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;

/** The type never changes (entries would change meaning). */
export const updateCategoryBodySchema = z.strictObject({
  name: nameSchema.optional(),
  parentId: z.uuid('Categoria principal não encontrada.').nullish(),
  ...expectedVersion,
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBodySchema>;

export const categoriesQuerySchema = z.object({ type: entryTypeSchema.optional() });

/** The default set (created once per workspace): group → subcategories. */
export const defaultCategories: Record<'revenue' | 'expense', Record<string, string[]>> = {
  expense: {
    Moradia: ['Aluguel', 'Condomínio', 'Energia', 'Água', 'Internet'],
    Alimentação: ['Mercado', 'Restaurantes'],
    Transporte: [],
    Saúde: [],
    Educação: [],
    Lazer: [],
    Compras: [],
    'Impostos e taxas': [],
    'Outras despesas': [],
  },
  revenue: {
    Salário: [],
    Vendas: [],
    Serviços: [],
    Rendimentos: [],
    'Outras receitas': [],
  },
};
/** The category an investment's result (finish) is recorded in, per type. */
export const YIELD_CATEGORY_NAME = 'Rendimentos';

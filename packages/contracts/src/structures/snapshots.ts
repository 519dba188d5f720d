import { z } from 'zod';
import {
  customFieldSchema,
  formulaSchema,
  LIST_FIELDS_MAX,
  LIST_FORMULAS_MAX,
  listColumnsIssues,
} from '../flow/lists';
import { PROCESS_FIELDS_MAX, STAGES_MAX, WIP_LIMIT_MAX } from '../flow/processes';
import { rankingPeriodSchema } from '../gamification/games';
import { goalKindSchema, GOAL_TARGET_MAX, recurrenceSchema } from '../gamification/missions';
import { pageBlocksSchema } from '../pages/blocks';
import { PAGE_SEO_DESCRIPTION_MAX, PAGE_SEO_TITLE_MAX } from '../pages';
import { GAM_DESCRIPTION_MAX, GAM_NAME_MAX, GAM_QUANTITY_MAX } from '../gamification/resources';

/**
 * What a structure keeps of its source record, one shape per kind: the part of the record
 * that is a reusable template (the list's fields and formulas, the process's stages, the
 * map's tree, the page's blocks, the game's missions and levels) — never its contents of
 * work (tasks, cards, players, points). The server validates every snapshot with these
 * schemas before storing it and before instantiating it (a stored one is untrusted too).
 */

export const structureKinds = ['lista', 'processo', 'mapa', 'pagina', 'codex', 'jogo'] as const;
export const structureKindSchema = z.enum(structureKinds, {
  error: 'Escolha um tipo de estrutura válido.',
});
export type StructureKind = (typeof structureKinds)[number];

/** Singular names, as the gallery and the filters show them. */
export const structureKindLabels: Record<StructureKind, string> = {
  lista: 'Lista',
  processo: 'Processo',
  mapa: 'Mapa mental',
  pagina: 'Página',
  codex: 'Códex',
  jogo: 'Gamificação',
};

/** The web page of a record a structure made (or was made from), by kind. */
export function structureRecordPath(kind: StructureKind, id: string): string {
  switch (kind) {
    case 'lista':
      return `/flow/lista/${id}`;
    case 'processo':
      return `/flow/processo/${id}`;
    case 'mapa':
      return `/mind-space/mind-map/${id}`;
    case 'pagina':
      return `/produto/pagina/${id}`;
    case 'codex':
      return `/codex/codex/${id}`;
    case 'jogo':
      return `/gamificacao/gamificacao/${id}`;
  }
}

/** A stored snapshot is at most this many bytes of JSON (a bigger source is refused, 422). */
export const STRUCTURE_SNAPSHOT_MAX_BYTES = 512 * 1024;

/** `#rrggbb`, as the records store it (no transform: snapshots are also answers). */
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Informe a cor no formato #RRGGBB.');

const text = (max: number, label: string) =>
  z.string().max(max, `${label}: no máximo ${max} caracteres.`);

// ---------------------------------------------------------------- lista

/** A list: its look and its columns (custom fields and formulas). Tasks are not copied. */
export const listSnapshotSchema = z
  .strictObject({
    color: colorSchema,
    icon: text(40, 'Ícone').min(1, 'Informe o ícone.'),
    fields: z
      .array(customFieldSchema)
      .max(LIST_FIELDS_MAX, `Use no máximo ${LIST_FIELDS_MAX} campos.`),
    formulas: z
      .array(formulaSchema)
      .max(LIST_FORMULAS_MAX, `Use no máximo ${LIST_FORMULAS_MAX} fórmulas.`),
  })
  .superRefine((value, ctx) => {
    for (const issue of listColumnsIssues(value.fields, value.formulas))
      ctx.addIssue({ code: 'custom', ...issue });
  });
export type ListSnapshot = z.infer<typeof listSnapshotSchema>;

// ---------------------------------------------------------------- processo

/** A process: its description, stages in board order with WIP limits, and card fields. Cards are not copied. */
export const processSnapshotSchema = z.strictObject({
  description: text(5000, 'Descrição'),
  stages: z
    .array(
      z.strictObject({
        name: z
          .string()
          .trim()
          .min(1, 'Informe o nome da etapa.')
          .max(60, 'Etapa: no máximo 60 caracteres.'),
        color: colorSchema,
        wipLimit: z.number().int().min(1).max(WIP_LIMIT_MAX).nullable(),
      }),
    )
    .min(1, 'Um processo tem ao menos uma etapa.')
    .max(STAGES_MAX, `Use no máximo ${STAGES_MAX} etapas.`),
  fields: z
    .array(customFieldSchema)
    .max(PROCESS_FIELDS_MAX, `Use no máximo ${PROCESS_FIELDS_MAX} campos.`),
});
export type ProcessSnapshot = z.infer<typeof processSnapshotSchema>;

// ---------------------------------------------------------------- mapa

/** One node of a map's tree (limits as the map's own, MAP_LIMITS of mind-map-doc). Task links are not copied. */
export interface MapSnapshotNode {
  text: string;
  note?: string;
  color?: string | null;
  icon?: string | null;
  link?: string | null;
  collapsed?: boolean;
  side?: 'left' | 'right' | null;
  children: MapSnapshotNode[];
}
export const mapSnapshotNodeSchema: z.ZodType<MapSnapshotNode> = z.lazy(() =>
  z.strictObject({
    text: text(1000, 'Texto do nó'),
    note: text(10_000, 'Nota do nó').optional(),
    color: z.string().max(40).nullable().optional(),
    icon: z.string().max(40).nullable().optional(),
    link: z.string().max(2000).nullable().optional(),
    collapsed: z.boolean().optional(),
    side: z.enum(['left', 'right']).nullable().optional(),
    children: z.array(mapSnapshotNodeSchema).max(5000, 'Um mapa tem no máximo 5000 nós.'),
  }),
);
export const mapSnapshotSchema = z.strictObject({
  description: text(2000, 'Descrição'),
  layout: z.enum(['right', 'left', 'both']),
  /** The root's text is the map's title at the time; a new map's root takes the new name. */
  root: mapSnapshotNodeSchema,
});
export type MapSnapshot = z.infer<typeof mapSnapshotSchema>;

// ---------------------------------------------------------------- pagina

/**
 * A page: its blocks and SEO texts. Blocks that point at records of the workspace (images
 * and galleries of the media library, game blocks) are left out: they would not exist in
 * another workspace. The address (slug) is made from the new name.
 */
export const pageSnapshotSchema = z.strictObject({
  seoTitle: text(PAGE_SEO_TITLE_MAX, 'Título para buscadores'),
  seoDescription: text(PAGE_SEO_DESCRIPTION_MAX, 'Descrição para buscadores'),
  blocks: pageBlocksSchema,
});
export type PageSnapshot = z.infer<typeof pageSnapshotSchema>;

// ---------------------------------------------------------------- codex

/**
 * One entry of a codex's tree: its title and its body (the codex's rich-text document,
 * TipTap JSON; `[[` links to entries of the same codex are re-pointed at the copies).
 */
export interface CodexSnapshotEntry {
  title: string;
  body: { type: 'doc'; content?: unknown[] };
  children: CodexSnapshotEntry[];
}
export const codexSnapshotEntrySchema: z.ZodType<CodexSnapshotEntry> = z.lazy(() =>
  z.strictObject({
    title: text(200, 'Título da entrada'),
    body: z.strictObject({
      type: z.literal('doc'),
      content: z.array(z.unknown()).max(20_000, 'Entrada longa demais.').optional(),
    }),
    children: z.array(codexSnapshotEntrySchema).max(2000, 'Um códex tem no máximo 2000 entradas.'),
  }),
);
export const codexSnapshotSchema = z.strictObject({
  description: text(2000, 'Descrição'),
  icon: z.string().max(32).nullable(),
  entries: z.array(codexSnapshotEntrySchema).max(2000, 'Um códex tem no máximo 2000 entradas.'),
});
export type CodexSnapshot = z.infer<typeof codexSnapshotSchema>;

// ---------------------------------------------------------------- jogo

/**
 * A game: settings, missions (goal, recurrence, points), levels and trophies. Rewards keep
 * their points only (resources belong to the workspace); a "tarefas concluídas" goal counts
 * any list (a list is the workspace's); a trophy for a mission names it by position.
 */
export const gameSnapshotSchema = z
  .strictObject({
    description: text(2000, 'Descrição'),
    rankingPeriod: rankingPeriodSchema,
    dailyPoints: z.number().int().min(0).max(GAM_QUANTITY_MAX),
    missions: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1, 'Informe o nome da missão.').max(GAM_NAME_MAX),
          description: text(GAM_DESCRIPTION_MAX, 'Descrição da missão'),
          goal: z.strictObject({
            kind: goalKindSchema,
            target: z.number().int().min(1).max(GOAL_TARGET_MAX),
          }),
          recurrence: recurrenceSchema,
          points: z.number().int().min(0).max(GAM_QUANTITY_MAX),
        }),
      )
      .max(200, 'No máximo 200 missões.'),
    levels: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1, 'Informe o nome do nível.').max(GAM_NAME_MAX),
          xpThreshold: z.number().int().min(0).max(GAM_QUANTITY_MAX),
        }),
      )
      .max(100, 'No máximo 100 níveis.'),
    trophies: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1, 'Informe o nome do troféu.').max(GAM_NAME_MAX),
          description: text(GAM_DESCRIPTION_MAX, 'Descrição do troféu'),
          rule: z.discriminatedUnion('kind', [
            z.strictObject({ kind: z.literal('level'), level: z.number().int().min(1) }),
            z.strictObject({ kind: z.literal('points'), points: z.number().int().min(1) }),
            /** The mission at this position of `missions`. */
            z.strictObject({ kind: z.literal('mission'), missionIndex: z.number().int().min(0) }),
          ]),
        }),
      )
      .max(100, 'No máximo 100 troféus.'),
  })
  .superRefine((value, ctx) => {
    value.levels.forEach((level, i) => {
      const previous = value.levels[i - 1];
      if (previous && level.xpThreshold <= previous.xpThreshold)
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i, 'xpThreshold'],
          message: `O XP do nível ${i + 1} deve ser maior que o do nível ${i}.`,
        });
    });
    value.trophies.forEach((trophy, i) => {
      if (trophy.rule.kind === 'mission' && trophy.rule.missionIndex >= value.missions.length)
        ctx.addIssue({
          code: 'custom',
          path: ['trophies', i, 'rule'],
          message: 'O troféu aponta para uma missão que não existe.',
        });
    });
  });
export type GameSnapshot = z.infer<typeof gameSnapshotSchema>;

// ---------------------------------------------------------------- all kinds

export interface StructureSnapshots {
  lista: ListSnapshot;
  processo: ProcessSnapshot;
  mapa: MapSnapshot;
  pagina: PageSnapshot;
  codex: CodexSnapshot;
  jogo: GameSnapshot;
}

/** The schema of each kind's snapshot. */
export const structureSnapshotSchemas: { [K in StructureKind]: z.ZodType<StructureSnapshots[K]> } =
  {
    lista: listSnapshotSchema,
    processo: processSnapshotSchema,
    mapa: mapSnapshotSchema,
    pagina: pageSnapshotSchema,
    codex: codexSnapshotSchema,
    jogo: gameSnapshotSchema,
  };

/** A snapshot together with its kind (what the API shows of a version). */
export const structureSnapshotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lista'), data: listSnapshotSchema }),
  z.object({ kind: z.literal('processo'), data: processSnapshotSchema }),
  z.object({ kind: z.literal('mapa'), data: mapSnapshotSchema }),
  z.object({ kind: z.literal('pagina'), data: pageSnapshotSchema }),
  z.object({ kind: z.literal('codex'), data: codexSnapshotSchema }),
  z.object({ kind: z.literal('jogo'), data: gameSnapshotSchema }),
]);
export type StructureSnapshot = z.infer<typeof structureSnapshotSchema>;

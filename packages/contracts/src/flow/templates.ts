import { z } from 'zod';

/** Built-in process templates (pt-BR). A process created from one copies its stages. */

export const processTemplateKeys = ['sales-funnel', 'recruitment', 'content-production'] as const;
export type ProcessTemplateKey = (typeof processTemplateKeys)[number];

export interface ProcessTemplate {
  key: ProcessTemplateKey;
  name: string;
  description: string;
  stages: { name: string; color: string; wipLimit: number | null }[];
}

export const processTemplates: readonly ProcessTemplate[] = [
  {
    key: 'sales-funnel',
    name: 'Funil de vendas',
    description: 'Do primeiro contato ao fechamento: acompanhe cada oportunidade.',
    stages: [
      { name: 'Prospecção', color: '#90a4ae', wipLimit: null },
      { name: 'Qualificação', color: '#64b5f6', wipLimit: 20 },
      { name: 'Proposta', color: '#ffb74d', wipLimit: 10 },
      { name: 'Negociação', color: '#ba68c8', wipLimit: 5 },
      { name: 'Fechado', color: '#81c784', wipLimit: null },
    ],
  },
  {
    key: 'recruitment',
    name: 'Recrutamento',
    description: 'Candidaturas da triagem à contratação.',
    stages: [
      { name: 'Candidaturas', color: '#90a4ae', wipLimit: null },
      { name: 'Triagem', color: '#64b5f6', wipLimit: 15 },
      { name: 'Entrevista', color: '#ffb74d', wipLimit: 8 },
      { name: 'Proposta', color: '#ba68c8', wipLimit: 3 },
      { name: 'Contratado', color: '#81c784', wipLimit: null },
    ],
  },
  {
    key: 'content-production',
    name: 'Produção de conteúdo',
    description: 'Da ideia à publicação, com revisão antes de ir ao ar.',
    stages: [
      { name: 'Ideias', color: '#90a4ae', wipLimit: null },
      { name: 'Roteiro', color: '#64b5f6', wipLimit: 5 },
      { name: 'Produção', color: '#ffb74d', wipLimit: 3 },
      { name: 'Revisão', color: '#ba68c8', wipLimit: 3 },
      { name: 'Publicado', color: '#81c784', wipLimit: null },
    ],
  },
];

export const processTemplateSchema = z.object({
  key: z.enum(processTemplateKeys),
  name: z.string(),
  description: z.string(),
  stages: z.array(
    z.object({ name: z.string(), color: z.string(), wipLimit: z.number().int().nullable() }),
  ),
});
export const processTemplatesSchema = z.object({ items: z.array(processTemplateSchema) });

export function processTemplate(key: ProcessTemplateKey): ProcessTemplate {
  const template = processTemplates.find((t) => t.key === key);
  if (!template) throw new Error(`modelo de processo desconhecido: ${key}`);
  return template;
}

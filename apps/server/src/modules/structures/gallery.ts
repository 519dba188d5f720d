import type { StructureKind, StructureSnapshots } from '@orbita/contracts/structures';

/**
 * The starter gallery: structures shipped with Orbita (pt-BR), in no workspace, read-only,
 * listed next to each workspace's own and instantiated like them. Ids are fixed so a link
 * to one keeps working across releases; each snapshot is checked against its kind's schema
 * by a test that instantiates every item.
 */
export interface GalleryStructure<K extends StructureKind = StructureKind> {
  id: string;
  kind: K;
  name: string;
  description: string;
  icon: string;
  data: StructureSnapshots[K];
}

type AnyGalleryStructure = { [K in StructureKind]: GalleryStructure<K> }[StructureKind];

/** When the gallery was written: its items' dates (they never change on their own). */
export const GALLERY_DATE = new Date('2026-11-26T00:00:00.000Z');

export const gallery: readonly AnyGalleryStructure[] = [
  {
    id: '5e3b0a6e-0000-4000-8000-000000000001',
    kind: 'processo',
    name: 'Funil de vendas',
    description:
      'Do primeiro contato ao fechamento, com limite de oportunidades em cada etapa para o time não se perder.',
    icon: 'filter_alt',
    data: {
      description: 'Acompanhe cada oportunidade da prospecção ao fechamento.',
      stages: [
        { name: 'Prospecção', color: '#90a4ae', wipLimit: null },
        { name: 'Qualificação', color: '#64b5f6', wipLimit: 20 },
        { name: 'Proposta', color: '#ffb74d', wipLimit: 10 },
        { name: 'Negociação', color: '#ba68c8', wipLimit: 5 },
        { name: 'Fechado', color: '#81c784', wipLimit: null },
      ],
      fields: [
        { key: 'valor', label: 'Valor (R$)' },
        { key: 'probabilidade', label: 'Probabilidade (%)' },
      ],
    },
  },
  {
    id: '5e3b0a6e-0000-4000-8000-000000000002',
    kind: 'lista',
    name: 'Onboarding de cliente',
    description:
      'Uma lista com os campos para acompanhar cada cliente novo: dias até a ativação, reuniões feitas e satisfação. As tarefas você cria depois.',
    icon: 'assignment',
    data: {
      color: '#1976d2',
      icon: 'assignment',
      fields: [
        { key: 'dias_ate_ativacao', label: 'Dias até a ativação' },
        { key: 'reunioes', label: 'Reuniões feitas' },
        { key: 'satisfacao', label: 'Satisfação (0 a 10)' },
      ],
      formulas: [],
    },
  },
  {
    id: '5e3b0a6e-0000-4000-8000-000000000003',
    kind: 'lista',
    name: 'Controle de estudos',
    description:
      'Uma lista de matérias com horas planejadas e estudadas; a fórmula calcula o percentual cumprido. As tarefas você cria depois.',
    icon: 'flag',
    data: {
      color: '#7b1fa2',
      icon: 'flag',
      fields: [
        { key: 'horas_planejadas', label: 'Horas planejadas' },
        { key: 'horas_estudadas', label: 'Horas estudadas' },
        { key: 'exercicios', label: 'Exercícios feitos' },
      ],
      formulas: [
        {
          key: 'progresso',
          label: 'Progresso (%)',
          expression: 'horas_estudadas / horas_planejadas * 100',
        },
      ],
    },
  },
  {
    id: '5e3b0a6e-0000-4000-8000-000000000004',
    kind: 'processo',
    name: 'Sprint',
    description:
      'Um quadro de sprint: no máximo 3 itens em andamento ao mesmo tempo, revisão antes de concluir.',
    icon: 'directions_run',
    data: {
      description: 'Planeje a sprint, limite o trabalho em andamento e revise antes de concluir.',
      stages: [
        { name: 'A fazer', color: '#90a4ae', wipLimit: null },
        { name: 'Fazendo', color: '#64b5f6', wipLimit: 3 },
        { name: 'Em revisão', color: '#ffb74d', wipLimit: null },
        { name: 'Feito', color: '#81c784', wipLimit: null },
      ],
      fields: [{ key: 'pontos', label: 'Pontos de história' }],
    },
  },
  {
    id: '5e3b0a6e-0000-4000-8000-000000000005',
    kind: 'mapa',
    name: 'Planejamento de projeto',
    description:
      'Um mapa mental com objetivo, escopo, etapas, pessoas, prazos e riscos do projeto.',
    icon: 'account_tree',
    data: {
      description: 'Objetivo, escopo, etapas, pessoas, prazos e riscos em um só lugar.',
      layout: 'both',
      root: {
        text: 'Planejamento de projeto',
        children: [
          {
            text: 'Objetivo',
            side: 'right',
            children: [
              { text: 'Resultado esperado', children: [] },
              { text: 'Indicadores de sucesso', children: [] },
            ],
          },
          {
            text: 'Escopo',
            side: 'right',
            children: [
              { text: 'Dentro do escopo', children: [] },
              { text: 'Fora do escopo', children: [] },
            ],
          },
          {
            text: 'Etapas',
            side: 'right',
            children: [
              { text: 'Descoberta', children: [] },
              { text: 'Execução', children: [] },
              { text: 'Entrega', children: [] },
            ],
          },
          {
            text: 'Pessoas',
            side: 'left',
            children: [
              { text: 'Responsável', children: [] },
              { text: 'Equipe', children: [] },
            ],
          },
          {
            text: 'Prazos',
            side: 'left',
            children: [{ text: 'Marcos', children: [] }],
          },
          {
            text: 'Riscos',
            side: 'left',
            children: [{ text: 'Riscos e como reduzi-los', children: [] }],
          },
        ],
      },
    },
  },
  {
    id: '5e3b0a6e-0000-4000-8000-000000000006',
    kind: 'jogo',
    name: 'Hábitos saudáveis',
    description:
      'Uma gamificação com missões diárias e semanais, níveis e troféus para criar hábitos.',
    icon: 'emoji_events',
    data: {
      description: 'Pequenas vitórias todos os dias: beba água, mexa-se e descanse bem.',
      rankingPeriod: 'week',
      dailyPoints: 5,
      missions: [
        {
          name: 'Beber água',
          description: 'Registre um check-in a cada copo de água ao longo do dia.',
          goal: { kind: 'manual', target: 8 },
          recurrence: 'day',
          points: 10,
        },
        {
          name: 'Caminhar 30 minutos',
          description: 'Uma caminhada de pelo menos 30 minutos.',
          goal: { kind: 'manual', target: 1 },
          recurrence: 'day',
          points: 20,
        },
        {
          name: 'Sequência de 7 dias',
          description: 'Acesse todos os dias da semana.',
          goal: { kind: 'daily_streak', target: 7 },
          recurrence: 'week',
          points: 50,
        },
      ],
      levels: [
        { name: 'Iniciante', xpThreshold: 0 },
        { name: 'Constante', xpThreshold: 200 },
        { name: 'Disciplinado', xpThreshold: 600 },
        { name: 'Exemplo', xpThreshold: 1500 },
      ],
      trophies: [
        {
          name: 'Primeira semana',
          description: 'Completou uma sequência de 7 dias.',
          rule: { kind: 'mission', missionIndex: 2 },
        },
        {
          name: 'Mil pontos',
          description: 'Somou 1.000 pontos.',
          rule: { kind: 'points', points: 1000 },
        },
      ],
    },
  },
];

export function galleryStructure(id: string): AnyGalleryStructure | undefined {
  return gallery.find((g) => g.id === id);
}

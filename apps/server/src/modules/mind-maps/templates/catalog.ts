import type { OutlineNode } from '@orbita/contracts/mind-map-doc';
import type { MindMapTemplateKey } from '@orbita/contracts/mind-maps';

/**
 * The gallery's templates (Mind place): pt-BR trees a new map starts with. Each is an
 * outline of the one map model (`OutlineNode`), inserted under the root by `insertOutline`,
 * so a template is never a second tree format. The root's text is the map's title.
 */
export interface MapTemplate {
  key: MindMapTemplateKey;
  title: string;
  description: string;
  layout: 'right' | 'both';
  branches: OutlineNode[];
}

const n = (
  text: string,
  children: OutlineNode[] = [],
  extra: Omit<OutlineNode, 'text' | 'children'> = {},
): OutlineNode => ({ text, children, ...extra });
const leaves = (...texts: string[]) => texts.map((text) => n(text));

const blue = '#194DAF';
const teal = '#0F766E';
const green = '#15803D';
const amber = '#A16207';
const orange = '#C2410C';
const red = '#B91C1C';
const purple = '#7E22CE';

export const mapTemplates: readonly MapTemplate[] = [
  {
    key: 'blank',
    title: 'Em branco',
    description: 'Só a ideia central: comece do zero.',
    layout: 'both',
    branches: [],
  },
  {
    key: 'brainstorm',
    title: 'Brainstorm',
    description: 'Reúna ideias livremente, agrupe-as e escolha as melhores para agir.',
    layout: 'both',
    branches: [
      n(
        'Problema ou pergunta',
        leaves('O que queremos resolver?', 'Para quem?', 'Por que agora?'),
        { color: blue, icon: '❓', note: 'Escreva a pergunta em uma frase curta e concreta.' },
      ),
      n('Ideias', leaves('Ideia 1', 'Ideia 2', 'Ideia 3', 'Ideia ousada'), {
        color: amber,
        icon: '💡',
        note: 'Quantidade antes de qualidade: ninguém critica nesta fase.',
      }),
      n('Restrições', leaves('Prazo', 'Orçamento', 'Pessoas disponíveis'), {
        color: red,
        icon: '⚠️',
      }),
      n('Melhores ideias', leaves('Maior impacto', 'Mais fácil de testar'), {
        color: green,
        icon: '⭐',
      }),
      n('Próximos passos', leaves('Quem faz o quê', 'Até quando', 'Como medir'), {
        color: purple,
        icon: '🚀',
        note: 'Transforme cada passo em tarefa para não perder o combinado.',
      }),
    ],
  },
  {
    key: 'swot',
    title: 'Análise SWOT',
    description: 'Forças, fraquezas, oportunidades e ameaças para decidir uma estratégia.',
    layout: 'both',
    branches: [
      n(
        'Forças (internas)',
        leaves(
          'O que fazemos melhor que os outros?',
          'Recursos exclusivos',
          'Reputação e clientes fiéis',
        ),
        { color: green, icon: '✅' },
      ),
      n(
        'Fraquezas (internas)',
        leaves('Onde perdemos clientes?', 'Competências que faltam', 'Custos altos'),
        { color: orange, icon: '⚠️' },
      ),
      n(
        'Oportunidades (externas)',
        leaves('Tendências do mercado', 'Novos públicos', 'Parcerias possíveis'),
        { color: blue, icon: '🎯' },
      ),
      n(
        'Ameaças (externas)',
        leaves('Concorrentes', 'Mudanças de regras e impostos', 'Dependência de fornecedores'),
        { color: red, icon: '🔥' },
      ),
      n(
        'Estratégias',
        leaves(
          'Usar forças para aproveitar oportunidades',
          'Corrigir fraquezas que as ameaças expõem',
        ),
        {
          color: purple,
          icon: '🚀',
          note: 'Cruze os quadrantes: cada estratégia nasce de dois deles.',
        },
      ),
    ],
  },
  {
    key: 'project-plan',
    title: 'Plano de projeto',
    description: 'Objetivo, escopo, etapas, pessoas, prazos e riscos de um projeto em um só lugar.',
    layout: 'right',
    branches: [
      n('Objetivo', leaves('Resultado esperado', 'Como saberemos que deu certo'), {
        color: blue,
        icon: '🎯',
      }),
      n(
        'Escopo',
        [
          n('Inclui', leaves('Entrega principal', 'Documentação')),
          n('Não inclui', leaves('O que fica para depois')),
        ],
        { color: teal },
      ),
      n(
        'Etapas',
        [
          n('1. Planejamento', leaves('Levantar requisitos', 'Aprovar orçamento')),
          n('2. Execução', leaves('Construir', 'Revisar com o cliente')),
          n('3. Entrega', leaves('Testes finais', 'Lançamento', 'Retrospectiva')),
        ],
        {
          color: green,
          icon: '📌',
          note: 'Transforme as etapas em tarefas de uma lista para acompanhar o andamento.',
        },
      ),
      n('Equipe', leaves('Responsável', 'Quem executa', 'Quem aprova'), {
        color: purple,
        icon: '👤',
      }),
      n('Cronograma', leaves('Início', 'Marcos intermediários', 'Data de entrega'), {
        color: amber,
        icon: '📅',
      }),
      n('Orçamento', leaves('Pessoas', 'Ferramentas', 'Reserva para imprevistos'), {
        color: amber,
        icon: '💰',
      }),
      n('Riscos', leaves('Atrasos de terceiros', 'Mudança de escopo', 'Plano B'), {
        color: red,
        icon: '⚠️',
      }),
    ],
  },
  {
    key: 'okrs',
    title: 'OKRs',
    description: 'Objetivos inspiradores e resultados-chave mensuráveis para o trimestre.',
    layout: 'right',
    branches: [
      n(
        'Objetivo 1: encantar nossos clientes',
        [
          n('KR 1: NPS de 40 para 60'),
          n('KR 2: tempo de resposta do suporte abaixo de 2 horas'),
          n('KR 3: 90% dos pedidos entregues no prazo'),
          n('Iniciativas', leaves('Pesquisa com clientes', 'Base de respostas prontas')),
        ],
        { color: blue, icon: '🎯' },
      ),
      n(
        'Objetivo 2: crescer de forma sustentável',
        [
          n('KR 1: receita recorrente +20%'),
          n('KR 2: custo de aquisição −15%'),
          n('Iniciativas', leaves('Programa de indicação', 'Revisar preços')),
        ],
        { color: green, icon: '🚀' },
      ),
      n(
        'Objetivo 3: time focado e saudável',
        [n('KR 1: 100% das pessoas com metas claras'), n('KR 2: rotatividade abaixo de 5%')],
        { color: purple, icon: '👤' },
      ),
      n('Acompanhamento', leaves('Check-in semanal', 'Nota de 0 a 1 no fim do trimestre'), {
        color: amber,
        icon: '📅',
        note: 'Resultados-chave medem resultado, não tarefas: se não dá para medir, é uma iniciativa.',
      }),
    ],
  },
  {
    key: 'study-map',
    title: 'Mapa de estudo',
    description: 'Organize um assunto em tópicos, conceitos, exemplos, fontes e revisões.',
    layout: 'both',
    branches: [
      n('Conceitos-chave', leaves('Definição', 'Termos importantes', 'Fórmulas ou regras'), {
        color: blue,
        icon: '💡',
      }),
      n('Tópicos', leaves('Tópico 1', 'Tópico 2', 'Tópico 3'), { color: teal, icon: '📚' }),
      n('Exemplos e exercícios', leaves('Exemplo resolvido', 'Exercícios para praticar'), {
        color: green,
        icon: '✅',
      }),
      n('Dúvidas', leaves('O que ainda não entendi', 'Perguntar ao professor'), {
        color: orange,
        icon: '❓',
      }),
      n('Fontes', leaves('Livro-texto', 'Videoaulas', 'Artigos'), { color: purple, icon: '📌' }),
      n('Revisões', leaves('1 dia depois', '1 semana depois', '1 mês depois'), {
        color: amber,
        icon: '📅',
        note: 'Revisões espaçadas fixam o conteúdo na memória de longo prazo.',
      }),
    ],
  },
];

export function templateByKey(key: MindMapTemplateKey): MapTemplate {
  return mapTemplates.find((t) => t.key === key)!;
}

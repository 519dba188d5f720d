/**
 * The events an agent can be woken by, with their pt-BR names and the fields its conditions
 * and templates can read. Every workspace event of the platform's bus is here; a server test
 * (apps/server/src/modules/agents/engine/catalog.test.ts) lists the names the code declares
 * and emits and fails on one that is neither here nor excused there. Left out, with the
 * reason beside each in that test: personal events (sign-in, profile, a person's
 * preferences and notifications, switching workspace), the agents' own events (an agent
 * reacting to agents is a loop), and bookkeeping no person does (a file's usage, finance's
 * first setup, a workspace's creation and deletion).
 *
 * `fields`: what the engine puts in the run's input — the payload (`event.<key>`) and the
 * records the event names, read by the server when the run starts (`task.title`,
 * `list.name`, `entry.description`…; engine/input.ts, one loader per record kind). A record
 * gone by then (a deleted task) is simply absent. `type` guides the editor's operators.
 */
import type { DomainEventName } from '../platform/events';
import type {} from '../communication/events';
import type {} from '../chats/events';
import type {} from '../codex/events';
import type {} from '../finance/budgets';
import type {} from '../finance/events';
import type {} from '../finance/recurrences';
import type {} from '../finance/rules';
import type {} from '../flow/events';
import type {} from '../gamification/events';
import type {} from '../gamification/habits';
import type {} from '../gamification/item-effects';
import type {} from '../hubs/events';
import type {} from '../mind-maps/events';
import type {} from '../mind-maps/history';
import type {} from '../mind-maps/work';
import type {} from '../nexos/events';
import type {} from '../pages/events';
import type {} from '../products/events';
import type {} from '../publications/events';
import type {} from '../reviews/events';
import type {} from '../sequences/events';
import type {} from '../store/events';
import type {} from '../media/events';
import type {} from '../workspaces/events';

export type AgentFieldType = 'text' | 'number' | 'money' | 'date' | 'id' | 'user';

export interface AgentField {
  path: string;
  label: string;
  type: AgentFieldType;
}

export interface AgentEventInfo {
  label: string;
  /** The area in the trigger picker. */
  group: string;
  fields: AgentField[];
}

const field = (path: string, label: string, type: AgentFieldType = 'text'): AgentField => ({
  path,
  label,
  type,
});
const ev = (key: string, label: string, type: AgentFieldType = 'id') =>
  field(`event.${key}`, label, type);
const actor = field('actor.name', 'Quem fez');
const member = (label = 'Pessoa') => [
  ev('userId', label, 'user'),
  field('member.name', `Nome (${label.toLowerCase()})`),
];

// ---- Fluxo -------------------------------------------------------------------------------
const item = [
  field('item.content', 'Texto do item'),
  field('item.code', 'Código do item'),
  field('item.stage', 'Etapa do item'),
  ev('itemId', 'Item'),
  actor,
];
const list = [field('list.name', 'Nome da lista'), ev('listId', 'Lista')];
const task = [
  field('task.title', 'Título da tarefa'),
  field('task.code', 'Código da tarefa'),
  field('task.status', 'Situação da tarefa'),
  field('task.dueAt', 'Prazo da tarefa', 'date'),
  ev('taskId', 'Tarefa'),
  ...list,
  actor,
];
const taskGone = [ev('taskId', 'Tarefa'), ...list, actor];
const taskPart = [
  field('task.title', 'Título da tarefa'),
  field('task.code', 'Código da tarefa'),
  ev('taskId', 'Tarefa'),
  actor,
];
const process = [field('process.name', 'Nome do processo'), ev('processId', 'Processo')];
const stage = [field('stage.name', 'Nome da etapa'), ev('stageId', 'Etapa')];
const card = [
  field('card.title', 'Título do card'),
  field('card.dueAt', 'Prazo do card', 'date'),
  ev('cardId', 'Card'),
  ...process,
  actor,
];
const cardPart = [field('card.title', 'Título do card'), ev('cardId', 'Card'), ...process, actor];
const comment = (of: string) => [
  field('comment.body', `Texto do comentário ${of}`),
  ev('commentId', 'Comentário'),
];
const attachment = [field('file.name', 'Nome do arquivo'), ev('fileId', 'Arquivo')];

const flow = 'Fluxo';
const procs = 'Processos';
const flowEvents = {
  'flow.inbox-item.captured': {
    label: 'Item coletado na caixa de entrada',
    group: flow,
    fields: item,
  },
  'flow.inbox-item.updated': {
    label: 'Item da caixa de entrada editado',
    group: flow,
    fields: item,
  },
  'flow.inbox-item.stage-changed': {
    label: 'Item mudou de etapa na caixa de entrada',
    group: flow,
    fields: [...item, ev('from', 'Etapa anterior', 'text'), ev('to', 'Nova etapa', 'text')],
  },
  'flow.inbox-item.processed': { label: 'Item processado', group: flow, fields: item },
  'flow.inbox-item.deleted': {
    label: 'Item da caixa de entrada excluído',
    group: flow,
    fields: [ev('itemId', 'Item'), actor],
  },
  'flow.list.created': { label: 'Lista criada', group: flow, fields: [...list, actor] },
  'flow.list.updated': { label: 'Lista editada', group: flow, fields: [...list, actor] },
  'flow.list.deleted': {
    label: 'Lista excluída',
    group: flow,
    fields: [ev('listId', 'Lista'), actor],
  },
  'flow.task.created': { label: 'Tarefa criada', group: flow, fields: task },
  'flow.task.updated': { label: 'Tarefa editada', group: flow, fields: task },
  'flow.task.moved': {
    label: 'Tarefa mudou de situação',
    group: flow,
    fields: [...task, ev('from', 'Situação anterior', 'text'), ev('to', 'Nova situação', 'text')],
  },
  'flow.task.completed': { label: 'Tarefa concluída', group: flow, fields: task },
  'flow.task.deleted': { label: 'Tarefa excluída', group: flow, fields: taskGone },
  'flow.task.restored': { label: 'Tarefa restaurada da lixeira', group: flow, fields: task },
  'flow.task.assigned': {
    label: 'Tarefa atribuída a alguém',
    group: flow,
    fields: [...task, ...member('Responsável')],
  },
  'flow.checklist-item.created': {
    label: 'Item de checklist criado numa tarefa',
    group: flow,
    fields: [...taskPart, ev('checklistItemId', 'Item de checklist')],
  },
  'flow.checklist-item.updated': {
    label: 'Item de checklist de tarefa marcado ou editado',
    group: flow,
    fields: [
      ...taskPart,
      ev('checklistItemId', 'Item de checklist'),
      ev('done', 'Feito (true ou false)', 'text'),
    ],
  },
  'flow.checklist-item.moved': {
    label: 'Item de checklist de tarefa reordenado',
    group: flow,
    fields: [...taskPart, ev('checklistItemId', 'Item de checklist')],
  },
  'flow.checklist-item.deleted': {
    label: 'Item de checklist de tarefa excluído',
    group: flow,
    fields: [...taskPart, ev('checklistItemId', 'Item de checklist')],
  },
  'flow.comment.created': {
    label: 'Comentário numa tarefa',
    group: flow,
    fields: [...taskPart, ...comment('da tarefa')],
  },
  'flow.comment.updated': {
    label: 'Comentário de tarefa editado',
    group: flow,
    fields: [...taskPart, ...comment('da tarefa')],
  },
  'flow.comment.deleted': {
    label: 'Comentário de tarefa excluído',
    group: flow,
    fields: [...taskPart, ev('commentId', 'Comentário')],
  },
  'flow.process.created': { label: 'Processo criado', group: procs, fields: [...process, actor] },
  'flow.process.updated': { label: 'Processo editado', group: procs, fields: [...process, actor] },
  'flow.process.deleted': {
    label: 'Processo excluído',
    group: procs,
    fields: [ev('processId', 'Processo'), actor],
  },
  'flow.stage.created': {
    label: 'Etapa criada',
    group: procs,
    fields: [...stage, ...process, actor],
  },
  'flow.stage.updated': {
    label: 'Etapa editada',
    group: procs,
    fields: [...stage, ...process, actor],
  },
  'flow.stage.moved': {
    label: 'Etapa reordenada',
    group: procs,
    fields: [...stage, ...process, actor],
  },
  'flow.stage.deleted': {
    label: 'Etapa excluída',
    group: procs,
    fields: [ev('stageId', 'Etapa'), ...process, actor],
  },
  'flow.card.created': { label: 'Card criado', group: procs, fields: [...card, ...stage] },
  'flow.card.updated': { label: 'Card editado', group: procs, fields: card },
  'flow.card.moved': {
    label: 'Card movido entre etapas',
    group: procs,
    fields: [
      ...card,
      field('fromStage.name', 'Etapa anterior'),
      field('toStage.name', 'Nova etapa'),
      ev('fromStageId', 'Etapa anterior'),
      ev('toStageId', 'Nova etapa'),
    ],
  },
  'flow.card.deleted': {
    label: 'Card excluído',
    group: procs,
    fields: [ev('cardId', 'Card'), ...process, actor],
  },
  'flow.card.assigned': {
    label: 'Card atribuído a alguém',
    group: procs,
    fields: [...card, ...member('Responsável')],
  },
  'flow.card-checklist-item.created': {
    label: 'Item de checklist criado num card',
    group: procs,
    fields: [...cardPart, ev('checklistItemId', 'Item de checklist')],
  },
  'flow.card-checklist-item.updated': {
    label: 'Item de checklist de card marcado ou editado',
    group: procs,
    fields: [
      ...cardPart,
      ev('checklistItemId', 'Item de checklist'),
      ev('done', 'Feito (true ou false)', 'text'),
    ],
  },
  'flow.card-checklist-item.deleted': {
    label: 'Item de checklist de card excluído',
    group: procs,
    fields: [...cardPart, ev('checklistItemId', 'Item de checklist')],
  },
  'flow.card-comment.created': {
    label: 'Comentário num card',
    group: procs,
    fields: [...cardPart, ...comment('do card')],
  },
  'flow.card-comment.updated': {
    label: 'Comentário de card editado',
    group: procs,
    fields: [...cardPart, ...comment('do card')],
  },
  'flow.card-comment.deleted': {
    label: 'Comentário de card excluído',
    group: procs,
    fields: [...cardPart, ev('commentId', 'Comentário')],
  },
  'flow.card-attachment.added': {
    label: 'Anexo incluído num card',
    group: procs,
    fields: [...cardPart, ...attachment],
  },
  'flow.card-attachment.removed': {
    label: 'Anexo retirado de um card',
    group: procs,
    fields: [...cardPart, ev('fileId', 'Arquivo')],
  },
} satisfies Partial<Record<DomainEventName, AgentEventInfo>>;

// ---- Finanças ----------------------------------------------------------------------------
const box = [field('box.name', 'Nome da caixa'), ev('boxId', 'Caixa')];
const entry = [
  field('entry.description', 'Descrição'),
  field('entry.value', 'Valor do lançamento', 'money'),
  field('entry.type', 'Tipo (revenue = receita, expense = despesa)'),
  field('entry.status', 'Situação (paid ou pending)'),
  field('entry.date', 'Data do lançamento', 'date'),
  field('entry.box', 'Caixa do lançamento'),
  field('entry.category', 'Categoria do lançamento'),
  ev('entryId', 'Lançamento'),
  actor,
];
const category = [field('category.name', 'Nome da categoria'), ev('categoryId', 'Categoria')];
const transfer = [
  ev('transferId', 'Transferência'),
  ev('fromBoxId', 'Caixa de origem'),
  ev('toBoxId', 'Caixa de destino'),
  field('fromBox.name', 'Caixa de origem'),
  field('toBox.name', 'Caixa de destino'),
  ev('value', 'Valor', 'money'),
  ev('date', 'Data', 'date'),
  actor,
];
const period = [ev('periodId', 'Período'), ev('endDate', 'Fim do período', 'date'), actor];
const portfolio = [ev('portfolioId', 'Carteira'), actor];
const money = 'Finanças';
const financeEvents = {
  'finance.entry.recorded': {
    label: 'Lançamento registrado',
    group: money,
    fields: [
      ...entry,
      ev('type', 'Tipo (revenue = receita, expense = despesa)', 'text'),
      ev('value', 'Valor', 'money'),
      ev('date', 'Data', 'date'),
    ],
  },
  'finance.entry.updated': {
    label: 'Lançamento editado',
    group: money,
    fields: [...entry, ...box],
  },
  'finance.entry.deleted': {
    label: 'Lançamento excluído',
    group: money,
    fields: [ev('entryId', 'Lançamento'), ...box, actor],
  },
  'finance.entry-attachment.added': {
    label: 'Comprovante anexado a um lançamento',
    group: money,
    fields: [...entry, ...attachment, ev('attachmentId', 'Anexo')],
  },
  'finance.entry-attachment.removed': {
    label: 'Comprovante retirado de um lançamento',
    group: money,
    fields: [...entry, ev('fileId', 'Arquivo'), ev('attachmentId', 'Anexo')],
  },
  'finance.box.created': {
    label: 'Caixa criada',
    group: money,
    fields: [...box, ev('kind', 'Tipo de caixa', 'text'), actor],
  },
  'finance.box.updated': { label: 'Caixa editada', group: money, fields: [...box, actor] },
  'finance.box.archived': { label: 'Caixa arquivada', group: money, fields: [...box, actor] },
  'finance.box.unarchived': { label: 'Caixa desarquivada', group: money, fields: [...box, actor] },
  'finance.box.deleted': {
    label: 'Caixa excluída',
    group: money,
    fields: [ev('boxId', 'Caixa'), actor],
  },
  'finance.category.created': {
    label: 'Categoria criada',
    group: money,
    fields: [...category, ev('type', 'Tipo (revenue = receita, expense = despesa)', 'text'), actor],
  },
  'finance.category.updated': {
    label: 'Categoria editada',
    group: money,
    fields: [...category, actor],
  },
  'finance.category.deleted': {
    label: 'Categoria excluída',
    group: money,
    fields: [ev('categoryId', 'Categoria'), actor],
  },
  'finance.transfer.created': { label: 'Transferência registrada', group: money, fields: transfer },
  'finance.transfer.updated': {
    label: 'Transferência editada',
    group: money,
    fields: [ev('transferId', 'Transferência'), actor],
  },
  'finance.transfer.deleted': {
    label: 'Transferência excluída',
    group: money,
    fields: [ev('transferId', 'Transferência'), actor],
  },
  'finance.statement.paid': {
    label: 'Fatura de cartão paga',
    group: money,
    fields: [
      ...box,
      ev('month', 'Mês da fatura', 'text'),
      ev('value', 'Valor pago', 'money'),
      ev('transferId', 'Transferência'),
      actor,
    ],
  },
  'finance.period.closed': { label: 'Período fechado', group: money, fields: period },
  'finance.period.reopened': { label: 'Período reaberto', group: money, fields: period },
  'finance.valuation.recorded': {
    label: 'Valor de investimento atualizado',
    group: money,
    fields: [
      ...box,
      ev('valuationId', 'Atualização'),
      ev('value', 'Valor', 'money'),
      ev('date', 'Data', 'date'),
      actor,
    ],
  },
  'finance.investment.finished': {
    label: 'Investimento resgatado',
    group: money,
    fields: [
      ...box,
      ev('toBoxId', 'Caixa de destino'),
      field('toBox.name', 'Caixa de destino'),
      ev('value', 'Valor resgatado', 'money'),
      actor,
    ],
  },
  'finance.portfolio.created': { label: 'Carteira criada', group: money, fields: portfolio },
  'finance.portfolio.updated': { label: 'Carteira editada', group: money, fields: portfolio },
  'finance.portfolio.deleted': { label: 'Carteira excluída', group: money, fields: portfolio },
  'finance.import.committed': {
    label: 'Extrato importado',
    group: money,
    fields: [
      ...box,
      ev('importId', 'Importação'),
      ev('created', 'Lançamentos criados', 'number'),
      ev('skipped', 'Lançamentos ignorados', 'number'),
      actor,
    ],
  },
  'finance.budget.created': {
    label: 'Orçamento criado',
    group: money,
    fields: [ev('budgetId', 'Orçamento'), ...category, actor],
  },
  'finance.budget.updated': {
    label: 'Orçamento editado',
    group: money,
    fields: [ev('budgetId', 'Orçamento'), ...category, actor],
  },
  'finance.budget.deleted': {
    label: 'Orçamento excluído',
    group: money,
    fields: [ev('budgetId', 'Orçamento'), ...category, actor],
  },
  'finance.budget.alerted': {
    label: 'Orçamento atingiu um limite de alerta',
    group: money,
    fields: [
      ev('categoryId', 'Categoria'),
      ev('categoryName', 'Categoria', 'text'),
      ev('month', 'Mês (AAAA-MM)', 'text'),
      ev('threshold', 'Limite de alerta (%)', 'number'),
      ev('spent', 'Gasto no mês', 'money'),
      ev('available', 'Disponível no mês', 'money'),
    ],
  },
  'finance.recurrence.created': {
    label: 'Lançamento recorrente criado',
    group: money,
    fields: [ev('recurrenceId', 'Recorrência'), ev('occurrences', 'Ocorrências', 'number'), actor],
  },
  'finance.recurrence.generated': {
    label: 'Ocorrências de um lançamento recorrente geradas',
    group: money,
    fields: [ev('recurrenceId', 'Recorrência'), ev('occurrences', 'Ocorrências', 'number'), actor],
  },
  'finance.recurrence.updated': {
    label: 'Lançamento recorrente editado',
    group: money,
    fields: [ev('recurrenceId', 'Recorrência'), ev('scope', 'Alcance da mudança', 'text'), actor],
  },
  'finance.recurrence.ended': {
    label: 'Lançamento recorrente encerrado',
    group: money,
    fields: [ev('recurrenceId', 'Recorrência'), ev('scope', 'Alcance da mudança', 'text'), actor],
  },
  'finance.rule.created': {
    label: 'Regra de categorização criada',
    group: money,
    fields: [ev('ruleId', 'Regra'), actor],
  },
  'finance.rule.updated': {
    label: 'Regra de categorização editada',
    group: money,
    fields: [ev('ruleId', 'Regra'), actor],
  },
  'finance.rule.deleted': {
    label: 'Regra de categorização excluída',
    group: money,
    fields: [ev('ruleId', 'Regra'), actor],
  },
  'finance.rule.reordered': {
    label: 'Regras de categorização reordenadas',
    group: money,
    fields: [actor],
  },
} satisfies Partial<Record<DomainEventName, AgentEventInfo>>;

// ---- Gamificação -------------------------------------------------------------------------
const game = [field('game.name', 'Nome do jogo'), ev('gameId', 'Jogo')];
const resource = [field('resource.name', 'Nome do recurso'), ev('resourceId', 'Recurso')];
const mission = [field('mission.name', 'Missão'), ev('missionId', 'Missão'), ...game];
const trophy = [field('trophy.name', 'Nome do troféu'), ev('trophyId', 'Troféu'), ...game];
const storeItem = [
  field('storeItem.name', 'Item da loja'),
  ev('storeItemId', 'Item da loja'),
  ...game,
];
const player = member('Jogador');
const play = 'Gamificação';
const gamificationEvents = {
  'gamification.resource.created': {
    label: 'Recurso criado',
    group: play,
    fields: [...resource, actor],
  },
  'gamification.resource.updated': {
    label: 'Recurso editado',
    group: play,
    fields: [...resource, actor],
  },
  'gamification.resource.deleted': {
    label: 'Recurso excluído',
    group: play,
    fields: [ev('resourceId', 'Recurso'), actor],
  },
  'gamification.game.created': { label: 'Jogo criado', group: play, fields: [...game, actor] },
  'gamification.game.updated': { label: 'Jogo editado', group: play, fields: [...game, actor] },
  'gamification.game.deleted': {
    label: 'Jogo excluído',
    group: play,
    fields: [ev('gameId', 'Jogo'), actor],
  },
  'gamification.levels.replaced': {
    label: 'Níveis de um jogo alterados',
    group: play,
    fields: [...game, actor],
  },
  'gamification.trophy.created': {
    label: 'Troféu criado',
    group: play,
    fields: [...trophy, actor],
  },
  'gamification.trophy.updated': {
    label: 'Troféu editado',
    group: play,
    fields: [...trophy, actor],
  },
  'gamification.trophy.deleted': {
    label: 'Troféu excluído',
    group: play,
    fields: [ev('trophyId', 'Troféu'), ...game, actor],
  },
  'gamification.trophy.awarded': {
    label: 'Troféu conquistado',
    group: play,
    fields: [...trophy, ...player],
  },
  'gamification.mission.created': {
    label: 'Missão criada',
    group: play,
    fields: [...mission, ev('goalKind', 'Tipo de meta', 'text'), actor],
  },
  'gamification.mission.updated': {
    label: 'Missão editada',
    group: play,
    fields: [...mission, ev('goalKind', 'Tipo de meta', 'text'), actor],
  },
  'gamification.mission.deleted': {
    label: 'Missão excluída',
    group: play,
    fields: [ev('missionId', 'Missão'), ...game, actor],
  },
  'gamification.mission.progressed': {
    label: 'Missão avançou',
    group: play,
    fields: [
      ...mission,
      ...player,
      ev('count', 'Progresso', 'number'),
      ev('periodKey', 'Período', 'text'),
    ],
  },
  'gamification.mission.completed': {
    label: 'Missão concluída',
    group: play,
    fields: [...mission, ...player, ev('periodKey', 'Período', 'text')],
  },
  'gamification.store-item.created': {
    label: 'Item da loja criado',
    group: play,
    fields: [...storeItem, actor],
  },
  'gamification.store-item.updated': {
    label: 'Item da loja editado',
    group: play,
    fields: [...storeItem, actor],
  },
  'gamification.store-item.deleted': {
    label: 'Item da loja excluído',
    group: play,
    fields: [ev('storeItemId', 'Item da loja'), ...game, actor],
  },
  'gamification.store-item.bought': {
    label: 'Item comprado na loja',
    group: play,
    fields: [...storeItem, ev('purchaseId', 'Compra'), actor],
  },
  'gamification.participant.joined': {
    label: 'Jogador entrou num jogo',
    group: play,
    fields: [...game, ...player],
  },
  'gamification.check-in.created': {
    label: 'Check-in enviado para aprovação',
    group: play,
    fields: [...mission, ev('checkInId', 'Check-in'), actor],
  },
  'gamification.check-in.decided': {
    label: 'Check-in aprovado ou recusado',
    group: play,
    fields: [
      ...mission,
      ...player,
      ev('checkInId', 'Check-in'),
      ev('status', 'Decisão (approved ou rejected)', 'text'),
      actor,
    ],
  },
  'gamification.ledger.granted': {
    label: 'Pontos ou recurso ganhos',
    group: play,
    fields: [
      ev('points', 'Pontos', 'number'),
      ...player,
      ev('cause', 'Motivo', 'text'),
      ev('gameId', 'Jogo'),
      field('game.name', 'Nome do jogo'),
      ...resource,
      ev('quantity', 'Quantidade do recurso', 'number'),
      ev('grantId', 'Concessão'),
    ],
  },
  'gamification.ledger.spent': {
    label: 'Pontos ou recurso gastos',
    group: play,
    fields: [
      ev('points', 'Pontos', 'number'),
      ...player,
      ev('cause', 'Motivo', 'text'),
      ev('gameId', 'Jogo'),
      field('game.name', 'Nome do jogo'),
      ...resource,
      ev('quantity', 'Quantidade do recurso', 'number'),
    ],
  },
  'gamification.level.reached': {
    label: 'Nível alcançado',
    group: play,
    fields: [
      ...game,
      ...player,
      ev('level', 'Nível', 'number'),
      ev('levelName', 'Nome do nível', 'text'),
    ],
  },
  'gamification.streak.recorded': {
    label: 'Sequência de dias registrada',
    group: play,
    fields: [...player, ev('day', 'Dia', 'date'), ev('streak', 'Sequência de dias', 'number')],
  },
  'gamification.habit.changed': {
    label: 'Hábito criado, editado, excluído ou marcado',
    group: play,
    fields: [
      ...player,
      ev('habitId', 'Hábito'),
      ev('change', 'Mudança (created, updated, deleted ou marked)', 'text'),
    ],
  },
  'gamification.item-request.created': {
    label: 'Pedido de uso de item feito',
    group: play,
    fields: [...resource, ...player, ev('requestId', 'Pedido'), actor],
  },
  'gamification.item-request.decided': {
    label: 'Pedido de uso de item atendido ou recusado',
    group: play,
    fields: [
      ...player,
      ev('requestId', 'Pedido'),
      ev('status', 'Decisão (honoured ou declined)', 'text'),
      actor,
    ],
  },
} satisfies Partial<Record<DomainEventName, AgentEventInfo>>;

// ---- Comunicação, Universo, mapas, mídia, revisões, conta --------------------------------
const page = [field('page.title', 'Título da página'), ev('pageId', 'Página'), actor];
const product = [ev('productId', 'Produto'), actor];
const hub = [ev('hubId', 'Hub'), actor];
const codex = [ev('codexId', 'Códex'), actor];
const structure = [ev('structureId', 'Estrutura'), actor];
const nexo = [
  ev('linkId', 'Nexo'),
  ev('aKind', 'Tipo de um registro', 'text'),
  ev('aId', 'Um registro'),
  ev('bKind', 'Tipo do outro registro', 'text'),
  ev('bId', 'Outro registro'),
  actor,
];
const codexEntry = [ev('codexId', 'Códex'), ev('entryId', 'Entrada'), actor];
const order = [
  ev('orderId', 'Pedido'),
  ev('number', 'Número do pedido', 'number'),
  ev('currency', 'Moeda (brl ou points)', 'text'),
  ev('totalCents', 'Total', 'money'),
  actor,
];
const publication = [
  field('publication.title', 'Título da publicação'),
  ev('publicationId', 'Publicação'),
  actor,
];
const map = [field('map.title', 'Título do mapa'), ev('mapId', 'Mapa mental'), actor];
const file = [field('file.name', 'Nome do arquivo'), ev('fileId', 'Arquivo'), actor];
const folder = [field('folder.name', 'Nome da pasta'), ev('folderId', 'Pasta'), actor];
const review = [
  ev('kind', 'Tipo do registro revisado', 'text'),
  ev('recordId', 'Registro revisado'),
  actor,
];
const team = [field('team.name', 'Nome da equipe'), ev('teamId', 'Equipe'), actor];
const invite = [ev('inviteId', 'Convite'), ev('role', 'Papel', 'text'), actor];
const apiKey = [ev('apiKeyId', 'Chave de API'), actor];
const universe = 'Universo';
const account = 'Conta';
const talk = 'Conversas';
const contact = [field('contact.name', 'Nome do contato'), ev('contactId', 'Contato')];
const conversation = ev('conversationId', 'Conversa');
const chatEvents = {
  'chats.message.received': {
    label: 'Mensagem do WhatsApp recebida',
    group: talk,
    fields: [
      ev('text', 'Texto da mensagem', 'text'),
      ev('kind', 'Tipo da mensagem (text, image, audio…)', 'text'),
      ev('messageId', 'Mensagem'),
      conversation,
      ...contact,
    ],
  },
  'chats.message.sent': {
    label: 'Mensagem enviada por um membro',
    group: talk,
    fields: [
      ev('direction', 'Tipo (out = mensagem, note = nota interna)', 'text'),
      ev('messageId', 'Mensagem'),
      conversation,
      actor,
    ],
  },
  'chats.conversation.assigned': {
    label: 'Conversa atribuída',
    group: talk,
    fields: [
      conversation,
      ev('assigneeId', 'Responsável', 'user'),
      field('assignee.name', 'Nome do responsável'),
      actor,
    ],
  },
  'chats.contact.created': { label: 'Contato criado', group: talk, fields: [...contact, actor] },
  'chats.contacts.merged': {
    label: 'Contatos mesclados',
    group: talk,
    fields: [...contact, ev('mergedId', 'Contato mesclado'), actor],
  },
} satisfies Partial<Record<DomainEventName, AgentEventInfo>>;

// No `person.name`: agents' run input cannot load people (people imports communication, which
// imports agents), so the id is what an agent gets.
const personFields = [ev('personId', 'Pessoa'), actor];
const personLink = [
  ev('personId', 'Pessoa'),
  ev('kind', 'Tipo do registro (task, entry, publication, chat_contact, order)', 'text'),
  ev('recordId', 'Registro vinculado'),
  actor,
];
const peopleEvents = {
  'people.person.created': { label: 'Pessoa criada', group: 'Pessoas', fields: personFields },
  'people.person.updated': { label: 'Pessoa editada', group: 'Pessoas', fields: personFields },
  'people.person.deleted': {
    label: 'Pessoa excluída',
    group: 'Pessoas',
    fields: [ev('personId', 'Pessoa'), actor],
  },
  'people.person.merged': { label: 'Pessoas mescladas', group: 'Pessoas', fields: personFields },
  'people.link.created': {
    label: 'Registro vinculado a uma pessoa',
    group: 'Pessoas',
    fields: personLink,
  },
  'people.link.deleted': {
    label: 'Vínculo de uma pessoa desfeito',
    group: 'Pessoas',
    fields: personLink,
  },
  'people.import.committed': {
    label: 'Pessoas importadas (CSV ou vCard)',
    group: 'Pessoas',
    fields: [
      ev('created', 'Pessoas criadas', 'number'),
      ev('updated', 'Pessoas atualizadas', 'number'),
      actor,
    ],
  },
} satisfies Partial<Record<DomainEventName, AgentEventInfo>>;

const otherEvents = {
  'communication.daily-access.recorded': {
    label: 'Acesso diário',
    group: 'Comunicação',
    fields: [...member(), ev('streak', 'Sequência de dias', 'number'), ev('day', 'Dia', 'date')],
  },
  'products.product.created': { label: 'Produto criado', group: 'Produtos', fields: product },
  'products.product.updated': { label: 'Produto editado', group: 'Produtos', fields: product },
  'products.product.deleted': { label: 'Produto excluído', group: 'Produtos', fields: product },
  'nexos.link.created': { label: 'Nexo criado entre registros', group: 'Nexos', fields: nexo },
  'nexos.link.updated': { label: 'Rótulo de nexo alterado', group: 'Nexos', fields: nexo },
  'nexos.link.deleted': { label: 'Nexo removido', group: 'Nexos', fields: nexo },
  'products.codes.updated': {
    label: 'Códigos de produto alterados',
    group: 'Produtos',
    fields: [actor],
  },
  'hubs.hub.created': { label: 'Hub criado', group: 'Hubs', fields: hub },
  'hubs.hub.updated': { label: 'Hub editado', group: 'Hubs', fields: hub },
  'hubs.hub.deleted': { label: 'Hub excluído', group: 'Hubs', fields: hub },
  'hubs.item.added': {
    label: 'Registro adicionado a um hub',
    group: 'Hubs',
    fields: [...hub, ev('kind', 'Tipo do registro', 'text'), ev('recordId', 'Registro')],
  },
  'hubs.item.updated': { label: 'Item de hub fixado ou reordenado', group: 'Hubs', fields: hub },
  'hubs.item.removed': {
    label: 'Registro tirado de um hub',
    group: 'Hubs',
    fields: [...hub, ev('recordId', 'Registro')],
  },
  'hubs.member.added': {
    label: 'Pessoa adicionada a um hub',
    group: 'Hubs',
    fields: [...hub, ev('userId', 'Pessoa', 'user'), ev('role', 'Papel no hub', 'text')],
  },
  'hubs.member.updated': {
    label: 'Papel de uma pessoa no hub alterado',
    group: 'Hubs',
    fields: [...hub, ev('userId', 'Pessoa', 'user'), ev('role', 'Papel no hub', 'text')],
  },
  'hubs.member.removed': {
    label: 'Pessoa tirada de um hub',
    group: 'Hubs',
    fields: [...hub, ev('userId', 'Pessoa', 'user')],
  },
  'codex.codex.created': { label: 'Códex criado', group: 'Códices', fields: codex },
  'codex.codex.updated': { label: 'Códex editado', group: 'Códices', fields: codex },
  'codex.codex.deleted': { label: 'Códex excluído', group: 'Códices', fields: codex },
  'codex.entry.created': { label: 'Entrada de códex criada', group: 'Códices', fields: codexEntry },
  'codex.entry.updated': {
    label: 'Entrada de códex editada',
    group: 'Códices',
    fields: codexEntry,
  },
  'codex.entry.moved': {
    label: 'Entrada de códex movida',
    group: 'Códices',
    fields: [...codexEntry, ev('parentId', 'Nova entrada-mãe')],
  },
  'codex.entry.deleted': {
    label: 'Entrada de códex excluída',
    group: 'Códices',
    fields: codexEntry,
  },
  'structures.structure.created': {
    label: 'Estrutura salva',
    group: 'Estruturas',
    fields: [...structure, ev('kind', 'Tipo', 'text')],
  },
  'structures.structure.updated': {
    label: 'Estrutura editada ou nova versão salva',
    group: 'Estruturas',
    fields: [...structure, ev('versionNumber', 'Nova versão', 'number')],
  },
  'structures.structure.deleted': {
    label: 'Estrutura excluída',
    group: 'Estruturas',
    fields: structure,
  },
  'structures.structure.instantiated': {
    label: 'Registro criado a partir de uma estrutura',
    group: 'Estruturas',
    fields: [
      ...structure,
      ev('kind', 'Tipo', 'text'),
      ev('recordId', 'Registro criado'),
      ev('versionNumber', 'Versão usada', 'number'),
    ],
  },
  'store.order.created': { label: 'Pedido feito', group: 'Produtos', fields: order },
  'store.order.paid': {
    label: 'Pedido pago',
    group: 'Produtos',
    fields: [...order, ev('via', 'Pago por'), ev('entryId', 'Lançamento da receita')],
  },
  'store.order.delivered': { label: 'Pedido entregue', group: 'Produtos', fields: order },
  'store.order.canceled': { label: 'Pedido cancelado', group: 'Produtos', fields: order },
  'store.settings.updated': {
    label: 'Configurações da loja salvas',
    group: 'Produtos',
    fields: [actor],
  },
  'pages.page.created': { label: 'Página criada', group: universe, fields: page },
  'pages.page.updated': { label: 'Página editada', group: universe, fields: page },
  'pages.page.deleted': {
    label: 'Página excluída',
    group: universe,
    fields: [ev('pageId', 'Página'), actor],
  },
  'pages.page.published': { label: 'Página publicada', group: universe, fields: page },
  'publications.publication.created': {
    label: 'Publicação criada',
    group: universe,
    fields: publication,
  },
  'publications.publication.updated': {
    label: 'Publicação editada',
    group: universe,
    fields: publication,
  },
  'publications.publication.deleted': {
    label: 'Publicação excluída',
    group: universe,
    fields: [ev('publicationId', 'Publicação'), actor],
  },
  'publications.publication.published': {
    label: 'Publicação publicada',
    group: universe,
    fields: [...publication, ev('number', 'Número da revisão', 'number')],
  },
  'publications.publication.unpublished': {
    label: 'Publicação despublicada',
    group: universe,
    fields: publication,
  },
  'mind-maps.map.created': {
    label: 'Mapa mental criado',
    group: 'Mapas mentais',
    fields: [...map, ev('source', 'Origem (blank, template, duplicate ou import)', 'text')],
  },
  'mind-maps.map.updated': { label: 'Mapa mental editado', group: 'Mapas mentais', fields: map },
  'mind-maps.map.deleted': {
    label: 'Mapa mental excluído',
    group: 'Mapas mentais',
    fields: [ev('mapId', 'Mapa mental'), actor],
  },
  'mind-maps.nodes.converted': {
    label: 'Ramos de um mapa viraram tarefas ou itens',
    group: 'Mapas mentais',
    fields: [...map, ev('target', 'Destino', 'text')],
  },
  'mind-maps.version.created': {
    label: 'Versão de um mapa mental salva',
    group: 'Mapas mentais',
    fields: [...map, ev('versionId', 'Versão')],
  },
  'mind-maps.version.restored': {
    label: 'Versão de um mapa mental restaurada',
    group: 'Mapas mentais',
    fields: [...map, ev('versionId', 'Versão')],
  },
  'media.file.uploaded': {
    label: 'Arquivo enviado à biblioteca',
    group: 'Mídia',
    fields: [...file, ev('size', 'Tamanho (bytes)', 'number')],
  },
  'media.file.updated': { label: 'Arquivo da biblioteca editado', group: 'Mídia', fields: file },
  'media.file.deleted': {
    label: 'Arquivo da biblioteca excluído',
    group: 'Mídia',
    fields: [ev('fileId', 'Arquivo'), ev('size', 'Tamanho (bytes)', 'number'), actor],
  },
  'media.folder.created': { label: 'Pasta criada na biblioteca', group: 'Mídia', fields: folder },
  'media.folder.updated': { label: 'Pasta da biblioteca editada', group: 'Mídia', fields: folder },
  'media.folder.deleted': {
    label: 'Pasta da biblioteca excluída',
    group: 'Mídia',
    fields: [ev('folderId', 'Pasta'), actor],
  },
  'sequences.sequence.updated': {
    label: 'Sequência de códigos alterada',
    group: 'Fábrica',
    fields: [ev('sequenceId', 'Sequência', 'text'), actor],
  },
  'reviews.audience.invited': { label: 'Revisores convidados', group: 'Revisões', fields: review },
  'reviews.audience.revoked': {
    label: 'Acesso de revisor retirado',
    group: 'Revisões',
    fields: review,
  },
  'reviews.comment.created': {
    label: 'Comentário de revisão',
    group: 'Revisões',
    fields: [...review, ev('commentId', 'Comentário')],
  },
  'reviews.comment.resolved': {
    label: 'Comentário de revisão resolvido',
    group: 'Revisões',
    fields: [...review, ev('commentId', 'Comentário')],
  },
  'reviews.comment.reopened': {
    label: 'Comentário de revisão reaberto',
    group: 'Revisões',
    fields: [...review, ev('commentId', 'Comentário')],
  },
  'workspaces.workspace.updated': {
    label: 'Conta renomeada ou editada',
    group: account,
    fields: [ev('name', 'Nome da conta', 'text'), actor],
  },
  'workspaces.workspace.ownership-transferred': {
    label: 'Propriedade da conta transferida',
    group: account,
    fields: [ev('fromUserId', 'Dono anterior', 'user'), ev('toUserId', 'Novo dono', 'user'), actor],
  },
  'workspaces.member.added': {
    label: 'Membro entrou na conta',
    group: account,
    fields: [...member('Membro'), ev('role', 'Papel', 'text'), actor],
  },
  'workspaces.member.role-changed': {
    label: 'Papel de um membro alterado',
    group: account,
    fields: [
      ...member('Membro'),
      ev('from', 'Papel anterior', 'text'),
      ev('to', 'Novo papel', 'text'),
      actor,
    ],
  },
  'workspaces.member.removed': {
    label: 'Membro saiu ou foi removido da conta',
    group: account,
    fields: [
      ...member('Membro'),
      ev('left', 'Saiu por conta própria (true ou false)', 'text'),
      actor,
    ],
  },
  'workspaces.team.created': { label: 'Equipe criada', group: account, fields: team },
  'workspaces.team.updated': { label: 'Equipe editada', group: account, fields: team },
  'workspaces.team.deleted': {
    label: 'Equipe excluída',
    group: account,
    fields: [ev('teamId', 'Equipe'), actor],
  },
  'workspaces.invite.created': { label: 'Convite enviado', group: account, fields: invite },
  'workspaces.invite.resent': { label: 'Convite reenviado', group: account, fields: invite },
  'workspaces.invite.revoked': { label: 'Convite cancelado', group: account, fields: invite },
  'workspaces.invite.accepted': {
    label: 'Convite aceito',
    group: account,
    fields: [...invite, ...member('Convidado')],
  },
  'workspaces.api-key.created': {
    label: 'Chave de API criada',
    group: account,
    fields: [...apiKey, ev('role', 'Papel', 'text')],
  },
  'workspaces.api-key.updated': {
    label: 'Chave de API editada',
    group: account,
    fields: [...apiKey, ev('role', 'Papel', 'text')],
  },
  'workspaces.api-key.rotated': { label: 'Chave de API renovada', group: account, fields: apiKey },
  'workspaces.api-key.revoked': { label: 'Chave de API revogada', group: account, fields: apiKey },
} satisfies Partial<Record<DomainEventName, AgentEventInfo>>;

/** Keys are checked against DomainEventName, so a renamed event fails the typecheck here. */
export const agentEventCatalog = {
  ...flowEvents,
  ...financeEvents,
  ...gamificationEvents,
  ...chatEvents,
  ...peopleEvents,
  ...otherEvents,
} satisfies Partial<Record<DomainEventName, AgentEventInfo>>;

export type AgentEventName = keyof typeof agentEventCatalog & DomainEventName;
export const agentEventNames = Object.keys(agentEventCatalog) as [
  AgentEventName,
  ...AgentEventName[],
];

/** The fields every run's input has, whatever woke it. */
export const commonAgentFields: AgentField[] = [
  { path: 'run.at', label: 'Data e hora da execução', type: 'date' },
  { path: 'agent.name', label: 'Nome do agente', type: 'text' },
];

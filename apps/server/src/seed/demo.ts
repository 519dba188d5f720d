import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createNotification } from '../modules/communication';
import { transaction } from '../platform/db/transaction';
import { addDays, today } from '../platform/clock';
import { seedPastActivity } from './dashboard-activity';

/**
 * The demo data of `npm run db:seed`. Every record is made through the API in process
 * (`app.inject`), the path the web app takes: each route calls its module's service inside
 * `transaction(ctx)`, so codes, balances, domain events and gamification progress are
 * exactly what a person using Orbita would produce. Only notifications, which no public
 * route creates, go through the communication module's exported service.
 */
export const DEMO_EMAIL = 'demo@orbita.local';
export const DEMO_PASSWORD = 'orbita-demo-2025';
export const COLLEAGUE_EMAIL = 'ana.souza@orbita.local';

export interface SeedResult {
  created: boolean;
  email: string;
  password: string;
  signInUrl: string;
}

type Answer = { status: number; body: unknown };

/** A signed-in person talking to the app as the mobile client does (bearer token). */
function client(app: FastifyInstance, token?: string) {
  return async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    workspaceId?: string,
  ): Promise<T> => {
    const res = await app.inject({
      method,
      url,
      headers: {
        'x-client-type': 'mobile',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}),
      },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const answer: Answer = { status: res.statusCode, body: res.body ? res.json() : null };
    if (answer.status >= 300)
      throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  };
}

/**
 * The token in the last e-mail to `to` (no SMTP configured: the server keeps mail in
 * dev_mails). Some mail leaves after the commit, so it is awaited for a few seconds.
 */
async function mailedToken(app: FastifyInstance, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await app.database.db.execute<{ text: string }>(
      sql`select text from dev_mails where lower("to") = lower(${to}) order by created_at desc limit 1`,
    );
    const token = pattern.exec(rows[0]?.text ?? '')?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `Sem e-mail para ${to}: o seed precisa do servidor sem SMTP configurado (e-mails guardados no banco).`,
  );
}

interface Session {
  token: string;
  userId: string;
  workspaceId: string;
}

async function register(app: FastifyInstance, name: string, email: string): Promise<Session> {
  const anonymous = client(app);
  await anonymous('POST', '/api/auth/register', { name, email, password: DEMO_PASSWORD });
  const token = await mailedToken(app, email, /\/registro\/Confirma\?token=([A-Za-z0-9_%-]+)/);
  const confirmed = await anonymous<{ token: string; user: { id: string }; workspaceId: string }>(
    'POST',
    '/api/auth/confirm',
    { token },
  );
  return {
    token: confirmed.token,
    userId: confirmed.user.id,
    workspaceId: confirmed.workspaceId,
  };
}

/** `days` days from today (São Paulo), at 18:00 local time. */
function dueAt(days: number): string {
  return `${addDays(today(), days)}T18:00:00-03:00`;
}

/**
 * Day `day` of the month `back` months before today's (YYYY-MM-DD), never after today: the
 * demo's history is past, whatever day of the month the seed runs on.
 */
function dayOfMonth(back: number, day: number): string {
  const [y, m] = today().split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 - back, day)).toISOString().slice(0, 10);
  return date < today() ? date : today();
}

export async function seedDemo(app: FastifyInstance): Promise<SeedResult> {
  // The home page is the sign-in card for a visitor.
  const signInUrl = `${app.config.APP_URL}/`;
  const result = { email: DEMO_EMAIL, password: DEMO_PASSWORD, signInUrl };
  const { rows } = await app.database.db.execute<{ id: string }>(
    sql`select id from users where lower(email) = ${DEMO_EMAIL}`,
  );
  if (rows.length) return { created: false, ...result };

  const demo = await register(app, 'Demo Orbita', DEMO_EMAIL);
  const as = client(app, demo.token);
  const personal = demo.workspaceId;
  // Organização first: processes, finance, games and teams depend on the account type.
  await as('PATCH', '/api/app/me', { accountType: 'organization' });
  // Type chosen and welcome seen: the first sign-in lands in the living workspace, not in onboarding.
  for (const checkpoint of ['tipo-conta', 'boas-vindas'])
    await as('DELETE', `/api/app/me/checkpoints/${checkpoint}`);

  await seedFlow(as, personal, demo.userId);
  await seedFinance(as, personal);
  await seedGamification(as, personal);
  await seedTeam(app, as, demo);
  // Months of past days with work: the dashboard's heatmap (seed/dashboard-activity.ts).
  await seedPastActivity(app, demo);
  await as('POST', '/api/app/comunicacao/eventos/acesso-diario');
  await transaction(app.ctx, async (tx) => {
    for (const n of [
      {
        kind: 'system',
        title: 'Bem-vindo ao Orbita!',
        body: 'Explore o Flow, a Riqueza e os jogos.',
      },
      {
        kind: 'task',
        title: 'Tarefa vencendo hoje',
        body: 'Enviar proposta para a Padaria Pão Dourado',
        link: '/flow',
      },
      {
        kind: 'reward',
        title: 'Você ganhou 10 pontos',
        body: 'Missão "Caixa de entrada zerada" concluída.',
      },
    ] as const)
      await createNotification(tx, { workspaceId: personal, userId: demo.userId, ...n });
  });
  return { created: true, ...result };
}

type As = ReturnType<typeof client>;

async function seedFlow(as: As, ws: string, userId: string) {
  const flow = '/api/app/flow';
  const kanban = await as<{ id: string }>(
    'POST',
    `${flow}/lists`,
    {
      name: 'Projetos da agência',
      color: '#6a1b9a',
      icon: 'view_kanban',
    },
    ws,
  );
  const personalList = await as<{ id: string }>(
    'POST',
    `${flow}/lists`,
    { name: 'Pessoal', color: '#2e7d32' },
    ws,
  );
  await as(
    'POST',
    `${flow}/lists`,
    { name: 'Compras do mês', color: '#ef6c00', icon: 'shopping_cart' },
    ws,
  );

  const tasks: {
    title: string;
    status: 'todo' | 'doing' | 'done' | 'canceled';
    days: number;
    checklist?: string[];
    comment?: string;
  }[] = [
    {
      title: 'Enviar proposta para a Padaria Pão Dourado',
      status: 'todo',
      days: 0,
      checklist: ['Levantar escopo', 'Montar orçamento', 'Revisar com o time'],
      comment: 'Cliente pediu entrega até sexta.',
    },
    {
      title: 'Criar identidade visual da Ótica Visão Clara',
      status: 'doing',
      days: 3,
      checklist: ['Paleta de cores', 'Logotipo', 'Manual da marca'],
    },
    {
      title: 'Reunião de alinhamento com a Construtora Horizonte',
      status: 'todo',
      days: 1,
      comment: 'Levar o cronograma impresso.',
    },
    {
      title: 'Publicar posts de novembro no Instagram',
      status: 'doing',
      days: 2,
      checklist: ['Roteiro', 'Artes', 'Agendamento'],
    },
    { title: 'Atualizar site do Restaurante Sabor Mineiro', status: 'todo', days: 7 },
    {
      title: 'Revisar contrato da Clínica Bem Viver',
      status: 'done',
      days: -2,
      comment: 'Assinado pelas duas partes.',
    },
    {
      title: 'Fotografar cardápio novo',
      status: 'done',
      days: -5,
      checklist: ['Reservar estúdio', 'Fotografar', 'Tratar fotos'],
    },
    {
      title: 'Campanha de Black Friday da Loja Bella Moda',
      status: 'doing',
      days: 4,
      comment: 'Verba aprovada: R$ 3.500,00.',
    },
    {
      title: 'Emitir notas fiscais do mês',
      status: 'todo',
      days: 5,
      checklist: ['Padaria', 'Ótica', 'Clínica'],
    },
    { title: 'Responder e-mails de orçamento', status: 'done', days: -1 },
    { title: 'Planejar calendário editorial de dezembro', status: 'todo', days: 10 },
    {
      title: 'Gravar vídeo institucional da Escola Aprender',
      status: 'todo',
      days: 14,
      checklist: ['Roteiro', 'Locação', 'Edição'],
    },
    { title: 'Ajustar layout do e-mail marketing', status: 'doing', days: 1 },
    {
      title: 'Cobrar pagamento atrasado da Mercearia São José',
      status: 'todo',
      days: -1,
      comment: 'Segunda cobrança enviada por WhatsApp.',
    },
    { title: 'Preparar relatório de resultados de outubro', status: 'done', days: -8 },
    { title: 'Renovar domínio do site da agência', status: 'done', days: -3 },
    {
      title: 'Orçar impressão de panfletos',
      status: 'canceled',
      days: -4,
      comment: 'Cliente desistiu do material impresso.',
    },
    { title: 'Treinar estagiária no Canva', status: 'todo', days: 6 },
    {
      title: 'Configurar anúncios no Google da Ótica',
      status: 'doing',
      days: 2,
      checklist: ['Palavras-chave', 'Anúncios', 'Orçamento diário'],
    },
    { title: 'Enviar pesquisa de satisfação aos clientes', status: 'todo', days: 9 },
  ];
  for (const t of tasks) {
    const task = await as<{ id: string }>(
      'POST',
      `${flow}/lists/${kanban.id}/tasks`,
      {
        title: t.title,
        status: t.status === 'done' || t.status === 'canceled' ? 'todo' : t.status,
        dueAt: dueAt(t.days),
        priority: t.days <= 1 ? 'high' : 'normal',
        assigneeIds: [userId],
        checklist: t.checklist ?? [],
      },
      ws,
    );
    // Completing through a status change is what counts the task for gamification missions.
    if (t.status === 'done' || t.status === 'canceled')
      await as('PATCH', `${flow}/tasks/${task.id}`, { status: t.status }, ws);
    if (t.comment) await as('POST', `${flow}/tasks/${task.id}/comments`, { body: t.comment }, ws);
  }
  for (const title of ['Marcar consulta no dentista', 'Pagar IPVA', 'Levar o carro na revisão'])
    await as('POST', `${flow}/lists/${personalList.id}/tasks`, { title, dueAt: dueAt(5) }, ws);

  const process = await as<{ id: string; stages: { id: string }[] }>(
    'POST',
    `${flow}/processes`,
    {
      name: 'Funil de vendas',
      description: 'Do primeiro contato ao contrato assinado.',
      stages: [
        { name: 'Contato', color: '#90a4ae' },
        { name: 'Proposta enviada', color: '#42a5f5' },
        { name: 'Negociação', color: '#ffa726', wipLimit: 5 },
        { name: 'Fechado', color: '#66bb6a' },
      ],
    },
    ws,
  );
  const cards = [
    ['Pet Shop Amigo Fiel', 0],
    ['Academia Corpo em Forma', 0],
    ['Farmácia Popular Centro', 1],
    ['Hotel Pousada do Sol', 2],
    ['Consultório Dra. Marina Lima', 3],
  ] as const;
  for (const [title, stage] of cards)
    await as(
      'POST',
      `${flow}/processes/${process.id}/cards`,
      { title, stageId: process.stages[stage]!.id },
      ws,
    );

  // Inbox: one item left in each stage a person sees (collected, separated, archived, canceled).
  const capture = (content: string) =>
    as<{ id: string }>('POST', `${flow}/items`, { content, parse: false }, ws);
  for (const content of [
    'Ligar para o contador sobre o IR',
    'Ideia: podcast da agência',
    'Comprar toner da impressora',
  ])
    await capture(content);
  const someday = await capture('Aprender espanhol');
  await as('POST', `${flow}/items/${someday.id}/process`, { action: 'someday' }, ws);
  const next = await capture('Pedir orçamento de cadeiras novas');
  await as(
    'POST',
    `${flow}/items/${next.id}/process`,
    { action: 'next-action', listId: kanban.id },
    ws,
  );
  const lead = await capture('Lead: Sorveteria Gelato Bom');
  await as(
    'POST',
    `${flow}/items/${lead.id}/process`,
    { action: 'to-process', processId: process.id },
    ws,
  );
  const trash = await capture('Propaganda de curso duvidoso');
  await as('POST', `${flow}/items/${trash.id}/process`, { action: 'trash' }, ws);
}

async function seedFinance(as: As, ws: string) {
  const fin = '/api/app/riqueza';
  const start = dayOfMonth(3, 1);
  const box = (body: Record<string, unknown>) =>
    as<{ id: string }>('POST', `${fin}/boxes`, { openingDate: start, ...body }, ws);
  const checking = await box({
    name: 'Conta corrente Nubank',
    kind: 'bank_account',
    openingBalance: 852_340,
  });
  const card = await box({
    name: 'Cartão Itaú Platinum',
    kind: 'credit_card',
    limit: 1_200_000,
    closingDay: 3,
    dueDay: 10,
  });
  const savings = await box({
    name: 'Tesouro Selic',
    kind: 'investment',
    investmentKind: 'tesouro_direto',
    openingBalance: 2_500_000,
  });

  const categories = await as<{ items: { id: string; name: string; type: string }[] }>(
    'GET',
    `${fin}/categories`,
    undefined,
    ws,
  );
  const category = async (name: string, type: 'revenue' | 'expense') =>
    categories.items.find((c) => c.name === name && c.type === type)?.id ??
    (await as<{ id: string }>('POST', `${fin}/categories`, { name, type }, ws)).id;
  const salary = await category('Salário', 'revenue');
  const freelas = await category('Freelas', 'revenue');
  const housing = await category('Moradia', 'expense');
  const market = await category('Mercado', 'expense');
  const transport = await category('Transporte', 'expense');
  const leisure = await category('Lazer', 'expense');

  const entry = (body: Record<string, unknown>) => as('POST', `${fin}/entries`, body, ws);
  for (let back = 2; back >= 0; back--) {
    await entry({
      boxId: checking.id,
      categoryId: salary,
      date: dayOfMonth(back, 5),
      value: 780_000,
      type: 'revenue',
      description: 'Salário',
    });
    await entry({
      boxId: checking.id,
      categoryId: housing,
      date: dayOfMonth(back, 10),
      value: 185_000,
      type: 'expense',
      description: 'Aluguel do apartamento',
    });
    await entry({
      boxId: checking.id,
      categoryId: housing,
      date: dayOfMonth(back, 12),
      value: 21_890,
      type: 'expense',
      description: 'Conta de luz (Enel)',
    });
    await entry({
      boxId: card.id,
      categoryId: market,
      date: dayOfMonth(back, 8),
      value: 64_327,
      type: 'expense',
      description: 'Compras no Pão de Açúcar',
    });
    await entry({
      boxId: card.id,
      categoryId: transport,
      date: dayOfMonth(back, 14),
      value: 28_450,
      type: 'expense',
      description: 'Combustível Posto Ipiranga',
    });
    await entry({
      boxId: card.id,
      categoryId: leisure,
      date: dayOfMonth(back, 20),
      value: 15_990,
      type: 'expense',
      description: 'Jantar no Outback',
    });
    await entry({
      boxId: checking.id,
      categoryId: freelas,
      date: dayOfMonth(back, 18),
      value: 250_000,
      type: 'revenue',
      description: 'Freela de design',
      status: back === 0 ? 'pending' : 'paid',
    });
  }
  await entry({
    boxId: card.id,
    categoryId: leisure,
    date: dayOfMonth(1, 16),
    value: 359_880,
    type: 'expense',
    description: 'Smart TV Samsung 55"',
    installments: 10,
  });
  await as(
    'POST',
    `${fin}/transfers`,
    {
      fromBoxId: checking.id,
      toBoxId: savings.id,
      date: dayOfMonth(1, 6),
      value: 100_000,
      description: 'Aporte mensal no Tesouro',
    },
    ws,
  );
  await as('POST', `${fin}/periods`, { endDate: addDays(dayOfMonth(1, 1), -1) }, ws);
}

async function seedGamification(as: As, ws: string) {
  const gam = '/api/app/gamificacao';
  const coin = await as<{ id: string }>(
    'POST',
    `${gam}/resources`,
    { name: 'Moeda Orbita', description: 'Troque na lojinha do time.', rarity: 'common' },
    ws,
  );
  const game = await as<{ id: string; code: string }>(
    'POST',
    `${gam}/games`,
    {
      name: 'Desafio da produtividade',
      description: 'Conclua tarefas, processe a caixa de entrada e registre suas finanças.',
      dailyReward: { points: 2 },
    },
    ws,
  );
  await as('POST', `${gam}/play/${game.code}/join`, undefined, ws);
  for (const m of [
    {
      name: 'Cinco tarefas concluídas',
      goal: { kind: 'tasks_done', target: 5 },
      reward: { points: 20, resourceId: coin.id, quantity: 3 },
    },
    {
      name: 'Caixa de entrada em dia',
      goal: { kind: 'inbox_processed', target: 3 },
      reward: { points: 10 },
    },
    {
      name: 'Finanças anotadas',
      goal: { kind: 'finance_entries', target: 30 },
      reward: { points: 15 },
    },
  ])
    await as('POST', `${gam}/games/${game.id}/missions`, m, ws);
  await as(
    'POST',
    `${gam}/games/${game.id}/store-items`,
    {
      name: 'Um dia de home office extra',
      description: 'Combine a data com a equipe.',
      price: { points: 0, resourceId: coin.id, quantity: 3 },
      stock: 10,
    },
    ws,
  );
}

async function seedTeam(app: FastifyInstance, as: As, demo: Session) {
  const team = await as<{ id: string }>('POST', '/api/app/conta/contas', {
    name: 'Agência Órbita Criativa',
  });
  await as('POST', `/api/app/conta/contas/${team.id}/convites`, {
    email: COLLEAGUE_EMAIL,
    role: 'editor',
  });
  const invite = await mailedToken(app, COLLEAGUE_EMAIL, /[?&]convite=([A-Za-z0-9_%-]+)/);
  const colleague = await register(app, 'Ana Souza', COLLEAGUE_EMAIL);
  const ana = client(app, colleague.token);
  await ana('POST', '/api/app/conta/convites/aceite', { token: invite });
  const list = await as<{ id: string }>(
    'POST',
    '/api/app/flow/lists',
    { name: 'Entregas do time', color: '#00838f' },
    team.id,
  );
  for (const [title, days] of [
    ['Briefing do cliente novo', 2],
    ['Revisar artes da campanha', 4],
    ['Fechar orçamento de dezembro', 8],
  ] as const)
    await as(
      'POST',
      `/api/app/flow/lists/${list.id}/tasks`,
      { title, dueAt: dueAt(days), assigneeIds: [demo.userId, colleague.userId] },
      team.id,
    );
  await ana(
    'POST',
    '/api/app/flow/items',
    { content: 'Sugestão: happy hour de fim de ano', parse: false },
    team.id,
  );
  // Back in the personal workspace, which the demo sees first on sign-in.
  await as('PUT', `/api/app/conta/contas/${demo.workspaceId}/atual`);
}

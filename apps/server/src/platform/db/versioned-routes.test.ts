import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/kit';

type Schema = { properties?: Record<string, unknown> };
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/**
 * Edits that may stay last-write-wins, each with its reason. Anything else that changes a
 * record (PATCH, or PUT of a record's fields) must take `version` (docs/optimistic-concurrency.md),
 * so a new edit route cannot silently bring the class back.
 */
const lastWriteWins: Record<string, string> = {
  'PATCH /api/app/me': 'o próprio perfil: só a pessoa edita',
  'PATCH /api/app/comunicacao/notificacoes/{id}':
    'marcar como lida: idempotente, da própria pessoa',
  'PUT /api/app/conta/contas/{workspaceId}/atual': 'a conta atual da própria sessão',
  'PUT /api/app/fabrica/media/uploads/{id}/chunks/{n}': 'pedaço de um envio da própria pessoa',
  'PATCH /api/app/gamificacao/player/habits/{id}': 'hábito pessoal: só a própria pessoa o edita',
  'PUT /api/app/mind-space/mind-maps/{id}/favourite': 'favorito: marca pessoal e idempotente',
  'PATCH /api/app/mind-space/mind-maps/{id}':
    'título e descrição do mapa: o conteúdo é o documento colaborativo, que mescla as edições; o título fica com a última',
  'PATCH /api/app/universo/explore/site':
    'endereço, nome e descrição do site público: três campos que só Admin edita; a última edição vale (um endereço já tomado responde 409)',
  'PUT /api/app/comunicacao/whatsapp':
    'a conexão inteira é trocada pelas credenciais que um Admin cola do painel da Meta: idempotente, sem campos a mesclar',
  'PUT /api/app/riqueza/rules/order':
    'a ordem inteira das regras: uma lista que não traz exatamente as regras atuais responde 409',
};

describe('optimistic concurrency covers every edit route (OpenAPI sweep)', async () => {
  const app = await testApp();
  const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApi>();
  const edits = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method === 'patch' || method === 'put')
      .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
  const takesVersion = (operation: Operation) =>
    'version' in (operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});

  it('every edit route takes `version`, or is listed with its reason', () => {
    expect(edits.length).toBeGreaterThan(20);
    const missing = edits
      .filter(({ route, operation }) => !takesVersion(operation) && !(route in lastWriteWins))
      .map(({ route }) => route);
    expect(missing, 'rotas de edição sem `version`').toEqual([]);
  });

  it('the list names only routes that exist and still lack `version`', () => {
    const stale = Object.keys(lastWriteWins).filter((route) => {
      const edit = edits.find((e) => e.route === route);
      return !edit || takesVersion(edit.operation);
    });
    expect(stale, 'tire estas da lista').toEqual([]);
  });

  it('versioned moves take `version` too (stage reorder: the process’s)', () => {
    const move = document.paths['/api/app/flow/processes/{id}/stages/{stageId}/move']?.post;
    expect(move && takesVersion(move)).toBe(true);
  });
});

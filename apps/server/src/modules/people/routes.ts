import { conflictErrorSchema } from '@orbita/contracts';
import {
  createPersonBodySchema,
  createPersonLinkBodySchema,
  duplicatesSchema,
  mergePeopleBodySchema,
  peopleEntity,
  peopleListQuerySchema,
  peopleMessages,
  personLinkSchema,
  personLinksSchema,
  personPageSchema,
  personSchema,
  timelineSchema,
  updatePersonBodySchema,
  type Person,
} from '@orbita/contracts/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import {
  errors,
  idParams,
  noContent,
  requires,
  security,
  uuidParam,
} from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { addLink, listLinks, removeLink } from './links';
import { findDuplicates, mergePeople, peopleByIds } from './merge';
import { presentLink, presentPeople, presentPerson, presentPersonPage } from './presenter';
import {
  createPerson,
  deletePerson,
  getPerson,
  listPeople,
  personNotFound,
  updatePerson,
} from './service';
import { personTimeline } from './timeline';

const personParams = idParams(personNotFound);
const linkParams = z.object({
  id: uuidParam(personNotFound),
  linkId: uuidParam(peopleMessages.linkNotFound),
});

/**
 * `/api/app/pessoa/pessoas`: any member reads; Editor and above write. Each route: validate
 * (schemas) → `requires(action)` (before the body is parsed) → service (its own transaction)
 * → presenter → `publish` to the workspace's other tabs.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pessoas',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Pessoas e empresas, com filtros e ordenação',
        querystring: peopleListQuerySchema,
        response: { 200: personPageSchema, ...errors },
      },
    },
    async (request) =>
      presentPersonPage(
        request.ctx.db,
        request.member.workspaceId,
        await listPeople(request.ctx.db, request.member, request.query),
      ),
  );

  app.post(
    '/pessoas',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar uma pessoa ou empresa',
        body: createPersonBodySchema,
        response: { 201: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      const person = await presentPerson(
        request.ctx.db,
        await createPerson(request.ctx, request.member, request.body),
      );
      await publish(request, {
        type: 'created',
        entity: peopleEntity,
        id: person.id,
        data: person,
      });
      return reply.status(201).send(person);
    },
  );

  app.get(
    '/pessoas/duplicates',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Possíveis duplicatas: mesmo documento, telefone ou e-mail',
        response: { 200: duplicatesSchema, ...errors },
      },
    },
    async (request) => {
      const { db } = request.ctx;
      const groups = await findDuplicates(db, request.member);
      const rows = await peopleByIds(
        db,
        request.member,
        groups.flatMap((g) => g.ids),
      );
      const presented = new Map(
        (await presentPeople(db, request.member.workspaceId, [...rows.values()])).map((p) => [
          p.id,
          p,
        ]),
      );
      return {
        groups: groups.map((g) => ({
          reason: g.reason,
          value: g.value,
          people: g.ids.map((id) => presented.get(id)).filter((p): p is Person => !!p),
        })),
      };
    },
  );

  app.post(
    '/pessoas/merge',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Mesclar pessoas duplicadas em uma',
        body: mergePeopleBodySchema,
        response: { 200: personSchema, ...errors },
      },
    },
    async (request) => {
      const { row, mergedIds } = await mergePeople(request.ctx, request.member, request.body);
      const person = await presentPerson(request.ctx.db, row);
      await publish(
        request,
        { type: 'updated', entity: peopleEntity, id: person.id, data: person },
        ...mergedIds.map(
          (id) => ({ type: 'deleted', entity: peopleEntity, id, data: { id } }) as const,
        ),
      );
      return person;
    },
  );

  app.get(
    '/pessoas/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma pessoa ou empresa',
        params: personParams,
        response: { 200: personSchema, ...errors },
      },
    },
    async (request) =>
      presentPerson(
        request.ctx.db,
        await getPerson(request.ctx.db, request.member, request.params.id),
      ),
  );

  app.patch(
    '/pessoas/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar uma pessoa ou empresa (com `version`: 409 se outra pessoa alterou antes)',
        params: personParams,
        body: updatePersonBodySchema,
        response: { 200: personSchema, ...errors, 409: conflictErrorSchema(personSchema) },
      },
    },
    async (request) => {
      const { db } = request.ctx;
      const row = await withCurrentOnConflict(
        () => updatePerson(request.ctx, request.member, request.params.id, request.body),
        async () => presentPerson(db, await getPerson(db, request.member, request.params.id)),
      );
      const person = await presentPerson(db, row);
      await publish(request, {
        type: 'updated',
        entity: peopleEntity,
        id: person.id,
        data: person,
      });
      return person;
    },
  );

  app.delete(
    '/pessoas/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir uma pessoa ou empresa (e seus vínculos)',
        params: personParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deletePerson(request.ctx, request.member, id);
      await publish(request, { type: 'deleted', entity: peopleEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/pessoas/:id/links',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Registros vinculados à pessoa',
        params: personParams,
        response: { 200: personLinksSchema, ...errors },
      },
    },
    async (request) => {
      await getPerson(request.ctx.db, request.member, request.params.id);
      const rows = await listLinks(request.ctx.db, request.member, request.params.id);
      return { items: rows.map(presentLink) };
    },
  );

  app.post(
    '/pessoas/:id/links',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Vincular uma tarefa, lançamento, publicação ou contato do chat à pessoa',
        params: personParams,
        body: createPersonLinkBodySchema,
        response: { 201: personLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const link = presentLink(
        await addLink(request.ctx, request.member, request.params.id, request.body),
      );
      await publishPerson(request, link.personId);
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/pessoas/:id/links/:linkId',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Desfazer um vínculo',
        params: linkParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await removeLink(request.ctx, request.member, request.params.id, request.params.linkId);
      await publishPerson(request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/pessoas/:id/timeline',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'Linha do tempo da pessoa: tudo o que está vinculado a ela, do mais novo ao mais antigo',
        params: personParams,
        response: { 200: timelineSchema, ...errors },
      },
    },
    async (request) => ({
      items: await personTimeline(request.ctx.db, request.member, request.params.id),
    }),
  );
};

/** A link changed: the person's other tabs refetch its timeline (the person itself is unchanged). */
async function publishPerson(
  request: Parameters<typeof publish>[0],
  personId: string,
): Promise<void> {
  const person = await presentPerson(
    request.ctx.db,
    await getPerson(request.ctx.db, request.member, personId),
  );
  await publish(request, { type: 'updated', entity: peopleEntity, id: person.id, data: person });
}

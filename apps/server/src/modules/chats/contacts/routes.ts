import { conflictErrorSchema } from '@orbita/contracts';
import {
  chatMessages as texts,
  contactPageSchema,
  contactSchema,
  contactsQuerySchema,
  createContactBodySchema,
  duplicatesSchema,
  exportContactsQuerySchema,
  importContactsBodySchema,
  importContactsResultSchema,
  mergeContactsBodySchema,
  updateContactBodySchema,
} from '@orbita/contracts/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, idParams, noContent, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { presentContact, presentContacts } from '../presenter';
import { exportContacts, importContacts } from './import-export';
import { mergeContacts } from './merge';
import {
  createContact,
  deleteContact,
  duplicatePairs,
  findContact,
  listContacts,
  updateContact,
} from './service';

const params = idParams(texts.contactNotFound);
/** A 5 MB file sent as a JSON string (escaping quotes and line breaks may double it). */
export const CONTACTS_IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
const nudge = (id: string) => ({
  type: 'updated' as const,
  entity: 'chat-contacts' as const,
  id,
  data: { id },
});

/** `/api/app/comunicacao/contatos…`: read = workspace.read, write = content.write. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contatos',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Contatos por nome (busca por nome, telefone, e-mail ou etiqueta)',
        querystring: contactsQuerySchema,
        response: { 200: contactPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await listContacts(request.ctx.db, request.member, request.query);
      return {
        items: await presentContacts(request.ctx.db, page.rows),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/contatos/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um contato',
        params,
        response: { 200: contactSchema, ...errors },
      },
    },
    async (request) =>
      presentContact(
        request.ctx.db,
        await findContact(request.ctx.db, request.member, request.params.id),
      ),
  );

  app.post(
    '/contatos',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um contato (telefone já de outro contato: 409)',
        body: createContactBodySchema,
        response: { 201: contactSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createContact(request.ctx, request.member, request.body);
      const contact = await presentContact(request.ctx.db, row);
      await publish(request, { ...nudge(contact.id), type: 'created' });
      return reply.status(201).send(contact);
    },
  );

  app.patch(
    '/contatos/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um contato (`version` desatualizada: 409)',
        params,
        body: updateContactBodySchema,
        response: { 200: contactSchema, ...errors, 409: conflictErrorSchema(contactSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await withCurrentOnConflict(
        () => updateContact(request.ctx, request.member, id, request.body),
        async () =>
          presentContact(request.ctx.db, await findContact(request.ctx.db, request.member, id)),
      );
      const contact = await presentContact(request.ctx.db, row);
      await publish(request, nudge(id));
      return contact;
    },
  );

  app.delete(
    '/contatos/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir um contato (e suas conversas)',
        params,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteContact(request.ctx, request.member, request.params.id);
      await publish(request, { ...nudge(request.params.id), type: 'deleted' });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/contatos/:id/mesclar',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary:
          'Mesclar outro contato neste (telefones, e-mails, etiquetas e conversas vêm junto)',
        params,
        body: mergeContactsBodySchema,
        response: { 200: contactSchema, ...errors },
      },
    },
    async (request) => {
      const row = await mergeContacts(
        request.ctx,
        request.member,
        request.params.id,
        request.body.sourceId,
      );
      await publish(request, nudge(row.id));
      return presentContact(request.ctx.db, row);
    },
  );

  app.get(
    '/contatos-duplicados',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Pares de contatos que parecem a mesma pessoa (mesmo e-mail)',
        response: { 200: duplicatesSchema, ...errors },
      },
    },
    async (request) => {
      const pairs = await duplicatePairs(request.ctx.db, request.member);
      const rows = [...new Map(pairs.flatMap((p) => [p.a, p.b]).map((r) => [r.id, r])).values()];
      const presented = new Map(
        (await presentContacts(request.ctx.db, rows)).map((c) => [c.id, c]),
      );
      return {
        items: pairs.map((p) => ({
          a: presented.get(p.a.id)!,
          b: presented.get(p.b.id)!,
          reason: 'email' as const,
        })),
      };
    },
  );

  app.post(
    '/contatos-importar',
    {
      preParsing: requires('content.write'),
      bodyLimit: CONTACTS_IMPORT_BODY_LIMIT,
      schema: {
        security,
        summary: 'Importar contatos de CSV ou vCard (com deduplicação)',
        body: importContactsBodySchema,
        response: { 200: importContactsResultSchema, ...errors },
      },
    },
    async (request) => importContacts(request.ctx, request.member, request.body),
  );

  app.get(
    '/contatos-exportar',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Baixar os contatos (CSV ou vCard)',
        querystring: exportContactsQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportContacts(request.ctx.db, request.member, request.query.format);
      return reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );
};

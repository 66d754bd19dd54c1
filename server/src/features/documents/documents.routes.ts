import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentCountSchema,
  documentFileParams,
  documentFileQuerySchema,
  documentInputSchema,
  documentItemSchema,
  documentListQuerySchema,
  documentPageSchema,
  documentVersionInputSchema,
  documentVersionItemSchema,
  documentVisibilitySchema,
  idParam,
} from '@intranet/contract';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import { isoAt } from '../../lib/clock.js';
import { recordOpening } from '../../lib/reading-evidence.js';
import {
  addDocumentVersion,
  contentDisposition,
  createDocument,
  deleteDocument,
  downloadFilename,
  findDownload,
  findVersionDownload,
  listDocumentVersions,
  documentCounts,
  listDocuments,
  setDocumentVisibility,
  updateDocument,
} from './documents.service.js';

const documentForm = defineForm(documentInputSchema, ['archivo']);
const versionForm = defineForm(documentVersionInputSchema, ['archivo']);
const versionParams = idParam.extend({ numero: idParam.shape.id });

/**
 * Documents: GET/POST /procedimientos, PUT/DELETE /procedimientos/{id},
 * PUT /procedimientos/{id}/visibilidad, GET /procedimientos/archivos/{archivo}.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{
  /**
   * Called after a document's current version or visibility changed: app.ts tells the people whose
   * mandatory readings it affects to refresh their bell. Features do not import each other.
   */
  onReadableChange?: (documentId: number) => Promise<void>;
}> = async (app, opts) => {
  const changed = (id: number) => opts.onReadableChange?.(id) ?? Promise.resolve();
  const deps = { db: app.db, storage: app.storage, pdfText: app.pdfText };

  app.get(
    '/procedimientos',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Documentos visibles para quien llama, filtrados y paginados',
        querystring: documentListQuerySchema,
        response: { 200: documentPageSchema },
      },
    },
    async (request) => listDocuments(app.db, currentUser(request), request.query),
  );

  // Search: per sub-area counts, so the Documents page never offers an empty sub-area as a dead end.
  app.get(
    '/procedimientos/conteos',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Cuántos documentos ve quien llama en cada subárea (solo las que tienen alguno)',
        response: { 200: z.array(documentCountSchema) },
      },
    },
    async (request) => documentCounts(app.db, currentUser(request)),
  );

  app.post(
    '/procedimientos',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Crear un documento (PDF obligatorio)',
        ...documentForm.schema,
        response: { 201: documentItemSchema },
      },
    },
    (request, reply) =>
      withForm(request, documentForm, async (form) => {
        const doc = await createDocument(deps, form.fields, form.files.archivo, currentUser(request));
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return doc;
      }),
  );

  app.put(
    '/procedimientos/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar un documento (un PDF nuevo es una versión nueva)',
        params: idParam,
        ...documentForm.schema,
        response: { 200: documentItemSchema },
      },
    },
    (request) =>
      withForm(request, documentForm, async (form) => {
        const doc = await updateDocument(
          deps,
          request.params.id,
          form.fields,
          form.files.archivo,
          currentUser(request),
        );
        if (form.files.archivo) await changed(doc.id);
        return doc;
      }),
  );

  app.put(
    '/procedimientos/:id/visibilidad',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Mostrar u ocultar un documento a los trabajadores',
        params: idParam,
        body: documentVisibilitySchema,
        response: { 200: documentItemSchema },
      },
    },
    async (request) => {
      const doc = await setDocumentVisibility(app.db, request.params.id, request.body.visible);
      await changed(doc.id);
      return doc;
    },
  );

  app.delete(
    '/procedimientos/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Eliminar un documento (se conserva la evidencia de lecturas obligatorias)',
        params: idParam,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      await deleteDocument(deps, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Versions: every PDF the document ever had, newest first.
  app.get(
    '/procedimientos/:id/versiones',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Versiones de un documento, de la más reciente a la más antigua',
        params: idParam,
        response: { 200: z.array(documentVersionItemSchema) },
      },
    },
    async (request) => listDocumentVersions(deps, request.params.id),
  );

  app.post(
    '/procedimientos/:id/versiones',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Subir una versión nueva del PDF de un documento, con una nota',
        params: idParam,
        ...versionForm.schema,
        response: { 201: documentItemSchema },
      },
    },
    (request, reply) =>
      withForm(request, versionForm, async (form) => {
        const doc = await addDocumentVersion(
          deps,
          request.params.id,
          form.fields.nota,
          form.files.archivo,
          currentUser(request),
        );
        await changed(doc.id);
        reply.code(201);
        return doc;
      }),
  );

  app.get(
    '/procedimientos/:id/versiones/:numero/archivo',
    {
      config: { access: 'admin' },
      schema: { summary: 'Descargar el PDF de una versión de un documento', params: versionParams },
    },
    async (request, reply) => {
      const { id, numero } = request.params;
      const v = await findVersionDownload(app.db, id, numero);
      const relative = app.storage.absolute(v.ruta).slice(app.storage.root.length + 1);
      reply.header('Content-Type', 'application/pdf');
      reply.header(
        'Content-Disposition',
        contentDisposition('attachment', downloadFilename(`${v.nombre} v${v.numero}`)),
      );
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', 'private, no-cache');
      return reply.sendFile(relative, app.storage.root);
    },
  );

  /**
   * The PDF of a document, looked up by its `archivo` in the database. `?inline=1` opens it in the
   * browser (the preview); otherwise it downloads. @fastify/static answers ETag/If-None-Match (304),
   * Range (206) and HEAD.
   */
  app.get(
    '/procedimientos/archivos/:archivo',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Descargar o ver el PDF actual de un documento',
        params: documentFileParams,
        querystring: documentFileQuerySchema,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await findDownload(app.db, user, request.params.archivo);
      // Mandatory reading: fetching the current PDF is what 'opened' means.
      await recordOpening(app.db, user.id, 'documento', row.id, Number(row.version), isoAt(app.clock));
      const inline = request.query.inline === '1' || request.query.inline === 'true';
      const relative = app.storage.absolute(row.ruta).slice(app.storage.root.length + 1);
      reply.header('Content-Type', 'application/pdf');
      reply.header(
        'Content-Disposition',
        contentDisposition(inline ? 'inline' : 'attachment', downloadFilename(row.nombre)),
      );
      reply.header('X-Content-Type-Options', 'nosniff');
      // Revalidate every time (cheap 304 with the ETag), so hiding a document takes effect at once.
      reply.header('Cache-Control', 'private, no-cache');
      return reply.sendFile(relative, app.storage.root);
    },
  );
};

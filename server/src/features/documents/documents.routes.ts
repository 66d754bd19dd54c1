import type { FastifyInstance } from 'fastify';
import {
  documentInputSchema,
  documentListQuerySchema,
  documentVersionInputSchema,
  documentVisibilitySchema,
  idParam,
} from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { withForm } from '../../plugins/uploads/form.js';
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

const versionParams = idParam.extend({ numero: idParam.shape.id });

/**
 * Documents (spec §7): GET/POST /procedimientos, PUT/DELETE /procedimientos/{id},
 * PUT /procedimientos/{id}/visibilidad, GET /procedimientos/archivos/{archivo}.
 */
export async function documentsRoutes(app: FastifyInstance) {
  const deps = { db: app.db, storage: app.storage, pdfText: app.pdfText };

  app.get('/procedimientos', { config: { access: 'session' } }, async (request) => {
    const query = parseInput(documentListQuerySchema, request.query);
    return listDocuments(app.db, currentUser(request), query);
  });

  // Search (issue 14): per sub-area counts, so the Documents page never offers an empty sub-area as a dead end.
  app.get('/procedimientos/conteos', { config: { access: 'session' } }, async (request) =>
    documentCounts(app.db, currentUser(request)),
  );

  app.post('/procedimientos', { config: { access: 'admin' } }, (request, reply) =>
    withForm(request, ['archivo'], async (form) => {
      const input = parseInput(documentInputSchema, form.fields);
      const doc = await createDocument(deps, input, form.files.archivo, currentUser(request));
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return doc;
    }),
  );

  app.put('/procedimientos/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return withForm(request, ['archivo'], async (form) => {
      const input = parseInput(documentInputSchema, form.fields);
      return updateDocument(deps, id, input, form.files.archivo, currentUser(request));
    });
  });

  app.put('/procedimientos/:id/visibilidad', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const { visible } = parseInput(documentVisibilitySchema, request.body);
    return setDocumentVisibility(app.db, id, visible);
  });

  app.delete('/procedimientos/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await deleteDocument(deps, id);
    return reply.code(204).send();
  });

  // Versions (issue 16): every PDF the document ever had, newest first.
  app.get('/procedimientos/:id/versiones', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return listDocumentVersions(deps, id);
  });

  app.post('/procedimientos/:id/versiones', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    return withForm(request, ['archivo'], async (form) => {
      const { nota } = parseInput(documentVersionInputSchema, form.fields);
      const doc = await addDocumentVersion(deps, id, nota, form.files.archivo, currentUser(request));
      reply.code(201);
      return doc;
    });
  });

  app.get('/procedimientos/:id/versiones/:numero/archivo', { config: { access: 'admin' } }, async (request, reply) => {
    const { id, numero } = parseInput(versionParams, request.params);
    const v = await findVersionDownload(app.db, id, numero);
    const relative = app.storage.absolute(v.ruta).slice(app.storage.root.length + 1);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', contentDisposition('attachment', downloadFilename(`${v.nombre} v${v.numero}`)));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'private, no-cache');
    return reply.sendFile(relative, app.storage.root);
  });

  /**
   * The PDF of a document, looked up by its `archivo` in the database. `?inline=1` opens it in the
   * browser (the preview); otherwise it downloads. @fastify/static answers ETag/If-None-Match (304),
   * Range (206) and HEAD.
   */
  app.get<{ Params: { archivo: string }; Querystring: { inline?: string } }>(
    '/procedimientos/archivos/:archivo',
    { config: { access: 'session' } },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await findDownload(app.db, user, request.params.archivo);
      // Mandatory reading (issue 16): fetching the current PDF is what 'opened' means.
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
}

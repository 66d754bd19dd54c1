import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { Access } from './auth/auth.plugin.js';

/**
 * Route schemas: every `/api` route declares its `schema` with the contract's zod schemas (params, querystring,
 * body, response). Fastify checks the input before the handler (a refusal answers the contract's Spanish
 * `{error, fields}` through the error handler), the response schema filters what leaves (a field the schema does
 * not name is not sent) and the same schemas make the OpenAPI 3.1 document (`GET /api/openapi.json`).
 */

/** Bodies read by `withForm` (multipart): documented here, checked by the form reader, not by Fastify. */
const formBodies = new WeakSet<object>();

/** Marks a zod schema as the documentation of a multipart body (see `defineForm` in uploads/form.ts). */
export function markFormBody<S extends object>(schema: S): S {
  formBodies.add(schema);
  return schema;
}

/** zod's own compiler, except: an absent JSON body is an empty object; a multipart body is left to its form. */
const apiValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  if (route.httpPart === 'body' && formBodies.has(route.schema)) return () => ({ value: undefined });
  const validate = validatorCompiler(route);
  return (data) => validate(data ?? {});
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Acceso: público (sin sesión).',
  session: 'Acceso: cualquier sesión iniciada (trabajadores y administradores).',
  admin: 'Acceso: solo administradores.',
};

/** The body of every error answer, for the document. */
const ERROR_BODY = {
  description: 'Error: una frase en español para la persona, un código opcional y los campos rechazados.',
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

export const apiSchemaPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(apiValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Intranet — API',
        version: '1.0.0',
        description:
          'API de la intranet, bajo /api. La sesión es la cookie `intranet_session` que entrega POST /api/login. Cada operación ' +
          'indica su acceso (`x-acceso`: public, session o admin). Los errores responden `{error, code?, fields?}` ' +
          'en español.',
      },
      components: {
        securitySchemes: { sesion: { type: 'apiKey', in: 'cookie', name: 'intranet_session' } },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      // Only the API: the web app's files and its index are not part of it.
      if (!url.startsWith('/api/')) return { schema: { hide: true } as FastifySchema, url };
      const { schema, url: path } = jsonSchemaTransform(document);
      const access = (route.config as { access?: Access } | undefined)?.access ?? 'admin';
      const doc = (schema ?? {}) as Record<string, unknown>;
      const response = (doc.response ?? {}) as Record<string, unknown>;
      return {
        url: path,
        schema: {
          ...doc,
          tags: [url.split('/')[2] ?? 'api'],
          description: [ACCESS_TEXT[access], doc.description].filter(Boolean).join('\n\n'),
          'x-acceso': access,
          ...(access === 'public' ? { security: [] } : { security: [{ sesion: [] }] }),
          response: { ...response, default: ERROR_BODY },
        } as FastifySchema,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
});

/** The response schema of a route that answers 204 (`return reply.code(204).send(null)`): no body. */
export const NO_CONTENT = { 204: z.null().describe('Sin contenido.') };

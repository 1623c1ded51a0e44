import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../entities/errors.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, STORED_IMAGE_PREFIX } from '../../entities/imageRules.ts';
import { extensionOf } from '../../entities/messageRules.ts';
import { AGENCY_ADMIN_ROLES } from '../../entities/roles.ts';
import { identityOf } from '../auth/access.ts';
import { ApiError, invalid, notFound } from '../errors.ts';
import { sniffedImageType } from '../images.ts';
import { typedRoutes } from '../typedRoutes.ts';

const tooLarge = () => new ApiError(413, ErrorCode.FILE_TOO_LARGE, 'image too large', { file: ErrorCode.FILE_TOO_LARGE });

/**
 * The one image of a multipart form: an accepted kind by its name and by its content (code 160), 2 MB at most (170),
 * not empty and whole (190).
 */
async function readImage(request: FastifyRequest): Promise<{ type: string; data: Buffer }> {
  if (!request.isMultipart()) throw invalid({ file: ErrorCode.FILE_NOT_LOADED }, 'a multipart form is expected');
  let image: { type: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file') continue;
      if (!IMAGE_TYPES[extensionOf(part.filename ?? '')]) {
        await part.toBuffer().catch(() => undefined);
        throw invalid({ file: ErrorCode.BAD_FILE_FORMAT }, 'image type not accepted');
      }
      const data = await part.toBuffer();
      if (!data.length) throw invalid({ file: ErrorCode.FILE_NOT_LOADED }, 'empty file');
      const type = sniffedImageType(data);
      if (!type) throw invalid({ file: ErrorCode.BAD_FILE_FORMAT }, 'not an image of an accepted type');
      image = { type, data };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw new ApiError(400, ErrorCode.FILE_NOT_LOADED, 'the form could not be read', { file: ErrorCode.FILE_NOT_LOADED });
  }
  if (!image) throw invalid({ file: ErrorCode.FIELD_REQUIRED }, 'no image sent');
  return image;
}

/**
 * Images uploaded from the back office (company logos, news images), kept in the database so any instance serves
 * them. A field stores the image's path, `/backend/images/<key>`, a path of this site that the logo and news image
 * routes redirect to (server/images.ts).
 */
export async function imageRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  // Scoped to this plugin, so no other route starts accepting multipart bodies; skipped if a parent already has it.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.post(
    '/backend/api/images',
    {
      config: { access: AGENCY_ADMIN_ROLES },
      bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['content'],
        consumes: ['multipart/form-data'],
        response: { 201: { type: 'object', properties: { path: { type: 'string' }, type: { type: 'string' }, size: { type: 'integer' } } } },
      },
    },
    async (request, reply) => {
      const { type, data } = await readImage(request);
      const [{ id }] = await knex('stored_image')
        .insert({ type, size: data.length, data, created_by: identityOf(request).id })
        .returning('id');
      reply.status(201);
      return { path: `${STORED_IMAGE_PREFIX}${id}`, type, size: data.length };
    },
  );

  /** A stored image. Public: an <img> carries no token, and a white-label login page shows its company's logo. */
  app.get(
    '/backend/images/:key',
    {
      config: { access: 'public' },
      schema: { tags: ['content'], params: { type: 'object', required: ['key'], properties: { key: { type: 'string', format: 'uuid' } } } },
    },
    async (request, reply) => {
      const row: { type: string; data: Buffer } | undefined = await knex('stored_image').where({ id: request.params.key }).first('type', 'data');
      if (!row) throw notFound();
      // An image never changes under its key: browsers may keep it.
      return reply
        .header('Content-Type', row.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(row.data);
    },
  );
}

/** Upload endpoints and media serving. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, MSG, PROFILE_UPLOAD_FIELD, errorBodySchema, uploadResponseSchema } from '@cms/contract';
import { AppError, notFound } from '../../errors/index.js';
import { PURPOSES, payloadTooLarge, type MediaService } from './service.js';

/** Multipart framing around the file: boundaries and part headers. */
const MULTIPART_OVERHEAD = 16 * 1024;

export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaService }) {
  const { media } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rule = PURPOSES['profile-image'];

  r.post(
    API.uploadProfileImage,
    {
      config: { roles: 'authenticated' },
      schema: {
        tags: ['media'],
        consumes: ['multipart/form-data'],
        description: `Multipart form with one image file in the field "${PROFILE_UPLOAD_FIELD}" (jpeg, png or gif by content, at most 5 MB).`,
        response: { 201: uploadResponseSchema, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
      },
      // Refuse an oversized body from its declared length, before reading it.
      onRequest: async (request) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > rule.maxBytes + MULTIPART_OVERHEAD) throw payloadTooLarge(rule.tooLarge);
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MSG.invalidFile);
      const file = await request.file({ limits: { fileSize: rule.maxBytes + 1, files: 1 } });
      if (!file || file.fieldname !== PROFILE_UPLOAD_FIELD) {
        throw new AppError(400, 'BAD_REQUEST', MSG.profileImage, { [PROFILE_UPLOAD_FIELD]: MSG.profileImage });
      }
      const saved = await media.save(request.user!.userId, 'profile-image', file.file);
      return reply.status(201).send(saved);
    },
  );

  r.get(
    `${API.media}/:id`,
    {
      config: { roles: 'authenticated' },
      schema: { tags: ['media'], params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      const row = await media.find(request.params.id);
      if (!row) throw notFound('File not found');
      if (request.headers['if-none-match'] === `"${row.id}"`) return reply.status(304).send();
      reply
        .header('content-type', row.contentType)
        .header('content-length', row.size)
        .header('etag', `"${row.id}"`)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      return reply.send(await media.read(row.storageKey));
    },
  );
}

/** Upload endpoints (profile images, course thumbnails, lesson videos) and media serving. */
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, COURSE_API, errorBodySchema, uploadResponseSchema } from '@cms/contract';
import type { Access } from '../../authorization/plugin.js';
import { viewerOf } from '../../http/viewer.js';
import { PURPOSES, type MediaService, type UploadPurpose } from './service.js';
import { mediaErrors } from './errors.js';

/** Multipart framing around the file: boundaries and part headers. */
const MULTIPART_OVERHEAD = 16 * 1024;

const IMMUTABLE = 'max-age=31536000, immutable';

export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaService }) {
  const { media } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // reply.sendFile (Range, ETag, conditional GET) in this scope only; nothing is served by path.
  await app.register(fastifyStatic, { serve: false });

  const uploadRoute = (url: string, purpose: UploadPurpose, roles: Access, description: string) => {
    const rule = PURPOSES[purpose];
    r.post(
      url,
      {
        config: { roles },
        schema: {
          tags: ['media'],
          consumes: ['multipart/form-data'],
          description: `Multipart form with one file in the field "${rule.field}": ${description}`,
          response: { 201: uploadResponseSchema, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
        },
        // Refuse an oversized body from its declared length, before reading it (runs after the role check).
        onRequest: async (request) => {
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > rule.maxBytes + MULTIPART_OVERHEAD) throw mediaErrors.payloadTooLarge(rule.tooLarge);
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw mediaErrors.notMultipart();
        const file = await request.file({ limits: { fileSize: rule.maxBytes + 1, files: 1 } });
        if (!file || file.fieldname !== rule.field) {
          throw mediaErrors.missingFile(rule.field, rule.missing);
        }
        const saved = await media.save(request.user!.userId, purpose, file.file);
        return reply.status(201).send(saved);
      },
    );
  };

  uploadRoute(API.uploadProfileImage, 'profile-image', 'authenticated', 'jpeg, png or gif by content, at most 5 MB.');
  uploadRoute(
    COURSE_API.uploadThumbnail,
    'course-thumbnail',
    ['Instructor'],
    'a course thumbnail — jpeg, png, gif or webp by content, at most 5 MB.',
  );
  uploadRoute(
    COURSE_API.uploadVideo,
    'lesson-video',
    ['Instructor'],
    'a lesson video — mp4, webm, ogg or mov by content, at most 100 MB. The answer carries its duration.',
  );

  r.get(
    `${API.media}/:id`,
    {
      // Access depends on the file (MediaService.mayRead): 401/403 come from there.
      config: { roles: 'public' },
      schema: {
        tags: ['media'],
        description:
          'A stored file. Course thumbnails: anyone. Profile images: signed-in users. Lesson videos: anyone for a free ' +
          "preview of a published course, otherwise the course's instructor, admins and enrolled users. Supports " +
          'Range (206/416), ETag and If-None-Match (304). With the S3 driver: a 302 to a short-lived signed URL.',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { upload, delivery, isPublic } = await media.openForRead(request.params.id, viewerOf(request));
      if (delivery.kind === 'url') {
        // The signed URL expires: never cache the redirect itself.
        return reply.header('cache-control', 'private, no-store').redirect(delivery.url, 302);
      }
      reply
        .header('content-type', upload.contentType)
        .header('cache-control', `${isPublic ? 'public' : 'private'}, ${IMMUTABLE}`)
        .header('x-content-type-options', 'nosniff');
      if (!isPublic) reply.header('vary', 'cookie');
      return reply.sendFile(delivery.path, delivery.root, {
        acceptRanges: true,
        cacheControl: false,
        contentType: false,
        etag: true,
        lastModified: true,
      });
    },
  );
}

/** Upload endpoints (profile images, course thumbnails, lesson videos) and media serving. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, COURSE_API, UPLOAD_MSG, errorBodySchema, uploadResponseSchema } from '@cms/contract';
import type { Access } from '../../authorization/plugin.js';
import type { Config } from '../../config/index.js';
import { tooManyRequests } from '../../errors/index.js';
import { viewerOf } from '../../http/viewer.js';
import { PURPOSES, type MediaService, type UploadPurpose } from './service.js';
import { asFormError, mediaErrors } from './errors.js';
import { isByteRangeRequest } from './byte-range.js';

/** Multipart framing around the file: boundaries and part headers. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** A file's bytes never change under its id: caches keep it a year without asking again… */
const IMMUTABLE = 'max-age=31536000, immutable';
/** …except where its being public may end (free previews): shared caches ask again after an hour. */
const PUBLIC_FOR_NOW = 'public, max-age=3600';

/** Cache-Control for a file served to this viewer (see MediaForRead). */
function cacheControl({ isPublic, publicMayEnd }: { isPublic: boolean; publicMayEnd: boolean }): string {
  if (!isPublic) return `private, ${IMMUTABLE}`;
  return publicMayEnd ? PUBLIC_FOR_NOW : `public, ${IMMUTABLE}`;
}

export async function mediaRoutes(app: FastifyInstance, opts: { config: Config; media: MediaService }) {
  const { config, media } = opts;
  // Every upload route counts in one budget per user (the routes are signed-in only).
  const perUser = {
    max: config.uploads.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `upload:${request.user?.userId ?? request.ip}`,
    errorResponseBuilder: () => tooManyRequests(UPLOAD_MSG.tooManyUploads),
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  // reply.sendFile (Range, ETag, conditional GET) in this scope only; nothing is served by path.
  await app.register(fastifyStatic, { serve: false });

  const uploadRoute = (url: string, purpose: UploadPurpose, roles: Access, description: string) => {
    const rule = PURPOSES[purpose];
    r.post(
      url,
      {
        config: { roles, rateLimit: perUser },
        schema: {
          tags: ['media'],
          consumes: ['multipart/form-data'],
          description:
            `Multipart form with one file in the field "${rule.field}": ${description} ` +
            '429 over the per-user upload rate or daily quota (UPLOAD_QUOTA_MB_PER_DAY; role Empty: ' +
            'UPLOAD_QUOTA_UNVERIFIED_MB_PER_DAY), nothing stored.',
          response: {
            201: uploadResponseSchema,
            400: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
            429: errorBodySchema,
          },
        },
        // Refuse an oversized body from its declared length, and an upload over today's quota, before
        // reading the body (runs after the role check).
        onRequest: async (request) => {
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > rule.maxBytes + MULTIPART_OVERHEAD) throw mediaErrors.payloadTooLarge(rule.tooLarge);
          await media.assertQuotaLeft(request.user!);
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw mediaErrors.notMultipart();
        const file = await request
          .file({ limits: { fileSize: rule.maxBytes + 1, files: 1 } })
          .catch((err: unknown) => Promise.reject(asFormError(err)));
        if (!file || file.fieldname !== rule.field) {
          throw mediaErrors.missingFile(rule.field, rule.missing);
        }
        const saved = await media.save(request.user!, purpose, file.file);
        return reply.status(201).send(saved);
      },
    );
  };

  uploadRoute(
    API.uploadProfileImage,
    'profile-image',
    'authenticated',
    'jpeg, png or gif by content, at most 5 MB; stored re-encoded (same type, metadata stripped, at most 2048 px a side).',
  );
  uploadRoute(
    COURSE_API.uploadThumbnail,
    'course-thumbnail',
    ['Instructor'],
    'a course thumbnail — jpeg, png, gif or webp by content, at most 5 MB; stored re-encoded (same type, metadata ' +
      'stripped, at most 2048 px a side).',
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
      // Access depends on the file (MediaService.access): 401/403 come from there.
      config: { roles: 'public' },
      schema: {
        tags: ['media'],
        description:
          'A stored file. Course thumbnails: anyone. Profile images: signed-in users. Lesson videos: anyone for a free ' +
          "preview of a published course, otherwise the course's instructor, admins and enrolled users. Supports " +
          'Range (206; 416 when well-formed but beyond the end; an unparseable Range is ignored), ETag and ' +
          'If-None-Match (304). With the S3 driver: a 302 to a short-lived signed URL.',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const read = await media.openForRead(request.params.id, viewerOf(request));
      const { upload, delivery, isPublic } = read;
      if (delivery.kind === 'url') {
        // The signed URL expires: never cache the redirect itself.
        return reply.header('cache-control', 'private, no-store').redirect(delivery.url, 302);
      }
      reply
        .header('content-type', upload.contentType)
        .header('cache-control', cacheControl(read))
        .header('x-content-type-options', 'nosniff');
      // A private answer depends on who asks; a public one is the same for everyone.
      if (!isPublic) reply.header('vary', 'cookie');
      // An unparseable Range is ignored (200 with every byte); the sender would answer 416.
      const { range } = request.headers;
      if (range !== undefined && !isByteRangeRequest(range)) delete request.raw.headers.range;
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

/**
 * HLS routes (issue 22): the master playlist (authorised like the video), the signed variant
 * playlists and segments it leads to, and the instructor's view of the processing.
 */
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { HLS_API, VIDEO_MSG, lessonVideoProcessingSchema } from '@cms/contract';
import { LOOKUP_ERRORS, errorResponses, route } from '../../http/route.js';
import { signedIn, viewerOf } from '../../http/viewer.js';
import {
  PLAYLIST_TYPE,
  RENDITION_PATTERN,
  SEGMENT_PATTERN,
  SEGMENT_TYPE,
  type VideoRenditionService,
} from './service.js';

const lessonId = z.uuid({ error: VIDEO_MSG.notFound });
const rendition = z.string().regex(RENDITION_PATTERN, { error: VIDEO_MSG.notFound });
const lessonParams = z.object({ lessonId });
const variantParams = z.object({ lessonId, rendition });
const segmentParams = z.object({ lessonId, rendition, segment: z.string().regex(SEGMENT_PATTERN) });
/** A missing or malformed signature is a 403 like a wrong one (the handler checks it). */
const signedQuery = z.object({
  exp: z.coerce.number().int().catch(0),
  sig: z.string().max(100).catch(''),
});

export async function videoRenditionRoutes(app: FastifyInstance, opts: { renditions: VideoRenditionService }) {
  const { renditions } = opts;
  const tags = ['video'];
  // reply.sendFile for the local driver's segments, in this scope only; nothing is served by path.
  await app.register(fastifyStatic, { serve: false });

  app.get<{ Params: z.output<typeof lessonParams> }>(
    HLS_API.master,
    {
      // Access is the video's (MediaService.access): 401/403 come from there.
      config: { roles: 'public' },
      schema: {
        tags,
        description:
          "The lesson's HLS master playlist once its renditions are ready (404 before), for whoever may watch the " +
          "video: anyone for a free preview of a published course, otherwise buyers, the course's instructor and " +
          'admins. Its variant URLs are signed and live 10 minutes.',
        params: lessonParams,
        response: errorResponses([400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const { body, isPublic } = await renditions.master(request.params.lessonId, viewerOf(request));
      reply.header('content-type', PLAYLIST_TYPE).header('cache-control', 'private, no-store');
      if (!isPublic) reply.header('vary', 'cookie');
      return reply.send(body);
    },
  );

  app.get<{ Params: z.output<typeof variantParams>; Querystring: z.output<typeof signedQuery> }>(
    HLS_API.variant,
    {
      config: { roles: 'public' },
      schema: {
        tags,
        description:
          "One rendition's playlist, by the signed URL of the master playlist (403 when the signature is wrong or " +
          'expired). Its segment URLs are signed in turn (S3: presigned URLs of the bucket).',
        params: variantParams,
        querystring: signedQuery,
        response: errorResponses([400, 403, 404]),
      },
    },
    async (request, reply) => {
      const { lessonId: id, rendition: name } = request.params;
      const body = await renditions.variant(id, name, request.query.exp, request.query.sig);
      return reply.header('content-type', PLAYLIST_TYPE).header('cache-control', 'private, no-store').send(body);
    },
  );

  app.get<{ Params: z.output<typeof segmentParams>; Querystring: z.output<typeof signedQuery> }>(
    HLS_API.segment,
    {
      config: { roles: 'public' },
      schema: {
        tags,
        description: 'One MPEG-TS segment, by the signed URL of its playlist (403 when wrong or expired).',
        params: segmentParams,
        querystring: signedQuery,
        response: errorResponses([400, 403, 404]),
      },
    },
    async (request, reply) => {
      const { lessonId: id, rendition: name, segment } = request.params;
      const delivery = await renditions.segment(id, name, segment, request.query.exp, request.query.sig);
      if (delivery.kind === 'url')
        return reply.header('cache-control', 'private, no-store').redirect(delivery.url, 302);
      reply
        .header('content-type', SEGMENT_TYPE)
        // The URL changes with its expiry; the bytes under it never do.
        .header('cache-control', 'private, max-age=3600, immutable')
        .header('x-content-type-options', 'nosniff');
      return reply.sendFile(delivery.path, delivery.root, {
        acceptRanges: true,
        cacheControl: false,
        contentType: false,
        etag: true,
        lastModified: false,
      });
    },
  );

  route(app, {
    method: 'GET',
    url: HLS_API.processing,
    roles: ['Instructor', 'Admin'],
    tags,
    description:
      "The lesson video's HLS processing (queued, processing with its percent, ready, failed) and the master " +
      "playlist once ready: the course's instructor and admins.",
    params: lessonParams,
    response: lessonVideoProcessingSchema,
    errors: LOOKUP_ERRORS,
    handler: (request) => renditions.processing(request.params.lessonId, signedIn(request)),
  });
}

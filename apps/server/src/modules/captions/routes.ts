/**
 * Captions routes: the instructor's upload (multipart: `label`, then the WebVTT file in `file`) and
 * removal per lesson and language; the lesson's languages and each WebVTT file for whoever may
 * watch the lesson (others 404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAPTION_API,
  CAPTION_FILE_FIELD,
  CAPTION_LABEL_FIELD,
  CAPTION_MAX_BYTES,
  CAPTION_MSG,
  UPLOAD_MSG,
  captionLanguageSchema,
  captionListSchema,
  captionSavedSchema,
  messageResponseSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { tooManyRequests } from '../../errors/index.js';
import { errorResponses, route } from '../../http/route.js';
import { signedIn, viewerOf } from '../../http/viewer.js';
import { asFormError } from '../media/errors.js';
import type { CaptionService } from './service.js';
import { captionErrors } from './errors.js';

const uuid = z.uuid({ error: CAPTION_MSG.lessonNotFound });
const manageParams = z.object({ courseId: uuid, lessonId: uuid, language: captionLanguageSchema });
const lessonParams = z.object({ lessonId: uuid });
const vttParams = z.object({ lessonId: uuid, language: captionLanguageSchema });

/** Multipart framing and the label around the file. */
const FORM_OVERHEAD = 16 * 1024;

/** The label and the file's bytes of the upload form (the file at most CAPTION_MAX_BYTES). */
async function readForm(request: FastifyRequest): Promise<{ label: unknown; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw captionErrors.notMultipart();
  let label: unknown;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: CAPTION_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === CAPTION_FILE_FIELD) file = bytes;
      } else if (part.fieldname === CAPTION_LABEL_FIELD) {
        label = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw captionErrors.tooLarge();
    throw asFormError(err);
  }
  return { label, file };
}

export async function captionRoutes(app: FastifyInstance, opts: { config: Config; captions: CaptionService }) {
  const { config, captions } = opts;
  const tags = ['captions'];
  const r = app.withTypeProvider<ZodTypeProvider>();
  // In the per-user upload budget of the media uploads.
  const perUser = {
    max: config.uploads.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `upload:${request.user?.userId ?? request.ip}`,
    errorResponseBuilder: () => tooManyRequests(UPLOAD_MSG.tooManyUploads),
  };

  r.put(
    CAPTION_API.manage,
    {
      config: { roles: ['Instructor'], rateLimit: perUser },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          `Multipart form: "${CAPTION_LABEL_FIELD}" (what the player's menu shows) and the WebVTT file in ` +
          `"${CAPTION_FILE_FIELD}" (UTF-8, at most 512 KB): adds the language's captions to a video lesson of the ` +
          "caller's course, or replaces them. 400 names the line at fault: no WEBVTT header, no cue, a malformed " +
          "timing line, a cue ending before it starts or after the video (+1 s). Another instructor's or a " +
          'deleted course: 404.',
        params: manageParams,
        response: { 200: captionSavedSchema, ...errorResponses([400, 401, 403, 404, 413, 415, 429]) },
      },
      onRequest: async (request) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > CAPTION_MAX_BYTES + FORM_OVERHEAD) throw captionErrors.tooLarge();
      },
    },
    async (request) => {
      const { courseId, lessonId, language } = request.params;
      const { label, file } = await readForm(request);
      if (!file) throw captionErrors.missingFile();
      return captions.save(signedIn(request), { courseId, lessonId, language }, label, file);
    },
  );

  r.delete(
    CAPTION_API.manage,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description: "Removes the language's captions of a lesson of the caller's course (404 when there are none).",
        params: manageParams,
        response: { 200: messageResponseSchema, ...errorResponses([400, 401, 403, 404]) },
      },
    },
    async (request) => {
      await captions.remove(signedIn(request), request.params);
      return { success: true, message: CAPTION_MSG.removed };
    },
  );

  route(app, {
    method: 'GET',
    url: CAPTION_API.list,
    roles: 'public',
    tags,
    description:
      "The lesson's caption languages, for whoever may watch its video (the media rule: a free preview of a " +
      'listed course, buyers, the instructor, admins); others 404.',
    params: lessonParams,
    response: captionListSchema,
    errors: [400, 404],
    handler: (request) => captions.list(request.params.lessonId, viewerOf(request)),
  });

  // Not through the zod type provider: the answer is the WebVTT text itself, not JSON.
  app.get<{ Params: z.output<typeof vttParams> }>(
    CAPTION_API.vtt,
    {
      config: { roles: 'public' },
      schema: {
        tags,
        description:
          "One language's WebVTT file (text/vtt; charset=utf-8), for whoever may watch the lesson's video; others 404.",
        params: vttParams,
        response: errorResponses([400, 404]),
      },
    },
    async (request, reply) => {
      const text = await captions.vtt(request.params.lessonId, request.params.language, viewerOf(request));
      return reply
        .header('content-type', 'text/vtt; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie')
        .header('x-content-type-options', 'nosniff')
        .send(text);
    },
  );
}

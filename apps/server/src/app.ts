/** Builds the HTTP application. Tests start real instances through this factory. */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME, tooManyAttemptsMessage } from '@cms/contract';
import { authorizationPlugin } from './authorization/plugin.js';
import type { Config } from './config/index.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { answerFrameworkError, registerErrorHandling, tooManyRequests } from './errors/index.js';
import { afterAnswerPlugin } from './http/after-answer.js';
import { originPlugin } from './http/origin.js';
import { routeLimitStore } from './http/rate-limit-store.js';
import { rateLimitSweeper } from './http/rate-limit-sweeper.js';
import { compressionPlugin } from './http/compression.js';
import { webAppBuilt, webAppPlugin } from './http/web-app.js';
import { textGuardPlugin } from './http/text-guard.js';
import { serverTimeoutOptions, timeoutsPlugin } from './http/timeouts.js';
import { authRoutes } from './modules/auth/routes.js';
import { passwordRoutes } from './modules/auth/password-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { uploadCleanupPlugin } from './modules/media/cleanup-plugin.js';
import { roleRequestRoutes } from './modules/role-requests/routes.js';
import { verificationRoutes } from './modules/role-requests/verification-routes.js';
import { ownProfileRoutes } from './modules/profiles/own-profile-routes.js';
import { sessionPlugin } from './session/plugin.js';
import { buildServices, type Services } from './services.js';
import { openStorage } from './storage/index.js';
import { courseRoutes } from './modules/courses/routes.js';
import { orderRoutes } from './modules/orders/checkout/routes.js';
import { sandboxRoutes } from './modules/orders/sandbox/routes.js';
import { razorpayRoutes } from './modules/orders/razorpay/routes.js';
import { orderReportRoutes } from './modules/orders/reports/routes.js';
import { peopleRoutes } from './modules/people/routes.js';
import { learningRoutes } from './modules/learning/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { dashboardRoutes } from './modules/dashboards/routes.js';
import { earningsRoutes } from './modules/earnings/routes.js';
import { instructorRoutes } from './modules/instructors/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { withdrawalRoutes } from './modules/withdrawals/routes.js';
import { payoutRoutes } from './modules/payouts/routes.js';
import { outboxRoutes } from './mail/outbox-routes.js';
import { mailWorkerPlugin } from './mail/worker-plugin.js';
import { reconcilePlugin } from './modules/orders/reconciliation/plugin.js';
import { teamRoutes } from './modules/teams/routes.js';
import { insightsRoutes } from './modules/insights/routes.js';
import { messageRoutes } from './modules/messages/routes.js';
import { certificateRoutes } from './modules/certificates/routes.js';
import { questionRoutes } from './modules/questions/routes.js';
import { captionRoutes } from './modules/captions/routes.js';
import { quizRoutes } from './modules/quizzes/routes.js';
import { refundRoutes } from './modules/refunds/routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { videoRenditionRoutes } from './modules/video-renditions/routes.js';
import { transcodeWorkerPlugin } from './modules/video-renditions/transcode-worker-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** Every service, built once by the composition root (services.ts). */
    services: Services;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildOptions {
  /** An already-open database (tests share one across apps); otherwise opened from config. */
  database?: Database;
  logger?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const storage = await openStorage(config.storage);
  // Media from the object store (signed-URL redirects) must be allowed by the CSP.
  const mediaOrigins = await storage.mediaOrigins();

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Headers within REQUEST_TIMEOUT_MS, any whole request within UPLOAD_TIMEOUT_MS (http/timeouts.ts).
    ...serverTimeoutOptions(config.timeouts),
    // On close, end open connections (a long video stream must not hold shutdown for the keep-alive timeout).
    forceCloseConnections: true,
    // Errors Fastify answers itself (a malformed percent-encoding in the URL …) in our error body.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  const services = buildServices({ config, db: database.db, storage, log: app.log });
  app.decorate('services', services);
  app.addHook('onClose', async () => storage.close());
  if (!options.database) app.addHook('onClose', async () => database.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  // Bodies that stall or take too long are cut off (408); at most MAX_CONNECTIONS connections.
  await app.register(timeoutsPlugin, { timeouts: config.timeouts });

  const razorpay = config.payments.razorpay;
  const razorpayOrigins = razorpay ? [new URL(razorpay.checkoutUrl).origin, new URL(razorpay.baseUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay Checkout (when offered): its script, and the payment frame it opens from Razorpay's API.
        scriptSrc: ["'self'", ...razorpayOrigins.slice(0, 1)],
        frameSrc: ["'self'", ...razorpayOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        // hls.js fetches playlists and segments (S3: presigned segment URLs of the bucket).
        connectSrc: ["'self'", ...mediaOrigins],
        // hls.js may run its demuxer in a worker made from a blob.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Same-origin media and images only; no cross-origin isolation needed.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  // Counters in the database: every instance on one database counts the same hits.
  await app.register(rateLimit, {
    global: false,
    store: routeLimitStore(services.rateLimits),
    errorResponseBuilder: (_request, { ttl }) => tooManyRequests(tooManyAttemptsMessage(Math.ceil(ttl / 1000))),
  });
  await app.register(rateLimitSweeper, { store: services.rateLimits });
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(afterAnswerPlugin);
  await app.register(originPlugin, { config });
  await app.register(textGuardPlugin);
  await app.register(sessionPlugin, { config, sessions: services.sessions });
  await app.register(authorizationPlugin);

  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: 'Course management and selling platform' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cms_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'",
  });

  await app.register(healthRoutes, { config, database });
  await app.register(authRoutes, { config, auth: services.auth, google: services.google });
  await app.register(passwordRoutes, { config, passwords: services.passwords });
  await app.register(mediaRoutes, { config, media: services.media });
  await app.register(captionRoutes, { config, captions: services.captions });
  await app.register(videoRenditionRoutes, { renditions: services.videoRenditions });
  await app.register(verificationRoutes, { roleRequests: services.roleRequests });
  await app.register(roleRequestRoutes, { config, roleRequests: services.roleRequests });
  await app.register(ownProfileRoutes, { ownProfiles: services.ownProfiles });
  await app.register(courseRoutes, { courses: services.courses });
  await app.register(orderRoutes, { config, orders: services.orders });
  await app.register(razorpayRoutes, {
    config,
    step: services.razorpayStep,
    webhooks: services.razorpayWebhooks,
  });
  // The sandbox checkout exists only while the sandbox is the provider: with PayPal configured, no
  // order can be paid through it.
  if (services.sandboxCheckout) await app.register(sandboxRoutes, { service: services.sandboxCheckout });
  await app.register(orderReportRoutes, { orderReports: services.orderReports });
  await app.register(peopleRoutes, { people: services.people });
  await app.register(learningRoutes, { learning: services.learning });
  await app.register(quizRoutes, { quizzes: services.quizzes, quizDefinitions: services.quizDefinitions });
  await app.register(reviewRoutes, { reviews: services.reviews });
  await app.register(dashboardRoutes, { dashboards: services.dashboards });
  await app.register(earningsRoutes, { earnings: services.earnings });
  await app.register(instructorRoutes, { instructors: services.instructors });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(withdrawalRoutes, { config, withdrawals: services.withdrawals });
  await app.register(payoutRoutes, { payouts: services.payouts });
  await app.register(couponRoutes, { coupons: services.coupons });
  await app.register(outboxRoutes, { outbox: services.outbox });
  await app.register(insightsRoutes, { insights: services.insights });
  // Delivers queued mail when SMTP_URL is set: starts on ready, stops before close.
  await app.register(mailWorkerPlugin, { config, mail: services.mail, attachments: services.invoices });
  // Settles Pending orders with the payment provider: a round when the app listens, then periodically.
  await app.register(reconcilePlugin, { config, reconciler: services.reconcile, refunds: services.refunds });
  await app.register(uploadCleanupPlugin, { config, media: services.media });
  // Transcodes lesson videos into HLS renditions (TRANSCODE_CONCURRENCY jobs at once; 0: not here).
  await app.register(transcodeWorkerPlugin, { config, jobs: services.jobs, videoRenditions: services.videoRenditions });
  await app.register(teamRoutes, { config, teams: services.teams });
  await app.register(messageRoutes, { config, messages: services.messages });
  await app.register(certificateRoutes, { config, certificates: services.certificates });
  await app.register(invoiceRoutes, { invoices: services.invoices, sellerSettings: services.sellerSettings });
  await app.register(questionRoutes, { config, questions: services.questions });
  await app.register(refundRoutes, { refunds: services.refunds });

  const webDist = config.webDist ? path.resolve(config.webDist) : defaultWebDist;
  if (webAppBuilt(webDist)) await app.register(webAppPlugin, { webDist });
  else app.log.warn({ webDist }, 'web app not built: only the API is served');
  return app;
}

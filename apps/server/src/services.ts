/**
 * The composition root: every repository and service is built once, here, and handed what it
 * needs. Route plugins, the session plugin, the demo seed and the CLI take their services from
 * this object and never construct one themselves. A new service (a mailer, earnings) is one more
 * line below and one more field of `Services`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/index.js';
import type { Db } from './db/client.js';
import { AuthService } from './modules/auth/service.js';
import { GoogleSignIn } from './modules/auth/google.js';
import { UserRepository } from './modules/auth/repository.js';
import { CourseRepository } from './modules/courses/repository.js';
import { CourseService } from './modules/courses/service.js';
import { DashboardRepository } from './modules/dashboards/repository.js';
import { DashboardService } from './modules/dashboards/service.js';
import { LearningRepository } from './modules/learning/repository.js';
import { LearningService } from './modules/learning/service.js';
import { MediaService } from './modules/media/service.js';
import { OrderRepository } from './modules/orders/repository.js';
import { SandboxCheckoutService } from './modules/orders/sandbox-service.js';
import { OrderService } from './modules/orders/service.js';
import { ProfileRepository } from './modules/profiles/repository.js';
import { ProfileService } from './modules/profiles/service.js';
import { ReviewRepository } from './modules/reviews/repository.js';
import { ReviewService } from './modules/reviews/service.js';
import { createPaymentProvider, SandboxProvider, type PaymentProvider } from './payments/index.js';
import { SessionService } from './session/service.js';
import type { Storage } from './storage/storage.js';

export interface Services {
  sessions: SessionService;
  auth: AuthService;
  /** Google sign-in, when it is configured. */
  google: GoogleSignIn | null;
  profiles: ProfileService;
  media: MediaService;
  courses: CourseService;
  learning: LearningService;
  reviews: ReviewService;
  dashboards: DashboardService;
  payments: PaymentProvider;
  orders: OrderService;
  /** The sandbox checkout page's service, only while the sandbox is the payment provider. */
  sandboxCheckout: SandboxCheckoutService | null;
}

export interface ServiceDeps {
  config: Config;
  db: Db;
  storage: Storage;
  log?: FastifyBaseLogger;
}

export function buildServices({ config, db, storage, log }: ServiceDeps): Services {
  const courses = new CourseService(new CourseRepository(db));
  const learning = new LearningService(new LearningRepository(db), courses);
  const payments = createPaymentProvider(config.payments, db);
  const orderRepository = new OrderRepository(db);
  return {
    sessions: new SessionService(db, config.sessionTtlMs),
    auth: new AuthService(new UserRepository(db), config.rateLimit.emailPer15Min),
    google: config.google ? new GoogleSignIn(config.google) : null,
    profiles: new ProfileService(new ProfileRepository(db)),
    media: new MediaService(db, storage),
    courses,
    learning,
    reviews: new ReviewService(new ReviewRepository(db), courses),
    dashboards: new DashboardService(new DashboardRepository(db), courses, learning),
    payments,
    orders: new OrderService(orderRepository, payments, log),
    sandboxCheckout: payments instanceof SandboxProvider ? new SandboxCheckoutService(orderRepository, payments) : null,
  };
}

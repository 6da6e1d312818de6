/**
 * The composition root: every repository and service is built once, here, and handed what it
 * needs through its constructor. Route plugins, the session plugin and the demo seed take their
 * services from `Services`; the admin CLI takes its repository from `buildRepositories`; none of
 * them constructs one. A new service (a mailer, earnings) is one more line in `buildServices`
 * and one more field of `Services` (its dependency, if any, one more field of `ServiceDeps`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/index.js';
import type { Db } from './db/client.js';
import { AuditRepository } from './modules/audit/repository.js';
import { AuditService } from './modules/audit/service.js';
import { AuthService } from './modules/auth/service.js';
import { AttemptLimiter, EMAIL_WINDOW_SECONDS } from './modules/auth/attempt-limiter.js';
import { RateLimitStore } from './http/rate-limit-store.js';
import { PasswordService } from './modules/auth/password-service.js';
import { PasswordResetRepository } from './modules/auth/reset-repository.js';
import { GoogleSignIn } from './modules/auth/google.js';
import { UserRepository } from './modules/auth/repository.js';
import { CouponRepository } from './modules/coupons/repository.js';
import { CouponService } from './modules/coupons/service.js';
import { CourseRepository } from './modules/courses/repository.js';
import { CourseService } from './modules/courses/service.js';
import { CertificateRepository } from './modules/certificates/repository.js';
import { CertificateService } from './modules/certificates/service.js';
import { SigningKeys } from './modules/certificates/signing-keys.js';
import { CaptionRepository } from './modules/captions/repository.js';
import { CaptionService } from './modules/captions/service.js';
import { QuizDefinitionService } from './modules/quizzes/definitions.js';
import { QuizRepository } from './modules/quizzes/repository.js';
import { QuizService } from './modules/quizzes/service.js';
import { DashboardRepository } from './modules/dashboards/repository.js';
import { DashboardService } from './modules/dashboards/service.js';
import { DatabaseLedger } from './modules/earnings/ledger.js';
import { EarningsRepository } from './modules/earnings/repository.js';
import { EarningsService } from './modules/earnings/service.js';
import { InstructorRepository } from './modules/instructors/repository.js';
import { InstructorService } from './modules/instructors/service.js';
import { LearningRepository } from './modules/learning/repository.js';
import { LearningService } from './modules/learning/service.js';
import { MediaService } from './modules/media/service.js';
import { JobRepository } from './jobs/job-repository.js';
import { VideoRenditionRepository } from './modules/video-renditions/repository.js';
import { VideoRenditionService } from './modules/video-renditions/service.js';
import { UrlSigner } from './modules/video-renditions/url-signer.js';
import { OrderService } from './modules/orders/checkout/service.js';
import { OrderReconciler } from './modules/orders/reconciliation/reconciler.js';
import { OrderReportRepository } from './modules/orders/reports/repository.js';
import { OrderReportService } from './modules/orders/reports/service.js';
import { OrderRepository } from './modules/orders/repository.js';
import { SandboxCheckoutRepository } from './modules/orders/sandbox/repository.js';
import { SandboxCheckoutService } from './modules/orders/sandbox/service.js';
import { PayoutRepository } from './modules/payouts/repository.js';
import { PeopleRepository } from './modules/people/repository.js';
import { PeopleService } from './modules/people/service.js';
import { PayoutService } from './modules/payouts/service.js';
import { ProfileRepository } from './modules/profiles/repository.js';
import { ProfileService } from './modules/profiles/service.js';
import { RoleRequestRepository } from './modules/role-requests/repository.js';
import { RoleRequestService } from './modules/role-requests/service.js';
import { OwnProfileService } from './modules/profiles/own-profile-service.js';
import { ReviewRepository } from './modules/reviews/repository.js';
import { ReviewService } from './modules/reviews/service.js';
import { WithdrawalRepository } from './modules/withdrawals/repository.js';
import { WithdrawalService } from './modules/withdrawals/service.js';
import { createPaymentProviders, RazorpayProvider, SandboxProvider, type PaymentProviders } from './payments/index.js';
import { RazorpayCheckoutStep } from './modules/orders/razorpay/checkout-step.js';
import { PaymentEventRepository } from './modules/orders/razorpay/payment-events.js';
import { RazorpayWebhooks } from './modules/orders/razorpay/webhooks.js';
import { SessionService } from './session/service.js';
import type { Storage } from './storage/storage.js';
import { OutboxRepository } from './mail/outbox-repository.js';
import { MailQueue } from './mail/queue.js';
import { OutboxService } from './mail/outbox-service.js';
import { MessageRepository } from './modules/messages/repository.js';
import { MessageService } from './modules/messages/service.js';
import { QuestionRepository } from './modules/questions/repository.js';
import { QuestionService } from './modules/questions/service.js';
import { TeamRepository } from './modules/teams/repository.js';
import { TeamService } from './modules/teams/service.js';
import { InsightsRepository } from './modules/insights/repository.js';
import { InsightsService } from './modules/insights/service.js';
import { RefundRepository } from './modules/refunds/repository.js';
import { RefundService } from './modules/refunds/service.js';
import { DocumentIssuer } from './modules/invoices/issuer.js';
import { InvoiceRepository } from './modules/invoices/repository.js';
import { InvoiceService } from './modules/invoices/service.js';
import { SellerSettingsService } from './modules/invoices/seller-settings-service.js';

/** Data access, one repository per table group; the services' and the CLI's. */
export interface Repositories {
  users: UserRepository;
  passwordResets: PasswordResetRepository;
  profiles: ProfileRepository;
  courses: CourseRepository;
  learning: LearningRepository;
  reviews: ReviewRepository;
  dashboards: DashboardRepository;
  earnings: EarningsRepository;
  instructors: InstructorRepository;
  orders: OrderRepository;
  orderReports: OrderReportRepository;
  sandboxCheckouts: SandboxCheckoutRepository;
  people: PeopleRepository;
  audit: AuditRepository;
  withdrawals: WithdrawalRepository;
  payouts: PayoutRepository;
  outbox: OutboxRepository;
  teams: TeamRepository;
  messages: MessageRepository;
  roleRequests: RoleRequestRepository;
  captions: CaptionRepository;
  quizzes: QuizRepository;
}

export function buildRepositories(db: Db): Repositories {
  return {
    users: new UserRepository(db),
    passwordResets: new PasswordResetRepository(db),
    profiles: new ProfileRepository(db),
    courses: new CourseRepository(db),
    learning: new LearningRepository(db),
    reviews: new ReviewRepository(db),
    dashboards: new DashboardRepository(db),
    earnings: new EarningsRepository(db),
    instructors: new InstructorRepository(db),
    orders: new OrderRepository(db),
    orderReports: new OrderReportRepository(db),
    sandboxCheckouts: new SandboxCheckoutRepository(db),
    people: new PeopleRepository(db),
    audit: new AuditRepository(db),
    withdrawals: new WithdrawalRepository(db),
    payouts: new PayoutRepository(db),
    outbox: new OutboxRepository(db),
    teams: new TeamRepository(db),
    messages: new MessageRepository(db),
    roleRequests: new RoleRequestRepository(db),
    captions: new CaptionRepository(db),
    quizzes: new QuizRepository(db),
  };
}

export interface Services {
  /** Rate-limit counters in the database, shared by every app process (routes' limits, attempt budgets). */
  rateLimits: RateLimitStore;
  sessions: SessionService;
  auth: AuthService;
  /** Change, forgot and reset password. */
  passwords: PasswordService;
  /** Google sign-in, when it is configured. */
  google: GoogleSignIn | null;
  profiles: ProfileService;
  /** Verification with ROLE_APPROVAL: requests for a role, and the admins' decisions. */
  roleRequests: RoleRequestService;
  /** The caller's own profile pages and edits. */
  ownProfiles: OwnProfileService;
  media: MediaService;
  /** HLS renditions of lesson videos (issue 22): the transcoding job and the playlists. */
  videoRenditions: VideoRenditionService;
  /** The background jobs (the jobs table). */
  jobs: JobRepository;
  /** Lesson captions (WebVTT per language): the instructor's uploads, read by whoever may watch. */
  captions: CaptionService;
  courses: CourseService;
  learning: LearningService;
  reviews: ReviewService;
  dashboards: DashboardService;
  earnings: EarningsService;
  instructors: InstructorService;
  /** The payment providers offered at Buy Now. */
  payments: PaymentProviders;
  orders: OrderService;
  /** Settles Pending orders whose buyer never came back (rounds run by the reconcile plugin). */
  reconcile: OrderReconciler;
  /** The sandbox checkout page's service, only while the sandbox is the payment provider. */
  sandboxCheckout: SandboxCheckoutService | null;
  /** Razorpay's checkout step (what the page opens Checkout with) and its webhooks. */
  razorpayStep: RazorpayCheckoutStep;
  razorpayWebhooks: RazorpayWebhooks;
  /** The admins' orders screen and CSV. */
  orderReports: OrderReportService;
  /** The admins' leads and users lists. */
  people: PeopleService;
  audit: AuditService;
  withdrawals: WithdrawalService;
  payouts: PayoutService;
  /** Every mail is queued here, in the transaction of the action that causes it. */
  mail: MailQueue;
  /** The admins' outbox: every mail, its delivery state, retries. */
  outbox: OutboxService;
  /** The lead's team and View Profile. */
  teams: TeamService;
  /** A course's insight (learners, funnel, quizzes, revenue) for its instructor and admins. */
  insights: InsightsService;
  /** Conversations between leads and their team members. */
  messages: MessageService;
  /** Certificates of completion: issued on completion (a lesson-completion listener), verified, revoked. */
  certificates: CertificateService;
  /** Lesson Q&A: questions, replies, the accepted answer, the asker's unread replies, the instructor's new questions. */
  questions: QuestionService;
  /** Coupons: the makers' codes, lists and disabling; checkout's coupon book (preview, redeem under the coupon's lock). */
  coupons: CouponService;
  /** Quiz definitions: written with the course, summaries on its page, the owner's with the answers. */
  quizDefinitions: QuizDefinitionService;
  /** A learner's quiz attempts: start, grade, reveal. */
  quizzes: QuizService;
  /** Tax invoices, receipts and credit notes as JSON and PDF (buyer and admins); the receipt mail's PDF. */
  invoices: InvoiceService;
  /** Issues documents in the causing transaction: checkout's invoices, the refunds' credit notes. */
  documents: DocumentIssuer;
  /** The seller's GST settings (admins). */
  sellerSettings: SellerSettingsService;
  /** Refunds (request, decisions, the provider, completion by webhook) and the buyer's purchases. */
  refunds: RefundService;
}

export interface ServiceDeps {
  config: Config;
  db: Db;
  storage: Storage;
  log?: FastifyBaseLogger;
}

export function buildServices({ config, db, storage, log }: ServiceDeps): Services {
  const repos = buildRepositories(db);
  const quizDefinitions = new QuizDefinitionService(repos.quizzes);
  const jobs = new JobRepository(db);
  const media = new MediaService(db, storage, config.uploads);
  const videoRenditions = new VideoRenditionService(
    new VideoRenditionRepository(db),
    jobs,
    storage,
    media,
    new UrlSigner(config.video.urlSecret),
    config.video.ffmpegPath,
  );
  media.videoQueue = videoRenditions;
  const courses = new CourseService(repos.courses, repos.audit, quizDefinitions);
  const audit = new AuditService(repos.audit);
  const learning = new LearningService(repos.learning, courses);
  const certificates = new CertificateService(
    new CertificateRepository(db),
    repos.learning,
    new SigningKeys(db),
    repos.audit,
    { origin: () => config.publicUrl ?? `http://localhost:${config.port}`, timeZone: config.timeZone },
  );
  learning.completions.subscribe(certificates);
  const payments = createPaymentProviders(config.payments, db);
  const sandbox = payments.get('sandbox');
  const razorpayOffered = payments.get('razorpay');
  const razorpay = razorpayOffered instanceof RazorpayProvider ? razorpayOffered : null;
  /** Every instructor's balance: read by earnings and instructors, locked and spent by withdrawals and payouts. */
  const ledger = new DatabaseLedger(db);
  const earnings = new EarningsService(repos.earnings, ledger, config.timeZone);
  const sessions = new SessionService(db, config.sessionTtlMs);
  const mail = new MailQueue(repos.outbox, config.mail.smtpUrl ? 'smtp' : 'outbox', config.timeZone);
  const messages = new MessageService(repos.messages, repos.teams, mail);
  const rateLimits = new RateLimitStore(db);
  const attemptBudget = { points: config.rateLimit.emailPer15Min, windowSeconds: EMAIL_WINDOW_SECONDS };
  const coupons = new CouponService(new CouponRepository(db), repos.audit, { timeZone: config.timeZone });
  const invoiceRepository = new InvoiceRepository(db);
  const documents = new DocumentIssuer(invoiceRepository);
  const sellerSettings = new SellerSettingsService(invoiceRepository, repos.audit);
  const orders = new OrderService(repos.orders, payments, mail, {
    taxes: sellerSettings,
    coupons,
    invoices: documents,
    log,
  });
  const profiles = new ProfileService(repos.profiles);
  const refunds = new RefundService(new RefundRepository(db), payments, documents, ledger, repos.audit, mail, {
    ...config.refunds,
    timeZone: config.timeZone,
    origin: () => config.publicUrl ?? `http://localhost:${config.port}`,
    log,
  });
  // A Razorpay refund.processed webhook completes the refund that was pending at the provider.
  const razorpayWebhooks = new RazorpayWebhooks(
    razorpay,
    new PaymentEventRepository(db),
    repos.orders,
    orders,
    refunds,
    log,
  );
  return {
    videoRenditions,
    jobs,
    rateLimits,
    sessions,
    auth: new AuthService(repos.users, new AttemptLimiter(rateLimits, attemptBudget)),
    passwords: new PasswordService({
      users: repos.users,
      resets: repos.passwordResets,
      sessions,
      mail,
      attempts: new AttemptLimiter(rateLimits, attemptBudget),
    }),
    google: config.google ? new GoogleSignIn(config.google) : null,
    profiles,
    roleRequests: new RoleRequestService(
      repos.roleRequests,
      repos.profiles,
      profiles,
      repos.audit,
      mail,
      config.roleApproval,
    ),
    ownProfiles: new OwnProfileService(repos.profiles, learning),
    media,
    captions: new CaptionService(repos.captions, media),
    courses,
    learning,
    reviews: new ReviewService(repos.reviews, courses),
    dashboards: new DashboardService(repos.dashboards, courses, learning, earnings),
    earnings,
    instructors: new InstructorService(repos.instructors, earnings, ledger, courses),
    payments,
    orders,
    reconcile: new OrderReconciler(repos.orders, payments, orders, { log }),
    sandboxCheckout:
      sandbox instanceof SandboxProvider
        ? new SandboxCheckoutService(repos.orders, repos.sandboxCheckouts, sandbox)
        : null,
    razorpayStep: new RazorpayCheckoutStep(repos.orders, razorpay),
    razorpayWebhooks,
    orderReports: new OrderReportService(repos.orderReports, config.timeZone, undefined, invoiceRepository),
    people: new PeopleService(repos.people, sessions, repos.audit),
    audit,
    withdrawals: new WithdrawalService(repos.withdrawals, ledger, repos.audit, mail),
    payouts: new PayoutService(repos.payouts, ledger, repos.audit, audit),
    mail,
    outbox: new OutboxService(repos.outbox, mail),
    teams: new TeamService(repos.teams, learning, messages),
    insights: new InsightsService(new InsightsRepository(db), config.timeZone),
    messages,
    questions: new QuestionService(new QuestionRepository(db), mail),
    certificates,
    coupons,
    quizDefinitions,
    quizzes: new QuizService(repos.quizzes, learning),
    invoices: new InvoiceService(invoiceRepository),
    documents,
    sellerSettings,
    refunds,
  };
}

/**
 * The catalogue of screen texts: the spec's texts word for word and ours, one module per text object
 * (`texts/review.ts` holds REVIEW_MSG). Schemas and screens take their texts from here; a translation
 * would start here. A module per object, not one file, so that the web app's bundler puts each screen's
 * texts in that screen's chunk. No zod: the limits a text quotes come from constants.ts.
 */
export * from './common.js';
export * from './account.js';
export * from './http.js';
export * from './upload.js';
export * from './course.js';
export * from './catalogue.js';
export * from './quiz.js';
export * from './payment.js';
export * from './learning.js';
export * from './review.js';
export * from './dashboard.js';
export * from './instructor-dashboard.js';
export * from './earnings.js';
export * from './withdrawal.js';
export * from './audit.js';
export * from './admin-orders.js';
export * from './payout.js';
export * from './order-detail.js';
export * from './instructors.js';
export * from './people.js';
export * from './profile.js';
export * from './conversation.js';
export * from './team.js';
export * from './outbox.js';
export * from './role-request.js';
export * from './insights.js';
export * from './question.js';
export * from './caption.js';
export * from './player.js';
export * from './video.js';
export * from './certificate.js';
export * from './gst.js';
export * from './checkout.js';
export * from './razorpay.js';
export * from './invoice.js';
export * from './coupon.js';
export * from './refund.js';

/** Screen and error texts of the payment flow. Spec texts word for word; the rest are ours. */
export const PAYMENT_MSG = {
  // spec 2 / 5: Buy Now and the return page
  buyNow: 'Buy Now',
  processingPayment: 'Processing payment ...',
  paymentProcessing: 'Payment processing... please wait',
  goToMyCourses: 'Go to My Courses',
  // spec 8: order create failure (destructive toast)
  orderCreateFailed: 'Payment method failed please try again',
  // spec 8: capture failure (title + server message or fallback)
  paymentFailedTitle: 'Payment Failed',
  captureFailed: 'Payment capture failed. Please contact support.',
  // spec 8: exceptions during capture
  paymentErrorTitle: 'Payment Error',
  leadCaptureException: 'Failed to process payment',
  studentCaptureException: 'Payment capture failed. Please try again or contact support.',
  // ours: server messages and states the spec does not spell out
  paymentSuccessful: 'Payment successful! You are now enrolled.',
  alreadyOwned: 'You already own this course',
  ownCourse: 'You cannot buy your own course',
  courseNotForSale: 'This course is not available for purchase',
  notYourOrder: 'This order belongs to another account',
  orderNotFound: 'Order not found',
  paymentMismatch: 'This payment does not belong to this order',
  amountMismatch: 'The paid amount does not match the course price',
  declined: 'Your payment was declined. No money was taken; please try another payment method.',
  orderClosed: 'This order can no longer be paid. Please start again from the course page.',
  notApproved: 'The payment has not been approved yet. Please complete checkout first.',
  providerUnavailable: 'The payment service is unavailable. Please try again in a moment.',
  missingPaymentDetails: 'The payment details are missing from the return address.',
  cancelledTitle: 'Payment cancelled',
  cancelled: 'You cancelled the checkout. No payment was taken and nothing was bought.',
  backToCourse: 'Back to the course',
  /** A failed payment: start the purchase of the same course again (issue 19; not in the spec). */
  tryAgain: 'Try again',
  // sandbox checkout page
  sandboxTitle: 'Sandbox checkout',
  sandboxNote: 'Test payments only: no real money moves.',
  approve: 'Approve',
  cancel: 'Cancel',
  decline: 'Decline (test a refused card)',
} as const;

/** Our texts of the Razorpay step (see docs/spec-coverage.md's deviations). */
export const RAZORPAY_MSG = {
  title: 'Pay with UPI, cards or netbanking',
  opening: 'Opening Razorpay Checkout…',
  pay: 'Pay now',
  scriptFailed: 'Razorpay Checkout could not be loaded. Please check your connection and try again.',
  signatureInvalid: 'The payment could not be verified. Nothing was recorded; please try again.',
  webhookSignatureInvalid: 'The webhook signature does not match its body',
  webhookMalformed: 'The webhook is not a Razorpay event',
  notConfigured: 'Razorpay is not configured',
} as const;

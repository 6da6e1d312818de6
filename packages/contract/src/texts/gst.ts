/** Our texts (the spec has no GST): see docs/spec-coverage.md's deviations. */
export const GST_MSG = {
  billingState: 'Please select your billing state',
  gstinFormat: 'Enter a valid GSTIN: 15 characters, such as 27AAPFU0939F1ZV',
  gstinCheckCharacter: 'This GSTIN is not valid: its last character does not match the rest. Please check for a typo',
} as const;

import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_API,
  captionVttUrl,
  certificateApiPath,
  certificatePdfPath,
  creditNotePdfPath,
  invoiceApiPath,
  invoicePdfPath,
  orderRefundPath,
  pathTo,
  refundApprovePath,
  refundRejectPath,
  refundRequestPath,
  verifyPath,
} from '../src/index.js';

describe('pathTo', () => {
  it('fills every :name of a path, each value URI-encoded', () => {
    expect(pathTo('/api/my/courses/:enrolmentId/quizzes/:lessonId', { enrolmentId: 'e 1', lessonId: 'l/2' })).toBe(
      '/api/my/courses/e%201/quizzes/l%2F2',
    );
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => pathTo(CERTIFICATE_API.pdf, {})).toThrow(/:id/);
  });

  it.each([
    [certificateApiPath('a/b'), '/api/certificates/a%2Fb'],
    [certificatePdfPath('a/b'), '/api/certificates/a%2Fb/pdf'],
    [invoiceApiPath('i?1'), '/api/invoices/i%3F1'],
    [invoicePdfPath('i?1'), '/api/invoices/i%3F1/pdf'],
    [creditNotePdfPath('c#1'), '/api/credit-notes/c%231/pdf'],
    [refundRequestPath('o 1'), '/api/orders/o%201/refund-request'],
    [refundApprovePath('r1'), '/api/admin/refunds/r1/approve'],
    [refundRejectPath('r1'), '/api/admin/refunds/r1/reject'],
    [orderRefundPath('o 1'), '/api/admin/course/orders/o%201/refund'],
    [captionVttUrl('l 1', 'pt-BR'), '/api/lessons/l%201/captions/pt-BR.vtt'],
    [verifyPath('v/1'), '/verify/v%2F1'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });
});

/** Refund fixtures (issue 21) in the contract's shapes. */
import type { RefundRow } from '@cms/contract';

export function makeRefundRow(overrides: Partial<RefundRow> = {}): RefundRow {
  return {
    id: 'r1',
    orderId: 'o1',
    status: 'requested',
    reason: 'Not what I expected at all',
    amountPaise: 39_920,
    buyer: { id: 'u2', name: 'Ravi Kumar', email: 'ravi@college.edu' },
    requestedBy: { id: 'u2', name: 'Ravi Kumar', role: 'Student' },
    course: { id: 'c1', title: 'React from Zero' },
    provider: 'razorpay',
    paidAt: '2026-01-05T09:01:00.000Z',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    failureReason: null,
    providerRefundId: null,
    completedAt: null,
    creditNote: null,
    createdAt: '2026-01-06T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * What a new order copies (spec 3 "Order"): the buyer's id and e-mail, the course's id, title,
 * price and instructor as they are at the time of buying; in INR, by the one payment method.
 */
import { CURRENCY } from '@cms/contract';

/** The course as an order copies it. */
export interface OrderedCourse {
  id: string;
  title: string;
  pricePaise: number;
  instructorId: string;
}

export function newOrder(buyer: { userId: string; email: string }, course: OrderedCourse) {
  return {
    userId: buyer.userId,
    userEmail: buyer.email,
    instructorId: course.instructorId,
    courseId: course.id,
    courseTitle: course.title,
    pricePaise: course.pricePaise,
    listPricePaise: course.pricePaise,
    currency: CURRENCY,
    paymentMethod: 'paypal' as const,
  };
}

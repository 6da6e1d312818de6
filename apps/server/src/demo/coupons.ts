/**
 * Demo coupons (issue 21): one that works, WELCOME20 (the admin's: 20 % off every course, no expiry),
 * and one past its last day, DIWALI2025 (the demo instructor's: ₹200 off all their courses, its
 * last day 5 November 2025, India's time).
 */
import type { Db } from '../db/client.js';
import { coupons } from '../db/schema/index.js';
import { endOfDay } from '../modules/coupons/service.js';
import type { DemoUser } from './people.js';

export const DEMO_COUPONS = { active: 'WELCOME20', expired: 'DIWALI2025' } as const;

export async function seedDemoCoupons(
  db: Db,
  { admin, instructor }: { admin: DemoUser; instructor: DemoUser },
): Promise<void> {
  await db.insert(coupons).values([
    { code: DEMO_COUPONS.active, kind: 'percent', percentOff: 20, createdBy: admin.id },
    {
      code: DEMO_COUPONS.expired,
      kind: 'fixed',
      amountOffPaise: 20_000,
      instructorId: instructor.id,
      createdBy: instructor.id,
      expiresAt: endOfDay('2025-11-05', 'Asia/Kolkata'),
      maxUses: 100,
      maxUsesPerBuyer: 1,
      minPricePaise: 99_900,
    },
  ]);
}

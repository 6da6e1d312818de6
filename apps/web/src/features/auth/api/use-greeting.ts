/**
 * The greeting of the signed-in user's home screens: "Welcome back, {first name}!" when `returning`
 * (the screen knows the user has been here before: an enrolment, a course), else "Welcome, {first
 * name}!" (a first visit, or while the screen's data is still loading).
 */
import { greeting } from '@cms/contract';
import { firstName } from '@/lib/format';
import { useAuth } from './use-auth';

export function useGreeting(returning: boolean): string {
  return greeting(firstName(useAuth().user?.name), returning);
}

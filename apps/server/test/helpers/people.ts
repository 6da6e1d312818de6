/** The people most suites sign in, named once: each with the role and display name it has in every suite. */
import type { Cast } from './users.js';

/** The usual people, by the name the suites call them. */
export const USUAL_PEOPLE = {
  admin: ['Admin', 'Asha Admin'],
  instructor: ['Instructor', 'Ira Instructor'],
  student: ['Student', 'Sana Student'],
  lead: ['Lead', 'Lalit Lead'],
  otherLead: ['Lead', 'Lata Lead'],
  stranger: ['Student', 'Stan Stranger'],
  priya: ['Instructor', 'Priya Sharma'],
  rahul: ['Instructor', 'Rahul Verma'],
  quiet: ['Instructor', 'Quentin Quiet'],
} as const satisfies Cast;

export type UsualPerson = keyof typeof USUAL_PEOPLE;

/** A cast of the usual people named, in that order (spread it into a suite's cast beside its own people). */
export function usualCast<K extends UsualPerson>(...names: K[]): { readonly [P in K]: (typeof USUAL_PEOPLE)[P] } {
  return Object.fromEntries(names.map((name) => [name, USUAL_PEOPLE[name]])) as { [P in K]: (typeof USUAL_PEOPLE)[P] };
}

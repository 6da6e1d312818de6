/** The role-verification forms (POST /api/check-verify/{student,lead,instructor}) as a test fills them. */
import { randomBytes } from 'node:crypto';
import { API } from '@cms/contract';
import { tag } from './unique.js';

/** A unique valid roll number: 10 capital letters or digits. */
export function rollNumber(): string {
  const t = tag()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return `R${t}${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 10);
}

export const studentForm = (profileImg: string) => ({
  rollNumber: rollNumber(),
  branch: 'CSD',
  teamNum: 'Team-3',
  gender: 'Female',
  profileImg,
});
export const leadForm = (profileImg: string) => ({
  rollNumber: rollNumber(),
  branch: 'CSM',
  teamNo: 'Team-7',
  gender: 'Male',
  profileImg,
});
export const instructorForm = (profileImg: string) => ({
  rollNumber: rollNumber(),
  branch: 'CSE',
  college: 'CMS College of Engineering',
  gender: 'Other',
  linkedIn: 'https://www.linkedin.com/in/x',
  gitHub: 'https://github.com/x',
  UPI: 'teacher@okbank',
  profileImg,
});

export const VERIFY_PATH = {
  Student: API.verifyStudent,
  Lead: API.verifyLead,
  Instructor: API.verifyInstructor,
} as const;
export const FORM = { Student: studentForm, Lead: leadForm, Instructor: instructorForm } as const;

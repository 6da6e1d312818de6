import { describe, expect, it } from 'vitest';
import {
  ANY_SAVED,
  BRANCHES_EDIT_PROFILE,
  GENDERS_EDIT_PROFILE,
  GENDERS_INSTRUCTOR_UPDATE,
  MSG,
  PROFILE_MSG,
  editOptions,
  formatPhone,
  instructorUpdateSchema,
  isEditChoice,
  leadEditSchema,
  phoneField,
  studentEditSchema,
  toE164,
} from '../src/index.js';

const student = {
  name: 'Asha Rao',
  rollNumber: '22A91A0501',
  gender: 'Female',
  branch: 'CSD',
  teamNum: 'Team-3',
};

describe('option lists of the edits (spec 3 + the saved value)', () => {
  it('editOptions is the edit list when it holds the saved value', () => {
    expect(editOptions(GENDERS_EDIT_PROFILE, 'Male')).toBe(GENDERS_EDIT_PROFILE);
    expect(editOptions(BRANCHES_EDIT_PROFILE, null)).toBe(BRANCHES_EDIT_PROFILE);
  });

  it('adds a saved value the list lacks, labelled as at registration', () => {
    expect(editOptions(GENDERS_EDIT_PROFILE, 'Other').map((o) => o.value)).toEqual([
      'Male',
      'Female',
      'Others',
      'Other',
    ]);
    expect(editOptions(BRANCHES_EDIT_PROFILE, 'CMS').at(-1)).toEqual({ value: 'CMS', label: 'CMS' });
    expect(editOptions(GENDERS_INSTRUCTOR_UPDATE, 'Others').at(-1)).toEqual({ value: 'Others', label: 'Others' });
  });

  it('isEditChoice: list values and the saved one only', () => {
    expect(isEditChoice(BRANCHES_EDIT_PROFILE, 'CMS', 'Cyber')).toBe(true);
    expect(isEditChoice(BRANCHES_EDIT_PROFILE, 'CMS', 'CMS')).toBe(true);
    expect(isEditChoice(BRANCHES_EDIT_PROFILE, 'CMS', 'CSC')).toBe(false);
    expect(isEditChoice(BRANCHES_EDIT_PROFILE, 'CSD', 'CMS')).toBe(false);
  });

  it('the schema built from the saved values applies the rule; ANY_SAVED leaves it to the server', () => {
    const saved = { gender: 'Other', branch: 'CMS' };
    expect(studentEditSchema(saved).safeParse({ ...student, gender: 'Other', branch: 'CMS' }).success).toBe(true);
    const r = studentEditSchema(saved).safeParse({ ...student, branch: 'CSC' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['branch'], message: MSG.selectOption });
    expect(studentEditSchema(ANY_SAVED).safeParse({ ...student, branch: 'CSC' }).success).toBe(true);
    expect(studentEditSchema(ANY_SAVED).safeParse({ ...student, branch: '' }).success).toBe(false);
  });

  it('the lead edit has no team; the instructor update uses its own gender list', () => {
    const lead = leadEditSchema({ gender: 'Male', branch: 'CSM' }).parse({ ...student, teamNum: 'Team-9' });
    expect(lead).not.toHaveProperty('teamNum');
    const instructor = instructorUpdateSchema({ gender: 'Male', branch: 'CSE' });
    const base = {
      linkedIn: 'https://www.linkedin.com/in/x',
      gitHub: 'https://github.com/x',
      rollNumber: '22A91A0501',
      college: 'CMS',
      branch: 'CSE',
      UPI: 'asha@okbank',
    };
    expect(instructor.safeParse({ ...base, gender: 'Transgender' }).success).toBe(true);
    expect(instructor.safeParse({ ...base, gender: 'Others' }).success).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s is stored as %s', (text, e164) => {
    expect(toE164(text)).toBe(e164);
    expect(phoneField.parse(text)).toBe(e164);
  });

  it.each(['12345', 'phone', '+1 555', '0'])('refuses %j with the phone message', (text) => {
    const r = phoneField.safeParse(text);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(PROFILE_MSG.phone);
  });

  it('an empty value clears the phone', () => {
    expect(phoneField.parse('')).toBeNull();
    expect(phoneField.parse('   ')).toBeNull();
  });

  it('shows a stored number formatted', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('garbage')).toBe('garbage');
  });
});

describe('edit fields', () => {
  it('name: letters and spaces; roll number: the registration rule', () => {
    const s = studentEditSchema(ANY_SAVED);
    expect(s.safeParse({ ...student, name: 'R2D2' }).error?.issues[0]?.message).toBe(MSG.nameLetters);
    expect(s.safeParse({ ...student, rollNumber: 'free text' }).error?.issues[0]?.message).toBe(MSG.rollNumber);
    expect(s.safeParse({ ...student, teamNum: 'Team-0' }).error?.issues[0]?.message).toBe(MSG.team);
  });

  it("an empty image keeps the current one; '' college clears it", () => {
    const out = studentEditSchema(ANY_SAVED).parse({ ...student, profileImg: '', college: '' });
    expect(out.profileImg).toBeUndefined();
    expect(out.college).toBeNull();
  });
});

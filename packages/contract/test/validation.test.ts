import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  EMAIL_PATTERN,
  MSG,
  WHATWG_EMAIL_PATTERN,
  changePasswordSchema,
  forgotPasswordSchema,
  isEmailAddress,
  resetPasswordSchema,
  instructorRegistrationSchema,
  isUrlOnHost,
  leadRegistrationSchema,
  signInSchema,
  signUpSchema,
  studentRegistrationSchema,
  wholeNumber,
} from '../src/index.js';

/** The first message zod reports for a field, or undefined when the field is valid. */
function messageFor(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
  field: string,
) {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error!.issues.find((i) => i.path[0] === field)?.message;
}

describe('sign-in (spec 5)', () => {
  it.each(['a@b.c', 'first.last@college.edu.in', 'x+y@sub.domain.org'])('accepts %s', (email) => {
    expect(signInSchema.safeParse({ email, password: 'x' }).success).toBe(true);
  });
  it.each(['plain', 'a@b', '@b.c', 'a@.c', 'a b@c.d', 'a@b.c ', 'a@b. c'])(
    'refuses %j with Invalid email format',
    (email) => {
      // Trimming happens before the pattern, so surrounding spaces alone are fine; inner spaces are not.
      const expected = email.trim() === email || /\s/.test(email.trim()) ? MSG.invalidEmail : undefined;
      expect(messageFor(signInSchema, { email, password: 'x' }, 'email')).toBe(expected);
    },
  );
  it('the pattern is non-space, @, non-space, dot, non-space', () => {
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(true);
    expect(EMAIL_PATTERN.test('a@bc')).toBe(false);
  });
  it('needs a password', () => {
    expect(messageFor(signInSchema, { email: 'a@b.c', password: '' }, 'password')).toBe(MSG.passwordRequired);
  });
});

describe('sign-up (spec 5, 9)', () => {
  const ok = { name: 'Asha Rao', email: 'asha@college.edu', password: 'pw-of-asha' };
  it('accepts a valid payload', () => {
    expect(signUpSchema.safeParse(ok).success).toBe(true);
  });
  it.each(['Asha1', 'Asha_Rao', 'Asha-Rao', "O'Neil", 'Asha!'])('name %j: only letters and spaces', (name) => {
    expect(messageFor(signUpSchema, { ...ok, name }, 'name')).toBe(MSG.nameLetters);
  });
  it('all three fields are required', () => {
    expect(messageFor(signUpSchema, { ...ok, name: '' }, 'name')).toBe(MSG.nameRequired);
    expect(messageFor(signUpSchema, { ...ok, email: '' }, 'email')).toBe(MSG.emailRequired);
    expect(messageFor(signUpSchema, { ...ok, password: '' }, 'password')).toBe(MSG.passwordRequired);
    expect(signUpSchema.safeParse({}).success).toBe(false);
  });
  it('e-mail must be simple', () => {
    expect(messageFor(signUpSchema, { ...ok, email: 'nope' }, 'email')).toBe(MSG.invalidEmail);
  });
  // 'xy' repeated: long enough passwords that are not one character repeated (a rule of its own, below)
  const ofLength = (n: number) => 'xy'.repeat(n).slice(0, n);
  it.each([
    ['x', false],
    ['xy', false],
    [ofLength(7), false],
    [ofLength(8), true],
    [ofLength(20), true],
    [ofLength(128), true],
    [ofLength(129), false],
  ])('password %j of length 8..128 (a deviation from spec 2..20) → valid=%s', (password, valid) => {
    expect(messageFor(signUpSchema, { ...ok, password }, 'password')).toBe(valid ? undefined : MSG.passwordLength);
  });
});

describe('a new password is more than spaces or one key held down (issue 19)', () => {
  const ok = { name: 'Asha Rao', email: 'asha@college.edu', password: 'pw-of-asha' };
  it.each([' '.repeat(8), '\t \n '.repeat(3), '\u00a0'.repeat(10), '\u3000 \u200b '.repeat(4)])(
    'refuses %j: only white space',
    (password) => {
      expect(messageFor(signUpSchema, { ...ok, password }, 'password')).toBe(ACCOUNT_MSG.passwordBlank);
      expect(messageFor(resetPasswordSchema, { token: 't', password }, 'password')).toBe(ACCOUNT_MSG.passwordBlank);
    },
  );
  it.each(['a'.repeat(8), '1'.repeat(30), '😀'.repeat(8), '.'.repeat(128)])(
    'refuses %j: one character repeated',
    (password) => {
      expect(messageFor(signUpSchema, { ...ok, password }, 'password')).toBe(ACCOUNT_MSG.passwordOneCharacter);
      expect(
        messageFor(changePasswordSchema, { currentPassword: 'old-one!', newPassword: password }, 'newPassword'),
      ).toBe(ACCOUNT_MSG.passwordOneCharacter);
    },
  );
  it.each(['aaaaaaab', 'a a a a ', '  pass  ', 'Aaaaaaaa'])('accepts %j', (password) => {
    expect(messageFor(signUpSchema, { ...ok, password }, 'password')).toBeUndefined();
  });
  it('a short one says its length first, one message at a time', () => {
    const r = signUpSchema.safeParse({ ...ok, password: 'aaa' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([MSG.passwordLength]);
  });
});

describe('e-mail addresses follow the browser type=email rule too (issue 19)', () => {
  it.each(['a@b.c', 'first.last@college.edu.in', "o'neil+tag@sub-domain.example.org", 'A_B@X9.IO'])(
    'accepts %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
      expect(EMAIL_PATTERN.test(email) && WHATWG_EMAIL_PATTERN.test(email)).toBe(true);
      expect(messageFor(forgotPasswordSchema, { email }, 'email')).toBeUndefined();
    },
  );
  it.each([
    'a@b@c.d',
    '"quoted"@b.c',
    'a(b)@c.d',
    'a<b>@c.d',
    'ü@b.c',
    'a@bü.c',
    'a@-b.c',
    'a@b-.c',
    'a@b..c',
    'a@b_c.d',
    'a@b.c.',
    `a@${'b'.repeat(64)}.c`,
    'a@b', // the browser takes it; the spec's rule wants a dot after the at sign
  ])('refuses %j with Invalid email format', (email) => {
    expect(isEmailAddress(email)).toBe(false);
    // The one pattern is exactly both rules together.
    expect(EMAIL_PATTERN.test(email) && WHATWG_EMAIL_PATTERN.test(email)).toBe(false);
    expect(messageFor(signInSchema, { email, password: 'x' }, 'email')).toBe(MSG.invalidEmail);
    expect(messageFor(signUpSchema, { name: 'Asha', email, password: 'pw-of-asha' }, 'email')).toBe(MSG.invalidEmail);
  });
  it('the browser rule alone is the WHATWG pattern', () => {
    expect(WHATWG_EMAIL_PATTERN.test('a@b')).toBe(true);
    expect(WHATWG_EMAIL_PATTERN.test('a@b@c')).toBe(false);
  });
});

const student = { rollNumber: '22CSD00001', branch: 'CSD', teamNum: 'Team-1', gender: 'Male', profileImg: 'img-id' };
const lead = { rollNumber: '22CSD00001', branch: 'CSM', teamNo: 'Team-10', gender: 'Female', profileImg: 'img-id' };
const instructor = {
  rollNumber: 'INSTR00001',
  branch: 'CSE',
  college: 'CMS College',
  gender: 'Other',
  linkedIn: 'https://www.linkedin.com/in/someone',
  gitHub: 'https://github.com/someone',
  UPI: 'someone@okbank',
  profileImg: 'img-id',
};

describe.each([
  ['student', studentRegistrationSchema, student],
  ['lead', leadRegistrationSchema, lead],
  ['instructor', instructorRegistrationSchema, instructor],
] as const)('%s registration (spec 5)', (_name, schema, valid) => {
  it('accepts a valid payload', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });
  it.each(['22CSD0001', '22CSD000011', '22csd00001', '22CSD-0001', '22CSD 0001', ''])(
    'roll number %j must be exactly 10 capital letters or digits',
    (rollNumber) => {
      expect(messageFor(schema, { ...valid, rollNumber }, 'rollNumber')).toBe(MSG.rollNumber);
    },
  );
  it('profile image is required', () => {
    expect(messageFor(schema, { ...valid, profileImg: '' }, 'profileImg')).toBe(MSG.profileImage);
    expect(messageFor(schema, { ...valid, profileImg: undefined }, 'profileImg')).toBe(MSG.profileImage);
  });
  it('gender comes from the registration list', () => {
    expect(messageFor(schema, { ...valid, gender: 'Others' }, 'gender')).toBe(MSG.selectOption);
  });
});

describe('teams (spec 5, 9)', () => {
  it.each(['Team-1', 'Team-5', 'Team-10'])('%s is valid for students and leads', (team) => {
    expect(studentRegistrationSchema.safeParse({ ...student, teamNum: team }).success).toBe(true);
    expect(leadRegistrationSchema.safeParse({ ...lead, teamNo: team }).success).toBe(true);
  });
  it.each(['Team-0', 'Team-11', 'team-1', 'Team 1', ''])('%j is refused with Please select a valid team', (team) => {
    expect(messageFor(studentRegistrationSchema, { ...student, teamNum: team }, 'teamNum')).toBe(MSG.team);
    expect(messageFor(leadRegistrationSchema, { ...lead, teamNo: team }, 'teamNo')).toBe(MSG.team);
  });
});

describe('branches follow the option lists (spec 3)', () => {
  it('student: CSD, CAI, AID, CMS, CSC', () => {
    for (const b of ['CSD', 'CAI', 'AID', 'CMS', 'CSC'])
      expect(messageFor(studentRegistrationSchema, { ...student, branch: b }, 'branch')).toBeUndefined();
    expect(messageFor(studentRegistrationSchema, { ...student, branch: 'CSM' }, 'branch')).toBe(MSG.selectOption);
  });
  it('lead: CSD, CSM, CAI, CSC, AID (CAI is sent, CSI is only its label)', () => {
    for (const b of ['CSD', 'CSM', 'CAI', 'CSC', 'AID'])
      expect(messageFor(leadRegistrationSchema, { ...lead, branch: b }, 'branch')).toBeUndefined();
    expect(messageFor(leadRegistrationSchema, { ...lead, branch: 'CSI' }, 'branch')).toBe(MSG.selectOption);
  });
  it('instructor: CSE, IT, ECE, EEE, MECH, CIVIL', () => {
    for (const b of ['CSE', 'IT', 'ECE', 'EEE', 'MECH', 'CIVIL'])
      expect(messageFor(instructorRegistrationSchema, { ...instructor, branch: b }, 'branch')).toBeUndefined();
    expect(messageFor(instructorRegistrationSchema, { ...instructor, branch: 'CSD' }, 'branch')).toBe(MSG.selectOption);
  });
});

describe('instructor links and required fields (spec 5)', () => {
  it.each([
    'https://evil.com/linkedin.com',
    'https://linkedin.com.evil.com/in/x',
    'linkedin.com/in/x',
    'javascript:alert(1)//linkedin.com',
    '',
  ])('LinkedIn %j is refused', (linkedIn) => {
    expect(messageFor(instructorRegistrationSchema, { ...instructor, linkedIn }, 'linkedIn')).toBe(MSG.linkedIn);
  });
  it.each(['https://linkedin.com/in/x', 'https://in.linkedin.com/in/x', 'http://www.linkedin.com/x'])(
    'LinkedIn %j is accepted',
    (linkedIn) => {
      expect(messageFor(instructorRegistrationSchema, { ...instructor, linkedIn }, 'linkedIn')).toBeUndefined();
    },
  );
  it.each(['https://gitlab.com/x', 'https://github.com.evil.io/x', ''])('GitHub %j is refused', (gitHub) => {
    expect(messageFor(instructorRegistrationSchema, { ...instructor, gitHub }, 'gitHub')).toBe(MSG.gitHub);
  });
  it('college and UPI are required; UPI looks like name@bank', () => {
    expect(messageFor(instructorRegistrationSchema, { ...instructor, college: '  ' }, 'college')).toBe(MSG.required);
    expect(messageFor(instructorRegistrationSchema, { ...instructor, UPI: '' }, 'UPI')).toBe(MSG.upi);
    expect(messageFor(instructorRegistrationSchema, { ...instructor, UPI: 'no-at-sign' }, 'UPI')).toBe(MSG.upi);
  });
  it('isUrlOnHost checks the host, not the text', () => {
    expect(isUrlOnHost('https://github.com/a', 'github.com')).toBe(true);
    expect(isUrlOnHost('https://notgithub.com/a', 'github.com')).toBe(false);
    expect(isUrlOnHost('ftp://github.com/a', 'github.com')).toBe(false);
  });
});

describe('wholeNumber', () => {
  const field = wholeNumber(1, 5, 'Choose 1 to 5');

  it.each([1, 3, 5])('takes %s', (n) => {
    expect(field.parse(n)).toBe(n);
  });

  it.each([0, 6, 2.5, '3', null])('refuses %s with its one message', (value) => {
    const result = field.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Choose 1 to 5']);
  });
});

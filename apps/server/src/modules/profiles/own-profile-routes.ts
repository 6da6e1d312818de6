/** The caller's own profile (spec 7): /api/{student,lead}/profile/{info,update}, /api/instructor/profile/{view,update}. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  PROFILE_API,
  errorBodySchema,
  instructorProfileResponseSchema,
  instructorProfileUpdateResponseSchema,
  instructorUpdateBodySchema,
  leadEditBodySchema,
  leadProfileInfoSchema,
  leadProfileUpdateResponseSchema,
  studentEditBodySchema,
  studentProfileInfoSchema,
  studentProfileUpdateResponseSchema,
} from '@cms/contract';
import { signedIn } from '../../http/viewer.js';
import type { OwnProfileService } from './own-profile-service.js';

const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const editErrors = { ...readErrors, 400: errorBodySchema, 409: errorBodySchema };

const EDIT_RULES =
  "Always the caller's own profile: an `_id` or any other field in the body is ignored. Gender and branch: a value " +
  'of the edit list or the value saved before (else 400 `Please select an option`). `profileImg`, optional: the id ' +
  "of a profile-image upload of the caller's; it replaces the profile image and the user's avatar. `phone`: " +
  'optional, any valid number (default country IN), stored in E.164; `""` clears it; absent keeps it. Profile and ' +
  'user row change in one transaction. 400 with `fields` per invalid field; 409 when another profile holds the roll ' +
  'number.';

/** A role's own profile page: what it reads and what saving its edit does, both for the caller alone. */
interface ProfilePage<Read extends z.ZodType, Edit extends z.ZodType, Saved extends z.ZodType> {
  role: 'Student' | 'Lead' | 'Instructor';
  read: { url: string; description: string; response: Read; load: (userId: string) => Promise<z.input<Read>> };
  update: {
    url: string;
    description: string;
    body: Edit;
    response: Saved;
    save: (userId: string, edit: z.output<Edit>) => Promise<z.input<Saved>>;
  };
}

/** GET the page (404 without a profile) and PUT its edit, for signed-in users of the page's role. */
function profilePageRoutes<Read extends z.ZodType, Edit extends z.ZodType, Saved extends z.ZodType>(
  app: FastifyInstance,
  { role, read, update }: ProfilePage<Read, Edit, Saved>,
) {
  const config = { roles: [role] };
  const tags = ['profiles'];
  app.get(
    read.url,
    { config, schema: { tags, description: read.description, response: { 200: read.response, ...readErrors } } },
    async (request) => read.load(signedIn(request).userId),
  );
  // The app's zod validator parses the body into z.output<Edit> before the handler runs.
  app.put(
    update.url,
    {
      config,
      schema: {
        tags,
        description: update.description,
        body: update.body,
        response: { 200: update.response, ...editErrors },
      },
    },
    async (request) => update.save(signedIn(request).userId, request.body as z.output<Edit>),
  );
}

export async function ownProfileRoutes(
  app: FastifyInstance,
  { ownProfiles: service }: { ownProfiles: OwnProfileService },
) {
  profilePageRoutes(app, {
    role: 'Student',
    read: {
      url: PROFILE_API.studentInfo,
      description:
        "The student's own profile (`FindUserData`) and its figures: enrolled courses, their lessons, the completion " +
        'rate over those lessons (null without enrolments) and `avgRating`: the average of the stars the student ' +
        'gave in reviews (null without reviews), with `reviewCount`.',
      response: studentProfileInfoSchema,
      load: (userId) => service.studentInfo(userId),
    },
    update: {
      url: PROFILE_API.studentUpdate,
      description: `Edit-profile dialog of the student: name, roll number, gender, branch, team, image, phone, college. ${EDIT_RULES}`,
      body: studentEditBodySchema,
      response: studentProfileUpdateResponseSchema,
      save: (userId, edit) => service.updateStudent(userId, edit),
    },
  });

  profilePageRoutes(app, {
    role: 'Lead',
    read: {
      url: PROFILE_API.leadInfo,
      description:
        "The lead's own profile (`data`) and its figures: enrolled courses, their lessons, `teamMembers` (users with " +
        "role Student whose team is the lead's team) and `avgProgress` (mean progress percent of the lead's own " +
        'enrolments, null without enrolments).',
      response: leadProfileInfoSchema,
      load: (userId) => service.leadInfo(userId),
    },
    update: {
      url: PROFILE_API.leadUpdate,
      description: `Edit-profile dialog of the lead: name, roll number, gender, branch, image, phone, college; the team is not editable. ${EDIT_RULES}`,
      body: leadEditBodySchema,
      response: leadProfileUpdateResponseSchema,
      save: (userId, edit) => service.updateLead(userId, edit),
    },
  });

  profilePageRoutes(app, {
    role: 'Instructor',
    read: {
      url: PROFILE_API.instructorView,
      description: "The instructor's own profile.",
      response: instructorProfileResponseSchema,
      load: (userId) => service.instructorView(userId),
    },
    update: {
      url: PROFILE_API.instructorUpdate,
      description: `Instructor profile update: LinkedIn, GitHub, roll number, gender, college, branch, UPI ID, image, phone (LinkedIn, GitHub and UPI as at registration). ${EDIT_RULES}`,
      body: instructorUpdateBodySchema,
      response: instructorProfileUpdateResponseSchema,
      save: (userId, edit) => service.updateInstructor(userId, edit),
    },
  });
}

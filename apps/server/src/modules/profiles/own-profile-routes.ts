/** The caller's own profile (spec 7): /api/{student,lead}/profile/{info,update}, /api/instructor/profile/{view,update}. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

export async function ownProfileRoutes(
  app: FastifyInstance,
  { ownProfiles: service }: { ownProfiles: OwnProfileService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  r.get(
    PROFILE_API.studentInfo,
    {
      config: { roles: ['Student'] },
      schema: {
        tags,
        description:
          "The student's own profile (`FindUserData`) and its figures: enrolled courses, their lessons, the completion " +
          'rate over those lessons (null without enrolments) and `avgRating`: the average of the stars the student ' +
          'gave in reviews (null without reviews), with `reviewCount`.',
        response: { 200: studentProfileInfoSchema, ...readErrors },
      },
    },
    async (request) => service.studentInfo(signedIn(request).userId),
  );

  r.put(
    PROFILE_API.studentUpdate,
    {
      config: { roles: ['Student'] },
      schema: {
        tags,
        description: `Edit-profile dialog of the student: name, roll number, gender, branch, team, image, phone, college. ${EDIT_RULES}`,
        body: studentEditBodySchema,
        response: { 200: studentProfileUpdateResponseSchema, ...editErrors },
      },
    },
    async (request) => service.updateStudent(signedIn(request).userId, request.body),
  );

  r.get(
    PROFILE_API.leadInfo,
    {
      config: { roles: ['Lead'] },
      schema: {
        tags,
        description:
          "The lead's own profile (`data`) and its figures: enrolled courses, their lessons, `teamMembers` (users with " +
          "role Student whose team is the lead's team) and `avgProgress` (mean progress percent of the lead's own " +
          'enrolments, null without enrolments).',
        response: { 200: leadProfileInfoSchema, ...readErrors },
      },
    },
    async (request) => service.leadInfo(signedIn(request).userId),
  );

  r.put(
    PROFILE_API.leadUpdate,
    {
      config: { roles: ['Lead'] },
      schema: {
        tags,
        description: `Edit-profile dialog of the lead: name, roll number, gender, branch, image, phone, college; the team is not editable. ${EDIT_RULES}`,
        body: leadEditBodySchema,
        response: { 200: leadProfileUpdateResponseSchema, ...editErrors },
      },
    },
    async (request) => service.updateLead(signedIn(request).userId, request.body),
  );

  r.get(
    PROFILE_API.instructorView,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description: "The instructor's own profile.",
        response: { 200: instructorProfileResponseSchema, ...readErrors },
      },
    },
    async (request) => service.instructorView(signedIn(request).userId),
  );

  r.put(
    PROFILE_API.instructorUpdate,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description: `Instructor profile update: LinkedIn, GitHub, roll number, gender, college, branch, UPI ID, image, phone (LinkedIn, GitHub and UPI as at registration). ${EDIT_RULES}`,
        body: instructorUpdateBodySchema,
        response: { 200: instructorProfileUpdateResponseSchema, ...editErrors },
      },
    },
    async (request) => service.updateInstructor(signedIn(request).userId, request.body),
  );
}

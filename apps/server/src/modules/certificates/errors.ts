/** The failures of the certificate routes: HTTP status, a stable code, and the message shown. */
import { CERTIFICATE_MSG } from '@cms/contract';
import { conflict, notFound } from '../../errors/index.js';

export const certificateErrors = {
  /** No certificate has this id (ids are random: an unknown one says nothing more). */
  notFound: () => notFound(CERTIFICATE_MSG.notFound),
  alreadyRevoked: () => conflict(CERTIFICATE_MSG.alreadyRevoked),
};

/** Conflicts the data layer detects through its conditional writes. */
import { ConflictError, defineErrorType } from '../core/errors';

/** The username is reserved by another account. */
export class UserNameTakenError extends ConflictError {}
defineErrorType(UserNameTakenError, 'UsernameTaken');
/** The email address belongs to another account. */
export class EmailTakenError extends ConflictError {}
defineErrorType(EmailTakenError, 'EmailTaken');
/** The account already has a profile. */
export class ProfileExistsError extends ConflictError {}
defineErrorType(ProfileExistsError, 'ProfileExists');

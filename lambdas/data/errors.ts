/** Conflicts the data layer detects through its conditional writes. */
import { ConflictError } from '../http/errors';

/** The username is reserved by another account. */
export class UserNameTakenError extends ConflictError {}
/** The email address belongs to another account. */
export class EmailTakenError extends ConflictError {}
/** The account already has a profile. */
export class ProfileExistsError extends ConflictError {}

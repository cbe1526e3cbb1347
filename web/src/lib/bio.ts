/** The bio clean-up for display (000 §2) lives in the contract, shared with the server. */
export { cleanBio, safeDecodeUri, stripSurroundingQuotes } from '../../../lib/contract/bio';

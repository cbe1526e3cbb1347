/**
 * The data layer as a type: every access pattern (this folder's index), which handlers receive as
 * `deps.data` (core/deps.ts), and the subset a piece of code calls, by name, so a test fakes only those
 * and an entry bundles only those. Kept apart from index.ts, which it describes.
 */
import type * as data from './index';

/** Every access pattern of the data layer. */
export type DataAccess = typeof data;
/** The access patterns a piece of code calls, by name. */
export type DataNeeds<K extends keyof DataAccess> = Pick<DataAccess, K>;

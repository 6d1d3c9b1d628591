/**
 * The JSON Schema keywords of our own that the schemas carry into the OpenAPI document (zod copies
 * them from `.meta()`). OpenAPI takes extensions only as `x-`; the console's editor and its
 * explanations read them. Nothing imported: the UI takes these names without zod.
 */

/** The interface's "wrong but 200" mistakes about the value at this node (`accepted-mistakes.ts`). */
export const ACCEPTED_MISTAKES = 'x-accepted-mistakes';

/** What each value of an enum means, in the order of its values (Monaco's `markdownEnumDescriptions`). */
export const ENUM_DESCRIPTIONS = 'x-enumDescriptions';

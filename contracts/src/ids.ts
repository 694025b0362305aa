/** A record's id as every API path and body names it: a MongoDB ObjectId in 24 hex digits. */
export const OBJECT_ID_PATTERN = /^[a-f0-9]{24}$/i;

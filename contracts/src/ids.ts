/** A record's id as every API path and body names it: a MongoDB ObjectId in 24 hex digits. */
export const OBJECT_ID_PATTERN = /^[a-f0-9]{24}$/i;
/** A batch id (a trash batch): a UUID in 8-4-4-4-12 hex digits, as ParseUUIDPipe accepts one. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

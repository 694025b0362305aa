/** A canned refusal in the API's error shape (`{ statusCode, message, error }`), with its status. */
export const apiError = (statusCode: number, message: string | string[], error: string) => ({
  status: statusCode,
  data: { statusCode, message, error },
});

/** The browser storage key for the product's session token. */
export const ACCESS_TOKEN_KEY = 'access-token';

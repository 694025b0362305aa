/** The Manage Users page's heading (the release journeys build a release with another one). */
export const MANAGE_USERS_TITLE = 'Manage Users';

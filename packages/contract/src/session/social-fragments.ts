/**
 * Where the social sign-in callback hands the result back to the site: the fragment key of the ticket
 * (`#social=…`), or of the error code on failure (`#socialError=…`). Kept apart from social.ts (zod) so
 * the site's first load can look for them without loading the schemas.
 */
export const SOCIAL_TICKET_FRAGMENT = 'social';
export const SOCIAL_ERROR_FRAGMENT = 'socialError';

import { API_PATHS } from '@tala/contract/paths';
import { api } from '../../../lib/api-client.ts';

/** DELETE /wps/session/logout: revokes the token on the server. */
export function logout(): Promise<unknown> {
  return api(API_PATHS.logout, { method: 'DELETE' });
}

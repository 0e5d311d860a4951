export {
  ApiError,
  AUTH_TOKEN_KEY,
  apiJson,
  apiRequest,
  apiSend,
  getAuthToken,
  setAuthToken,
  setServerFetch,
  throwIfNotOk,
} from './api-client';
export type { ApiBody } from './api-client';
export { apiErrorMessage } from './error-message';

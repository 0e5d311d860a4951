export { authRouter } from './auth.router';
export {
  bearerAuth,
  originCheck,
  requireAdmin,
  requireAuth,
  sessionFreshness,
  userIdOf,
} from './auth.middleware';
export { createAuthRepository } from './auth.repository';
export { type AuthUser } from './auth-user';
export { createAuthService, type AuthService } from './auth.service';
export { createPassport } from './passport';
export { hashPassword } from './password';
export { createSession, hasSessionCookie, readCookie } from './session';

import type { AuthUser } from './components/auth';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
    interface Request {
      /** sha256 of the bearer token that authenticated this request, if any. */
      tokenHash?: string;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms since epoch), for the absolute timeout and password changes. */
    authAt?: number;
    /** Where this sign-in came from, for Settings → Devices. */
    device?: { userAgent: string; country: string };
    /** A password sign-in waiting for its second factor (POST /api/auth/login/2fa). */
    pendingTwoFactor?: { userId: number; email: string; at: number };
  }
}

export {};

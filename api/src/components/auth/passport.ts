import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { AuthService } from './auth.service';

/** A passport instance per app (tests run several apps in one process). */
export function createPassport(service: AuthService): InstanceType<typeof Passport> {
  const passport = new Passport();
  passport.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', session: false },
      (email, password, done) => {
        service.verifyCredentials({ email, password }).then(
          (user) => done(null, user ?? false),
          (err) => done(err),
        );
      },
    ),
  );
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser((id: number, done) => {
    service.findAuthUser(id).then(
      (user) => done(null, user ?? false),
      (err) => done(err),
    );
  });
  return passport;
}

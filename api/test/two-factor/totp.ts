import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import type { StackfolioApp } from '../../src/app';
import { newUser } from '../helpers/test-app';

/**
 * Codes as an authenticator app computes them, with the same library. A code is accepted once
 * and only for a time step later than the last accepted one, and the server allows one step of
 * drift: a test names steps relative to `stepNow()` and uses at most two per account.
 */
const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) });

export const stepNow = () => Math.floor(Date.now() / 30_000);

export const codeAt = (secret: string, step: number) =>
  totpOf(secret).generate({ timestamp: step * 30_000 });

/** A 6-digit code valid at none of the steps the server could accept in this test's time. */
export function wrongCode(secret: string): string {
  const now = stepNow();
  const near = new Set([-2, -1, 0, 1, 2, 3].map((d) => codeAt(secret, now + d)));
  for (let i = 10; ; i++) {
    const code = codeAt(secret, now + i);
    if (!near.has(code)) return code;
  }
}

type Agent = ReturnType<typeof request.agent>;

/** Signs up through an agent (its session cookie kept); `ip` is sent as X-Forwarded-For. */
export async function signUp(app: StackfolioApp['app'], ip?: string) {
  const credentials = newUser();
  const agent = request.agent(app);
  if (ip) agent.set('X-Forwarded-For', ip);
  const res = await agent.post('/api/auth/register').send(credentials).expect(201);
  return { agent, credentials, token: res.body.token as string };
}

/**
 * Sets up and turns on authenticator codes for the agent's account with a code of the current
 * step; answers the secret, that step and the recovery codes.
 */
export async function turnOnTotp(agent: Agent) {
  const setup = await agent.post('/api/account/2fa/totp/setup').expect(200);
  const secret = setup.body.secret as string;
  const step = stepNow();
  const enabled = await agent
    .post('/api/account/2fa/totp/enable')
    .send({ code: codeAt(secret, step) })
    .expect(200);
  return { secret, step, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

import request from 'supertest';
import { bearer, registerUser, type setupTestApp } from '../helpers/test-app';

type Setup = Awaited<ReturnType<typeof setupTestApp>>;

/** Requests of the contact suites against one test app. */
export function contactCalls(t: Setup) {
  const contact = (token: string, id: number | string, body: object = message()) =>
    request(t.app).post(`/api/users/${id}/contact`).set(bearer(token)).send(body);
  const status = (token: string, id: number) =>
    request(t.app).get(`/api/users/${id}/contact`).set(bearer(token));
  const box = async (token: string, name = 'inbox') =>
    (
      await request(t.app)
        .get(`/api/messages?box=${name}&page=1&limit=50`)
        .set(bearer(token))
        .expect(200)
    ).body as {
      items: Array<{
        id: number;
        subject: string;
        body: string;
        person: { id: number };
        readAt: string | null;
        archivedAt: string | null;
        direction: string;
      }>;
      total: number;
      unread: number;
    };
  const act = (token: string, id: number, action: 'read' | 'archive') =>
    request(t.app).post(`/api/messages/${id}/${action}`).set(bearer(token));
  const setPolicy = (token: string, contactPolicy: string) =>
    request(t.app).patch('/api/users/profile').set(bearer(token)).send({ contactPolicy });
  /** An account whose address counts as confirmed, made `daysOld` days ago. */
  const person = async (name: string, daysOld = 0) => {
    const account = await registerUser(t.app, { firstName: name, lastName: 'Tester' });
    await t.ctx.models.User.update(
      { emailVerifiedAt: new Date() },
      { where: { id: account.user.id } },
    );
    if (daysOld)
      await t.ctx.sequelize.query('UPDATE users SET createdAt = ? WHERE id = ?', {
        replacements: [new Date(Date.now() - daysOld * 24 * 60 * 60_000), account.user.id],
      });
    return account;
  };
  return { contact, status, box, act, setPolicy, person };
}

let n = 0;
/** A valid request body. */
export function message(overrides: Partial<{ subject: string; body: string }> = {}) {
  n += 1;
  return {
    subject: `Role at Acme #${n}`,
    body: 'Would you like to talk about a role?',
    ...overrides,
  };
}

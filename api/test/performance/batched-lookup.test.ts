import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import request from 'supertest';
import { batchedLookup, MAX_KEYS_PER_STATEMENT } from '../../src/db/batched-lookup';
import { sqlOf } from '../../src/db/sequelize-internals';
import { inTransaction } from '../../src/db/transactions';
import { createProject } from '../helpers/projects';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

/**
 * Lookups by key that arrive together share one statement (db/batched-lookup.ts): a
 * bearer token's account, a profile, a project. Each caller must still get exactly its own row,
 * read after its call, and a request must never be answered with another person's account.
 */
describe('batched lookups', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let people: Awaited<ReturnType<typeof registerUser>>[];
  const statements: string[] = [];

  beforeAll(async () => {
    t = await setupTestApp();
    people = [];
    for (let i = 0; i < 12; i += 1) people.push(await registerUser(t.app));
    t.ctx.sequelize.addHook('afterQuery', 'batched-lookup-test', (_options, query) => {
      statements.push(sqlOf(query)!);
    });
  });
  afterAll(async () => {
    t.ctx.sequelize.removeHook('afterQuery', 'batched-lookup-test');
    await t.done();
  });
  beforeEach(() => {
    statements.length = 0;
  });

  type EmailRow = { id: number; email: string };
  const emails = () =>
    batchedLookup<number, EmailRow>(t.ctx.sequelize, {
      sql: (ids) => `SELECT id, email FROM users WHERE id IN (${ids})`,
      keyOf: (row) => Number(row.id),
    });
  const fromUsers = () => statements.filter((sql) => /FROM users WHERE id IN/.test(sql));

  it('answers the lookups of one turn with one statement, each caller its own row', async () => {
    const lookup = emails();
    const [a, b, c] = people;
    const answers = await Promise.all([
      lookup(a.user.id),
      lookup(b.user.id),
      lookup(999_999),
      lookup(c.user.id),
      lookup(a.user.id),
    ]);
    expect(answers.map((row) => row?.email ?? null)).toEqual([
      a.user.email,
      b.user.email,
      null,
      c.user.email,
      a.user.email,
    ]);
    // Four different keys, one statement with four places.
    expect(fromUsers()).toEqual([expect.stringMatching(/IN \(\?, \?, \?, \?\)/)]);
  });

  it('sends a lookup on its own at once, in a statement of its own', async () => {
    const lookup = emails();
    for (const person of people.slice(0, 3))
      expect((await lookup(person.user.id))?.email).toBe(person.user.email);
    expect(fromUsers()).toEqual(Array(3).fill(expect.stringMatching(/IN \(\?\)/)));
  });

  it('pads a batch to the next statement size with a key it already has', async () => {
    const lookup = emails();
    const three = people.slice(0, 3);
    const answers = await Promise.all(three.map((p) => lookup(p.user.id)));
    expect(answers.map((row) => row!.email)).toEqual(three.map((p) => p.user.email));
    expect(fromUsers()).toEqual([expect.stringMatching(/IN \(\?, \?, \?, \?\)/)]);
  });

  it('splits a turn with more keys than one statement takes', async () => {
    const lookup = emails();
    const missing = Array.from({ length: MAX_KEYS_PER_STATEMENT }, (_, i) => 1_000_000 + i);
    const keys = [...missing, ...people.map((p) => p.user.id)];
    const answers = await Promise.all(keys.map((id) => lookup(id)));
    expect(answers.slice(0, MAX_KEYS_PER_STATEMENT).every((row) => row === null)).toBe(true);
    expect(answers.slice(MAX_KEYS_PER_STATEMENT).map((row) => row!.email)).toEqual(
      people.map((p) => p.user.email),
    );
    expect(fromUsers()).toHaveLength(2);
  });

  it('fails every lookup of a failed statement with its error, and keeps working', async () => {
    const lookup = batchedLookup<number, { id: number }>(t.ctx.sequelize, {
      sql: (ids) => `SELECT id FROM batch_probe WHERE id IN (${ids})`,
      keyOf: (row) => Number(row.id),
    });
    // The table does not exist yet: the statement fails.
    const failed = await Promise.allSettled([lookup(1), lookup(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const reasons = failed.map((r) => (r as PromiseRejectedResult).reason as Error);
    expect(reasons[0]).toBe(reasons[1]);
    expect(reasons[0].name).toBe('SequelizeDatabaseError');
    await t.ctx.sequelize.query('CREATE TABLE batch_probe (id INTEGER PRIMARY KEY)');
    try {
      await t.ctx.sequelize.query('INSERT INTO batch_probe (id) VALUES (2)');
      expect(await Promise.all([lookup(1), lookup(2)])).toEqual([null, { id: 2 }]);
    } finally {
      await t.ctx.sequelize.query('DROP TABLE batch_probe');
    }
  });

  it('reads inside a managed transaction on the transaction, seeing its own writes', async () => {
    const lookup = emails();
    const { User } = t.ctx.models;
    const person = people[5];
    await expect(
      inTransaction(t.ctx.sequelize, async () => {
        await User.update({ email: 'inside@example.com' }, { where: { id: person.user.id } });
        expect((await lookup(person.user.id))?.email).toBe('inside@example.com');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await lookup(person.user.id))?.email).toBe(person.user.email);
  });

  describe('requests that arrive together', () => {
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      server = http.createServer(t.app).listen(0, '127.0.0.1');
      await once(server, 'listening');
      port = (server.address() as net.AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /**
     * Sends each request on its own connection, all written in the same tick once every
     * connection is open, so the server reads them in one turn of its loop; resolves with each
     * response's status and body, in order.
     */
    async function together(requests: { path: string; headers: Record<string, string> }[]) {
      // The server accepts one connection per turn of its loop: written before it has accepted
      // them all, the requests would be read over several turns.
      let accepted = 0;
      const allAccepted = new Promise<void>((resolve) => {
        const onConnection = () => {
          accepted += 1;
          if (accepted < requests.length) return;
          server.off('connection', onConnection);
          resolve();
        };
        server.on('connection', onConnection);
      });
      const sockets = await Promise.all(
        requests.map(async () => {
          const socket = net.connect(port, '127.0.0.1');
          await once(socket, 'connect');
          return socket;
        }),
      );
      await allAccepted;
      const answers = sockets.map((socket) => {
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        return once(socket, 'end').then(() => {
          const [head, body] = text.split('\r\n\r\n');
          return { status: Number(head.split(' ')[1]), body: body ? JSON.parse(body) : null };
        });
      });
      requests.forEach(({ path, headers }, i) => {
        const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
        sockets[i].write(
          `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${lines.join('')}\r\n`,
        );
      });
      return Promise.all(answers);
    }

    it('each get their own account, and a revoked token none', async () => {
      const revoked = await registerUser(t.app);
      await request(t.app).post('/api/auth/logout').set(bearer(revoked.token)).expect(200);
      statements.length = 0;
      const answers = await together([
        ...people.map((p) => ({ path: '/api/auth/user', headers: bearer(p.token) })),
        { path: '/api/auth/user', headers: bearer(revoked.token) },
      ]);
      expect(answers.map((a) => a.status)).toEqual([...people.map(() => 200), 401]);
      expect(answers.slice(0, people.length).map((a) => a.body.id)).toEqual(
        people.map((p) => p.user.id),
      );
      // Thirteen tokens, one statement.
      expect(statements.filter((sql) => /FROM api_tokens/.test(sql))).toHaveLength(1);
    });

    it('with session cookies each get their own account', async () => {
      const four = people.slice(6, 10);
      const cookies: string[] = [];
      for (const person of four) {
        const res = await request(t.app)
          .post('/api/auth/login')
          .send({ email: person.credentials.email, password: person.credentials.password })
          .expect(200);
        const set = res.headers['set-cookie'] as unknown as string[];
        cookies.push(set.find((c) => c.startsWith('stackfolio.sid='))!.split(';')[0]);
      }
      statements.length = 0;
      const answers = await together(
        cookies.map((cookie) => ({ path: '/api/auth/user', headers: { Cookie: cookie } })),
      );
      expect(answers.map((a) => [a.status, a.body.id])).toEqual(four.map((p) => [200, p.user.id]));
      // Four sessions in one statement, their four accounts in another.
      expect(statements.filter((sql) => /FROM sessions WHERE sid IN/.test(sql))).toEqual([
        expect.stringMatching(/IN \(\?, \?, \?, \?\)/),
      ]);
      expect(
        statements.filter((sql) =>
          /SELECT id, isAdmin, passwordChangedAt, emailVerifiedAt FROM users/.test(sql),
        ),
      ).toEqual([expect.stringMatching(/IN \(\?, \?, \?, \?\)/)]);
    });

    it('each get the profile and the project they asked for', async () => {
      const owners = people.slice(0, 4);
      const projects = [];
      for (const owner of owners) projects.push(await createProject(t.app, owner.token));
      statements.length = 0;
      const answers = await together([
        ...owners.map((o, i) => ({
          path: `/api/users/${o.user.id}`,
          headers: bearer(people[11 - i].token),
        })),
        ...projects.map((p, i) => ({
          path: `/api/projects/${p.id}`,
          headers: bearer(people[i].token),
        })),
      ]);
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(answers.slice(0, 4).map((a) => [a.body.id, a.body.projectCount])).toEqual(
        owners.map((o) => [o.user.id, 1]),
      );
      expect(answers.slice(4).map((a) => [a.body.id, a.body.userId])).toEqual(
        projects.map((p, i) => [p.id, owners[i].user.id]),
      );
      // Four profiles in one statement, four projects in another.
      expect(statements.filter((sql) => /WHERE u\.id IN/.test(sql))).toEqual([
        expect.stringMatching(/IN \(\?, \?, \?, \?\)/),
      ]);
      expect(statements.filter((sql) => /WHERE p\.id IN/.test(sql))).toEqual([
        expect.stringMatching(/IN \(\?, \?, \?, \?\)/),
      ]);
    });
  });
});

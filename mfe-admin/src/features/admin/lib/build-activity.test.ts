import { buildActivity } from './build-activity';

const user = (id: number, createdAt: string, firstName = 'U') => ({
  id,
  firstName,
  lastName: '',
  email: `u${id}@example.com`,
  createdAt,
});

describe('buildActivity', () => {
  it('merges sign-ups and uploads newest first and keeps only `limit` events', () => {
    const items = buildActivity(
      [user(1, '2025-01-01T00:00:00Z'), user(2, '2025-01-03T00:00:00Z')],
      [{ id: 9, title: 'Tool', createdAt: '2025-01-02T00:00:00Z', user: null }],
      2,
    );
    expect(items.map((i) => i.key)).toEqual(['user-2', 'project-9']);
  });

  it('names users by e-mail when they have no name, and unnamed authors "A user"', () => {
    const items = buildActivity(
      [user(3, '2025-01-01T00:00:00Z', '')],
      [{ id: 9, title: 'Tool', createdAt: '2025-01-02T00:00:00Z', user: null }],
      5,
    );
    expect(items.map((i) => i.text)).toEqual([
      'A user uploaded "Tool"',
      'u3@example.com joined the platform',
    ]);
  });
});

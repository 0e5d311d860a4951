import styled from 'styled-components';
import { MESSAGE_BOXES, paths, type MessageBox } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';

export const BOX_LABELS: Record<MessageBox, string> = {
  inbox: 'Inbox',
  archived: 'Archived',
  sent: 'Sent',
};

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 500;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** Inbox / Archived / Sent, as links (`/messages?box=…`) so each list has its own address. */
export function MessageBoxes({ current }: { current: MessageBox }) {
  return (
    <nav aria-label="Message lists">
      <List>
        {MESSAGE_BOXES.map((box) => (
          <li key={box}>
            <Link
              to={box === 'inbox' ? paths.messages() : `${paths.messages()}?box=${box}`}
              aria-current={box === current ? 'page' : undefined}
            >
              {BOX_LABELS[box]}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@stackfolio/shared-ui';

const Outer = styled.div`
  display: grid;
  place-items: start center;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
`;

const Panel = styled(Card)`
  width: min(440px, 100%);
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  h1 {
    font-size: 1.75rem;
    text-align: center;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Lead = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

export const Links = styled.p`
  text-align: center;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The "Forgot your password?" line above the sign-in button. */
export const AsideLink = styled.p`
  text-align: right;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export const ErrorBanner = styled.div.attrs({ role: 'alert' })`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerSoftText};
`;

/** The centred card the sign-in pages share: one h1, a lead line, the form and its links. */
export function AuthLayout(props: { title: string; lead: string; children: ReactNode }) {
  return (
    <Outer>
      <Panel as="div">
        <h1>{props.title}</h1>
        <Lead>{props.lead}</Lead>
        {props.children}
      </Panel>
    </Outer>
  );
}

import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { REMOTES } from '@stackfolio/contract';
import { Button, reportClientError, Skeleton, type RemoteKey } from '@stackfolio/shared-ui';
import { SuspenseArea } from '../page-start/hydration-area';
import { forgetRemote } from './remote-loader';

const Fallback = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** What an area shows while it loads; may be in the server's first flush, so no style attribute (CSP). */
const Loading = styled.div`
  padding: 24px;
`;

interface Props {
  remote: RemoteKey;
  /** `section` fills the page area; `widget` is a small card on the dashboard. */
  variant?: 'section' | 'widget';
  children: ReactNode;
}

interface State {
  error: Error | null;
  retrying: boolean;
}

/**
 * Error boundary plus Suspense around every remote mount (docs/architecture.md). If a remote cannot
 * load or crashes, only its area says so and offers Retry; the top bar and footer stay.
 */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error) {
    reportClientError({ remote: this.props.remote, error });
  }

  retry = async () => {
    this.setState({ retrying: true });
    try {
      await forgetRemote(this.props.remote);
    } catch (error) {
      console.error('[stackfolio] retry could not reload the remote configuration', error);
    }
    this.setState({ error: null, retrying: false });
  };

  render() {
    const { remote, variant = 'section', children } = this.props;
    if (this.state.error) {
      const name = REMOTES[remote].section;
      return (
        <Fallback role="alert" data-remote-fallback={remote}>
          {variant === 'section' ? <h1>{name} is unavailable</h1> : <h2>{name} is unavailable</h2>}
          <p>This section is unavailable right now. The rest of Stackfolio still works.</p>
          <Button onClick={this.retry} disabled={this.state.retrying}>
            {this.state.retrying ? 'Retrying…' : 'Retry'}
          </Button>
        </Fallback>
      );
    }
    return (
      <SuspenseArea
        fallback={
          <Loading role="status" aria-label={`Loading ${REMOTES[remote].section}`}>
            <Skeleton $height="2rem" $width="40%" />
          </Loading>
        }
      >
        {children}
      </SuspenseArea>
    );
  }
}

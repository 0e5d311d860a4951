import styled from 'styled-components';
import {
  Button,
  ErrorState,
  Skeleton,
  TitledCard,
  apiErrorMessage,
  toast,
  useTimeAgo,
} from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';
import { useAdminJobs, useRetryJob } from '../api/get-admin-jobs';
import { List, Muted, StatTitle, StatValue } from './admin-card';

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dd {
    margin: 0;
  }
`;

const Job = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const COUNTS = [
  ['queued', TEXT.jobs.queued],
  ['running', TEXT.jobs.running],
  ['failed', TEXT.jobs.failed],
] as const;

/** Background jobs (mail): how many wait, run and failed, and each failed job with Retry. */
export function BackgroundJobs() {
  const timeAgo = useTimeAgo();
  const jobs = useAdminJobs();
  const retry = useRetryJob();
  const onRetry = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => toast({ title: TEXT.jobs.retried, variant: 'success' }),
      onError: (error) =>
        toast({
          title: TEXT.jobs.retryFailed,
          description: apiErrorMessage(error, error.message),
          variant: 'destructive',
        }),
    });
  return (
    <TitledCard title={TEXT.jobs.title}>
      {jobs.isPending ? (
        <Skeleton $height="4rem" data-testid="jobs-skeleton" />
      ) : jobs.isError ? (
        <ErrorState
          title={TEXT.jobs.error}
          retryLabel={TEXT.retry}
          onRetry={() => void jobs.refetch()}
        />
      ) : (
        <>
          <Counts>
            {COUNTS.map(([key, label]) => (
              <div key={key}>
                <StatTitle as="dt">{label}</StatTitle>
                <StatValue as="dd">{jobs.data.counts[key].toLocaleString('en-US')}</StatValue>
              </div>
            ))}
          </Counts>
          {jobs.data.failed.length === 0 ? (
            <Muted>{TEXT.jobs.noneFailed}</Muted>
          ) : (
            <List aria-label={TEXT.jobs.failedList}>
              {jobs.data.failed.map((job) => (
                <li key={job.id}>
                  <Job>
                    <strong>{job.name}</strong>
                    <Muted>{job.error ?? TEXT.jobs.noReason}</Muted>
                    <Muted>
                      {TEXT.jobs.failedAt(job.attempts)} {timeAgo(job.failedAt)}
                    </Muted>
                  </Job>
                  <Button
                    $variant="secondary"
                    aria-label={TEXT.jobs.retryLabel(job.name, job.id)}
                    disabled={retry.isPending}
                    onClick={() => onRetry(job.id)}
                  >
                    {TEXT.jobs.retry}
                  </Button>
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </TitledCard>
  );
}

export { Skeleton, SkeletonGrid } from './skeleton';
export { EmptyState, ErrorState } from './states';
export * from './toast';

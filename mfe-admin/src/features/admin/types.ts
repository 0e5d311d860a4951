/** Payloads the admin screen reads (docs/product.md §3, §7): the contract's types. */
export type {
  AdminStats,
  AdminUser,
  HealthStatus,
  ListOf as ListResponse,
  Project as RecentProject,
} from '@stackfolio/contract';

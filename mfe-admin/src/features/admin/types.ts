/** Payloads the admin screen reads (docs/product.md §3, §7): the contract's types. */
export type {
  AdminStats,
  AdminUser,
  HealthStatus,
  Project as RecentProject,
} from '@stackfolio/contract';

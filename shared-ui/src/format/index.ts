export {
  formatFileSize,
  formatMegabytes,
  fullName,
  initials,
  setHydrationNow,
  timeAgo,
} from './format';

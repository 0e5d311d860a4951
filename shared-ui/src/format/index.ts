export { formatFileSize, formatMegabytes, fullName, initials, timeAgo } from './format';

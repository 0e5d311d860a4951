export { formatFileSize, formatMegabytes, fullName, initials, timeAgo } from './format';
export { RenderClockProvider, useTimeAgo } from './render-clock';

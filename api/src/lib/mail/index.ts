/** Handing a mail over: SMTP, or files in a folder when no SMTP server is configured. */
export { createDelivery, type Delivery, type Mail } from './delivery';

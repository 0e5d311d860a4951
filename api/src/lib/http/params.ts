import { badRequest } from './errors';

/** A positive integer id from a route parameter, else 400 with the given message. */
export function idParam(value: unknown, message: string): number {
  const text = String(value ?? '');
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647)
    throw badRequest(message);
  return Number(text);
}

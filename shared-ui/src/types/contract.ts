/**
 * Being replaced by the zod schemas of @stackfolio/contract, area by area (issue 25).
 * What a client relies on in an API response, written next to its TS type so the API's tests can
 * check real responses against it (api/test/contract). `ShapeOf<T>` makes the compiler insist on
 * one entry per key of T (no more, no less), so a key added to or renamed in a type must be
 * described here too. Extra keys in a response are fine: clients ignore them.
 */

/** A JSON kind; 'absent' means the key may be missing, 'array' an array of anything. */
export type Kind = 'string' | 'number' | 'boolean' | 'null' | 'absent' | 'array' | 'object';

/** An object read field by field; `or` lists what it may be instead (e.g. ['null']). */
export interface ObjectField<O> {
  readonly object: ShapeOf<O>;
  readonly or?: readonly Kind[];
}

/** An array whose items are objects read field by field. */
export interface ArrayField<I> {
  readonly arrayOf: ShapeOf<I>;
  readonly or?: readonly Kind[];
}

type Kinds = Kind | readonly Kind[];

export type FieldOf<V> =
  NonNullable<V> extends readonly (infer I)[]
    ? [I] extends [object]
      ? ArrayField<I>
      : Kinds
    : [NonNullable<V>] extends [object]
      ? ObjectField<NonNullable<V>>
      : Kinds;

export type ShapeOf<T> = { readonly [K in keyof T]-?: FieldOf<T[K]> };

function kindOf(value: unknown): Kind {
  if (value === undefined) return 'absent';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as Kind;
}

/**
 * Every way `value` differs from `shape`, as 'path: expected …, got …' lines (empty when it
 * matches). A numeric string where a number is read, a missing key, a flat value where an object
 * is read: each is reported.
 */
export function shapeErrors<T>(value: unknown, shape: ShapeOf<T>, path = '$'): string[] {
  if (kindOf(value) !== 'object') return [`${path}: expected object, got ${kindOf(value)}`];
  const record = value as Record<string, unknown>;
  const errors: string[] = [];
  for (const [key, field] of Object.entries(shape) as [string, unknown][]) {
    errors.push(...fieldErrors(record[key], field as FieldOf<unknown>, `${path}.${key}`));
  }
  return errors;
}

function fieldErrors(
  value: unknown,
  field: FieldOf<unknown> | ArrayField<unknown>,
  path: string,
): string[] {
  const got = kindOf(value);
  if (typeof field === 'string' || Array.isArray(field)) {
    const allowed = (typeof field === 'string' ? [field] : field) as readonly Kind[];
    return allowed.includes(got) ? [] : [`${path}: expected ${allowed.join('|')}, got ${got}`];
  }
  const nested = field as {
    object?: ShapeOf<unknown>;
    arrayOf?: ShapeOf<unknown>;
    or?: readonly Kind[];
  };
  if (nested.or?.includes(got)) return [];
  if (nested.arrayOf) {
    if (got !== 'array') return [`${path}: expected array, got ${got}`];
    return (value as unknown[]).flatMap((item, i) =>
      shapeErrors(item, nested.arrayOf as ShapeOf<unknown>, `${path}[${i}]`),
    );
  }
  return shapeErrors(value, nested.object as ShapeOf<unknown>, path);
}

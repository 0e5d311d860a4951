import type { FindOptions, Model, ModelStatic } from 'sequelize';

/**
 * The rows of a `raw: true` aggregate query, typed as what it selects. Sequelize types findAll's
 * result as model instances whatever `raw` and `attributes` say; here they are plain objects with
 * the selected columns and aliases (`T`), and this is the one place that says so.
 */
export async function rawRows<T extends object>(
  model: ModelStatic<Model>,
  options: FindOptions,
): Promise<T[]> {
  const rows: unknown[] = await model.findAll({ ...options, raw: true });
  return rows as T[];
}

import { Readable } from 'node:stream';
import { Op, type Includeable, type Model, type ModelStatic, type WhereOptions } from 'sequelize';

/** Rows read per query while streaming a JSON file of the export. */
const PAGE_SIZE = 500;

/**
 * A JSON array streamed page by page (keyset paging on `id`), so an account with a million
 * views never holds more than one page in memory.
 */
export function jsonArrayStream<M extends Model & { id: number }>(
  model: ModelStatic<M>,
  where: WhereOptions,
  toJson: (row: M) => unknown,
  include?: Includeable[],
): Readable {
  async function* lines() {
    yield '[';
    let afterId = 0;
    let first = true;
    for (;;) {
      const rows = await model.findAll({
        where: { [Op.and]: [where, { id: { [Op.gt]: afterId } }] } as WhereOptions,
        order: [['id', 'ASC']],
        limit: PAGE_SIZE,
        include,
      });
      for (const row of rows) {
        yield `${first ? '\n' : ',\n'}  ${JSON.stringify(toJson(row))}`;
        first = false;
      }
      if (rows.length < PAGE_SIZE) break;
      afterId = rows[rows.length - 1].id;
    }
    yield first ? ']\n' : '\n]\n';
  }
  return Readable.from(lines());
}

/** A file name safe inside a zip on every system: no path parts, no control characters. */
export function safeName(name: string): string {
  const cleaned = [...name]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? '_' : c))
    .join('')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/^\.+/, '_')
    .slice(-120);
  return cleaned || 'file';
}

/** The extension of a storage key (`images/abc.png` → `png`). */
export const extOf = (key: string): string => key.slice(key.lastIndexOf('.') + 1);

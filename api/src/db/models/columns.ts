import {
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelAttributeColumnOptions,
} from 'sequelize';
import { parseImageInfo } from '../../lib/images';
import { toStringArray } from '../json';

/** Column definitions and the model base type the tables share. */

/** A model typed by the fields its interface declares (CreationOptional ones may be omitted on create). */
export type TableModel<M extends Model> = Model<InferAttributes<M>, InferCreationAttributes<M>>;

/** A JSON list column that always reads back as a string array (see ../json.ts). */
export function jsonList(name: string): ModelAttributeColumnOptions {
  return {
    type: DataTypes.JSON,
    allowNull: true,
    get(this: Model) {
      return toStringArray(this.getDataValue(name));
    },
    set(this: Model, value: unknown) {
      this.setDataValue(name, Array.isArray(value) ? value : []);
    },
  };
}

/** An image's JSON info column (lib/images/image-variants.ts): reads back as ImageInfo or null. */
export function imageInfo(name: string): ModelAttributeColumnOptions {
  return {
    type: DataTypes.JSON,
    allowNull: true,
    get(this: Model) {
      return parseImageInfo(this.getDataValue(name));
    },
  };
}

export const str = (allowNull = true) => ({ type: DataTypes.STRING, allowNull });
export const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
export const int = (allowNull = false) => ({ type: DataTypes.INTEGER, allowNull });
// Factories, not shared objects: Sequelize writes the column name into each attribute definition.
export const pk = () => ({ type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true });
export const bigPk = () => ({ type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true });
export const count = () => ({ type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
export const date3 = (allowNull = false) => ({ type: DataTypes.DATE(3), allowNull });
/** BIGINT comes back as a string from mysql2 when large; sizes here fit in a double. */
export const numeric = (name: string): ModelAttributeColumnOptions => ({
  type: DataTypes.BIGINT,
  allowNull: true,
  get(this: Model) {
    const v = this.getDataValue(name);
    return v === null || v === undefined ? null : Number(v);
  },
});

export const noUpdatedAt = { timestamps: true, updatedAt: false } as const;

import { DataTypes, type CreationOptional, type ModelStatic, type Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, pk, str, type TableModel } from './columns';

/** One report of a profile, project or comment (migration 0021); open while `openSlot` is 1. */
export interface ReportModel extends TableModel<ReportModel> {
  id: CreationOptional<number>;
  reporterId: number;
  targetType: string;
  targetId: number;
  reason: string;
  note: CreationOptional<string | null>;
  openSlot: CreationOptional<number | null>;
  /** 'dismissed' or 'actioned' once closed. */
  resolution: CreationOptional<string | null>;
  resolvedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
}

export const defineReport = (sequelize: Sequelize): ModelStatic<ReportModel> =>
  sequelize.define<ReportModel>(
    'Report',
    {
      id: pk(),
      reporterId: int(),
      targetType: str(false),
      targetId: int(),
      reason: str(false),
      note: str(),
      openSlot: { type: DataTypes.INTEGER, allowNull: true },
      resolution: str(),
      resolvedAt: date3(true),
      createdAt: date3(),
    },
    { tableName: 'reports', ...noUpdatedAt },
  );

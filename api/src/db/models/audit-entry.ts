import type { CreationOptional, ModelStatic, Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, pk, str, type TableModel } from './columns';

/** One admin action (migration 0022). Only ever inserted. */
export interface AuditEntryModel extends TableModel<AuditEntryModel> {
  id: CreationOptional<number>;
  actorId: number | null;
  actorLabel: string;
  via: 'api' | 'cli';
  action: string;
  targetType: string;
  targetId: number;
  targetLabel: string;
  reason: string | null;
  createdAt: CreationOptional<Date>;
}

export const defineAuditEntry = (sequelize: Sequelize): ModelStatic<AuditEntryModel> =>
  sequelize.define<AuditEntryModel>(
    'AuditEntry',
    {
      id: pk(),
      actorId: int(true),
      actorLabel: str(false),
      via: str(false),
      action: str(false),
      targetType: str(false),
      targetId: int(),
      targetLabel: str(false),
      reason: str(),
      createdAt: date3(),
    },
    { tableName: 'audit_log', ...noUpdatedAt },
  );

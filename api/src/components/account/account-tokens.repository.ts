import { createHash, randomBytes } from 'node:crypto';
import { DataTypes, Op, type Model, type Sequelize } from 'sequelize';

export type AccountTokenPurpose = 'reset' | 'email' | 'verify';

interface AccountTokenAttrs {
  id: number;
  userId: number;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  newEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
}
type AccountTokenInst = Model<AccountTokenAttrs, Omit<AccountTokenAttrs, 'id'>> & AccountTokenAttrs;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Single-use links sent by mail (`account_tokens`, migration 0006). The token is 256 random
 * bits; only its SHA-256 is stored, so a database leak hands out no working link.
 */
export function createAccountTokens(sequelize: Sequelize) {
  const AccountToken = sequelize.define<AccountTokenInst>(
    'AccountToken',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      purpose: { type: DataTypes.STRING, allowNull: false },
      tokenHash: { type: DataTypes.STRING, allowNull: false },
      newEmail: { type: DataTypes.STRING, allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'account_tokens', timestamps: true, updatedAt: false },
  );

  return {
    /** Issues a new token; every older token of the same purpose for this user dies with it. */
    async issue(
      userId: number,
      purpose: AccountTokenPurpose,
      ttlMs: number,
      newEmail: string | null = null,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await AccountToken.destroy({ where: { userId, purpose } });
      await AccountToken.create({
        userId,
        purpose,
        tokenHash: hashOf(token),
        newEmail,
        createdAt: new Date(now),
        expiresAt: new Date(now + ttlMs),
      });
      return token;
    },

    /**
     * Uses a token up: returns its user (and new e-mail) when it is valid, deleting it and every
     * other token of that purpose for the user. Of two requests racing with one token, only the
     * one whose delete removed the row wins.
     */
    async consume(
      token: string,
      purpose: AccountTokenPurpose,
    ): Promise<{ userId: number; newEmail: string | null } | null> {
      const row = await AccountToken.findOne({
        where: { tokenHash: hashOf(token), purpose, expiresAt: { [Op.gt]: new Date() } },
      });
      if (!row) return null;
      const removed = await AccountToken.destroy({ where: { id: row.id } });
      if (removed !== 1) return null;
      await AccountToken.destroy({ where: { userId: row.userId, purpose } });
      return { userId: row.userId, newEmail: row.newEmail };
    },
  };
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;

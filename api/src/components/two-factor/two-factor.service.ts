import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { Op } from 'sequelize';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES,
  type RecoveryCodesResponse,
  type SecondFactor,
  type TotpSetupResponse,
  type TwoFactorStatus,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import { HttpError, badRequest } from '../../lib/http';
import { createSecretBox } from './secret-box';
import { twoFactorModels } from './two-factor.models';

const ISSUER = 'Stackfolio';
// No 0/o, 1/l/i: a code read from paper is typed without guessing.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** A recovery code as shown: 12 characters in groups of 4 (about 59 random bits). */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/**
 * Authenticator codes (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, one step of clock drift either way)
 * and recovery codes. A code is accepted once: its time step must be later than the last accepted
 * one, which an atomic update records, so two requests racing with one code cannot both pass.
 */
export function createTwoFactor(ctx: Pick<AppContext, 'sequelize' | 'config'>) {
  const { UserTotp, RecoveryCode } = twoFactorModels(ctx.sequelize);
  const box = createSecretBox(ctx.config.sessionSecret);

  const enabledRow = (userId: number) =>
    UserTotp.findOne({ where: { userId, enabledAt: { [Op.ne]: null } } });

  /** The time step of `code` under `sealed`'s secret if it is current and not used before. */
  async function acceptCode(userId: number, sealed: string, code: string): Promise<boolean> {
    const secret = box.open(sealed);
    if (!secret) return false;
    const totp = totpOf(secret);
    const delta = totp.validate({ token: code, window: 1 });
    if (delta === null) return false;
    const step = totp.counter() + delta;
    const [updated] = await UserTotp.update(
      { lastStep: step },
      {
        where: {
          userId,
          [Op.or]: [{ lastStep: null }, { lastStep: { [Op.lt]: step } }],
        },
      },
    );
    return updated === 1;
  }

  async function acceptRecoveryCode(userId: number, code: string): Promise<boolean> {
    const [updated] = await RecoveryCode.update(
      { usedAt: new Date() },
      { where: { userId, codeHash: box.hashRecoveryCode(code), usedAt: null } },
    );
    return updated > 0;
  }

  /** Replaces the account's recovery codes with new ones; answers them in clear, once. */
  async function newRecoveryCodes(userId: number): Promise<RecoveryCodesResponse> {
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await inTransaction(ctx.sequelize, async () => {
      await RecoveryCode.destroy({ where: { userId } });
      await RecoveryCode.bulkCreate(
        recoveryCodes.map((c) => ({
          userId,
          codeHash: box.hashRecoveryCode(c.replace(/-/g, '')),
          usedAt: null,
        })),
      );
    });
    return { recoveryCodes };
  }

  /** Checks the second factor of an account that has it on; a readable 400 otherwise. */
  async function verify(userId: number, sealed: string, factor: SecondFactor): Promise<void> {
    if (factor.code) {
      if (await acceptCode(userId, sealed, factor.code)) return;
      throw badRequest(TWO_FACTOR_MESSAGES.invalidCode, {
        code: [TWO_FACTOR_MESSAGES.invalidCode],
      });
    }
    if (factor.recoveryCode) {
      if (await acceptRecoveryCode(userId, factor.recoveryCode)) return;
      throw badRequest(TWO_FACTOR_MESSAGES.invalidRecoveryCode, {
        recoveryCode: [TWO_FACTOR_MESSAGES.invalidRecoveryCode],
      });
    }
    throw badRequest(TWO_FACTOR_MESSAGES.codeRequired, {
      code: [TWO_FACTOR_MESSAGES.codeRequired],
    });
  }

  /** The enabled authenticator of the account, or a 400 saying it is off. */
  async function requireOn(userId: number) {
    const row = await enabledRow(userId);
    if (!row) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
    return row;
  }

  return {
    async status(userId: number): Promise<TwoFactorStatus> {
      const on = Boolean(await enabledRow(userId));
      const left = on ? await RecoveryCode.count({ where: { userId, usedAt: null } }) : 0;
      return { totp: on, recoveryCodesLeft: left };
    },

    /** When the account's authenticator was turned on, or null when it is off. */
    async enabledAt(userId: number): Promise<Date | null> {
      const row = await enabledRow(userId);
      return row?.enabledAt ? new Date(row.enabledAt) : null;
    },

    /** A new secret (replacing one not yet confirmed); the secret is never returned again. */
    async setup(userId: number, email: string): Promise<TotpSetupResponse> {
      if (await enabledRow(userId)) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
      const secret = new Secret({ size: 20 }).base32;
      await UserTotp.destroy({ where: { userId, enabledAt: null } });
      await UserTotp.create({ userId, secret: box.seal(secret), enabledAt: null, lastStep: null });
      const otpauthUrl = totpOf(secret, email).toString();
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      return { secret, otpauthUrl, qrCode };
    },

    /** Confirms the set-up with a first code; answers the recovery codes. */
    async enable(userId: number, code: string): Promise<RecoveryCodesResponse> {
      const row = await UserTotp.findByPk(userId);
      if (row?.enabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
      if (!row) throw badRequest(TWO_FACTOR_MESSAGES.setupFirst);
      if (!(await acceptCode(userId, row.secret, code))) {
        throw badRequest(TWO_FACTOR_MESSAGES.invalidCode, {
          code: [TWO_FACTOR_MESSAGES.invalidCode],
        });
      }
      const [updated] = await UserTotp.update(
        { enabledAt: new Date() },
        { where: { userId, enabledAt: null } },
      );
      if (updated !== 1) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
      return newRecoveryCodes(userId);
    },

    /** Asks for the second factor when the account has it on (sensitive changes, sign-in). */
    async check(userId: number, factor: SecondFactor): Promise<void> {
      const row = await enabledRow(userId);
      if (row) await verify(userId, row.secret, factor);
    },

    async disable(userId: number, factor: SecondFactor): Promise<void> {
      const row = await requireOn(userId);
      await verify(userId, row.secret, factor);
      await inTransaction(ctx.sequelize, async () => {
        await RecoveryCode.destroy({ where: { userId } });
        await UserTotp.destroy({ where: { userId } });
      });
    },

    async regenerateRecoveryCodes(
      userId: number,
      factor: SecondFactor,
    ): Promise<RecoveryCodesResponse> {
      const row = await requireOn(userId);
      await verify(userId, row.secret, factor);
      return newRecoveryCodes(userId);
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;

import { Router } from 'express';
import type { AppContext } from '../../context';

export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    try {
      await ctx.sequelize.query('SELECT 1');
      res.json({ status: 'ok', database: 'up' });
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      res.status(503).json({ status: 'error', database: 'down', message: 'The database is unreachable' });
    }
  });
  return router;
}

import { Router } from 'express';
import { methodNotAllowed } from './method-not-allowed.js';

/** `GET /api/health`: the function answers. */
export const healthRoutes = Router();

healthRoutes
  .route('/health')
  .get((_req, res) => {
    res.json({ status: 'ok' });
  })
  .all(methodNotAllowed);

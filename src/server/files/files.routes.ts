import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

export const filesRouter = new Hono<AppEnv>();

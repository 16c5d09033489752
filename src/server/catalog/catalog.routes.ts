import { createRouter } from '../http/router';

export const catalogRouter = createRouter();

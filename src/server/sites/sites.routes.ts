import { createRouter } from '../http/router';

export const sitesRouter = createRouter();

import { createRouter } from '../http/router';

export const inventoryRouter = createRouter();

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import CustomerEstimateApp from '../../../src/app/estimate-link/customer-estimate-app';
import { insertEstimate, insertEstimateWorld, type EstimateWorld } from '../../support/estimate-fixtures';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * The customer's estimate page (/estimate#<token>) against the real app: the estimate as its
 * document reads, Accept refused beside the box until the terms are agreed, then accepted; a link
 * that is not valid said so in plain words.
 */

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;

beforeAll(async () => {
  api = await startTestApp({ config: { publicUrl: 'https://canopy.example' } });
  org = await api.newOrg({ name: 'Hollis Tree Care' });
  world = await insertEstimateWorld(api.deps, org.id);
  const customer = await insertCustomer(api.deps, org.id, { name: 'Tessa Whitfield', email: 'tessa@example.com' });
  world = { ...world, site: await insertSite(api.deps, org.id, { customerId: customer.id, street: '77 Shore Rd' }) };
});

async function sentToken() {
  const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
    lines: [{ description: 'Crown thinning', coverage: 'The maple by the drive', quantity: 1, unitPriceCents: 45_000 }],
  });
  const sent = await api.post(`/estimates/${estimate.id}/send`, {}, { key: org.key });
  const token = /#([A-Za-z0-9_-]+)/.exec(sent.body.data.message.text)![1]!;
  return { token, number: sent.body.data.estimate.number as string, estimateId: estimate.id };
}

const openPage = (token: string) => {
  window.history.replaceState(null, '', `/estimate#${token}`);
  const user = userEvent.setup();
  render(<CustomerEstimateApp apiBaseUrl={`${api.baseUrl}/api/v1`} />);
  return user;
};

describe('the customer’s estimate page', () => {
  it('shows the estimate and accepts it once the name is typed and the terms agreed', async () => {
    const { token, number, estimateId } = await sentToken();
    const user = openPage(token);
    expect(await screen.findByRole('heading', { name: `Estimate ${number}` })).toBeInTheDocument();
    expect(screen.getByText('The maple by the drive')).toBeInTheDocument();
    expect(screen.getByText('Tessa Whitfield')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'Tessa Whitfield');
    await user.click(screen.getByRole('button', { name: 'Accept estimate' }));
    expect(await screen.findByText('Tick the box to agree to the terms.')).toBeInTheDocument();
    expect((await api.get(`/estimates/${estimateId}`, { key: org.key })).body.data.status).toBe('sent');

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept estimate' }));
    expect(await screen.findByRole('heading', { name: 'Estimate accepted' })).toBeInTheDocument();
    expect(screen.getByText(/by Tessa Whitfield/)).toBeInTheDocument();
    expect((await api.get(`/estimates/${estimateId}`, { key: org.key })).body.data.status).toBe('accepted');
  });

  it('says a link that is not valid in plain words', async () => {
    openPage('not-a-token');
    expect(await screen.findByText(/This link is not valid/)).toBeInTheDocument();
  });
});

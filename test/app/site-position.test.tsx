import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGeocoder } from '../../src/server/adapters/geocoder/create-geocoder';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder';
import { startTestApp, type TestApp, type TestOrg } from '../support/test-app';
import { renderApp } from './support/render-app';

/*
 * The site page says how far its pin can be trusted, and the clerk corrects it. Without WebGL
 * (as here) the typed fields are the way; in a browser the pin is dragged too (e2e).
 */

let fake: FakeGeocoder;
let api: TestApp;
let org: TestOrg;
let customerId: string;

beforeAll(async () => {
  fake = await startFakeGeocoder();
  api = await startTestApp({ geocoder: createGeocoder({ geocoderUrl: fake.url }) });
  org = await api.newOrg();
  customerId = (await api.contract.post('/customers', { body: { name: 'Ada Oakley' }, key: org.key })).body.data.id;
});

const address = { street: '1120 SW 5th Ave', city: 'Portland', state: 'OR', zip: '97205' };

/** A site as the geocoder finds it: nothing from the service, so the offline ZIP centroid. */
async function newSite(answer: unknown[] = []) {
  fake.answer({ body: answer });
  const res = await api.contract.post('/sites', { body: { customerId, ...address }, key: org.key });
  return res.body.data;
}

describe('site position', () => {
  it('says a ZIP-centroid position is approximate, and typed coordinates place the site by hand', async () => {
    const site = await newSite();
    const { user } = renderApp(api, { at: `/sites/${site.id}`, key: org.key });
    expect(await screen.findByText(/Accuracy: approximate, ZIP centre/)).toBeInTheDocument();
    const latitude = screen.getByLabelText(/^Latitude/);
    const longitude = screen.getByLabelText(/^Longitude/);
    expect(latitude).toHaveValue(String(site.latitude));
    expect(longitude).toHaveValue(String(site.longitude));

    await user.clear(latitude);
    await user.type(latitude, '45.5172');
    await user.clear(longitude);
    await user.type(longitude, '-122.6851');
    await user.click(screen.getByRole('button', { name: 'Save position' }));

    expect(await screen.findByText('Accuracy: placed by hand.')).toBeInTheDocument();
    expect(screen.queryByText(/ZIP centre/)).not.toBeInTheDocument();
    const toast = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');
    expect(toast).toHaveTextContent('Position saved');
    expect(toast).toHaveTextContent('1120 SW 5th Ave, placed by hand at 45.5172, -122.6851');
    expect(screen.getByRole('figure', { name: /^Map of/ })).toHaveTextContent('45.51720, -122.68510');
    const stored = await api.contract.get('/sites/{siteId}', { path: { siteId: site.id }, key: org.key });
    expect(stored.body.data).toMatchObject({ latitude: 45.5172, longitude: -122.6851, locationPrecision: 'manual' });
  });

  it('says a street-address geocode is exact enough', async () => {
    const site = await newSite([{ lat: '45.5172', lon: '-122.6851', addresstype: 'building' }]);
    renderApp(api, { at: `/sites/${site.id}`, key: org.key });
    expect(await screen.findByText('Accuracy: street address.')).toBeInTheDocument();
  });

  it('shows a refused coordinate beside its field, and text that is not a number before sending', async () => {
    const site = await newSite();
    const { user } = renderApp(api, { at: `/sites/${site.id}`, key: org.key });
    const latitude = await screen.findByLabelText(/^Latitude/);
    const longitude = screen.getByLabelText(/^Longitude/);

    await user.clear(longitude);
    await user.type(longitude, 'west');
    await user.click(screen.getByRole('button', { name: 'Save position' }));
    expect(longitude).toHaveAccessibleDescription(expect.stringContaining('must be a number'));

    await user.clear(longitude);
    await user.type(longitude, '-122.6851');
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(screen.getByRole('button', { name: 'Save position' }));
    await expect.poll(() => latitude.getAttribute('aria-invalid')).toBe('true');
    expect(longitude).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/Accuracy: approximate, ZIP centre/)).toBeInTheDocument();
    const stored = await api.contract.get('/sites/{siteId}', { path: { siteId: site.id }, key: org.key });
    expect(stored.body.data).toEqual(site);
  });
});

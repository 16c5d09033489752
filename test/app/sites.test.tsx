import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../support/test-app';
import { renderApp } from './support/render-app';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

async function newCustomer(name: string): Promise<string> {
  return (await api.post('/customers', { name }, { key: org.key })).body.data.id;
}

type Address = Record<'Street' | 'City' | 'State' | 'ZIP', string> &
  Partial<Record<'Label' | 'Latitude' | 'Longitude', string>>;

/** Opens the customer, fills "New site" and submits it; returns the dialog. */
async function createSite(customerId: string, address: Address) {
  const { user } = renderApp(api, { at: `/customers/${customerId}`, key: org.key });
  await user.click(await screen.findByRole('button', { name: 'New site' }));
  const dialog = screen.getByRole('dialog', { name: 'New site' });
  for (const [label, value] of Object.entries(address)) {
    await user.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Create site' }));
  return { user, dialog };
}

describe('create site', () => {
  it('says when the entered coordinates were replaced by the address location, and shows it without WebGL', async () => {
    const customerId = await newCustomer('Far Coordinates Inc');
    await createSite(customerId, {
      Street: '1200 SE Oak St',
      City: 'Portland',
      State: 'OR',
      ZIP: '97214',
      Latitude: '40',
      Longitude: '-100',
    });

    const result = await screen.findByRole('dialog', { name: 'Site created' });
    expect(
      within(result)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual([
      // 25 km, in the miles a new organization reads.
      'The coordinates you entered were more than 15.5 mi from the address; the address location was used.',
      expect.stringContaining('Accuracy: approximate, ZIP centre.'),
    ]);
    const [site] = (await api.get(`/sites?customerId=${customerId}`, { key: org.key })).body.data.items;
    expect(site.locationSource).toBe('replaced');
    const map = within(result).getByRole('figure', { name: 'Map of 1200 SE Oak St, Portland, OR 97214' });
    expect(map).toHaveTextContent('Map unavailable');
    expect(map).toHaveTextContent(`${site.latitude.toFixed(5)}, ${site.longitude.toFixed(5)}`);
    expect(within(result).getByRole('link', { name: 'Open site' })).toHaveAttribute('href', `/sites/${site.id}`);
  });

  it('says when no location could be found for the address', async () => {
    const customerId = await newCustomer('Nowhere Holdings');
    await createSite(customerId, { Street: '1 Unknown Rd', City: 'Atlantis', State: 'ZZ', ZIP: '00000' });

    const result = await screen.findByRole('dialog', { name: 'Site created' });
    expect(within(result).getByRole('status')).toHaveTextContent('No location could be found for this address.');
    // Without a label, the site goes by its street.
    const toast = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');
    expect(within(toast).getByText('Site created')).toBeInTheDocument();
    expect(within(toast).getByText('1 Unknown Rd')).toBeInTheDocument();
    expect(within(result).getByRole('figure')).toHaveTextContent('No location to show on a map.');
  });

  it('lists the new site under its customer', async () => {
    const customerId = await newCustomer('Listed Sites LLC');
    const { user } = await createSite(customerId, {
      Label: 'Back lot',
      // Spaces around what was typed are the form's to drop (the API keeps text as sent).
      Street: ' 77 NE Alberta St ',
      City: 'Portland ',
      State: 'OR',
      ZIP: ' 97211',
    });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Site created' })).getByRole('button', { name: 'Done' }),
    );

    const toast = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');
    expect(toast).toHaveTextContent('Site created');
    expect(toast).toHaveTextContent('Back lot');

    const table = await screen.findByRole('table', { name: 'Sites of this customer' });
    expect(await within(table).findByRole('link', { name: 'Back lot' })).toBeInTheDocument();
    expect(within(table).getByText('Located')).toBeInTheDocument();
    const [site] = (await api.get(`/sites?customerId=${customerId}`, { key: org.key })).body.data.items;
    expect(site).toMatchObject({ street: '77 NE Alberta St', city: 'Portland', zip: '97211' });
  });

  it('shows a 422 on the coordinate it concerns and a local check for text that is not a number', async () => {
    const customerId = await newCustomer('Bad Coordinates Co');
    const { user, dialog } = await createSite(customerId, {
      Street: '5 Main St',
      City: 'Portland',
      State: 'OR',
      ZIP: '97214',
      Latitude: '95',
      Longitude: 'west',
    });

    expect(within(dialog).getByLabelText('Longitude')).toHaveAccessibleDescription(
      expect.stringContaining('must be a number'),
    );
    expect(within(dialog).getByLabelText('Latitude')).not.toHaveAttribute('aria-invalid');

    await user.clear(within(dialog).getByLabelText('Longitude'));
    await user.type(within(dialog).getByLabelText('Longitude'), '-122.6');
    await user.click(within(dialog).getByRole('button', { name: 'Create site' }));

    const latitude = within(dialog).getByLabelText('Latitude');
    await expect.poll(() => latitude.getAttribute('aria-invalid')).toBe('true');
    const refused = await api.post(
      '/sites',
      { customerId, street: '5 Main St', city: 'Portland', state: 'OR', zip: '97214', latitude: 95, longitude: -122.6 },
      { key: org.key },
    );
    expect(latitude).toHaveAccessibleDescription(expect.stringContaining(refused.body.data.errors[0].problem));
  });
});

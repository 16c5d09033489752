import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgSettingsSchema } from '../../src/shared/contract/org';
import { scopes } from '../../src/shared/contract/scopes';
import { pngBytes } from '../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../support/test-app';
import { renderApp } from './support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ config: { maxBodyBytes: 1024 * 1024 } });
});

const storedSettings = async (org: TestOrg) =>
  orgSettingsSchema.parse((await api.contract.get('/org', { key: org.key })).body.data);

const pngFile = (width: number, height: number) =>
  new File([new Uint8Array(pngBytes(width, height))], 'logo.png', { type: 'image/png' });

describe('Settings', () => {
  it('is in the navigation, shows the company as stored, and saves what the clerk changed', async () => {
    const org = await api.newOrg({ name: 'Hollis Arborists' });
    const { user } = renderApp(api, { at: '/board', key: org.key });
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    const name = await screen.findByLabelText(/^Company name/);
    expect(name).toHaveValue('Hollis Arborists');
    expect(screen.getByLabelText('Estimates are valid for (days)')).toHaveValue('30');
    expect(screen.getByLabelText('Distances in')).toHaveValue('mi');

    await user.clear(name);
    await user.type(name, 'Hollis Tree Care');
    await user.type(screen.getByLabelText('Address'), '4120 SE Division St{enter}{enter}Portland, OR 97202  ');
    await user.type(screen.getByLabelText('Phone'), '503-555-0199');
    await user.type(screen.getByLabelText('Email'), 'office@hollis.example');
    await user.type(screen.getByLabelText('Terms'), 'Net 30.');
    const days = screen.getByLabelText('Estimates are valid for (days)');
    await user.clear(days);
    await user.type(days, '45');
    await user.selectOptions(screen.getByLabelText('Distances in'), 'km');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(await storedSettings(org)).toMatchObject({
      name: 'Hollis Tree Care',
      addressLines: ['4120 SE Division St', 'Portland, OR 97202'],
      phone: '503-555-0199',
      email: 'office@hollis.example',
      documentTerms: 'Net 30.',
      estimateValidityDays: 45,
      distanceUnit: 'km',
    });
  });

  it("says the server's problem beside the field it concerns and changes nothing; a number of days is checked first", async () => {
    const org = await api.newOrg({ name: 'Unchanged' });
    const { user } = renderApp(api, { at: '/settings', key: org.key });
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(await storedSettings(org)).toMatchObject({ name: 'Unchanged', email: null });

    await user.clear(email);
    const days = screen.getByLabelText('Estimates are valid for (days)');
    await user.clear(days);
    await user.type(days, 'a month');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of days, such as 30.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
  });

  it('says which scope a key lacks when it may read the settings but not change them', async () => {
    const org = await api.newOrg();
    const reader = await org.newKey(scopes.filter((scope) => scope !== 'org:write'));
    const { user } = renderApp(api, { at: '/settings', key: reader });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your API key lacks the scope org:write')).toBeInTheDocument();
  });

  it('uploads a chosen logo at once and previews it, refuses a file that cannot be one before sending, and removes it', async () => {
    const org = await api.newOrg();
    const { user } = renderApp(api, { at: '/settings', key: org.key });
    const logoPanel = within((await screen.findByRole('heading', { name: 'Logo' })).closest('section')!);
    expect(logoPanel.getByText('No logo: documents print the name alone.')).toBeInTheDocument();

    await user.upload(
      logoPanel.getByLabelText('Choose a logo'),
      new File(['GIF89a'], 'logo.gif', { type: 'image/png' }),
    );
    expect(
      await logoPanel.findByText('This file cannot be the logo: it must be a PNG or JPEG image.'),
    ).toBeInTheDocument();
    expect((await storedSettings(org)).logo).toBeNull();

    await user.upload(logoPanel.getByLabelText('Choose a logo'), pngFile(120, 60));
    const preview = await logoPanel.findByRole('img', { name: 'The company logo as stored' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect((await storedSettings(org)).logo).toMatchObject({ contentType: 'image/png', width: 120, height: 60 });

    await user.click(logoPanel.getByRole('button', { name: 'Remove logo' }));
    expect(await logoPanel.findByText('No logo: documents print the name alone.')).toBeInTheDocument();
    expect((await storedSettings(org)).logo).toBeNull();
  });
});

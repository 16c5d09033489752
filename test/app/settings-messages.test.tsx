import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgSettingsSchema } from '../../src/shared/contract/org';
import { startTestApp, type TestApp, type TestOrg } from '../support/test-app';
import { renderApp } from './support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const storedTemplate = async (org: TestOrg, kind: string) =>
  ((await api.get('/org/message-templates', { key: org.key })).body.data.templates as any[]).find(
    (template) => template.kind === kind,
  );

describe('Settings: what customers are told', () => {
  it('saves the visit notice policy with the company settings', async () => {
    const org = await api.newOrg({ name: 'Hollis Tree Care' });
    const { user } = renderApp(api, { at: '/settings', key: org.key });
    const policy = await screen.findByLabelText('Tell customers of their visits');
    expect(policy).toHaveValue('off');
    await user.selectOptions(policy, 'ask');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const stored = orgSettingsSchema.parse((await api.contract.get('/org', { key: org.key })).body.data);
    expect(stored.visitNotices).toBe('ask');
  });

  it('previews a message as typed with sample values, says an unknown placeholder beside the field, and saves', async () => {
    const org = await api.newOrg({ name: 'Hollis Tree Care' });
    const { user } = renderApp(api, { at: '/settings', key: org.key });
    const form = await screen.findByRole('form', { name: 'Visit scheduled message' });
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Your tree work is scheduled for Tuesday, December 1');
    expect(preview).toHaveTextContent('Your tree work at 8856 SW 56th Ave is scheduled for Tuesday, December 1.');

    const body = within(form).getByLabelText('Message');
    await user.clear(body);
    // user-event reads braces as key names: doubled, they are typed as braces.
    await user.type(body, 'See you {{date} at {{siteAddress}, {{customer}.');
    expect(preview).toHaveTextContent('See you Tuesday, December 1 at 8856 SW 56th Ave, {customer}.');
    await user.click(within(form).getByRole('button', { name: 'Save message' }));
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getAllByText(/\{customer\} is not a placeholder of this message/).length).toBeGreaterThan(0);
    expect(await storedTemplate(org, 'visitScheduled')).toMatchObject({ edited: false });

    await user.clear(body);
    await user.type(body, 'See you {{date}, {{customerName}.');
    await user.click(within(form).getByRole('button', { name: 'Save message' }));
    expect(await screen.findByText('Message saved')).toBeInTheDocument();
    expect(await storedTemplate(org, 'visitScheduled')).toMatchObject({
      edited: true,
      body: 'See you {date}, {customerName}.',
    });
  });

  it('edits another kind, and puts the default words back', async () => {
    const org = await api.newOrg({ name: 'Hollis Tree Care' });
    const { user } = renderApp(api, { at: '/settings', key: org.key });
    await user.selectOptions(await screen.findByLabelText('Kind of message'), 'visitMoved');
    const form = await screen.findByRole('form', { name: 'Visit moved message' });
    const subject = within(form).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'New day: {{date}');
    expect(within(form).getByRole('region', { name: 'Preview' })).toHaveTextContent('New day: Tuesday, December 1');
    await user.click(within(form).getByRole('button', { name: 'Use the default words' }));
    expect(subject).toHaveValue('Your tree work is moved to {date}');
  });
});

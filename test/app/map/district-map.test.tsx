import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { renderApp } from '../support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const SQUARE = '-122.70, 45.50\n-122.60, 45.50\n-122.60, 45.56\n-122.70, 45.56';
/** The same corners in an order whose edges cross. */
const BOW_TIE = '-122.70, 45.50\n-122.60, 45.56\n-122.60, 45.50\n-122.70, 45.56';

/** Opens the map, starts drawing and fills the new district's name and corners; returns the form. */
async function drawDistrict(org: TestOrg, name: string, corners: string) {
  const { user } = renderApp(api, { at: '/map', key: org.key });
  await user.click(await screen.findByRole('button', { name: 'Draw district' }));
  const form = screen.getByRole('form', { name: 'New district' });
  await user.type(within(form).getByLabelText(/^District name/), name);
  await user.type(within(form).getByLabelText('Corners'), corners);
  await user.click(within(form).getByRole('button', { name: 'Save district' }));
  return { user, form };
}

/** What the map's writes said, in the shared toast. */
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

const districtNames = async (org: TestOrg) =>
  (await api.get('/districts', { key: org.key })).body.data.items.map((district: { name: string }) => district.name);

describe('drawing a district on the map page', () => {
  it('saves the drawn corners, lists the new district and counts its corners', async () => {
    const org = await api.newOrg();
    await drawDistrict(org, 'Sellwood', SQUARE);

    expect(await toasts().findByText('District Sellwood created')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Districts' });
    expect(await within(list).findByText(/^Sellwood/)).toHaveTextContent('Sellwood (4 corners)');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New district' })).not.toBeInTheDocument());
    const [district] = (await api.get('/districts', { key: org.key })).body.data.items;
    expect(district).toMatchObject({
      name: 'Sellwood',
      boundary: [
        [-122.7, 45.5],
        [-122.6, 45.5],
        [-122.6, 45.56],
        [-122.7, 45.56],
      ],
    });
  });

  it("shows the API's 422 on the corners when the boundary crosses itself, and saves nothing", async () => {
    const org = await api.newOrg();
    const { form } = await drawDistrict(org, 'Twisted', BOW_TIE);

    const corners = within(form).getByLabelText('Corners');
    await expect.poll(() => corners.getAttribute('aria-invalid')).toBe('true');
    expect(corners).toHaveAccessibleDescription(expect.stringMatching(/cross/i));
    expect(await districtNames(org)).toEqual([]);
  });

  it("shows the API's 409 when the name is taken (ignoring case), and keeps the drawing to rename it", async () => {
    const org = await api.newOrg();
    expect(
      (
        await api.post(
          '/districts',
          {
            name: 'Alberta Arts',
            boundary: [
              [-122.7, 45.5],
              [-122.6, 45.5],
              [-122.6, 45.56],
            ],
          },
          { key: org.key },
        )
      ).status,
    ).toBe(201);
    const { user, form } = await drawDistrict(org, 'alberta arts', SQUARE);

    expect(await within(form).findByRole('alert')).toHaveTextContent('A district named "alberta arts" already exists');
    const name = within(form).getByLabelText(/^District name/);
    await user.clear(name);
    await user.type(name, 'Alberta East');
    await user.click(within(form).getByRole('button', { name: 'Save district' }));
    expect(await toasts().findByText('District Alberta East created')).toBeInTheDocument();
    // The refused name said nothing in a toast.
    expect(toasts().getAllByRole('status')).toHaveLength(1);
    expect((await districtNames(org)).sort()).toEqual(['Alberta Arts', 'Alberta East']);
  });

  it('checks the typed corners before sending, naming the line that is not a position', async () => {
    const org = await api.newOrg();
    const { form } = await drawDistrict(org, 'Typo', '-122.7, 45.5\nnorth, 45.6\n-122.6, 45.5');

    expect(within(form).getByLabelText('Corners')).toHaveAccessibleDescription(
      expect.stringContaining('line 2 is not “longitude, latitude”'),
    );
    expect(await districtNames(org)).toEqual([]);
  });

  it('falls back to a plain box where WebGL is missing', async () => {
    const org = await api.newOrg();
    renderApp(api, { at: '/map', key: org.key });
    expect(await screen.findByRole('figure', { name: 'Map of districts and unscheduled work' })).toHaveTextContent(
      'Map unavailable',
    );
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  });
});

const TRIANGLE = [
  [-122.7, 45.5],
  [-122.6, 45.5],
  [-122.6, 45.56],
];

async function postDistrict(org: TestOrg, name: string) {
  const res = await api.post('/districts', { name, boundary: TRIANGLE }, { key: org.key });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string };
}

/** Opens the map and the edit form of the named district; returns the form. */
async function editDistrict(org: TestOrg, name: string) {
  const { user } = renderApp(api, { at: '/map', key: org.key });
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return { user, form: screen.getByRole('form', { name: `Edit district ${name}` }) };
}

describe('editing a district on the map page', () => {
  it('renames a district in place: its corners stay, the list shows the new name', async () => {
    const org = await api.newOrg();
    await postDistrict(org, 'Sellwood');
    const { user, form } = await editDistrict(org, 'Sellwood');

    expect(within(form).getByLabelText('Corners')).toHaveValue('-122.7, 45.5\n-122.6, 45.5\n-122.6, 45.56');
    const name = within(form).getByLabelText(/^District name/);
    expect(name).toHaveValue('Sellwood');
    await user.clear(name);
    await user.type(name, 'Sellwood-Moreland');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await toasts().findByText('District Sellwood renamed to Sellwood-Moreland')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Districts' });
    expect(await within(list).findByText(/^Sellwood-Moreland/)).toHaveTextContent('Sellwood-Moreland (3 corners)');
    const [district] = (await api.get('/districts', { key: org.key })).body.data.items;
    expect(district).toMatchObject({ name: 'Sellwood-Moreland', boundary: TRIANGLE });
  });

  it("reshapes a district from its typed corners, and shows the API's refusal beside them when they cross", async () => {
    const org = await api.newOrg();
    await postDistrict(org, 'Brooklyn');
    const { user, form } = await editDistrict(org, 'Brooklyn');
    const corners = within(form).getByLabelText('Corners');

    await user.clear(corners);
    await user.type(corners, BOW_TIE);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => corners.getAttribute('aria-invalid')).toBe('true');
    expect(corners).toHaveAccessibleDescription(expect.stringMatching(/cross/i));

    await user.clear(corners);
    await user.type(corners, SQUARE);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await toasts().findByText('District Brooklyn reshaped')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Districts' });
    await waitFor(() => expect(within(list).getByText(/^Brooklyn/)).toHaveTextContent('Brooklyn (4 corners)'));
  });

  it('says both when one save renames and reshapes a district', async () => {
    const org = await api.newOrg();
    await postDistrict(org, 'Kenton');
    const { user, form } = await editDistrict(org, 'Kenton');
    await user.clear(within(form).getByLabelText(/^District name/));
    await user.type(within(form).getByLabelText(/^District name/), 'North Kenton');
    await user.clear(within(form).getByLabelText('Corners'));
    await user.type(within(form).getByLabelText('Corners'), SQUARE);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await toasts().findByText('District Kenton renamed to North Kenton and reshaped')).toBeInTheDocument();
    const [district] = (await api.get('/districts', { key: org.key })).body.data.items;
    expect(district).toMatchObject({ name: 'North Kenton', boundary: expect.arrayContaining([[-122.7, 45.56]]) });
  });

  it('says beside the name when another district has it (409), and keeps the edit', async () => {
    const org = await api.newOrg();
    await postDistrict(org, 'Alberta Arts');
    await postDistrict(org, 'Concordia');
    const { user, form } = await editDistrict(org, 'Concordia');
    const name = within(form).getByLabelText(/^District name/);
    await user.clear(name);
    await user.type(name, 'alberta arts');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('A district named "alberta arts" already exists');
    expect(name).toHaveValue('alberta arts');
    expect((await districtNames(org)).sort()).toEqual(['Alberta Arts', 'Concordia']);
  });

  it('deletes a district only once the dialog naming it is confirmed', async () => {
    const org = await api.newOrg();
    await postDistrict(org, 'Lents');
    await postDistrict(org, 'Woodstock');
    const { user, form } = await editDistrict(org, 'Lents');

    await user.click(within(form).getByRole('button', { name: 'Delete district' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete district Lents?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await districtNames(org)).sort()).toEqual(['Lents', 'Woodstock']);

    await user.click(within(form).getByRole('button', { name: 'Delete district' }));
    dialog = screen.getByRole('dialog', { name: 'Delete district Lents?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Lents' }));

    expect(await toasts().findByText('District Lents deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Districts' });
    await expect.poll(() => within(list).queryByText(/^Lents/)).toBeNull();
    expect(within(list).getByText(/^Woodstock/)).toBeInTheDocument();
    expect(await districtNames(org)).toEqual(['Woodstock']);
  });

  it('says in the dialog why a delete failed (someone deleted it meanwhile), and deletes nothing else', async () => {
    const org = await api.newOrg();
    const gone = await postDistrict(org, 'Gone already');
    await postDistrict(org, 'Stays');
    const { user, form } = await editDistrict(org, 'Gone already');
    expect((await api.request('DELETE', `/districts/${gone.id}`, undefined, { key: org.key })).status).toBe(200);

    await user.click(within(form).getByRole('button', { name: 'Delete district' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete district Gone already?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Gone already' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('District was not found');
    expect(await districtNames(org)).toEqual(['Stays']);
  });
});

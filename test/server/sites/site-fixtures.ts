import type { TestApp, TestOrg } from '../../support/test-app';

/** A downtown Portland address; 97205's ZIP centroid is 45.5207, -122.6888. */
export const portlandAddress = { street: '1120 SW 5th Ave', city: 'Portland', state: 'OR', zip: '97205' };
export const portlandZipCentroid = { latitude: 45.5207, longitude: -122.6888 };
/** About 235 km from Portland: far outside the 25 km agreement radius. */
export const seattle = { latitude: 47.6062, longitude: -122.3321 };

export async function createCustomer(api: TestApp, org: TestOrg, name = 'Ada Oakley'): Promise<string> {
  const res = await api.contract.post('/customers', { body: { name }, key: org.key });
  if (res.status !== 201) throw new Error(`customer not created: ${res.text}`);
  return res.body.data.id;
}

import { describe, expect, it } from 'vitest';
import { compactCustomerName } from '../../../src/app/dispatch/customer-names';

describe('a customer as a compact card names one', () => {
  it('is a person by surname', () => {
    expect(compactCustomerName('Ngozi Okafor')).toBe('Okafor');
    expect(compactCustomerName('  Mary  Ann Smith ')).toBe('Smith');
    expect(compactCustomerName('Okafor, Ngozi')).toBe('Okafor');
  });

  it("keeps a surname's particles and leaves out a suffix", () => {
    expect(compactCustomerName('Anna van der Berg')).toBe('van der Berg');
    expect(compactCustomerName('Luis de la Cruz')).toBe('de la Cruz');
    expect(compactCustomerName('Martin Luther King Jr.')).toBe('King');
    expect(compactCustomerName('John Smith, Jr.')).toBe('Smith');
  });

  it('is a business or a body whole: the demo organizations, numbers, ampersands, "The ..."', () => {
    for (const name of [
      'Tigard Meadows HOA',
      'Alberta Arts Lofts',
      'Mount Tabor Presbyterian Church',
      'St. Johns Community Center',
      'Multnomah Village Dental',
      'Woodstock Elementary PTA',
      'Hillsdale Library Friends',
      'Acme Tree Co.',
      'Green & Sons',
      '1st Avenue Partners',
      'The Oaks',
    ])
      expect(compactCustomerName(name)).toBe(name);
  });

  it('is a one-word name as it is', () => {
    expect(compactCustomerName('Cher')).toBe('Cher');
  });
});

import { describe, expect, it } from 'vitest';
import { looksLikePhoneNumber } from '../../../src/shared/domain/phone-number';

describe('looksLikePhoneNumber (the SPA form’s advice; the API takes any phone)', () => {
  it.each([
    '(503) 555-0142',
    '503.555.0142',
    '+1 503 555 0142',
    '+44 20 7946 0958',
    '555-0142',
    '503-555-0142 x123',
    '503-555-0142 ext. 12',
    ' 503-555-0142 ',
  ])('reads %j as a number', (phone) => {
    expect(looksLikePhoneNumber(phone)).toBe(true);
  });

  // Words, too few digits, more than E.164's 15, a bare extension, + inside the number, an extension without digits, nothing.
  it.each([
    'call after 5',
    'ask for Bob at the front desk',
    '555',
    '1234567890123456',
    'x1234567',
    '503+555-0142',
    '503-555-0142 ext',
    '',
  ])('does not read %j as a number', (phone) => {
    expect(looksLikePhoneNumber(phone)).toBe(false);
  });
});

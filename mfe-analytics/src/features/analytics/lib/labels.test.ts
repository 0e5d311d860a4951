import { TEXT } from '../constants';
import { countryLabel, ordinal, referrerLabel } from './labels';

describe('referrerLabel', () => {
  it.each([
    ['Direct', TEXT.directVisits],
    ['direct', TEXT.directVisits],
    ['', TEXT.directVisits],
    [null, TEXT.directVisits],
    ['https://www.google.com/search?q=x', 'www.google.com'],
    ['linkedin.com/in/ada', 'linkedin.com'],
  ])('shows %p as %p', (referrer, label) => {
    expect(referrerLabel(referrer)).toBe(label);
  });
});

it('shows a missing country as "Unknown"', () => {
  expect(countryLabel(null)).toBe(TEXT.unknownCountry);
  expect(countryLabel('  ')).toBe(TEXT.unknownCountry);
  expect(countryLabel('Peru')).toBe('Peru');
});

it('names a country the API sends as its ISO code, and keeps an unknown code as it is', () => {
  expect(countryLabel('DE')).toBe('Germany');
  expect(countryLabel('us')).toBe('United States');
  expect(countryLabel('XX')).toBe('XX');
});

it('writes ordinals', () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 92, 100].map(ordinal)).toEqual([
    '1st',
    '2nd',
    '3rd',
    '4th',
    '11th',
    '12th',
    '13th',
    '21st',
    '92nd',
    '100th',
  ]);
});

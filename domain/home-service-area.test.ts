import { describe, expect, it } from 'vitest';
import {
  cityInAddress,
  HOME_CITY_MESSAGES,
  HOME_SERVICE_CITIES,
  homeCityProblem,
  parseTravelFees,
  servedCity,
  travelFeeFor,
} from './home-service-area';

describe('the home-service area', () => {
  it('lists the 16 cities of Metro Manila and Pateros', () => {
    expect(HOME_SERVICE_CITIES).toHaveLength(17);
    expect(HOME_SERVICE_CITIES).toContain('Pateros');
    expect(HOME_SERVICE_CITIES).toContain('Quezon City');
  });

  it('reads a served city however it is written', () => {
    expect(servedCity('makati city')).toBe('Makati');
    expect(servedCity('LAS PINAS')).toBe('Las Piñas');
    expect(servedCity(' Parañaque City ')).toBe('Parañaque');
    expect(servedCity('QC')).toBe('Quezon City');
    expect(servedCity('City of San Juan')).toBe('San Juan');
    expect(servedCity('Antipolo')).toBeUndefined();
    expect(servedCity('')).toBeUndefined();
  });

  it('says plainly where the team does not go, and that the city is needed', () => {
    expect(homeCityProblem('Pasig')).toBeUndefined();
    expect(homeCityProblem('Antipolo')).toMatch(
      /^We do not do home visits in Antipolo yet\. Book a visit at one of our clinics/,
    );
    expect(homeCityProblem('  ')).toBe(HOME_CITY_MESSAGES.missing);
    expect(homeCityProblem('Makati', ['Pasig'])).toMatch(/in Makati yet/);
  });

  it('finds the city an address ends with', () => {
    expect(cityInAddress('12 Mabini Street, Pasig City')).toBe('Pasig');
    expect(cityInAddress('7 Rizal Avenue, Manila')).toBe('Manila');
    expect(cityInAddress('Unit 3, Makati Ave cor. Jupiter, Makati')).toBe('Makati');
    expect(cityInAddress('12 Kapitolyo St, Pasig, Metro Manila')).toBe('Pasig');
    expect(cityInAddress('Blk 4, San Isidro, Antipolo, Rizal')).toBeUndefined();
  });

  it('charges no travel fee unless the clinic sets one, then the city’s own', () => {
    expect(travelFeeFor('Makati')).toBe(0);
    expect(travelFeeFor('makati city', { Makati: 250 })).toBe(250);
    expect(travelFeeFor('Pasig', { Makati: 250 })).toBe(0);
    expect(travelFeeFor('Antipolo', { Antipolo: 250 })).toBe(0);
    expect(travelFeeFor('Makati', { Makati: -5 })).toBe(0);
  });

  it('reads the clinic’s fee setting: one for every city, or per city', () => {
    expect(parseTravelFees('')).toEqual({ fees: {} });
    const flat = parseTravelFees('300');
    expect('fees' in flat && flat.fees.Pateros).toBe(300);
    expect(parseTravelFees('makati city=250, QC=400')).toEqual({ fees: { Makati: 250, 'Quezon City': 400 } });
    expect(parseTravelFees('Antipolo=100')).toEqual({ problem: '"Antipolo" is not a city the team visits' });
    expect(parseTravelFees('Makati=lots')).toEqual({ problem: 'the fee for Makati must be whole pesos' });
  });
});

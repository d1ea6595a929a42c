import { describe, expect, it } from 'vitest';
import { findService, SERVICES } from './catalogue/services';
import {
  cartAllowsHomeService,
  cartNeedsPhoneConsultation,
  HOME_SERVICE_EXCLUDED_SERVICE_IDS,
  HOME_SERVICE_FEE_NOTE,
  HOME_SERVICE_RESTRICTION_NOTICE,
  homeAddressText,
  homeServiceProblem,
  PHONE_CONSULTATION_NOTICE,
} from './home-service';

describe('home service', () => {
  it('is disabled for a cart holding Hiko Nose or Under Eye Filler', () => {
    expect(cartAllowsHomeService(['skinny-drip', 'hiko-nose'])).toBe(false);
    expect(cartAllowsHomeService(['under-eye-filler'])).toBe(false);
    expect(HOME_SERVICE_RESTRICTION_NOTICE).toBe(
      'Hiko Nose and Under Eye Filler are not available for home service due to special procedure requirements.',
    );
  });

  it('is allowed for any other cart, including an empty one', () => {
    expect(cartAllowsHomeService(['skinny-drip', 'stem-cell-facial'])).toBe(true);
    expect(cartAllowsHomeService([])).toBe(true);
  });

  it('is refused for any clinic-only treatment, naming it', () => {
    expect(homeServiceProblem(['ulthera-prime'])).toBe(
      'Ulthera Prime - 300 Lines is offered at our clinics only. Choose a clinic visit, or remove it for home service.',
    );
    expect(homeServiceProblem(['skinny-drip', 'lip-filler', 'carbon-laser-peel'])).toMatch(
      /^Lip Filler, Carbon Laser Peel are offered at our clinics only/,
    );
    expect(cartAllowsHomeService(['ulthera-prime'])).toBe(false);
    expect(homeServiceProblem(['hiko-nose', 'ulthera-prime'])).toBe(HOME_SERVICE_RESTRICTION_NOTICE);
    for (const service of SERVICES) {
      expect(cartAllowsHomeService([service.id]), service.id).toBe(!service.clinicOnly);
    }
  });

  it('excludes services that exist in the catalogue', () => {
    for (const id of HOME_SERVICE_EXCLUDED_SERVICE_IDS) expect(findService(id)).toBeDefined();
  });

  it('asks for a phone consultation when the cart holds a weight-loss service', () => {
    expect(cartNeedsPhoneConsultation(['skinny-drip', 'tbl-slim-pro'])).toBe(true);
    expect(cartNeedsPhoneConsultation(['tbl-weight-loss-program'])).toBe(true);
    expect(cartNeedsPhoneConsultation(['holistic-weight-loss-management'])).toBe(true);
    expect(PHONE_CONSULTATION_NOTICE).toBe('A phone consultation will be conducted before delivery');
  });

  it('needs no phone consultation otherwise', () => {
    expect(cartNeedsPhoneConsultation(['skinny-drip', 'hangover-drip'])).toBe(false);
    expect(cartNeedsPhoneConsultation(['no-such-service'])).toBe(false);
    expect(cartNeedsPhoneConsultation([])).toBe(false);
  });

  it('says the home service fee is finalized after a call', () => {
    expect(HOME_SERVICE_FEE_NOTE).toMatch(/fee/);
    expect(HOME_SERVICE_FEE_NOTE).toMatch(/call/);
  });
});

describe('a home visit’s address', () => {
  it('says "near" once, however the landmark was typed', () => {
    expect(homeAddressText('12 Mabini St.', 'Near the church')).toBe('12 Mabini St. (near the church)');
    expect(homeAddressText('12 Mabini St.', 'near  the church ')).toBe('12 Mabini St. (near the church)');
    expect(homeAddressText('12 Mabini St.', 'the church')).toBe('12 Mabini St. (near the church)');
    expect(homeAddressText('12 Mabini St.', 'Nearby Mall')).toBe('12 Mabini St. (near Nearby Mall)');
    expect(homeAddressText('12 Mabini St. ', '  ')).toBe('12 Mabini St.');
    expect(homeAddressText('12 Mabini St.', null)).toBe('12 Mabini St.');
  });
});

import { describe, expect, it } from 'vitest';
import { BRANCHES } from './branches';
import { CLINIC_PHONE_TEL, PRODUCT_NAME } from './brand';
import { CLINIC_CONTACT } from './contact';

describe('how to reach the clinic', () => {
  it('links each social icon to the clinic’s own page, never a network’s home page', () => {
    expect(CLINIC_CONTACT.social.map((network) => network.id)).toEqual(['facebook', 'instagram', 'tiktok']);
    for (const network of CLINIC_CONTACT.social) {
      const url = new URL(network.url);
      expect(url.protocol).toBe('https:');
      expect(url.pathname.replace(/[/@]/g, ''), network.id).toBe(CLINIC_CONTACT.handle);
    }
  });

  it('chats on Messenger with the clinic’s page, and on Viber with its number', () => {
    expect(CLINIC_CONTACT.messengerUrl).toBe(`https://m.me/${CLINIC_CONTACT.handle}`);
    const viber = new URL(CLINIC_CONTACT.viberUrl);
    expect(viber.protocol).toBe('viber:');
    expect(viber.searchParams.get('number')).toBe(CLINIC_PHONE_TEL);
  });

  it('opens each clinic on the map by its name and address, not a street', () => {
    for (const branch of BRANCHES) {
      const url = new URL(branch.mapUrl);
      expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
      const query = url.searchParams.get('query') ?? '';
      expect(query).toBe(`${PRODUCT_NAME} ${branch.name}, ${branch.address}`);
    }
  });
});

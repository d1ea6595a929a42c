import { CLINIC_EMAIL, CLINIC_PHONE, CLINIC_PHONE_TEL, PRODUCT_NAME } from './brand';

/** The clinic's one handle on every social network, so links and the page copy agree. */
const HANDLE = 'tblaestheticsph';

export interface MapPlace {
  /** What the map searches for first: the clinic's name at that branch. */
  name: string;
  address: string;
}

/**
 * Every way to reach the clinic, in one place: the social pages, Messenger and Viber chats, the phone
 * and e-mail, and each clinic as a map place (name and address, so the map opens the clinic rather
 * than a street). Screens and e-mails read it from here.
 */
export const CLINIC_CONTACT = {
  handle: HANDLE,
  phone: CLINIC_PHONE,
  phoneTel: CLINIC_PHONE_TEL,
  email: CLINIC_EMAIL,
  social: [
    { id: 'facebook', label: 'Facebook', url: `https://www.facebook.com/${HANDLE}` },
    { id: 'instagram', label: 'Instagram', url: `https://www.instagram.com/${HANDLE}/` },
    { id: 'tiktok', label: 'TikTok', url: `https://www.tiktok.com/@${HANDLE}` },
  ],
  /** Opens a Messenger chat with the clinic's page, in the app or the browser. */
  messengerUrl: `https://m.me/${HANDLE}`,
  /** Opens a Viber chat with the clinic's number where Viber is installed. */
  viberUrl: `viber://chat?number=${encodeURIComponent(CLINIC_PHONE_TEL)}`,
  places: {
    'quezon-city': {
      name: `${PRODUCT_NAME} Timog`,
      address: '2/F Timog Wellness Arcade, 88 Timog Avenue, South Triangle, Quezon City',
    },
    'las-pinas': {
      name: `${PRODUCT_NAME} Las Piñas`,
      address: 'Unit 5, Alabang-Zapote Road corner BF Resort Drive, Talon Dos, Las Piñas City',
    },
    makati: {
      name: `${PRODUCT_NAME} Makati`,
      address: '3/F Salcedo Medical Suites, 120 L.P. Leviste Street, Salcedo Village, Makati City',
    },
  } satisfies Record<string, MapPlace>,
} as const;

export type SocialNetwork = (typeof CLINIC_CONTACT.social)[number]['id'];

/** A Google Maps search for the clinic by name and address: opens that clinic's place, on any device. */
export function mapPlaceUrl(place: MapPlace): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.name}, ${place.address}`)}`;
}

/** The clinic's name is not given to us; every screen, e-mail and manifest reads it from here. */
export const BRAND_MARK = 'TBL';
export const BRAND_TAGLINE = 'Aesthetics & Slimming Center';
export const PRODUCT_NAME = `${BRAND_MARK} ${BRAND_TAGLINE}`;

export const CLINIC_PHONE = '0917 123 4567';
export const CLINIC_PHONE_TEL = '+639171234567';
export const CLINIC_EMAIL = 'hello@tbl-clinic.ph';
export const CLINIC_PAYMENTS_EMAIL = 'payments@tbl-clinic.ph';
export const CONFIRMATION_MINUTES = '5-10';

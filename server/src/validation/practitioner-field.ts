import { HttpError } from '../errors';

/** A chosen practitioner who cannot be booked for the cart: 400 naming them, on the `practitionerId` field. */
export function practitionerRefused(message: string): HttpError {
  return new HttpError(400, 'validation_failed', message, {}, { field: 'practitionerId' });
}

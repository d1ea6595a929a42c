import {
  HOME_SERVICE_FEE_NOTE,
  HOME_SERVICE_RESTRICTION_NOTICE,
  PHONE_CONSULTATION_NOTICE,
} from '@domain/home-service';
import { HOME_CITY_LIMIT, HOME_SERVICE_CITIES } from '@domain/home-service-area';
import { TEXT_LIMITS } from '@domain/schemas/fields';
import { type LiveBranches, useLiveBranches } from '../../catalogue/live-branches';
import { HomeIcon, InfoIcon, PinIcon } from '../../components/icons';
import type { BookingField, BookingFormValues } from './booking-form-rules';
import { controlId } from './form/field-problem';
import { ChoiceGroup, FormField } from './form/form-field';

interface LocationFieldsProps {
  values: BookingFormValues;
  errorOf(field: BookingField): string | undefined;
  onChange(field: BookingField, value: string): void;
  onTouch(field: BookingField): void;
  homeAllowed: boolean;
  needsPhoneConsultation: boolean;
}

const id = (field: BookingField) => controlId('booking', field);

function branchHint(branches: LiveBranches, branchId: string): string | undefined {
  const branch = branches.findClinic(branchId);
  return branch ? `${branch.address}. ${branch.hours}.` : undefined;
}

/** Clinic or home service, the branch, and for home service the address and a landmark. */
export function BookingLocationFields({
  values,
  errorOf,
  onChange,
  onTouch,
  homeAllowed,
  needsPhoneConsultation,
}: LocationFieldsProps) {
  const home = values.serviceType === 'home';
  const branches = useLiveBranches();
  return (
    <fieldset className="booking-section">
      <legend className="booking-section__title">
        <span className="booking-section__step" aria-hidden="true">
          1
        </span>
        Where
      </legend>
      <ChoiceGroup
        id={id('serviceType')}
        name="serviceType"
        legend="Where would you like your treatment?"
        value={values.serviceType}
        onChange={(value) => onChange('serviceType', value)}
        error={errorOf('serviceType')}
        options={[
          {
            value: 'clinic',
            label: 'At one of our clinics',
            description: 'Makati, Las Piñas or Timog',
            media: <PinIcon className="choice-card__icon" />,
          },
          {
            value: 'home',
            label: 'Home service',
            description: homeAllowed ? 'Our team comes to you' : 'Not available for this cart',
            disabled: !homeAllowed,
            media: <HomeIcon className="choice-card__icon" />,
          },
        ]}
        footer={
          <>
            {homeAllowed ? null : (
              <p className="notice notice--warning">
                <InfoIcon className="notice__icon" />
                <span>{HOME_SERVICE_RESTRICTION_NOTICE}</span>
              </p>
            )}
            {home && needsPhoneConsultation ? (
              <p className="notice">
                <InfoIcon className="notice__icon" />
                <span>{PHONE_CONSULTATION_NOTICE}.</span>
              </p>
            ) : null}
            {home ? (
              <p className="notice">
                <HomeIcon className="notice__icon" />
                <span>{HOME_SERVICE_FEE_NOTE}</span>
              </p>
            ) : null}
          </>
        }
      />

      {home ? null : (
        <FormField
          id={id('branch')}
          label="Branch"
          hint={branchHint(branches, values.branch)}
          error={errorOf('branch')}
        >
          {(control) => (
            <select
              {...control}
              className="select"
              name="branch"
              value={values.branch}
              required
              onChange={(event) => onChange('branch', event.target.value)}
              onBlur={() => onTouch('branch')}
            >
              <option value="" disabled>
                Choose a branch
              </option>
              {branches.clinics.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name === branch.areaName ? branch.name : `${branch.name}, ${branch.areaName}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}

      {home ? (
        <div className="booking-grid">
          <FormField
            id={id('address')}
            label="Home address"
            hint="House or unit number, street and barangay"
            error={errorOf('address')}
            className="booking-grid__wide"
            length={{ value: values.address, max: TEXT_LIMITS.address }}
          >
            {(control) => (
              <textarea
                {...control}
                className="input textarea"
                name="address"
                rows={2}
                autoComplete="street-address"
                maxLength={TEXT_LIMITS.address}
                required
                value={values.address}
                onChange={(event) => onChange('address', event.target.value)}
                onBlur={() => onTouch('address')}
              />
            )}
          </FormField>
          <FormField
            id={id('city')}
            label="City"
            hint="We visit homes in Metro Manila"
            error={errorOf('city')}
          >
            {(control) => (
              <>
                <input
                  {...control}
                  className="input"
                  name="city"
                  type="text"
                  list={`${id('city')}-list`}
                  autoComplete="address-level2"
                  maxLength={HOME_CITY_LIMIT}
                  required
                  value={values.city}
                  onChange={(event) => onChange('city', event.target.value)}
                  onBlur={() => onTouch('city')}
                />
                <datalist id={`${id('city')}-list`}>
                  {HOME_SERVICE_CITIES.map((city) => (
                    <option key={city} value={city} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <FormField
            id={id('landmark')}
            label="Landmark"
            optional
            hint="Something our team can look for: a church, a store, a gate colour"
            error={errorOf('landmark')}
            className="booking-grid__wide"
            length={{ value: values.landmark, max: TEXT_LIMITS.landmark }}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                name="landmark"
                type="text"
                maxLength={TEXT_LIMITS.landmark}
                value={values.landmark}
                onChange={(event) => onChange('landmark', event.target.value)}
                onBlur={() => onTouch('landmark')}
              />
            )}
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );
}

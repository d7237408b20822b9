import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../api/get-countries';
import { TextField } from './text-field';

type Props = { dialingCode: UseFormRegisterReturn; number: UseFormRegisterReturn; errorKey?: string };

/** Country dialing code and mobile number (SPEC: 10 to 11 digits). */
export function MobileField({ dialingCode, number, errorKey }: Props) {
  const { t } = useTranslation('account');
  const countries = useCountries().data ?? [{ countryCode: 'PH', dialingCode: '63', name: 'Philippines' }];
  const selectId = useId();
  return (
    <TextField
      label={t('form.mobile')}
      registration={number}
      errorKey={errorKey}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      hint={t('form.mobileHint')}
      addon={
        <>
          <label htmlFor={selectId} className="visually-hidden">
            {t('form.countryCode')}
          </label>
          <select id={selectId} className="field__select field__select--lead" {...dialingCode}>
            {countries.map((country) => (
              <option key={country.countryCode} value={country.dialingCode}>
                +{country.dialingCode} {country.countryCode}
              </option>
            ))}
          </select>
        </>
      }
    />
  );
}

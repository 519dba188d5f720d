import { MaskedRange, type FactoryOpts, type InputMask } from 'imask';
import { formatDateTime, parseDateTime } from './date-time';
import { ipv4PrepareChar, isIpv4Prefix } from './ipv4';
import { MaskedCentavos } from './masked-centavos';

/** What each mask hands to the form. */
export interface MaskValues {
  'date-time': Date | null;
  email: string;
  ip: string;
  url: string;
  mac: string;
  vin: string;
  ssn: string;
  'css-unit': string;
  /** A decimal number (pt-BR: "1.234,56"). */
  numeric: number | null;
  /** Integer centavos. */
  currency: number | null;
  integer: number | null;
  /** 0–100, up to two decimals. */
  percentage: number | null;
}

export type MaskName = keyof MaskValues;

export interface MaskSpec<V> {
  options: FactoryOpts;
  /** The form value from the mask's current state. */
  read: (mask: InputMask<FactoryOpts>) => V;
  /** What goes into the mask for a form value (imask's typed or display value). */
  write: (value: V | undefined) => unknown;
  typed: boolean;
  inputMode: 'text' | 'numeric' | 'decimal' | 'email' | 'url';
  placeholder?: string;
  suffix?: string;
}

const upper = (ch: string) => ch.toUpperCase();

function textMask(
  options: FactoryOpts,
  inputMode: MaskSpec<string>['inputMode'],
  placeholder?: string,
): MaskSpec<string> {
  return {
    options,
    typed: false,
    inputMode,
    placeholder,
    read: (m) => m.value,
    write: (v) => v ?? '',
  };
}

function numberMask(
  options: FactoryOpts,
  inputMode: 'numeric' | 'decimal',
  suffix?: string,
): MaskSpec<number | null> {
  return {
    options,
    typed: true,
    inputMode,
    suffix,
    // imask reads an empty number field as 0; a form needs "no value".
    read: (m) => (m.unmaskedValue === '' ? null : Number(m.typedValue)),
    write: (v) => v ?? '',
  };
}

const twoDigits = (from: number, to: number) => ({ mask: MaskedRange, from, to, maxLength: 2 });

export const maskSpecs: { [M in MaskName]: MaskSpec<MaskValues[M]> } = {
  'date-time': {
    options: {
      mask: Date,
      pattern: 'd/`m/`Y H:`M',
      blocks: { H: twoDigits(0, 23), M: twoDigits(0, 59) },
      format: formatDateTime,
      parse: parseDateTime,
      lazy: true,
      overwrite: true,
    },
    typed: true,
    inputMode: 'numeric',
    placeholder: 'dd/mm/aaaa hh:mm',
    read: (m) => (m.typedValue instanceof Date ? m.typedValue : null),
    write: (v) => v ?? null,
  },
  email: textMask({ mask: /^[^\s@]*(@[^\s@]*)?$/ }, 'email', 'nome@exemplo.com'),
  ip: textMask(
    {
      mask: (value: string) => isIpv4Prefix(value),
      prepareChar: (ch, masked) => ipv4PrepareChar(ch, masked.value),
    },
    'decimal',
    '0.0.0.0',
  ),
  url: textMask({ mask: /^\S*$/ }, 'url', 'https://'),
  mac: textMask(
    { mask: 'HH:HH:HH:HH:HH:HH', definitions: { H: /[0-9A-F]/ }, prepareChar: upper },
    'text',
    'AA:BB:CC:DD:EE:FF',
  ),
  // 17 characters, letters I, O and Q never appear in a VIN.
  vin: textMask(
    { mask: 'V'.repeat(17), definitions: { V: /[A-HJ-NPR-Z0-9]/ }, prepareChar: upper },
    'text',
  ),
  ssn: textMask({ mask: '000-00-0000' }, 'numeric', '000-00-0000'),
  'css-unit': textMask(
    {
      mask: /^-?(\d+(\.\d*)?|\.\d*)?$|^-?(\d+(\.\d*)?|\.\d+)(px?|em?|r(em?)?|%|v[hw]?)$/,
      prepareChar: (ch) => (ch === ',' ? '.' : ch.toLowerCase()),
    },
    'text',
    '16px',
  ),
  numeric: numberMask(
    { mask: Number, scale: 2, radix: ',', thousandsSeparator: '.', mapToRadix: ['.'] },
    'decimal',
  ),
  currency: {
    options: { mask: MaskedCentavos },
    typed: true,
    inputMode: 'numeric',
    placeholder: 'R$ 0,00',
    read: (m) => (m.typedValue == null ? null : Number(m.typedValue)),
    write: (v) => v ?? null,
  },
  integer: numberMask({ mask: Number, scale: 0, thousandsSeparator: '.' }, 'numeric'),
  percentage: numberMask(
    { mask: Number, scale: 2, radix: ',', mapToRadix: ['.'], min: 0, max: 100 },
    'decimal',
    '%',
  ),
};

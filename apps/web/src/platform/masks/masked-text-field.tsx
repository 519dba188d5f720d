import {
  InputAdornment,
  TextField,
  type InputBaseComponentProps,
  type TextFieldProps,
} from '@mui/material';
import type { FactoryOpts, InputMask } from 'imask';
import { useCallback, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { maskSpecs, type MaskName, type MaskSpec, type MaskValues } from './mask-specs';

type AdapterProps = InputBaseComponentProps & {
  ref?: Ref<HTMLInputElement>;
  maskSpec?: MaskSpec<unknown>;
  onMaskAccept?: (mask: InputMask<FactoryOpts>) => void;
};

/**
 * MUI's input slot: an imask-driven <input>. MUI hands it the DOM ref (focus, labels)
 * and the form value; the mask owns what is shown and reports every accepted change.
 */
function MaskAdapter({
  ref,
  maskSpec,
  onMaskAccept,
  value,
  onChange: _muiChange,
  ...inputProps
}: AdapterProps) {
  if (!maskSpec || !onMaskAccept)
    throw new Error('MaskAdapter is the input slot of MaskedTextField only.');
  return (
    <IMaskInput
      {...inputProps}
      {...maskSpec.options}
      unmask={maskSpec.typed ? 'typed' : false}
      // With unmask="typed" react-imask takes the typed value (number, Date) though its types say string.
      value={maskSpec.write(value) as string}
      inputRef={ref}
      onAccept={(_value: unknown, mask: InputMask<FactoryOpts>) => onMaskAccept(mask)}
    />
  );
}

export type MaskedTextFieldProps<M extends MaskName> = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'select' | 'multiline' | 'type'
> & {
  mask: M;
  value: MaskValues[M] | undefined;
  onChange: (value: MaskValues[M]) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * One masked text field for every mask (spec §5): date-time, email, ip, url, mac, vin,
 * ssn, css-unit, numeric, currency (integer centavos), integer, percentage. Drop it into
 * react-hook-form's `Controller` (`{...field}`): it takes the value and reports the
 * value, not an event, and its ref reaches the <input> so the form can focus it.
 */
export function MaskedTextField<M extends MaskName>({
  mask,
  value,
  onChange,
  ref,
  slotProps,
  ...props
}: MaskedTextFieldProps<M>) {
  const spec = maskSpecs[mask] as MaskSpec<unknown>;
  const onMaskAccept = useCallback(
    (m: InputMask<FactoryOpts>) => onChange(spec.read(m) as MaskValues[M]),
    [onChange, spec],
  );
  const empty = value === undefined || value === null || value === '';
  return (
    <TextField
      {...props}
      inputRef={ref}
      value={empty ? '' : value}
      slotProps={{
        ...slotProps,
        input: {
          inputComponent: MaskAdapter,
          ...(spec.suffix
            ? { endAdornment: <InputAdornment position="end">{spec.suffix}</InputAdornment> }
            : {}),
          ...(slotProps?.input as object | undefined),
        },
        htmlInput: {
          inputMode: spec.inputMode,
          placeholder: spec.placeholder,
          autoComplete: 'off',
          ...(slotProps?.htmlInput as object | undefined),
          maskSpec: spec,
          onMaskAccept,
        },
      }}
    />
  );
}

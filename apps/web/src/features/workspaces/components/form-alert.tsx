import { Alert, type AlertProps } from '@mui/material';

/** A form's message, announced by screen readers (errors as alerts) without moving focus. */
export function FormAlert({ children, ...props }: AlertProps) {
  if (!children) return null;
  return (
    <Alert role={props.severity === 'error' ? 'alert' : 'status'} {...props}>
      {children}
    </Alert>
  );
}

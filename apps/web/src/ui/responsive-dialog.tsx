import { Dialog, useMediaQuery, useTheme, type DialogProps } from '@mui/material';

/** A dialog that takes the whole screen on phones (360 px) and is a centred card elsewhere. */
export function ResponsiveDialog(props: DialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return <Dialog fullWidth maxWidth="sm" fullScreen={fullScreen} {...props} />;
}

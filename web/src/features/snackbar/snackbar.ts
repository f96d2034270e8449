import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export type SnackbarOptions = {
  message: string;
  /** `alert` messages stay 6 s, default ones 5 s (spec section 9). */
  variant?: 'default' | 'alert';
  severity?: SnackbarSeverity;
  onUndo?: () => void;
  /** How long it stays, when not the variant's: an UNDO stays as long as undo is possible. */
  durationMs?: number;
};

export const snackbarDurations = { default: 5000, alert: 6000 } as const;

export function showSnackbar({
  message,
  variant = 'default',
  severity = 'info',
  onUndo,
  durationMs,
}: SnackbarOptions): string {
  return toaster.create({
    description: message,
    type: variant === 'alert' ? severity : 'info',
    duration: durationMs ?? snackbarDurations[variant],
    closable: true,
    meta: { onUndo },
  });
}

import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import { Button, useTranslate } from 'react-admin';

/**
 * The button of a descriptor action where it sits: in a list row a small icon whose label is its tooltip, in a toolbar
 * a labelled button. The icon is the caller's, sized for the place (`fontSize="small"` in a row).
 */
export function ActionButton({
  label,
  variant,
  icon,
  onClick,
  disabled = false,
  busy,
}: {
  label: string;
  variant: 'row' | 'toolbar';
  icon: ReactElement;
  onClick: (event: MouseEvent) => void;
  disabled?: boolean;
  /** Set while the action's outcome is awaited without a dialog to say so (assistive technologies announce it). */
  busy?: boolean;
}) {
  const translate = useTranslate();
  if (variant === 'toolbar') {
    return (
      <Button label={label} onClick={onClick} disabled={disabled} aria-busy={busy}>
        {icon}
      </Button>
    );
  }
  return (
    <Tooltip title={translate(label)}>
      {/* A disabled button fires no events, so the tooltip needs a wrapper to listen to. */}
      <span>
        <IconButton aria-label={translate(label)} onClick={onClick} disabled={disabled} aria-busy={busy} size="small" color="primary">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

import { styled } from '@mui/material/styles';
import { tokens } from '@yrkesbro/ui';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's toast in our colours: its own greens and oranges carry white text below the 4.5:1
 * contrast WCAG AA asks for.
 */
export const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: tokens.color.success },
  '&.notistack-MuiContent-error': { backgroundColor: tokens.color.error },
  '&.notistack-MuiContent-warning': { backgroundColor: tokens.color.warning },
  '&.notistack-MuiContent-info': { backgroundColor: tokens.color.primary },
});

export const TOAST_COMPONENTS = {
  default: Toast,
  success: Toast,
  error: Toast,
  warning: Toast,
  info: Toast,
};

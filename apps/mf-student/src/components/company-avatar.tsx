import Avatar from '@mui/material/Avatar';
import { initials } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';

/** A company's logo, or its initials when it has none. */
export function CompanyAvatar({
  name,
  logo,
  size = 48,
}: {
  name: string;
  logo: string | null | undefined;
  size?: number;
}) {
  return (
    <Avatar
      src={logo ?? undefined}
      alt={logo ? TEXTS.companyAvatar.logoAlt(name) : undefined}
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: size / 2.5,
      }}
    >
      {initials(name) || '?'}
    </Avatar>
  );
}

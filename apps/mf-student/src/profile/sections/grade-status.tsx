import VerifiedIcon from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Grade } from '@yrkesbro/contracts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.gradeStatus;

/** The spec counts a grade as verified once verifiedAt is set; the status says the same. */
export function isVerified(grade: Grade): boolean {
  return grade.verification_status === 'verified' || Boolean(grade.verifiedAt);
}

/** Verified grades carry a mark (icon and word), grades an admin still has to read a chip. */
export function GradeStatus({ grade }: { grade: Grade }) {
  if (isVerified(grade)) {
    return (
      <Typography
        component="span"
        variant="body2"
        color="success"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
      >
        <VerifiedIcon fontSize="small" aria-hidden />
        {T.verified}
      </Typography>
    );
  }
  if (grade.verification_status === 'pending') {
    return <Chip size="small" color="warning" variant="outlined" label={T.pending} />;
  }
  return null;
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A section without items: the same short sentence on every profile, and for the owner a hint
 * on what to add (the add button sits in the section's header, where it stays put).
 */
export function SectionEmpty({ text, hint }: { text: string; hint?: string }) {
  return (
    <Box role="status">
      <Typography color="textSecondary">{text}</Typography>
      {hint && (
        <Typography variant="body2" color="textSecondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

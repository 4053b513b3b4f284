import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LOOKING_FOR, LOOKING_FOR_LABELS } from '@yrkesbro/contracts';
import type { PublicStudentProfile } from '@yrkesbro/contracts';
import { chipList, wrappingChip } from '@yrkesbro/ui';
import { profileGradient } from '@yrkesbro/ui/dashboard';
import type { ReactNode } from 'react';
import { TEXTS } from '../texts.ts';
import { InlineEditableField } from './inline-editable-field.tsx';
import { AVATAR_SIZE, ProfileAvatar } from './profile-avatar.tsx';

const T = TEXTS.header;

const LOOKING_FOR_OPTIONS = LOOKING_FOR.map((value) => ({
  value,
  label: LOOKING_FOR_LABELS[value],
}));

/**
 * The top of a student's profile: a band in the student's chosen gradient, then photo, name,
 * headline, facts, skills and bio on the white card, since text on the brighter gradients would
 * not reach the contrast we promise. The owner (`editable`) edits each field in place.
 */
export function ProfileHeader({
  profile,
  editable,
  actions,
  headingLevel = 'h1',
}: {
  profile: PublicStudentProfile;
  editable: boolean;
  /** Beside the photo: what the viewer can do with this profile. */
  actions?: ReactNode;
  /** h2 where the page already has its own h1 (the dashboard). */
  headingLevel?: 'h1' | 'h2';
}) {
  const skills = [...new Set(profile.skills.map((skill) => skill.skill_name))];
  const school = profile.educationDisplay?.trim() || profile.school?.trim();
  const lookingFor = profile.lookingfor ? LOOKING_FOR_LABELS[profile.lookingfor] : null;

  return (
    <Card>
      <Box
        data-testid="profile-gradient"
        aria-hidden
        sx={{
          height: { xs: 88, sm: 120 },
          background: profileGradient(profile.gradient).background,
        }}
      />
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 2,
            mt: `-${AVATAR_SIZE / 2}px`,
            mb: 2,
          }}
        >
          <ProfileAvatar
            name={profile.name}
            url={profile.profile_picture_url}
            editable={editable}
          />
          {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
        </Box>

        {editable ? (
          <>
            <InlineEditableField
              field="name"
              label={T.name}
              value={profile.name}
              placeholder={T.namePlaceholder}
              variant={headingLevel}
              component={headingLevel}
            />
            <InlineEditableField
              field="headline"
              label={T.headline}
              value={profile.headline}
              placeholder={T.headlinePlaceholder}
              variant="h3"
              component="p"
            />
          </>
        ) : (
          <>
            <Typography variant={headingLevel} component={headingLevel}>
              {profile.name?.trim() || T.noName}
            </Typography>
            {profile.headline && (
              <Typography variant="h3" component="p">
                {profile.headline}
              </Typography>
            )}
          </>
        )}

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            alignItems: 'baseline',
            columnGap: 2,
            rowGap: 1,
            my: 2,
          }}
        >
          {(editable || profile.location) && (
            <Fact icon={<PlaceOutlined fontSize="small" />} label={T.location}>
              {editable ? (
                <InlineEditableField
                  field="location"
                  label={T.location}
                  value={profile.location}
                  placeholder={T.locationPlaceholder}
                />
              ) : (
                profile.location
              )}
            </Fact>
          )}
          {(editable || lookingFor) && (
            <Fact icon={<WorkOutlineOutlined fontSize="small" />} label={T.lookingFor}>
              {editable ? (
                <InlineEditableField
                  field="lookingfor"
                  label={T.lookingFor}
                  value={profile.lookingfor}
                  placeholder={T.lookingForPlaceholder}
                  options={LOOKING_FOR_OPTIONS}
                />
              ) : (
                lookingFor
              )}
            </Fact>
          )}
          {school && (
            <Fact icon={<SchoolOutlined fontSize="small" />} label={T.school}>
              {school}
            </Fact>
          )}
        </Box>

        {skills.length > 0 && (
          <Box component="ul" aria-label={T.skillsLabel} sx={{ ...chipList, mb: 2 }}>
            {skills.map((skill) => (
              <li key={skill}>
                <Chip label={skill} size="small" sx={wrappingChip} />
              </li>
            ))}
          </Box>
        )}

        {(editable || profile.bio) && (
          <Box>
            <Typography variant="h3" component={headingLevel === 'h1' ? 'h2' : 'h3'} gutterBottom>
              {T.about}
            </Typography>
            {editable ? (
              <InlineEditableField
                field="bio"
                label={T.about}
                value={profile.bio}
                placeholder={T.aboutPlaceholder}
                multiline
              />
            ) : (
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {profile.bio}
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Card>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <>
      <Box
        component="dt"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
      >
        <Box component="span" aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

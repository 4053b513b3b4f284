import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, useLoginMutation } from '@yrkesbro/api-client';
import { AUTH_MESSAGES, dashboardPathFor, loginSchema } from '@yrkesbro/contracts';
import type { LoginRequest } from '@yrkesbro/contracts';
import { PageContainer } from '@yrkesbro/ui';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { Location } from 'react-router-dom';

/** /login: e-mail and password; success goes back where the person was, or to their dashboard. */
export function LoginPage() {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const from = (location.state as { from?: Location } | null)?.from;

  const form = useFormik<LoginRequest>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      try {
        const { user } = await login(values).unwrap();
        enqueueSnackbar(AUTH_MESSAGES.loginSuccess, { variant: 'success' });
        const target = from
          ? `${from.pathname}${from.search}${from.hash}`
          : dashboardPathFor(user.role);
        navigate(target, { replace: true });
      } catch (error) {
        enqueueSnackbar(errorMessage(error, AUTH_MESSAGES.loginFailed), { variant: 'error' });
      }
    },
  });

  const fieldError = (name: keyof LoginRequest) =>
    form.touched[name] && form.errors[name] ? form.errors[name] : undefined;

  return (
    <PageContainer>
      <Card sx={{ maxWidth: 440, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h1" gutterBottom>
            Logg inn
          </Typography>
          <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
            <TextField
              label="E-post"
              type="email"
              autoComplete="email"
              {...form.getFieldProps('email')}
              error={Boolean(fieldError('email'))}
              helperText={fieldError('email')}
              required
              fullWidth
            />
            <TextField
              label="Passord"
              type="password"
              autoComplete="current-password"
              {...form.getFieldProps('password')}
              error={Boolean(fieldError('password'))}
              helperText={fieldError('password')}
              required
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={form.isSubmitting}
              sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 'auto' } }}
            >
              {form.isSubmitting ? 'Logger inn…' : 'Logg inn'}
            </Button>
          </Stack>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', mt: 3, flexWrap: 'wrap', gap: 1 }}
          >
            <Link component={RouterLink} to="/forgot-password">
              Glemt passordet?
            </Link>
            <Link component={RouterLink} to="/register">
              Ny her? Opprett konto
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

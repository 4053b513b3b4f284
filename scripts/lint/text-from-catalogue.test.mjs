import { RuleTester } from 'eslint';
import { describe, it } from 'node:test';
import rule from './text-from-catalogue.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

const literal = { messageId: 'literal' };

tester.run('text-from-catalogue', rule, {
  valid: [
    'const a = <Typography variant="h2">{TEXTS.title}</Typography>;',
    'const a = <Icon fontSize="small" aria-hidden />;',
    'const a = <Section list="pending" />;',
    'const a = <Link to="/jobs" className="x y" sx={{ border: "1px solid" }} />;',
    'const a = <Button aria-controls="menu-1" data-testid="Lagre knapp">{TEXTS.save}</Button>;',
    'const a = <Input aria-labelledby="a b" />;',
    'const a = <div>{count} / {total}</div>;',
    'const tabs = [{ id: "applications", label: TEXTS.applications }];',
    'const item = { variant: "Lagre nå" };',
    'const a = <div>{open ? TEXTS.close : TEXTS.open}</div>;',
    'const a = <div>{mode === "Full" ? TEXTS.a : TEXTS.b}</div>;',
    'enqueueSnackbar(TEXTS.saved, { variant: "success" });',
    'const url = `/api/jobs?page=${page}`;',
    'const a = <Stack aria-busy="true" aria-live="polite" />;',
    'usePageTitle(TEXTS.jobs.title, TEXTS.jobs.description);',
    'const STATUS_LABEL = { pending: TEXTS.pending };',
    'const STATUS_COLOR = { pending: "Warning" };',
    'const field = "email";',
    'const palette = { text: "#1f2933", label: "rgb(0, 0, 0)" };',
    'const a = <ProfileList profileUrl={(id) => `/profile/${id}`} link={`mailto:${email}`} />;',
  ],
  invalid: [
    { code: 'const a = <h1>Søknader</h1>;', errors: [literal] },
    { code: 'const a = <Button label="Lagre" />;', errors: [literal] },
    { code: 'const a = <Input placeholder="søk i jobber" />;', errors: [literal] },
    { code: 'const a = <nav aria-label="karusell" />;', errors: [literal] },
    { code: 'const a = <div>{saving ? "Lagrer…" : TEXTS.save}</div>;', errors: [literal] },
    { code: 'const a = <div title={`Fjern ${name}`} />;', errors: [literal] },
    { code: 'const a = <div>{error || "Noe gikk galt"}</div>;', errors: [literal] },
    { code: 'const tabs = [{ id: "a", label: "Søknader" }];', errors: [literal] },
    { code: 'enqueueSnackbar("Lagret", { variant: "success" });', errors: [literal] },
    { code: 'usePageTitle("Bedriftskatalog", "Finn bedrifter.");', errors: [literal, literal] },
    { code: 'const STATUS_LABEL = { pending: "Venter" };', errors: [literal] },
    {
      code: 'const heading = skill ? `Tester i ${skill}` : "Ferdighetstester";',
      errors: [literal, literal],
    },
  ],
});

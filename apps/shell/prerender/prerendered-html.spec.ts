import {
  afterPaintScriptIn,
  inlineStylesheets,
  prerenderedPage,
  waitForPreloadedFonts,
  withFontPreloads,
  withModulePreloads,
  withScriptsAfterPaint,
  withSessionCheckLoader,
} from './prerendered-html.ts';

const TEMPLATE = `<!doctype html>
<html lang="nb">
  <head>
    <meta name="description" content="Standard" />
    <title>Yrkesbro</title>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerenderedPage', () => {
  const page = prerenderedPage(TEMPLATE, '/faq', {
    html: '<link rel="preload" as="image" href="/apps/x.jpg"/><main id="main"><h1>FAQ</h1><input name="q"/><button>Send</button><img alt="Skjermbilde" src="/apps/x.jpg"/></main>',
    css: '.css-a{color:red}',
    styleNames: ['a', 'b'],
    head: { title: 'Spørsmål & svar – Yrkesbro', description: 'Svar på "alt"' },
  });

  it('writes the page’s title, description and emotion rules into the head', () => {
    expect(page).toContain('<title>Spørsmål &amp; svar – Yrkesbro</title>');
    expect(page).toContain('<meta name="description" content="Svar på &quot;alt&quot;" />');
    expect(page).toContain('<style data-emotion="css a b">.css-a{color:red}</style>\n  </head>');
  });

  it('puts the markup in #root, inert and hidden from assistive technology, naming its path', () => {
    expect(page).toContain(
      '<div id="root" data-prerendered="/faq"><div data-prerendered-markup="" inert="" aria-hidden="true" style="display:contents"><main id="main"><h1>FAQ</h1>',
    );
  });

  it('disables form controls, so nothing typed is lost when the live form takes their place', () => {
    expect(page).toContain('<input disabled="" name="q"/>');
    expect(page).toContain('<button disabled="">Send</button>');
    const once = prerenderedPage(TEMPLATE, '/', {
      html: '<main id="main"><button type="button" disabled="">Neste</button></main>',
      css: '',
      styleNames: [],
      head: undefined,
    });
    expect(once).toContain('<button type="button" disabled="">Neste</button>');
  });

  it('writes text as it is, dollar signs too', () => {
    const priced = prerenderedPage(TEMPLATE, '/', {
      html: '<main id="main"><p>$& koster $$ 100 $\'</p></main>',
      css: '.a::after{content:"$&"}',
      styleNames: ['a'],
      head: { title: 'Pris: $&' },
    });
    expect(priced).toContain("<p>$& koster $$ 100 $'</p>");
    expect(priced).toContain('content:"$&"');
    expect(priced).toContain('<title>Pris: $&amp;</title>');
  });

  it('fails when index.html has no #root to write into', () => {
    expect(() =>
      prerenderedPage(TEMPLATE.replace('<div id="root"></div>', ''), '/', {
        html: '',
        css: '',
        styleNames: [],
        head: undefined,
      }),
    ).toThrow('<div id="root"></div>');
  });

  it('keeps an image’s place but not its address, which is the remote’s and known at deploy time', () => {
    expect(page).toMatch(/<img alt="Skjermbilde" src="data:image\/gif;base64,[^"]+"\/>/);
    expect(page).not.toContain('/apps/x.jpg');
  });
});

describe('withSessionCheckLoader', () => {
  const page = withSessionCheckLoader(TEMPLATE, {
    html: '<div role="status" class="css-l"><p>Loading...</p></div>',
    css: '.css-l{display:grid}',
    styleNames: ['l'],
    head: undefined,
  });

  it('puts the loader in #root as it is, not as a page the app would keep standing', () => {
    expect(page).toContain(
      '<div id="root"><div role="status" class="css-l"><p>Loading...</p></div></div>',
    );
    expect(page).not.toContain('data-prerendered');
  });

  it('writes its emotion rules into the head and keeps the title and description', () => {
    expect(page).toContain('<style data-emotion="css l">.css-l{display:grid}</style>\n  </head>');
    expect(page).toContain('<title>Yrkesbro</title>');
    expect(page).toContain('<meta name="description" content="Standard" />');
  });
});

describe('withFontPreloads', () => {
  it('preloads Inter’s Latin woff2 file and no other subset or format', () => {
    const page = withFontPreloads(TEMPLATE, [
      'inter-latin-wght-normal-B.woff',
      'inter-latin-ext-wght-normal-C.woff2',
      'inter-cyrillic-wght-normal-D.woff2',
      'inter-latin-wght-normal-A.woff2',
    ]);
    const preloads = [...page.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)];
    expect(preloads.map(([, href]) => href)).toEqual(['/assets/inter-latin-wght-normal-A.woff2']);
  });

  it('fails when the build has no Latin file to preload', () => {
    expect(() => withFontPreloads(TEMPLATE, ['inter-latin-ext-wght-normal-C.woff2'])).toThrow(
      'Fant ikke Inters latinske skriftfil i bygget',
    );
  });
});

describe('inlineStylesheets', () => {
  it('replaces each stylesheet link with its file’s content', async () => {
    const read = jest.fn(async () => '@font-face{font-family:Inter}');
    const page = await inlineStylesheets(TEMPLATE, read);
    expect(read).toHaveBeenCalledWith('assets/index-abc.css');
    expect(page).toContain('<style>@font-face{font-family:Inter}</style>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('adapts the font faces to the page when asked', async () => {
    const read = async () => '@font-face{font-family:Inter}';
    const page = await inlineStylesheets(TEMPLATE, read, (css) => css.replace('Inter', 'X'));
    expect(page).toContain('<style>@font-face{font-family:X}</style>');
  });
});

describe('waitForPreloadedFonts', () => {
  it('lets text wait for the preloaded Latin faces and swap for every other subset', () => {
    const face = (file: string) =>
      `@font-face{font-family:Inter;font-display:swap;font-weight:400 700;src:url(/assets/${file})format("woff2")}`;
    const css = waitForPreloadedFonts(
      face('inter-latin-wght-normal-A.woff2') + face('inter-latin-ext-wght-normal-B.woff2'),
    );
    expect(css).toBe(
      face('inter-latin-wght-normal-A.woff2').replace('swap', 'block') +
        face('inter-latin-ext-wght-normal-B.woff2'),
    );
  });
});

describe('withScriptsAfterPaint', () => {
  it('names the module script and its static imports, each a module script of its own and the entry last, by links that fetch nothing, beside the script that asks for them after the first paint, and leaves the early script out', () => {
    const page = withScriptsAfterPaint(
      '<script async src="/assets/early-preload-Ab_1.js"></script>\n<script type="module" crossorigin src="/assets/entry.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js">\n</head>',
      '/assets/after-paint-1.js',
    );
    expect(page).toBe(
      '<script async src="/assets/after-paint-1.js"></script>\n<link data-after-paint="module" href="/assets/a.js"><link data-after-paint="module" href="/assets/b.js">\n    <link data-after-paint="module" href="/assets/entry.js">\n</head>',
    );
  });

  it('puts the entry after the script that asks for it when it imports no other chunk', () => {
    expect(
      withScriptsAfterPaint(
        '<script type="module" crossorigin src="/assets/entry.js"></script>\n</head>',
        '/assets/after-paint-1.js',
      ),
    ).toBe(
      '<script async src="/assets/after-paint-1.js"></script>\n    <link data-after-paint="module" href="/assets/entry.js">\n</head>',
    );
  });

  it('fails when the page has no module script', () => {
    expect(() => withScriptsAfterPaint('<title>Yrkesbro</title>', '/a.js')).toThrow('modulskript');
  });
});

describe('afterPaintScriptIn', () => {
  it("finds the script among the build's assets, and fails without it", () => {
    expect(afterPaintScriptIn(['after-paint-Ab_12.js.br', 'after-paint-Ab_12.js', 'x.js'])).toBe(
      'after-paint-Ab_12.js',
    );
    expect(() => afterPaintScriptIn(['early-preload-1.js'])).toThrow('etter første maling');
  });
});

describe('withModulePreloads', () => {
  it('names the module files in the head for the script that asks for them after the first paint, and leaves a page without any alone', () => {
    const page = withModulePreloads(TEMPLATE, ['assets/login-page-a.js', 'assets/formik-b.js']);
    expect(page).toContain(
      '<link data-after-paint="modulepreload" href="/assets/login-page-a.js">\n    <link data-after-paint="modulepreload" href="/assets/formik-b.js">\n  </head>',
    );
    expect(withModulePreloads(TEMPLATE, [])).toBe(TEMPLATE);
  });
});
